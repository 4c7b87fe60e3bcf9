import { expect, test } from '@playwright/test';
import { signInFromLogin } from './helpers.ts';

test('the network dropping shows the Offline screen; recovering hides it', async ({ page }) => {
  await signInFromLogin(page);
  await page.goto('/settings/security'); // a section still to come: its placeholder is the routed view
  await expect(page.getByText('This section arrives soon')).toBeVisible();

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload(); // the guard's customer probe now gets no response
  await expect(page.getByRole('heading', { name: 'You are offline.' })).toBeVisible();
  await expect(page).toHaveTitle('Offline · Rabt');
  await expect(page.getByText('This section arrives soon')).toBeHidden();

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This section arrives soon')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline.' })).toBeHidden();
});
