import { apiPaths, ErrorBody, XSRF_COOKIE } from '@rabt/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { defaultRateLimits } from '../../src/config.ts';
import { issueXsrfToken } from '../../src/plugins/xsrf.ts';
import { describeEachDatabase, databaseTargets } from '../helpers/databases.ts';
import { PASSWORD, TEST_SECRET, linkFromMail, makeConfig, seedCustomer, uniqueEmail, useTestApp } from '../helpers/app.ts';

describeEachDatabase('XSRF double submit', (target) => {
  const t = useTestApp(target);

  it('any GET sets a readable SameSite=Lax XSRF-TOKEN cookie when absent, and not again once present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: 'GET', url: '/api/plans', cookies: { [XSRF_COOKIE]: cookie!.value } });
    expect(again.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
    const notFound = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(notFound.cookies.find((c) => c.name === XSRF_COOKIE)).toBeDefined();
  });

  it('state-changing calls without the header, without the cookie, mismatched or forged: 403 XSRF_INVALID', async () => {
    const seeded = await seedCustomer(t);
    const good = issueXsrfToken(TEST_SECRET);
    const otherGood = issueXsrfToken(TEST_SECRET);
    const forged = issueXsrfToken('some-other-secret-of-sufficient-length!!');
    const variants: Array<{ name: string; cookie?: string; header?: string }> = [
      { name: 'neither' },
      { name: 'header only', header: good },
      { name: 'cookie only', cookie: good },
      { name: 'mismatch', cookie: good, header: otherGood },
      { name: 'forged signature', cookie: forged, header: forged },
      { name: 'garbage', cookie: 'abc', header: 'abc' },
    ];
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      for (const v of variants) {
        const res = await t.app.inject({
          method,
          url: method === 'POST' ? `/api/${apiPaths.logout}` : `/api/${apiPaths.customer}`,
          headers: { authorization: `Bearer ${seeded.token}`, ...(v.header ? { 'x-xsrf-token': v.header } : {}) },
          cookies: v.cookie ? { [XSRF_COOKIE]: v.cookie } : {},
        });
        expect(res.statusCode, `${method} ${v.name}`).toBe(403);
        const body = res.json();
        expect(ErrorBody.is(body)).toBe(true);
        expect(body.error.code).toBe('XSRF_INVALID');
      }
    }
    // Nothing happened: the session still works.
    expect((await seeded.client.get(apiPaths.customer)).status).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.logout}`,
      headers: { authorization: `Bearer ${seeded.token}`, 'x-xsrf-token': good },
      cookies: { [XSRF_COOKIE]: good },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('public state-changing calls (login) need it too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.login}`,
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('XSRF_INVALID');
    // The refusal carries a fresh cookie so the client can retry.
    expect(res.cookies.find((c) => c.name === XSRF_COOKIE)).toBeDefined();
  });
});

describeEachDatabase('security headers', (target) => {
  const t = useTestApp(target);

  it('CSP fit for the Vite app, nosniff, frame protection; no HSTS on http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind https', () => {
  it('adds HSTS, upgrade-insecure-requests and Secure cookies when APP_URL is https', async () => {
    const made = await makeConfig(databaseTargets[0]!, {}, { APP_URL: 'https://rabt.example' });
    const app = await buildApp(made.config, { logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(res.cookies.find((c) => c.name === XSRF_COOKIE)?.secure).toBe(true);
    } finally {
      await app.close();
      await made.drop();
    }
  });
});

describeEachDatabase('rate limits', (target) => {
  const tight = { max: 2, windowMs: 60_000 };
  const t = useTestApp(target, {
    rateLimits: { ...defaultRateLimits, login: tight, register: tight, forgot: tight, completeReset: tight, resend: tight },
  });

  it('login: the third attempt from one address is 429 RATE_LIMITED with a clear message; other addresses unaffected', async () => {
    const client = t.client();
    for (let i = 0; i < 2; i++)
      expect((await client.post(apiPaths.login, { email: 'x@example.com', password: 'nope' })).status).toBe(422);
    const limited = await client.post(apiPaths.login, { email: 'x@example.com', password: 'nope' });
    expect(limited.status).toBe(429);
    expect(ErrorBody.is(limited.body)).toBe(true);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.client().post(apiPaths.login, { email: 'x@example.com', password: 'nope' })).status).toBe(422);
  });

  it('register, forgot, complete-reset and resend are limited too', async () => {
    const register = t.client();
    const forgot = t.client();
    const reset = t.client();
    const cases = [
      () => register.post(apiPaths.register, { name: 'R', email: uniqueEmail(), password: PASSWORD }),
      () => forgot.post(apiPaths.forgot, { email: uniqueEmail() }),
      () => reset.post(apiPaths.completeReset, { customer_id: 'x', token: 'y', password: PASSWORD }),
    ];
    for (const call of cases) {
      await call();
      await call();
      const res = await call();
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
    }
    const unverified = await seedCustomer(t, { verified: false, plan: null });
    await unverified.client.post(apiPaths.resendVerification);
    await unverified.client.post(apiPaths.resendVerification);
    expect((await unverified.client.post(apiPaths.resendVerification)).status).toBe(429);
  });

  it('verification links keep working for a limited client (verify is not limited)', async () => {
    const client = t.client();
    const email = uniqueEmail();
    await client.post(apiPaths.register, { name: 'Limited', email, password: PASSWORD });
    const { customerId, token } = await linkFromMail(t.app, email, 'verify');
    expect((await client.post(apiPaths.verifyEmail, { customer_id: customerId, token })).status).toBe(200);
  });
});
