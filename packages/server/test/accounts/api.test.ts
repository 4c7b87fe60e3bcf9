import {
  AccountListResponse,
  apiPaths,
  builtInRolePermissions,
  InvitationDecisionResponse,
  InvitationListResponse,
} from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';

describeEachDatabase('accounts and invitations', (target) => {
  const t = useTestApp(target);

  it('GET accounts lists the organisations with role, permissions, plan and default workspace', async () => {
    const seeded = await seedCustomer(t, { name: 'Nour Saleh' });
    const res = await seeded.client.get(apiPaths.accounts);
    expect(res.status).toBe(200);
    expect(AccountListResponse.is(res.body)).toBe(true);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({
      id: seeded.accountId,
      name: 'Nour Saleh',
      role: 'owner',
      permissions: [...builtInRolePermissions.owner],
      plan: 'free',
    });
    const ws = await t.app.db
      .selectFrom('workspaces')
      .select('id')
      .where('account_id', '=', seeded.accountId)
      .executeTakeFirstOrThrow();
    expect(res.body.results[0].default_workspace_id).toBe(ws.id);
  });

  it('GET accounts is reachable before a plan exists (to pick one)', async () => {
    const seeded = await seedCustomer(t, { plan: null });
    const res = await seeded.client.get(apiPaths.accounts);
    expect(res.status).toBe(200);
    expect(res.body.results[0].plan).toBeNull();
  });

  it('invitations: list, accept (membership + role), decline, and nothing for someone else', async () => {
    const owner = await seedCustomer(t, { plan: 'business', name: 'Team Owner' });
    const invitee = await seedCustomer(t, { plan: null });
    const stranger = await seedCustomer(t);
    const accept = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: invitee.email.toUpperCase(),
      role: 'editor',
      invitedBy: owner.customerId,
    });
    const other = await seedCustomer(t, { plan: 'pro', name: 'Other Org' });
    const decline = await createInvitation(t.app.db, {
      accountId: other.accountId,
      email: invitee.email,
      role: 'admin',
      invitedBy: other.customerId,
    });

    const list = await invitee.client.get(apiPaths.invitations);
    expect(list.status).toBe(200);
    expect(InvitationListResponse.is(list.body)).toBe(true);
    expect(list.body.results.map((i: { id: string }) => i.id).toSorted()).toEqual([accept, decline].toSorted());
    expect(list.body.results.find((i: { id: string }) => i.id === accept)).toMatchObject({
      account_name: 'Team Owner',
      invited_by: 'Team Owner',
      role: 'editor',
    });
    expect((await stranger.client.get(apiPaths.invitations)).body.results).toEqual([]);

    expect((await stranger.client.post(apiPaths.acceptInvitation(accept))).body.error.code).toBe('INVITATION_NOT_FOUND');
    const ok = await invitee.client.post(apiPaths.acceptInvitation(accept));
    expect(ok.status).toBe(200);
    expect(InvitationDecisionResponse.is(ok.body)).toBe(true);
    expect(ok.body.results).toEqual({ accepted: true, account_id: owner.accountId });
    const no = await invitee.client.post(apiPaths.declineInvitation(decline));
    expect(no.body.results).toEqual({ accepted: false, account_id: other.accountId });
    // A used invitation is refused clearly (decision 061), not as a missing one.
    expect((await invitee.client.post(apiPaths.acceptInvitation(accept))).body.error.code).toBe('INVITATION_USED');
    expect((await invitee.client.post(apiPaths.acceptInvitation(decline))).body.error.code).toBe('INVITATION_USED');
    expect((await invitee.client.get(apiPaths.invitations)).body.results).toEqual([]);

    const accounts = await invitee.client.get(apiPaths.accounts);
    expect(accounts.body.results.find((a: { id: string }) => a.id === owner.accountId)).toMatchObject({
      role: 'editor',
      permissions: [...builtInRolePermissions.editor],
      plan: 'business',
    });
    // The joined account has a plan: with its Account-Id the customer is through onboarding.
    invitee.client.accountId = owner.accountId;
    expect((await invitee.client.get(apiPaths.customer)).status).toBe(200);
  });

  it('expired invitations are not listed and cannot be accepted', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const invitee = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: invitee.email,
      role: 'editor',
      invitedBy: owner.customerId,
    });
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await invitee.client.get(apiPaths.invitations)).body.results).toEqual([]);
    expect((await invitee.client.post(apiPaths.acceptInvitation(id))).body.error.code).toBe('INVITATION_EXPIRED');
  });

  it('accepting a leftover invitation when already a member closes it and keeps the membership as it is', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const invitee = await seedCustomer(t);
    const invite = (role: 'admin' | 'editor' | 'viewer') =>
      createInvitation(t.app.db, { accountId: owner.accountId, email: invitee.email, role, invitedBy: owner.customerId });
    // Invited twice before answering either.
    const first = await invite('editor');
    const second = await invite('admin');
    const third = await invite('viewer');
    expect((await invitee.client.post(apiPaths.acceptInvitation(first))).status).toBe(200);
    // Inserting the membership again would hit the unique key; on PostgreSQL that aborted the transaction.
    const repeat = await invitee.client.post(apiPaths.acceptInvitation(third));
    expect(repeat.status).toBe(200);
    expect(repeat.body.results).toEqual({ accepted: true, account_id: owner.accountId });
    // The organisation is now at its plan's user limit; being a member already takes no new seat.
    await t.app.db.updateTable('accounts').set({ plan_id: 'free' }).where('id', '=', owner.accountId).execute();
    const again = await invitee.client.post(apiPaths.acceptInvitation(second));
    expect(again.status).toBe(200);
    expect(InvitationDecisionResponse.is(again.body)).toBe(true);
    expect(again.body.results).toEqual({ accepted: true, account_id: owner.accountId });
    const memberships = await t.app.db
      .selectFrom('memberships')
      .select(['role'])
      .where('account_id', '=', owner.accountId)
      .where('customer_id', '=', invitee.customerId)
      .execute();
    expect(memberships).toEqual([{ role: 'editor' }]);
    const closed = await t.app.db.selectFrom('invitations').select('accepted_at').where('id', 'in', [second, third]).execute();
    expect(closed.map((row) => row.accepted_at !== null)).toEqual([true, true]);
    expect((await invitee.client.get(apiPaths.invitations)).body.results).toEqual([]);
  });

  it('accepting beyond the plan user limit answers PLAN_USERS_LIMIT', async () => {
    const owner = await seedCustomer(t, { plan: 'free' });
    const invitee = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: invitee.email,
      role: 'editor',
      invitedBy: owner.customerId,
    });
    const res = await invitee.client.post(apiPaths.acceptInvitation(id));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'PLAN_USERS_LIMIT', message: 'Plan users limit reached' });
  });
});

describeEachDatabase('tenancy', (target) => {
  const t = useTestApp(target);

  it("another account's Account-Id answers 404 NOT_FOUND on every tenant-aware call", async () => {
    const me = await seedCustomer(t);
    const them = await seedCustomer(t);
    me.client.accountId = them.accountId;
    for (const [method, path, body] of [
      ['GET', apiPaths.customer, undefined],
      ['GET', apiPaths.subscription, undefined],
      ['POST', apiPaths.subscription, { plan_id: 'free', interval: 'year' }],
    ] as const) {
      const res = await me.client.call(method, path, body ? { body } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // Their subscription is untouched.
    const sub = await t.app.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('account_id', '=', them.accountId)
      .executeTakeFirstOrThrow();
    expect(sub.interval).toBe('month');
  });

  it('unknown, oversized and deleted account ids answer 404 too', async () => {
    const me = await seedCustomer(t);
    for (const id of ['01NOTANACCOUNT000000000000', 'x'.repeat(500)]) {
      me.client.accountId = id;
      expect((await me.client.get(apiPaths.subscription)).status).toBe(404);
    }
    const gone = await seedCustomer(t);
    await t.app.db
      .updateTable('accounts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone.accountId)
      .execute();
    expect((await gone.client.get(apiPaths.subscription)).status).toBe(404);
  });

  it('a tenant-scoped call without Account-Id is a 422 naming the header', async () => {
    const me = await seedCustomer(t);
    const res = await me.client.get(apiPaths.subscription, { account: false });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ field: 'Account-Id', code: 'required', message: expect.any(String) }]);
  });
});
