import { expect, test } from '@playwright/test';

test('the theme toggle adds and removes the dark class on <html> and remembers the choice', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('color-schema'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByTestId('theme-toggle').click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  // Light equals the system preference here, so the stored value resets to auto (spec §4).
  expect(await page.evaluate(() => localStorage.getItem('color-schema'))).toBe('auto');
});
