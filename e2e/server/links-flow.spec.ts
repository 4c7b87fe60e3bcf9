/**
 * A link's life through the real screens, against `npm start` (playwright.config.ts): a new free
 * user creates a link on /links/new with a custom short code, finds it in the list, opens its
 * short URL three times in a browser (the redirect service on SHORT_PORT answers 302 to the
 * destination), then the list's Clicks column reaches 3 once the batch writer (about every second)
 * has flushed the queued clicks into the rollups. No console errors and no CSP violations on the
 * app's pages.
 */
import { expect, test } from '@playwright/test';
import { registerFreeUser, watchProblems } from './helpers.ts';

// Chromium's headless user agent ("HeadlessChrome") is flagged as a bot by isbot, and the click
// writer drops bot clicks; the visits use an ordinary desktop Chrome user agent so they count.
const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('create a link in the app, open its short URL three times, see Clicks reach 3', async ({ page, browser, baseURL }) => {
  const problems = await watchProblems(page);
  const stamp = Date.now().toString(36);
  const registered = await registerFreeUser(page, {
    name: 'Omar Khalil',
    email: `e2e-links-${stamp}@example.com`,
    password: 'e2e-password-123',
  });
  test.skip(!registered, 'dist/app is not built: the screens cannot be driven');

  // Any URL on the app server will do as the destination.
  const destination = `${baseURL}/api/health`;
  const code = `e2e-${stamp}`;
  await page.goto('/links/new');
  await page.getByLabel(/^Destination URL/).fill(destination);
  await page.getByLabel(/^Short code/).fill(code);
  await page.getByRole('button', { name: 'Create link' }).click();
  // The toast's title is also echoed by Radix's live region, so two nodes carry the text.
  await expect(page.getByText('Link created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/links$/);

  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);

  // The short URL as the API gives it (the list shows it without the scheme).
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    accountId: localStorage.getItem('account-id'),
  }));
  const listed = await page.request.get(`/api/links?q=${code}`, {
    headers: { authorization: `Bearer ${session.token}`, 'account-id': session.accountId ?? '' },
  });
  expect(listed.ok()).toBe(true);
  const link = ((await listed.json()).results as { nip: string; short_url: string }[]).find((l) => l.nip === code);
  expect(link, 'the new link is in GET /api/links').toBeDefined();
  const shortUrl = link?.short_url ?? '';
  expect(shortUrl).toMatch(new RegExp(`/${code}$`));
  await expect(row).toContainText(shortUrl.replace(/^https?:\/\//, ''));

  const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME_UA });
  try {
    const visit = await visitor.newPage();
    for (let i = 0; i < 3; i++) {
      const response = await visit.goto(shortUrl);
      expect(response?.ok(), `visit ${i + 1} lands on the destination`).toBe(true);
      expect(visit.url()).toBe(destination);
      const chain = response?.request().redirectedFrom();
      expect(chain?.url()).toBe(shortUrl);
    }
  } finally {
    await visitor.close();
  }

  // The Clicks column, found by its header, of the link's row.
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const clicksColumn = headers.findIndex((text) => /^\s*Clicks/.test(text));
  expect(clicksColumn, 'the list has a Clicks column').toBeGreaterThanOrEqual(0);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').nth(clicksColumn)).toHaveText('3', { timeout: 1_000 });
  }).toPass({ timeout: 10_000, intervals: [500, 1_000] });

  expect(problems.csp, 'CSP violations').toEqual([]);
  expect(problems.errors, 'console errors').toEqual([]);
});
