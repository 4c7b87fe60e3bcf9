/**
 * Roles, members, invitations and access requests on both databases: custom roles extend the
 * built-in ones and drive the guard; concurrent role edits are refused, not lost; the last owner
 * cannot leave or be demoted; invitations only reach existing customers, expire, and cannot be
 * reused; removing a member ends their access at once; approving a request grants the role.
 */
import {
  AccessRequestResponse,
  apiPaths,
  builtInRolePermissions,
  MemberListResponse,
  RoleListResponse,
  RoleResponse,
  type Role,
} from '@rabt/contract';
import { expect, it } from 'vitest';
import { latestMail, seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedMember } from './seed.ts';

async function createRole(o: Seeded, body: Record<string, unknown>): Promise<Role> {
  const res = await o.client.post(apiPaths.roles, body);
  expect(res.status, res.text).toBe(201);
  return RoleResponse.create(res.body).results;
}

describeEachDatabase('organisation: roles, members, invitations, requests', (target) => {
  const t = useTestApp(target);
  const owner = () => seedCustomer(t, { plan: 'business', name: 'Olivia Owner' });

  it('lists the four built-in roles, then custom roles; a custom role needs a name and a permission', async () => {
    const o = await owner();
    const list = RoleListResponse.create((await o.client.get(apiPaths.roles)).body).results;
    expect(list.map((r) => r.id)).toEqual(['owner', 'admin', 'editor', 'viewer']);
    expect(list[0]!.members).toBe(1);
    expect(list[3]!.permissions).toEqual([...builtInRolePermissions.viewer]);

    const empty = await o.client.post(apiPaths.roles, { name: 'Nobody', permissions: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error.details).toContainEqual(
      expect.objectContaining({ field: 'permissions', message: 'At least one permission must be selected' }),
    );
    const bogus = await o.client.post(apiPaths.roles, { name: 'X', permissions: ['links:fly'] });
    expect(bogus.status).toBe(422);

    const role = await createRole(o, { name: 'Link publisher', permissions: ['links:view', 'links:create', 'links:view'] });
    expect(role).toMatchObject({ built_in: false, version: 1, permissions: ['links:create', 'links:view'], members: 0 });
    const dup = await o.client.post(apiPaths.roles, { name: 'link PUBLISHER', permissions: ['links:view'] });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('ROLE_NAME_TAKEN');
    expect(
      (await o.client.put(apiPaths.role('viewer'), { name: 'V', permissions: ['links:view'], version: 0 })).body.error.code,
    ).toBe('ROLE_BUILT_IN');
    expect((await o.client.delete(apiPaths.role('owner'))).body.error.code).toBe('ROLE_BUILT_IN');
  });

  it('a concurrent edit of the same role is refused with EDIT_CONFLICT instead of being lost', async () => {
    const o = await owner();
    const role = await createRole(o, { name: 'Analyst', permissions: ['analytics:view'] });
    const first = await o.client.put(apiPaths.role(role.id), {
      name: 'Analyst',
      permissions: ['analytics:view', 'links:view'],
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.results.version).toBe(2);
    const second = await o.client.put(apiPaths.role(role.id), { name: 'Analyst 2', permissions: ['analytics:view'], version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'EDIT_CONFLICT', details: { current_version: 2 } });
    const read = RoleResponse.create((await o.client.get(apiPaths.role(role.id))).body).results;
    expect(read).toMatchObject({ name: 'Analyst', permissions: ['analytics:view', 'links:view'] });

    // Two saves of version 2 sent at the same moment: one wins, the other is told, none is lost silently.
    const [a, b] = await Promise.all([
      o.client.put(apiPaths.role(role.id), { name: 'Analyst A', permissions: ['analytics:view'], version: 2 }),
      o.client.put(apiPaths.role(role.id), { name: 'Analyst B', permissions: ['links:view'], version: 2 }),
    ]);
    expect([a.status, b.status].toSorted()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const after = RoleResponse.create((await o.client.get(apiPaths.role(role.id))).body).results;
    expect(after).toMatchObject({ name: winner.body.results.name, version: 3 });
  });

  it('the guard reads a custom role: allowed what it grants, 403 PERMISSION_DENIED otherwise', async () => {
    const o = await owner();
    const role = await createRole(o, { name: 'Domain watcher', permissions: ['domains:view'] });
    const m = await seedMember(t, o, role.id);
    expect((await m.client.get(apiPaths.domains)).status).toBe(200);
    const denied = await m.client.get(apiPaths.roles);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'team:view' } });
    // Granting team:view takes effect on the next call.
    await o.client.put(apiPaths.role(role.id), {
      name: 'Domain watcher',
      permissions: ['domains:view', 'team:view'],
      version: 1,
    });
    expect((await m.client.get(apiPaths.roles)).status).toBe(200);
    // A role in use cannot be deleted.
    expect((await o.client.delete(apiPaths.role(role.id))).body.error.code).toBe('ROLE_IN_USE');
  });

  it('invites only existing customers; the invitee accepts and appears with the role; reuse is refused', async () => {
    const o = await owner();
    const nobody = await o.client.post(apiPaths.members, { email: 'nobody-here@example.com', role: 'viewer' });
    expect(nobody.status).toBe(422);
    expect(nobody.body.error.code).toBe('INVITEE_NOT_FOUND');

    const invitee = await seedCustomer(t, { plan: null, name: 'Ivan Invitee' });
    const sent = await o.client.post(apiPaths.members, { email: invitee.email.toUpperCase(), role: 'viewer' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.results).toMatchObject({ kind: 'invitation', state: 'pending', role: 'viewer', email: invitee.email });
    const mail = await latestMail(t.app, invitee.email);
    expect(mail?.subject).toContain('invited');
    expect(mail?.text_body).toContain('/onboard/invitation');

    const again = await o.client.post(apiPaths.members, { email: invitee.email, role: 'editor' });
    expect(again.status).toBe(201);
    const pending = (await invitee.client.get(apiPaths.invitations, { account: false })).body.results;
    expect(pending).toHaveLength(1);

    const id = again.body.results.id as string;
    const accepted = await invitee.client.post(apiPaths.acceptInvitation(id), undefined, { account: false });
    expect(accepted.status, accepted.text).toBe(200);
    const reused = await invitee.client.post(apiPaths.acceptInvitation(id), undefined, { account: false });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('INVITATION_USED');

    const members = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results;
    const row = members.find((m) => m.customer_id === invitee.customerId)!;
    expect(row).toMatchObject({ kind: 'member', role: 'editor', role_name: 'Editor', state: 'active' });
    expect(members.find((m) => m.is_you)?.role).toBe('owner');

    const dupe = await o.client.post(apiPaths.members, { email: invitee.email, role: 'viewer' });
    expect(dupe.body.error.code).toBe('ALREADY_MEMBER');
  });

  it('an expired invitation is refused clearly', async () => {
    const o = await owner();
    const invitee = await seedCustomer(t, { plan: null });
    const sent = await o.client.post(apiPaths.members, { email: invitee.email, role: 'viewer' });
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', sent.body.results.id)
      .execute();
    const res = await invitee.client.post(apiPaths.acceptInvitation(sent.body.results.id), undefined, { account: false });
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('INVITATION_EXPIRED');
    const list = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results;
    expect(list.find((m) => m.id === sent.body.results.id)?.state).toBe('failed');
  });

  it('the plan user limit counts members and open invitations', async () => {
    const o = await seedCustomer(t, { plan: 'pro' });
    for (let i = 0; i < 4; i++) {
      const person = await seedCustomer(t, { plan: null });
      expect((await o.client.post(apiPaths.members, { email: person.email, role: 'viewer' })).status).toBe(201);
    }
    const fifth = await seedCustomer(t, { plan: null });
    const res = await o.client.post(apiPaths.members, { email: fifth.email, role: 'viewer' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'PLAN_USERS_LIMIT', message: 'Plan users limit reached' });
  });

  it('the last owner can neither leave nor be demoted; a second owner makes both possible', async () => {
    const o = await owner();
    const leave = await o.client.delete(apiPaths.leaveAccount);
    expect(leave.status).toBe(409);
    expect(leave.body.error.code).toBe('LAST_OWNER');
    const me = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results.find((m) => m.is_you)!;
    const demote = await o.client.put(apiPaths.member(me.id), { role: 'admin' });
    expect(demote.body.error.code).toBe('LAST_OWNER');

    const admin = await seedMember(t, o, 'admin');
    const members = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results;
    const adminRow = members.find((m) => m.customer_id === admin.customerId)!;
    // An admin cannot make someone an owner; an owner can.
    expect((await admin.client.put(apiPaths.member(adminRow.id), { role: 'owner' })).status).toBe(403);
    expect((await o.client.put(apiPaths.member(adminRow.id), { role: 'owner' })).status).toBe(200);
    expect((await o.client.delete(apiPaths.leaveAccount)).status).toBe(200);
    expect((await o.client.get(apiPaths.members)).status).toBe(404);
  });

  it('two owners leaving or stepping down at the same moment still leave one owner', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await owner();
      const second = await seedMember(t, o, 'owner', 'Second owner');
      const members = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results;
      const me = members.find((m) => m.is_you)!;
      // One steps down while the other leaves; then both leave at once.
      const [demoted, left] = await Promise.all([
        o.client.put(apiPaths.member(me.id), { role: 'admin' }),
        second.client.delete(apiPaths.leaveAccount),
      ]);
      const outcomes = [demoted, left].map((r) => (r.status === 200 ? 'ok' : r.body.error.code)).toSorted();
      expect(outcomes, `round ${round}`).toEqual(['LAST_OWNER', 'ok']);
      const owners = await t.app.db
        .selectFrom('memberships')
        .select('id')
        .where('account_id', '=', o.accountId)
        .where('role', '=', 'owner')
        .execute();
      expect(owners, `round ${round}`).toHaveLength(1);

      const third = await seedMember(t, o, 'owner', 'Third owner');
      const stayer = owners[0]!.id === me.id ? o : second;
      const both = await Promise.all([stayer.client.delete(apiPaths.leaveAccount), third.client.delete(apiPaths.leaveAccount)]);
      expect(both.map((r) => (r.status === 200 ? 'ok' : r.body.error.code)).toSorted(), `round ${round}`).toEqual([
        'LAST_OWNER',
        'ok',
      ]);
    }
  });

  it('removing a member ends their access to the organisation on their next call', async () => {
    const o = await owner();
    const m = await seedMember(t, o, 'editor');
    expect((await m.client.get(apiPaths.links)).status).toBe(200);
    const row = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results.find(
      (x) => x.customer_id === m.customerId,
    )!;
    expect((await o.client.delete(apiPaths.member(row.id))).status).toBe(200);
    expect((await m.client.get(apiPaths.links)).status).toBe(404);
  });

  it('a viewer asks for more access; approving with a role grants it and mails the requester', async () => {
    const o = await owner();
    const v = await seedMember(t, o, 'viewer', 'Vera Viewer');
    expect((await v.client.post(apiPaths.links, { long_url: 'https://example.com/a' })).status).toBe(403);
    const asked = await v.client.post(apiPaths.accessRequests, {
      permission: 'links:create',
      path: '/links/new',
      message: 'Please',
    });
    expect(asked.status, asked.text).toBe(201);
    const request = AccessRequestResponse.create(asked.body).results;
    expect(request).toMatchObject({ kind: 'access', state: 'pending', permission: 'links:create' });
    // Viewers cannot approve their own request.
    expect((await v.client.post(apiPaths.approveAccessRequest(request.id), { role: 'owner' })).status).toBe(403);

    const list = (await o.client.get(apiPaths.accessRequests)).body.results;
    expect(list[0]).toMatchObject({ id: request.id, name: 'Vera Viewer' });
    const approved = await o.client.post(apiPaths.approveAccessRequest(request.id), { role: 'editor' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.results).toMatchObject({ state: 'approved', role: 'editor' });
    expect((await latestMail(t.app, v.email))?.subject).toBe('Your access request was approved');
    expect((await v.client.post(apiPaths.links, { long_url: 'https://example.com/a' })).status).toBe(201);
  });

  it('declining tells the requester; a join request answers 202 whether or not the account exists', async () => {
    const o = await owner();
    const stranger = await seedCustomer(t, { plan: null });
    expect((await stranger.client.post(apiPaths.joinRequest, { account_id: 'NOPE' }, { account: false })).status).toBe(202);
    expect((await stranger.client.post(apiPaths.joinRequest, { account_id: o.accountId }, { account: false })).status).toBe(202);
    const list = (await o.client.get(apiPaths.accessRequests)).body.results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'join', customer_id: stranger.customerId });
    const declined = await o.client.post(apiPaths.declineAccessRequest(list[0].id));
    expect(declined.body.results.state).toBe('declined');
    expect((await latestMail(t.app, stranger.email))?.subject).toBe('Your access request was declined');
  });

  it('a member reads their own role and permissions', async () => {
    const o = await owner();
    const v = await seedMember(t, o, 'viewer');
    const res = await v.client.get(apiPaths.accountPermissions);
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      role: 'viewer',
      role_name: 'Viewer',
      permissions: [...builtInRolePermissions.viewer].toSorted(),
      workspace_ids: null,
    });
  });

  it('business details and a second organisation', async () => {
    const o = await owner();
    const saved = await o.client.put(apiPaths.business, {
      name: 'Acme',
      country: 'sa',
      tax_id: '300000000000003',
      invoice_email: 'Billing@Acme.test',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.results).toMatchObject({ name: 'Acme', country: 'SA', invoice_email: 'billing@acme.test', logo_url: null });
    const created = await o.client.post(apiPaths.accounts, { name: 'Second org' }, { account: false });
    expect(created.status).toBe(201);
    const accounts = (await o.client.get(apiPaths.accounts, { account: false })).body.results;
    expect(accounts.map((a: { name: string }) => a.name)).toContain('Second org');
  });
});
