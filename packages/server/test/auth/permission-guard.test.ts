/**
 * The one permission guard: each route declares the permission it needs, the auth plugin checks it
 * before the handler (403 PERMISSION_DENIED), and another organisation's resource stays 404.
 * The full matrix over every route and role lives with the roles module; this covers the mechanism.
 */
import { apiPaths, builtInRolePermissions, can, type MembershipRole } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';
import { seedCustomer, useTestApp, type Seeded, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

async function memberOf(t: TestApp, owner: Seeded, role: MembershipRole): Promise<Seeded> {
  const member = await seedCustomer(t);
  const id = await createInvitation(t.app.db, {
    accountId: owner.accountId,
    email: member.email,
    role,
    invitedBy: owner.customerId,
  });
  expect((await member.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
  member.client.accountId = owner.accountId;
  return member;
}

/** Every /api route that runs in an account declares what the caller must be allowed. */
function tenantRoutesWithoutPermission(app: FastifyInstance): string[] {
  const missing: string[] = [];
  for (const route of app.routePolicies) {
    const policy = route.policy as { access?: string; tenant?: string; permission?: string } | undefined;
    if (!route.url.startsWith('/api/')) continue;
    if (policy?.access === 'public') continue;
    if (policy && (policy.tenant === 'none' || policy.tenant === 'optional')) continue;
    if (!policy?.permission) missing.push(`${route.method} ${route.url}`);
  }
  return missing;
}

describeEachDatabase('permission guard', (target) => {
  const t = useTestApp(target);

  it('a viewer reads but cannot create, edit or delete; an editor publishes but cannot delete domains', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const link = await owner.client.post(apiPaths.links, { long_url: 'https://guard.example/a' });
    expect(link.status).toBe(201);
    const domain = await owner.client.post(apiPaths.domains, { name: `guard-${Date.now().toString(36)}.example` });
    expect(domain.status).toBe(201);

    const viewer = await memberOf(t, owner, 'viewer');
    expect((await viewer.client.get(apiPaths.links)).status).toBe(200);
    expect((await viewer.client.get(apiPaths.link(link.body.results.id))).status).toBe(200);
    const create = await viewer.client.post(apiPaths.links, { long_url: 'https://guard.example/b' });
    expect(create.status).toBe(403);
    expect(create.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'links:create' } });
    expect((await viewer.client.put(apiPaths.link(link.body.results.id), { title: 'x' })).body.error.code).toBe(
      'PERMISSION_DENIED',
    );
    expect((await viewer.client.delete(apiPaths.link(link.body.results.id))).status).toBe(403);
    expect((await viewer.client.get(apiPaths.link(link.body.results.id))).status).toBe(200);

    const editor = await memberOf(t, owner, 'editor');
    expect((await editor.client.post(apiPaths.links, { long_url: 'https://guard.example/c' })).status).toBe(201);
    expect((await editor.client.get(apiPaths.domains)).status).toBe(200);
    const removeDomain = await editor.client.delete(apiPaths.domain(domain.body.results.id));
    expect(removeDomain.status).toBe(403);
    expect(removeDomain.body.error.details).toEqual({ permission: 'domains:delete' });
    expect((await owner.client.get(apiPaths.domain(domain.body.results.id))).status).toBe(200);

    // GET accounts tells the app what this member may do, from the same table.
    const accounts = (await viewer.client.get(apiPaths.accounts)).body.results as {
      id: string;
      role: string;
      permissions: string[];
    }[];
    const here = accounts.find((a) => a.id === owner.accountId)!;
    expect(here.role).toBe('viewer');
    expect(here.permissions.toSorted()).toEqual([...builtInRolePermissions.viewer].toSorted());
  });

  it("another organisation's resource is 404 whatever the role, never 403", async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const link = await owner.client.post(apiPaths.links, { long_url: 'https://guard.example/own' });
    const stranger = await seedCustomer(t, { plan: 'business' });
    expect((await stranger.client.delete(apiPaths.link(link.body.results.id))).status).toBe(404);
    stranger.client.accountId = owner.accountId;
    expect((await stranger.client.get(apiPaths.links)).status).toBe(404);
  });

  it('every tenant route declares a permission (a new route cannot forget it)', () => {
    expect(tenantRoutesWithoutPermission(t.app)).toEqual(['GET /api/billing/entitlements']);
  });

  it('the role table: owner and admin may do everything, viewer only views', () => {
    expect(can(builtInRolePermissions.viewer, 'links:view')).toBe(true);
    expect(builtInRolePermissions.viewer.every((p) => p.endsWith(':view'))).toBe(true);
    expect(can(builtInRolePermissions.editor, 'billing:edit')).toBe(false);
    expect(can(builtInRolePermissions.admin, 'billing:edit')).toBe(true);
  });
});
