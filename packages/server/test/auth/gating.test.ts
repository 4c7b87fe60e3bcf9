/**
 * The onboarding gates, as a matrix: every signed-in call × every customer state. A cell is the
 * expected status (and code for 401/403). Each cell uses a fresh customer so cells are independent.
 */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { PASSWORD, seedCustomer, uniqueEmail, useTestApp } from '../helpers/app.ts';

type State = 'anonymous' | 'unverified' | 'unsubscribed' | 'subscribed';
type Expect = number | 'RV' | 'RS';

const RV = 'RV' as const; // 403 REQUIRE_VERIFICATION
const RS = 'RS' as const; // 403 REQUIRE_SUBSCRIPTION

const rows: Array<{
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: () => unknown;
  expect: Record<State, Expect>;
}> = [
  {
    name: 'GET customer (guard probe)',
    method: 'GET',
    path: apiPaths.customer,
    expect: { anonymous: 401, unverified: RV, unsubscribed: RS, subscribed: 200 },
  },
  {
    name: 'PUT customer',
    method: 'PUT',
    path: apiPaths.customer,
    body: () => ({ name: 'New Name', phone: '+1 555 0100' }),
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'PUT customer/password',
    method: 'PUT',
    path: apiPaths.customerPassword,
    body: () => ({ current_password: PASSWORD, password: 'another-password', password_confirmation: 'another-password' }),
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'PUT customer/email',
    method: 'PUT',
    path: apiPaths.customerEmail,
    body: () => ({ email: uniqueEmail('gate'), password: PASSWORD }),
    expect: { anonymous: 401, unverified: 200, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'GET customer/email',
    method: 'GET',
    path: apiPaths.customerEmail,
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'DELETE customer',
    method: 'DELETE',
    path: apiPaths.customer,
    body: () => ({ reason: 'other', confirm: 'CONFIRM' }),
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'GET accounts',
    method: 'GET',
    path: apiPaths.accounts,
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'GET invitations',
    method: 'GET',
    path: apiPaths.invitations,
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'POST invitations/:id/accept (unknown id)',
    method: 'POST',
    path: apiPaths.acceptInvitation('01UNKNOWN'),
    expect: { anonymous: 401, unverified: RV, unsubscribed: 404, subscribed: 404 },
  },
  {
    name: 'POST invitations/:id/decline (unknown id)',
    method: 'POST',
    path: apiPaths.declineInvitation('01UNKNOWN'),
    expect: { anonymous: 401, unverified: RV, unsubscribed: 404, subscribed: 404 },
  },
  {
    name: 'GET billing/subscription',
    method: 'GET',
    path: apiPaths.subscription,
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'POST billing/subscription',
    method: 'POST',
    path: apiPaths.subscription,
    body: () => ({ plan_id: 'free', interval: 'year' }),
    expect: { anonymous: 401, unverified: RV, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'POST auth/resend-verification',
    method: 'POST',
    path: apiPaths.resendVerification,
    expect: { anonymous: 401, unverified: 200, unsubscribed: 409, subscribed: 409 },
  },
  {
    name: 'POST auth/logout',
    method: 'POST',
    path: apiPaths.logout,
    expect: { anonymous: 401, unverified: 200, unsubscribed: 200, subscribed: 200 },
  },
  {
    name: 'GET plans (public)',
    method: 'GET',
    path: apiPaths.plans,
    expect: { anonymous: 200, unverified: 200, unsubscribed: 200, subscribed: 200 },
  },
];

const states: State[] = ['anonymous', 'unverified', 'unsubscribed', 'subscribed'];

describeEachDatabase('onboarding gates', (target) => {
  const t = useTestApp(target);

  for (const row of rows) {
    for (const state of states) {
      const expected = row.expect[state];
      it(`${row.name} as ${state} → ${expected}`, async () => {
        const client =
          state === 'anonymous'
            ? t.client()
            : (await seedCustomer(t, { verified: state !== 'unverified', plan: state === 'subscribed' ? 'free' : null })).client;
        const res = await client.call(row.method, row.path, row.body ? { body: row.body() } : {});
        if (expected === RV || expected === RS) {
          expect(res.status).toBe(403);
          expect(res.body.error.code).toBe(expected === RV ? 'REQUIRE_VERIFICATION' : 'REQUIRE_SUBSCRIPTION');
        } else {
          expect(res.status).toBe(expected);
          if (expected === 401) expect(res.body.error.code).toBe('UNAUTHENTICATED');
        }
      });
    }
  }
});
