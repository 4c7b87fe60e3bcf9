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
