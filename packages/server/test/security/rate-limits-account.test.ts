/**
 * Issue 16 item 10: login and password reset are limited per account as well as per address, and
 * only configured proxies are trusted, so rotating X-Forwarded-For (or addresses) escapes nothing.
 */
import { apiPaths, XSRF_COOKIE } from '@rabt/contract';
import { expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/config.ts';
import { PASSWORD, seedCustomer, uniqueEmail, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

const loose = { max: 1000, windowMs: 60_000 };
const three = { max: 3, windowMs: 60_000 };

describeEachDatabase('per-account limits', (target) => {
  const t = useTestApp(target, {
    rateLimits: {
      ...defaultRateLimits,
      login: loose,
      forgot: loose,
      completeReset: loose,
      loginAccount: three,
      forgotAccount: three,
      completeResetAccount: three,
    },
  });

  it('login: the 4th wrong try at one account is 429 from a fresh address too; other accounts unaffected', async () => {
    const victim = await seedCustomer(t);
    for (let i = 0; i < 3; i++) {
      expect((await t.client().post(apiPaths.login, { email: victim.email, password: `guess-${i}-xx` })).status).toBe(422);
    }
    // Upper case does not make it another account; the right password does not help either.
    const limited = await t.client().post(apiPaths.login, { email: victim.email.toUpperCase(), password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toMatch(/^Too many attempts for this account\. Please wait \d+ seconds and try again\.$/);
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);
    const other = await seedCustomer(t);
    expect((await t.client().post(apiPaths.login, { email: other.email, password: PASSWORD })).status).toBe(200);
  });

  it('forgot: at most 3 reset mails per address per window, whoever asks', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await t.client().post(apiPaths.forgot, { email })).status).toBe(200);
    expect((await t.client().post(apiPaths.forgot, { email })).status).toBe(429);
    expect((await t.client().post(apiPaths.forgot, { email: uniqueEmail() })).status).toBe(200);
  });

  it('complete-reset: at most 3 tries per customer id, whoever tries', async () => {
    const body = { customer_id: '01JAAAAAAAAAAAAAAAAAAAAAAA', token: 'nope', password: PASSWORD };
    for (let i = 0; i < 3; i++) expect((await t.client().post(apiPaths.completeReset, body)).status).not.toBe(429);
    expect((await t.client().post(apiPaths.completeReset, body)).status).toBe(429);
  });
});

for (const trust of ['true', '127.0.0.1']) {
  describeEachDatabase(`TRUST_PROXY=${trust}: X-Forwarded-For only from a configured proxy`, (target) => {
    const t = useTestApp(
      target,
      { rateLimits: { ...defaultRateLimits, login: { max: 2, windowMs: 60_000 } } },
      { TRUST_PROXY: trust },
    );

    it('a client that is not a proxy cannot rotate X-Forwarded-For past the address limit', async () => {
      const client = t.client(); // a 10.x address: not a configured proxy
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await client.post(
          apiPaths.login,
          { email: uniqueEmail(), password: 'whatever-1' },
          { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([422, 422, 429, 429]);
    });

    it('behind the configured proxy each real client has its own count', async () => {
      const xsrf = await t.client().primeXsrf();
      const send = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/${apiPaths.login}`,
          remoteAddress: '127.0.0.1',
          cookies: { [XSRF_COOKIE]: xsrf },
          headers: { 'x-forwarded-for': `198.51.100.77, ${ip}`, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
          payload: JSON.stringify({ email: uniqueEmail(), password: 'whatever-1' }),
        });
      // The left-most entry is the client's own claim; the proxy's (right-most) is what counts.
      const first = [await send('192.0.2.10'), await send('192.0.2.10'), await send('192.0.2.10')].map((r) => r.statusCode);
      expect(first[2]).toBe(429);
      expect((await send('192.0.2.11')).statusCode).not.toBe(429);
    });
  });
}
