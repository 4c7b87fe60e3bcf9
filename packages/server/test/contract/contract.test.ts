/**
 * The shared contract cases (packages/contract/src/cases.ts) against the real server, on both
 * databases: every response must parse with the contract's structs. The MSW mocks run the same list.
 */
import { caseRequest, checkContractResponse, contractCases, type CaseContext, type ContractCase } from '@rabt/contract';
import { expect, it } from 'vitest';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';
import { issueResetToken, issueVerificationToken } from '../../src/modules/auth/one-time-tokens.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { PASSWORD, seedCustomer, uniqueEmail, useTestApp, type TestApp } from '../helpers/app.ts';

async function contextFor(t: TestApp, c: ContractCase): Promise<CaseContext> {
  const needs = new Set(c.needs ?? []);
  const plan = c.actor !== 'subscribed' ? null : needs.has('analytics_plan') ? 'pro' : 'free';
  const actor = await seedCustomer(t, { verified: c.actor !== 'unverified', plan });
  const foreign = await seedCustomer(t);
  let invitationId: string | null = null;
  if (needs.has('invitation')) {
    const team = await seedCustomer(t, { plan: 'business', name: 'Inviting Org' });
    invitationId = await createInvitation(t.app.db, {
      accountId: team.accountId,
      email: actor.email,
      role: 'editor',
      invitedBy: team.customerId,
    });
  }
  let deletedNip: string | null = null;
  if (needs.has('deleted_link')) {
    deletedNip = `gone${Math.random().toString(36).slice(2, 8)}`;
    const headers = { authorization: `Bearer ${actor.token}`, 'account-id': actor.accountId };
    const created = await t
      .client()
      .call('POST', 'links', { body: { long_url: 'https://example.com/gone', nip: deletedNip }, headers, xsrf: true });
    const id = (created.body as { results: { id: string } }).results.id;
    const deleted = await t.client().call('DELETE', `links/${id}`, { headers, xsrf: true });
    expect(deleted.status).toBe(200);
  }
  const signedIn = c.actor !== 'anonymous';
  return {
    token: signedIn ? actor.token : null,
    account_id: signedIn ? actor.accountId : null,
    customer_id: actor.customerId,
    email: actor.email,
    password: PASSWORD,
    fresh_email: uniqueEmail('fresh'),
    foreign_account_id: foreign.accountId,
    invitation_id: invitationId,
    reset_token: needs.has('reset_token') ? await issueResetToken(t.app.db, actor.customerId) : null,
    verify_token: needs.has('verify_token') ? await issueVerificationToken(t.app.db, actor.customerId, actor.email) : null,
    deleted_nip: deletedNip,
  };
}

describeEachDatabase('contract cases', (target) => {
  const t = useTestApp(target);

  /**
   * Paths whose module tests (test/org, test/analytics) check server answers against the contract's
   * structs, but that have no shared case yet, so the mocks are not held to them. Built in parallel
   * with this suite; each needs a case here (and the mocks must then pass it). The list may only shrink.
   */
  const casesStillToWrite = new Set<string>([]);

  it('the case list covers every path in apiPaths (but the listed ones still to write)', async () => {
    const { apiPaths } = await import('@rabt/contract');
    const dummy = { customer_id: 'ID', reset_token: 'TOKEN', invitation_id: 'ID', verify_token: 'TOKEN' } as CaseContext;
    const covered = new Set(contractCases.map((c) => c.path(dummy)));
    const missing: string[] = [];
    for (const [name, value] of Object.entries(apiPaths)) {
      const path = typeof value === 'function' ? value('ID', 'TOKEN') : value;
      if (!covered.has(path)) missing.push(name);
    }
    expect(
      missing.filter((name) => !casesStillToWrite.has(name)),
      'paths with no contract case',
    ).toEqual([]);
    expect(
      [...casesStillToWrite].filter((name) => !missing.includes(name)),
      'covered now: remove from casesStillToWrite',
    ).toEqual([]);
  });

  for (const c of contractCases) {
    it(`${c.name} → ${c.status}${c.code ? ` ${c.code}` : ''}`, async () => {
      const ctx = await contextFor(t, c);
      const request = caseRequest(c, ctx);
      const client = t.client();
      const res = await client.call(request.method, request.path, {
        ...(request.body !== undefined ? { body: request.body } : {}),
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
        xsrf: request.xsrf,
      });
      // A page (the API reference) is checked as its text.
      const body = res.body === undefined ? res.text : res.body;
      expect(checkContractResponse(c, res.status, body), JSON.stringify(body)).toEqual([]);
    });
  }
});
