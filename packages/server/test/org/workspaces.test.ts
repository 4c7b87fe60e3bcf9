/**
 * Workspaces on both databases: create, rename, set default (one default at a time), delete —
 * never the default, refused with counts while it holds links, or moving them to another
 * workspace; members limited to some workspaces see only those, also when invited that way.
 */
import { apiPaths, DeleteWorkspaceResponse, WorkspaceListResponse, WorkspaceResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedMember } from './seed.ts';

describeEachDatabase('organisation: workspaces', (target) => {
  const t = useTestApp(target);

  it('creates, renames and switches the default; the name is required', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const [initial] = WorkspaceListResponse.create((await o.client.get(apiPaths.workspaces)).body).results;
    expect(initial).toMatchObject({ is_default: true, counts: { links: 0 } });

    const blank = await o.client.post(apiPaths.workspaces, { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error.details[0]).toMatchObject({ field: 'name', message: 'Workspace name is required' });

    const created = await o.client.post(apiPaths.workspaces, { name: ' Marketing ' });
    expect(created.status).toBe(201);
    const ws = WorkspaceResponse.create(created.body).results;
    expect(ws).toMatchObject({ name: 'Marketing', is_default: false });

    const renamed = await o.client.put(apiPaths.workspace(ws.id), { name: 'Campaigns', is_default: true });
    expect(renamed.body.results).toMatchObject({ name: 'Campaigns', is_default: true });
    const list = WorkspaceListResponse.create((await o.client.get(apiPaths.workspaces)).body).results;
    expect(list.filter((w) => w.is_default).map((w) => w.id)).toEqual([ws.id]);
    const unset = await o.client.put(apiPaths.workspace(ws.id), { name: 'Campaigns', is_default: false });
    expect(unset.status).toBe(422);
  });

  it('deleting: never the default; refused with counts while it holds links; moves them with move_to', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await o.client.get(apiPaths.workspaces)).body).results;
    expect((await o.client.delete(apiPaths.workspace(main!.id))).body.error.code).toBe('WORKSPACE_DEFAULT');

    const other = WorkspaceResponse.create((await o.client.post(apiPaths.workspaces, { name: 'Other' })).body).results;
    const link = await o.client.post(apiPaths.links, { long_url: 'https://example.com/x' });
    expect(link.status, link.text).toBe(201);
    await t.app.db.updateTable('links').set({ workspace_id: other.id }).where('id', '=', link.body.results.id).execute();

    const refused = await o.client.delete(apiPaths.workspace(other.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'WORKSPACE_NOT_EMPTY', details: { links: 1 } });
    const badTarget = await o.client.delete(`${apiPaths.workspace(other.id)}?move_to=${other.id}`);
    expect(badTarget.status).toBe(422);

    const moved = await o.client.delete(`${apiPaths.workspace(other.id)}?move_to=${main!.id}`);
    expect(moved.status, moved.text).toBe(200);
    expect(DeleteWorkspaceResponse.create(moved.body).results).toMatchObject({
      deleted: true,
      moved_to: main!.id,
      moved: { links: 1 },
    });
    const row = await t.app.db
      .selectFrom('links')
      .select('workspace_id')
      .where('id', '=', link.body.results.id)
      .executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(main!.id);
    expect((await o.client.get(apiPaths.workspace(other.id))).status).toBe(404);
  });

  it('a member limited to some workspaces lists only those; another account’s workspace is 404', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const a = WorkspaceResponse.create((await o.client.post(apiPaths.workspaces, { name: 'A' })).body).results;
    await o.client.post(apiPaths.workspaces, { name: 'B' });
    const m = await seedMember(t, o, 'editor');
    const row = (await o.client.get(apiPaths.members)).body.results.find(
      (x: { customer_id: string }) => x.customer_id === m.customerId,
    );
    const limited = await o.client.put(apiPaths.member(row.id), { role: 'editor', workspace_ids: [a.id] });
    expect(limited.status, limited.text).toBe(200);
    expect(limited.body.results.workspace_ids).toEqual([a.id]);
    const seen = WorkspaceListResponse.create((await m.client.get(apiPaths.workspaces)).body).results;
    expect(seen.map((w) => w.name)).toEqual(['A']);

    const stranger = await seedCustomer(t, { plan: 'business' });
    expect((await stranger.client.get(apiPaths.workspace(a.id))).status).toBe(404);
    expect((await stranger.client.put(apiPaths.workspace(a.id), { name: 'Mine' })).status).toBe(404);
  });

  it('an invitation limited to some workspaces says so, refuses none or foreign ones, and the accepted member sees only those', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const a = WorkspaceResponse.create((await o.client.post(apiPaths.workspaces, { name: 'A' })).body).results;
    await o.client.post(apiPaths.workspaces, { name: 'B' });
    const invitee = await seedCustomer(t, { plan: null, name: 'Ina Invitee' });

    const none = await o.client.post(apiPaths.members, { email: invitee.email, role: 'editor', workspace_ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.error.details[0]).toMatchObject({ field: 'workspace_ids', code: 'required' });
    const stranger = await seedCustomer(t, { plan: 'business' });
    const [foreign] = WorkspaceListResponse.create((await stranger.client.get(apiPaths.workspaces)).body).results;
    const alien = await o.client.post(apiPaths.members, { email: invitee.email, role: 'editor', workspace_ids: [foreign!.id] });
    expect(alien.status).toBe(422);
    expect(alien.body.error.details[0]).toMatchObject({ field: 'workspace_ids', code: 'invalid' });

    const sent = await o.client.post(apiPaths.members, { email: invitee.email, role: 'editor', workspace_ids: [a.id] });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.results).toMatchObject({ kind: 'invitation', workspace_ids: [a.id] });
    const listed = (await o.client.get(apiPaths.members)).body.results.find((m: { id: string }) => m.id === sent.body.results.id);
    expect(listed.workspace_ids).toEqual([a.id]);

    const accepted = await invitee.client.post(apiPaths.acceptInvitation(sent.body.results.id), undefined, { account: false });
    expect(accepted.status, accepted.text).toBe(200);
    invitee.client.accountId = o.accountId;
    const seen = WorkspaceListResponse.create((await invitee.client.get(apiPaths.workspaces)).body).results;
    expect(seen.map((w) => w.name)).toEqual(['A']);
  });
});
