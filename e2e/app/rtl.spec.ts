import { expect, test } from '@playwright/test';

test('Arabic sets lang=ar and dir=rtl and mirrors the layout', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const width = page.viewportSize()!.width;
  const switchBefore = (await page.getByTestId('language-switch').boundingBox())!;
  const submitBefore = (await page.getByRole('button', { name: 'Sign in' }).boundingBox())!;

  await page.getByTestId('language-switch').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);

  // The header control sits at the inline end: right in English, left in Arabic.
  const switchAfter = (await page.getByTestId('language-switch').boundingBox())!;
  expect(switchBefore.x + switchBefore.width / 2).toBeGreaterThan(width / 2);
  expect(switchAfter.x + switchAfter.width / 2).toBeLessThan(width / 2);
  const submitAfter = (await page.getByRole('button', { name: 'تسجيل الدخول' }).boundingBox())!;
  expect(Math.abs(submitAfter.width - submitBefore.width)).toBeLessThan(submitBefore.width);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
});

test('only the shown language is downloaded; switching fetches the other, signed-in pages get every feature (issue 16 item 20)', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(messages[.-](core-|all-)?)?(en|ar)-[\w-]+\.js$/.test(name)) catalogues.push(name);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(catalogues.length).toBeGreaterThan(0);
  expect(catalogues.filter((name) => /(^|[.-])ar-/.test(name))).toEqual([]);

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(catalogues.filter((name) => /(^|[.-])ar-/.test(name)).length).toBeGreaterThan(0);

  // Signed in, in Arabic: the links page and the shell show Arabic words, never message ids.
  await page.getByLabel(/^البريد/).fill('layla@rabt.test');
  await page.getByLabel(/^كلمة المرور/).fill('password123');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);
  await expect(page.locator('body')).not.toContainText(/\b(screens|app|ui|links|domains)\.[a-z]+\.[\w.]+/);
});
