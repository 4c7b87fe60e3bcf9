/**
 * register → verification link from the dev outbox → verify → free plan → signed in → log out →
 * log in again, against the real server started by `npm start`.
 *
 * The sign-up and onboarding screens are being built by another engineer; until they exist this
 * drives the flow through `page.request`, which shares the browser context's cookies (so the XSRF
 * cookie set by the app page is the one echoed in X-XSRF-TOKEN, exactly as the app's client does).
 * The built app itself is loaded in Chromium to check it boots under the server's CSP.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const XSRF = 'XSRF-TOKEN';

async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === XSRF);
  expect(cookie, 'the XSRF-TOKEN cookie is set by the first GET').toBeDefined();
  return { 'X-XSRF-TOKEN': cookie!.value };
}

async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { data?: unknown; token?: string; accountId?: string } = {},
) {
  const request: APIRequestContext = page.request;
  const headers: Record<string, string> = { ...(method === 'GET' ? {} : await xsrfHeader(page)) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.accountId) headers['Account-Id'] = options.accountId;
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers,
    ...(options.data !== undefined ? { data: options.data } : {}),
  });
  return { status: response.status(), body: await response.json() };
}

test('the built app loads under the CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  if (response?.status() === 503) {
    test.info().annotations.push({ type: 'note', description: 'dist/app is not built; only the not-built page was checked' });
    await expect(page.getByText('The web app is not built yet')).toBeVisible();
  } else {
    expect(response?.status()).toBe(200);
    // The app mounts on #app (spec §2); give its start-up plugins a moment to run.
    await expect(page.locator('#app')).not.toBeEmpty({ timeout: 15_000 });
  }
  expect(violations).toEqual([]);
});

test('register → verify from the outbox → free plan → signed in → log out → log in', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'e2e-password-123';
  // Any GET sets the XSRF cookie; a deep link also exercises the SPA fallback.
  await page.goto('/onboard/verify');

  const registered = await api(page, 'POST', 'auth/register', { data: { name: 'ليلى حداد', email, password, language: 'ar' } });
  expect(registered.status).toBe(200);
  const { token, account_id: accountId } = registered.body.results;

  const gated = await api(page, 'GET', 'customer', { token, accountId });
  expect(gated.status).toBe(403);
  expect(gated.body.error.code).toBe('REQUIRE_VERIFICATION');

  // The dev outbox page lists the mail; its JSON twin gives the link.
  await page.goto('/dev/outbox');
  await expect(page.getByText('أكِّد بريدك الإلكتروني في ربط').first()).toBeVisible();
  const outbox = await (await page.request.get('/dev/outbox.json')).json();
  const mail = outbox.results.find((m: { to: string }) => m.to === email);
  expect(mail.language).toBe('ar');
  const link: string = mail.links[0];
  const [, customerId, verifyToken] = /\/onboard\/verify\/([^/]+)\/([^/]+)$/.exec(new URL(link).pathname)!;

  // Opening the link serves the app (the verify screen calls the API below).
  expect((await page.goto(link))?.status()).not.toBe(404);
  const verified = await api(page, 'POST', 'auth/verify-email', {
    data: { customer_id: decodeURIComponent(customerId!), token: decodeURIComponent(verifyToken!) },
  });
  expect(verified.body).toEqual({ results: { verified: true } });

  const needsPlan = await api(page, 'GET', 'customer', { token, accountId });
  expect(needsPlan.body.error.code).toBe('REQUIRE_SUBSCRIPTION');
  const plans = await api(page, 'GET', 'plans');
  expect(plans.body.results.map((p: { id: string }) => p.id)).toContain('free');
  const subscribed = await api(page, 'POST', 'billing/subscription', {
    token,
    accountId,
    data: { plan_id: 'free', interval: 'month' },
  });
  expect(subscribed.body.results).toMatchObject({ plan_id: 'free', status: 'active' });

  const me = await api(page, 'GET', 'customer', { token, accountId });
  expect(me.status).toBe(200);
  expect(me.body.results).toMatchObject({ email, email_verified: true, language: 'ar' });

  expect((await api(page, 'POST', 'auth/logout', { token })).body).toEqual({ results: { ok: true } });
  expect((await api(page, 'GET', 'customer', { token, accountId })).status).toBe(401);

  const again = await api(page, 'POST', 'auth/login', { data: { email, password } });
  expect(again.status).toBe(200);
  expect(again.body.results.account_id).toBe(accountId);
  const back = await api(page, 'GET', 'customer', { token: again.body.results.token, accountId: again.body.results.account_id });
  expect(back.status).toBe(200);
});
