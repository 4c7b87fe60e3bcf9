import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiPaths,
  caseRequest,
  checkContractResponse,
  contractCases,
  XSRF_COOKIE,
  type CaseActor,
  type CaseContext,
  type ContractCase,
} from '@rabt/contract';
import { server } from './node.ts';
import { db, openSession, registerCustomer, resetDb, resetToken, subscribe, verificationToken } from './db.ts';
import { accountAcme } from './fixtures/accounts.ts';
import { XSRF_MOCK_TOKEN } from './handlers/xsrf.ts';

/**
 * The server engineer's contract cases (packages/contract/src/cases.ts), run against the MSW
 * mocks: the mocks answer every call with the same status, envelope and error code as the
 * server, so stories and app tests cannot drift from the real API.
 */
const PASSWORD = 'contract-pass-1';
let sequence = 0;

/** Creates a link with a custom short code for the account through the mocks, then deletes it. */
async function deletedLinkNip(token: string, accountId: string): Promise<string> {
  const nip = `gone${sequence}`;
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'account-id': accountId,
    cookie: `${XSRF_COOKIE}=${XSRF_MOCK_TOKEN}`,
    'x-xsrf-token': XSRF_MOCK_TOKEN,
  };
  const created = await fetch(`http://localhost/api/${apiPaths.links}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ long_url: 'https://example.com/gone', nip }),
  });
  const { results } = (await created.json()) as { results: { id: string } };
  const deleted = await fetch(`http://localhost/api/${apiPaths.link(results.id)}`, { method: 'DELETE', headers });
  expect(deleted.status).toBe(200);
  return nip;
}

async function contextFor(actor: CaseActor, needs: ContractCase['needs'] = []): Promise<CaseContext> {
  const email = `contract-${++sequence}@rabt.test`;
  const { customer, accountId } = registerCustomer({ name: 'Contract Person', email, password: PASSWORD });
  const row = db.customers.get(customer.id)!;
  if (actor !== 'unverified') row.customer.email_verified = true;
  if (actor === 'subscribed' || actor === 'anonymous') {
    subscribe(accountId, needs.includes('analytics_plan') ? 'pro' : 'free', 'month');
  }
  if (needs.includes('invitation')) {
    db.invitations.set(`inv_contract_${sequence}`, {
      id: `inv_contract_${sequence}`,
      account_id: accountAcme.id,
      account_name: accountAcme.name,
      invited_by: 'Layla Haddad',
      role: 'editor',
      created_at: new Date().toISOString(),
      email,
    });
  }
  const signedIn = actor !== 'anonymous';
  const token = openSession(customer.id);
  return {
    token: signedIn ? token : null,
    account_id: signedIn ? accountId : null,
    customer_id: signedIn ? customer.id : null,
    email,
    password: PASSWORD,
    fresh_email: `fresh-${sequence}@rabt.test`,
    foreign_account_id: accountAcme.id,
    invitation_id: needs.includes('invitation') ? `inv_contract_${sequence}` : null,
    reset_token: needs.includes('reset_token') ? resetToken(customer.id) : null,
    verify_token: needs.includes('verify_token') ? verificationToken(customer.id) : null,
    deleted_nip: needs.includes('deleted_link') ? await deletedLinkNip(token, accountId) : null,
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MSW mocks honour the contract cases', () => {
  // Every case, with no exceptions: a case the mocks cannot answer like the server is a drift.
  it.each(contractCases.map((c) => [c.name, c] as const))('%s', async (_name, contractCase) => {
    const request = caseRequest(contractCase, await contextFor(contractCase.actor, contractCase.needs));
    const headers: Record<string, string> = { 'content-type': 'application/json', ...request.headers };
    if (request.xsrf) {
      headers.cookie = `${XSRF_COOKIE}=${XSRF_MOCK_TOKEN}`;
      headers['x-xsrf-token'] = XSRF_MOCK_TOKEN;
    }
    const response = await fetch(`http://localhost/api/${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    // A page (the API reference) is checked as its text, as the server suite does.
    const body: unknown = /json/.test(response.headers.get('content-type') ?? '') ? await response.json() : await response.text();
    expect(checkContractResponse(contractCase, response.status, body)).toEqual([]);
  });
});
