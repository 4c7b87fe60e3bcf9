import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a deep link while signed out → login with redirect → back to the deep link after signing in', async ({ page }) => {
  await page.goto('/qrs/new?source=mail');
  // This project runs on the in-browser mocks: the MSW service worker controls the page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/qrs/new?source=mail')}`);
  await signIn(page);
  await expect(page).toHaveURL('/qrs/new?source=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'New QR code' })).toBeVisible();
  await expect(page).toHaveTitle('New QR code · Rabt');
  expect(await page.evaluate(() => [localStorage.getItem('token') !== null, localStorage.getItem('account-id')])).toEqual([
    true,
    'acc_01HZX3KA0000000ACME',
  ]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/nothing/here');
  await expect(page.getByText('Resource not found')).toBeVisible();
});
