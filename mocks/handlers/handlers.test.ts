import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assert, type Struct } from 'superstruct';
import {
  AccountListResponse,
  apiPaths,
  ChangeEmailResponse,
  CompleteResetResponse,
  CustomerResponse,
  EmailChangeResponse,
  ErrorBody,
  ForgotResponse,
  InvitationDecisionResponse,
  InvitationListResponse,
  LoginResponse,
  PlanListResponse,
  RegisterResponse,
  SubscriptionResponse,
  ValidateResetResponse,
  VerifyEmailResponse,
} from '@rabt/contract';
import { server } from '../node.ts';
import { XSRF_MOCK_TOKEN } from './xsrf.ts';
import { emailChangeToken, resetDb, resetToken, verificationToken } from '../db.ts';
import { customerLayla, customerNoPlan, MOCK_PASSWORD } from '../fixtures/customers.ts';
import { accountAcme, accountUnsubscribed } from '../fixtures/accounts.ts';
import { invitationFromAcme } from '../fixtures/invitations.ts';
import { accountScenarios, authScenarios, customerScenarios, invitationScenarios, planScenarios } from './index.ts';

const BASE = 'http://localhost/api/';

async function call(path: string, init: { method?: string; body?: unknown; token?: string; accountId?: string } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${XSRF_MOCK_TOKEN}`,
    'x-xsrf-token': XSRF_MOCK_TOKEN,
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.accountId) headers['account-id'] = init.accountId;
  const response = await fetch(BASE + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function expectShape<T>(body: unknown, struct: Struct<T, unknown>) {
  expect(() => assert(body, struct)).not.toThrow();
}

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function loginAs(email: string) {
  const { body } = await call(apiPaths.login, { method: 'POST', body: { email, password: MOCK_PASSWORD } });
  return (body as { results: { token: string; account_id: string } }).results;
}

describe('mock handlers answer the contract', () => {
  it('login succeeds with a Session and refuses a wrong password with invalid_login', async () => {
    const ok = await call(apiPaths.login, { method: 'POST', body: { email: customerLayla.email, password: MOCK_PASSWORD } });
    expectShape(ok.body, LoginResponse);
    const bad = await call(apiPaths.login, { method: 'POST', body: { email: customerLayla.email, password: 'nope-nope' } });
    expect(bad.status).toBe(422);
    expectShape(bad.body, ErrorBody);
    expect(errorCode(bad.body)).toBe('invalid_login');
  });

  it('register → REQUIRE_VERIFICATION → verify → REQUIRE_SUBSCRIPTION → free plan → customer (state persists)', async () => {
    const registered = await call(apiPaths.register, {
      method: 'POST',
      body: { name: 'New Person', email: 'new@rabt.test', password: 'secret-123' },
    });
    expectShape(registered.body, RegisterResponse);
    const { token, account_id } = (registered.body as { results: { token: string; account_id: string } }).results;

    const unverified = await call(apiPaths.customer, { token, accountId: account_id });
    expect(errorCode(unverified.body)).toBe('REQUIRE_VERIFICATION');
    const customerId = (unverified.body as { error: { details: { customer_id: string } } }).error.details.customer_id;

    const verified = await call(apiPaths.verifyEmail, {
      method: 'POST',
      body: { customer_id: customerId, token: verificationToken(customerId) },
    });
    expectShape(verified.body, VerifyEmailResponse);

    const noPlan = await call(apiPaths.customer, { token, accountId: account_id });
    expect(errorCode(noPlan.body)).toBe('REQUIRE_SUBSCRIPTION');

    const plans = await call(apiPaths.plans);
    expectShape(plans.body, PlanListResponse);
    const paid = await call(apiPaths.subscription, {
      method: 'POST',
      token,
      accountId: account_id,
      body: { plan_id: 'pro', interval: 'month' },
    });
    expect(errorCode(paid.body)).toBe('requires_payment_method');
    const free = await call(apiPaths.subscription, {
      method: 'POST',
      token,
      accountId: account_id,
      body: { plan_id: 'free', interval: 'month' },
    });
    expectShape(free.body, SubscriptionResponse);

    const customer = await call(apiPaths.customer, { token, accountId: account_id });
    expectShape(customer.body, CustomerResponse);
  });

  it('GET customer without a token is 401 UNAUTHENTICATED', async () => {
    const res = await call(apiPaths.customer);
    expect(res.status).toBe(401);
    expect(errorCode(res.body)).toBe('UNAUTHENTICATED');
  });

  it('forgot, validate-reset and complete-reset follow the contract', async () => {
    expectShape((await call(apiPaths.forgot, { method: 'POST', body: { email: 'nobody@rabt.test' } })).body, ForgotResponse);
    const link = apiPaths.validateReset(customerLayla.id, resetToken(customerLayla.id));
    expectShape((await call(link)).body, ValidateResetResponse);
    const bad = await call(apiPaths.validateReset(customerLayla.id, 'wrong'));
    expect(errorCode(bad.body)).toBe('RESET_LINK_INVALID');
    const done = await call(apiPaths.completeReset, {
      method: 'POST',
      body: { customer_id: customerLayla.id, token: resetToken(customerLayla.id), password: 'brand-new-1' },
    });
    expectShape(done.body, CompleteResetResponse);
    const relogin = await call(apiPaths.login, { method: 'POST', body: { email: customerLayla.email, password: 'brand-new-1' } });
    expectShape(relogin.body, LoginResponse);
  });

  it('accounts and invitations follow the contract; accepting joins the organisation', async () => {
    const layla = await loginAs(customerLayla.email);
    const accounts = await call(apiPaths.accounts, { token: layla.token });
    expectShape(accounts.body, AccountListResponse);
    expect((accounts.body as { results: { id: string }[] }).results.map((a) => a.id)).toEqual([accountAcme.id]);

    const nadia = await loginAs(customerNoPlan.email);
    expect(nadia.account_id).toBe(accountUnsubscribed.id);
    const invitations = await call(apiPaths.invitations, { token: nadia.token });
    expectShape(invitations.body, InvitationListResponse);
    const accepted = await call(apiPaths.acceptInvitation(invitationFromAcme.id), { method: 'POST', token: nadia.token });
    expectShape(accepted.body, InvitationDecisionResponse);
    const after = await call(apiPaths.accounts, { token: nadia.token });
    expect((after.body as { results: unknown[] }).results).toHaveLength(2);
  });
});

/** Every scenario answers either the success struct of its call or the error envelope. */
const scenarioSets = [
  ['auth', authScenarios, apiPaths.login, 'POST', LoginResponse],
  ['customer', customerScenarios, apiPaths.customer, 'GET', CustomerResponse],
  ['accounts', accountScenarios, apiPaths.accounts, 'GET', AccountListResponse],
  ['plans', planScenarios, apiPaths.plans, 'GET', PlanListResponse],
  ['invitations', invitationScenarios, apiPaths.invitations, 'GET', InvitationListResponse],
] as const;

describe.each(scenarioSets)('%s scenarios', (_name, scenarios, path, method, successStruct) => {
  const names = ['success', 'needsVerification', 'needsSubscription', 'unauthorized', 'serverError'] as const;
  it.each(names)('%s answers the contract', async (name) => {
    server.use(...scenarios[name]);
    const res = await call(path, {
      method,
      body: method === 'POST' ? { email: customerLayla.email, password: MOCK_PASSWORD } : undefined,
    });
    if (name === 'success') expectShape(res.body, successStruct as Struct<unknown, unknown>);
    else expectShape(res.body, ErrorBody);
    const expected = { success: 200, needsVerification: 403, needsSubscription: 403, unauthorized: 401, serverError: 500 }[name];
    expect(res.status).toBe(expected);
  });

  it('noResponse gives no response at all', async () => {
    server.use(...scenarios.noResponse);
    await expect(call(path, { method, body: method === 'POST' ? {} : undefined })).rejects.toThrow();
  });
});

describe('change of email (decision 114)', () => {
  it('waits for the link, keeps the current address, switches on the link, then refuses the used link', async () => {
    const { token } = await loginAs(customerLayla.email);
    const changed = await call(apiPaths.customerEmail, {
      method: 'PUT',
      token,
      body: { email: 'layla.new@rabt.test', password: MOCK_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expectShape(changed.body, ChangeEmailResponse);
    expect((await call(apiPaths.customer, { token })).body).toMatchObject({
      results: { email: customerLayla.email, email_verified: true },
    });
    const pending = await call(apiPaths.customerEmail, { token });
    expectShape(pending.body, EmailChangeResponse);
    expect(pending.body).toMatchObject({ results: { pending: { email: 'layla.new@rabt.test', expired: false } } });

    const link = { customer_id: customerLayla.id, token: emailChangeToken(customerLayla.id) };
    expect((await call(apiPaths.verifyEmail, { method: 'POST', body: link })).status).toBe(200);
    expect((await call(apiPaths.customer, { token })).body).toMatchObject({ results: { email: 'layla.new@rabt.test' } });
    const again = await call(apiPaths.verifyEmail, { method: 'POST', body: link });
    expect(again.body).toMatchObject({ error: { code: 'verifyEmailFailed', details: { reason: 'used' } } });
  });

  it('cancel: the link is refused as cancelled; nothing left to cancel or resend', async () => {
    const { token } = await loginAs(customerLayla.email);
    await call(apiPaths.customerEmail, { method: 'PUT', token, body: { email: 'layla.new@rabt.test', password: MOCK_PASSWORD } });
    expect((await call(apiPaths.customerEmail, { method: 'DELETE', token })).body).toEqual({ results: { pending: null } });
    const link = { customer_id: customerLayla.id, token: emailChangeToken(customerLayla.id) };
    const refused = await call(apiPaths.verifyEmail, { method: 'POST', body: link });
    expect(refused.body).toMatchObject({ error: { code: 'verifyEmailFailed', details: { reason: 'cancelled' } } });
    expect((await call(apiPaths.customerEmail, { method: 'DELETE', token })).status).toBe(404);
    expect((await call(apiPaths.customerEmailResend, { method: 'POST', token })).status).toBe(404);
  });
});
