import { expect, test } from '@playwright/test';
import { signInFromLogin } from './helpers.ts';

test('the network dropping shows the Offline screen; recovering hides it', async ({ page }) => {
  await signInFromLogin(page);
  await page.goto('/settings/security');
  const security = page.getByRole('heading', { level: 1, name: 'Security' });
  await expect(security).toBeVisible();

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload(); // the guard's customer probe now gets no response
  await expect(page.getByRole('heading', { name: 'You are offline.' })).toBeVisible();
  await expect(page).toHaveTitle('Offline · Rabt');
  await expect(security).toBeHidden();

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(security).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline.' })).toBeHidden();
});
