/** Shared steps of the server e2e specs (run against `npm start`, see playwright.config.ts). */
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Console errors, uncaught exceptions and CSP violations (from the DOM event, on every page). */
export async function watchProblems(page: Page): Promise<{ errors: string[]; csp: string[] }> {
  const errors: string[] = [];
  const csp: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // Chromium logs every 4xx as "Failed to load resource". The one expected is the guard's probe
    // (GET customer) answering 403 REQUIRE_VERIFICATION / REQUIRE_SUBSCRIPTION during onboarding:
    // that is how the server tells the app where the user stands, not a fault.
    const expectedProbe = /status of 403/.test(message.text()) && /\/api\/customer$/.test(message.location().url);
    // A site icon the server cannot fetch answers 404 and the row keeps its letter (decision 105);
    // these machines have no Internet, so every example.com icon does. Whether Chromium logs that
    // before or after a test's last look only depended on how fast the list rendered.
    const noIcon = /status of 404/.test(message.text()) && /\/api\/icons\?/.test(message.location().url);
    if (message.type() === 'error' && !expectedProbe && !noIcon) errors.push(`${message.text()} (${message.location().url})`);
    if (/Content Security Policy|Refused to/i.test(message.text())) csp.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void csp.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return { errors, csp };
}

/**
 * Through the screens: /register → the verification link from the dev outbox → onboard-verify →
 * onboard-subscribe (free plan) → signed in on /links. Returns false when dist/app is not built.
 */
export async function registerFreeUser(page: Page, user: { name: string; email: string; password: string }): Promise<boolean> {
  const response = await page.goto('/register');
  if (response?.status() === 503) return false;
  await expect(page.getByRole('heading', { name: 'Create your Rabt account' })).toBeVisible();
  await page.getByLabel(/^Your name/).fill(user.name);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboard\/verify$/);

  const outbox = await (await page.request.get('/dev/outbox.json')).json();
  const mail = outbox.results.find((m: { to: string }) => m.to === user.email);
  expect(mail, 'the verification mail is in the dev outbox').toBeDefined();
  const link: string = mail.links.find((href: string) => /\/onboard\/verify\/[^/]+\/[^/]+$/.test(new URL(href).pathname));
  expect(link).toBeTruthy();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboard\/subscribe$/);
  await page.getByRole('button', { name: 'Start for free' }).click();
  await expect(page).toHaveURL(/\/links$/);
  return true;
}
