import { expect, type Page } from '@playwright/test';

/** Fixture customer (mocks/fixtures/customers.ts): verified, on a plan. */
export const LAYLA = { email: 'layla@rabt.test', password: 'password123' };

/** Fills and submits the login form on the current page. */
export async function signIn(page: Page, who = LAYLA): Promise<void> {
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /login and signs in; resolves on the links list. */
export async function signInFromLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/links$/);
}
