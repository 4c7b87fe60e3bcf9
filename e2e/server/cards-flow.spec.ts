/**
 * A business card's life against `npm start` (playwright.config.ts): a new free user adds a
 * company and a card through the screens, then a visitor opens the public card page on the short
 * domain at 390 px and 1280 px, in English and in Arabic (right to left), with no horizontal
 * scroll and no CSP violation; Save contact downloads a vCard that an independent parser
 * (ical.js) reads back with the UTF-8 names; the card's page in the app then shows the visits and
 * the save. Screenshots: dist/e2e-server-results/card-<lang>-<width>.png.
 */
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { registerFreeUser, watchProblems } from './helpers.ts';

const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MOBILE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const shots = resolve(import.meta.dirname, '../../dist/e2e-server-results');

async function session(page: Page) {
  const s = await page.evaluate(() => ({ token: localStorage.getItem('token'), accountId: localStorage.getItem('account-id') }));
  return { authorization: `Bearer ${s.token}`, 'account-id': s.accountId ?? '' };
}

test('a card made in the app: public page at 390 and 1280 px in en and ar, Save contact parses, views counted', async ({
  page,
  browser,
}) => {
  const problems = await watchProblems(page);
  const stamp = Date.now().toString(36);
  const registered = await registerFreeUser(page, {
    name: 'Layla Haddad',
    email: `e2e-cards-${stamp}@example.com`,
    password: 'e2e-password-123',
  });
  test.skip(!registered, 'dist/app is not built: the screens cannot be driven');

  await page.goto('/cards/companies/new');
  await page.getByLabel(/^Company name/).fill('Acme; Coffee, Trading');
  await page.getByLabel(/^Website/).fill('acme-coffee.example');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/cards\/companies$/);

  await page.goto('/cards/new');
  await page.getByLabel(/^First name/).fill('Layla');
  await page.getByLabel(/^Last name/).fill('Haddad');
  await page.getByLabel(/^Company/).selectOption({ label: 'Acme; Coffee, Trading' });
  await page.getByLabel(/^Job title/).fill('Head of Sales');
  await page.getByLabel(/^Department/).fill('Sales, Gulf');
  await page.getByLabel(/^Email 1/).fill('layla@acme-coffee.example');
  await page.getByLabel(/^Mobile/).fill('+966 50 123 4567');
  await expect(page.getByTestId('card-preview')).toContainText('Layla Haddad');
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page).toHaveURL(/\/cards\/[0-9A-Z]{26}$/);
  const id = page.url().split('/').at(-1)!;
  const headers = await session(page);
  const card = (await (await page.request.get(`/api/cards/${id}`, { headers })).json()).results as {
    public_url: string;
    vcard_url: string;
  };
  expect(card.public_url).toMatch(/\/c\/[a-z0-9]{8}$/);

  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') {
      const body = {
        first_name: 'ليلى',
        last_name: 'الحداد',
        job_title: 'مديرة المبيعات',
        department: 'المبيعات',
        company_id: (await (await page.request.get(`/api/cards/${id}`, { headers })).json()).results.company_id,
        emails: [{ label: 'العمل', value: 'layla@acme-coffee.example' }],
        mobile: '+966501234567',
        language: 'ar',
      };
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const put = await page.request.put(`/api/cards/${id}`, { headers: { ...headers, 'x-xsrf-token': xsrf }, data: body });
      expect(put.ok(), await put.text()).toBe(true);
    }
    for (const width of [390, 1280]) {
      const visitor = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 800 },
        userAgent: width === 390 ? MOBILE_SAFARI_UA : DESKTOP_CHROME_UA,
        // The phone visitor is in Saudi Arabia, the desktop one in the United States.
        locale: width === 390 ? 'ar-SA' : 'en-US',
        acceptDownloads: true,
      });
      const visit = await visitor.newPage();
      const seen = await watchProblems(visit);
      const response = await visit.goto(card.public_url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      await expect(visit.locator('html')).toHaveAttribute('lang', language);
      await expect(visit.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(visit.getByRole('heading', { level: 1 })).toHaveText(language === 'ar' ? 'ليلى الحداد' : 'Layla Haddad');
      // Phones in the viewer's format: national at home, international elsewhere.
      await expect(visit.locator('a[href="tel:+966501234567"] bdi')).toHaveText(
        width === 390 ? '050 123 4567' : '+966 50 123 4567',
      );
      // Share (shown by the page's script) and the card's QR code, loaded from the short domain.
      await expect(visit.getByRole('button', { name: language === 'ar' ? 'مشاركة' : 'Share' })).toBeVisible();
      const qr = visit.getByRole('img', { name: language === 'ar' ? 'رمز QR لهذه البطاقة' : /QR code/ });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const overflow = await visit.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
      await visit.screenshot({ path: `${shots}/card-${language}-${width}.png`, fullPage: true });

      const save = visit.getByRole('link', { name: language === 'ar' ? 'حفظ جهة الاتصال' : 'Save contact' });
      const [download] = await Promise.all([visit.waitForEvent('download'), save.click()]);
      const text = await readFile((await download.path())!, 'utf8');
      const props = (ICAL.parse(text) as unknown as ['vcard', Array<[string, Record<string, unknown>, string, unknown]>])[1];
      const get = (name: string) => props.filter((p) => p[0] === name).map((p) => p[3]);
      expect(get('version')).toEqual(['3.0']);
      expect(get('n')[0]).toEqual(language === 'ar' ? ['الحداد', 'ليلى', '', '', ''] : ['Haddad', 'Layla', '', '', '']);
      expect(get('org')[0]).toEqual(['Acme; Coffee, Trading', language === 'ar' ? 'المبيعات' : 'Sales, Gulf']);
      expect(get('tel')).toEqual(['+966501234567']);
      expect(seen.csp).toEqual([]);
      await visitor.close();
    }
  }

  // The writer thread flushes queued clicks about every second: the card's page shows them.
  await expect
    .poll(
      async () => {
        const { views, saves } = (await (await page.request.get(`/api/cards/${id}`, { headers })).json()).results;
        return [views, saves];
      },
      { timeout: 10_000 },
    )
    .toEqual([4, 4]);
  await page.goto(`/cards/${id}`);
  await expect(page.getByTestId('card-views')).toHaveText('4');
  await expect(page.getByTestId('card-saves')).toHaveText('4');
  expect(problems.csp).toEqual([]);
  expect(problems.errors).toEqual([]);
});
