/**
 * The permission matrix (decision 065), on both databases. For every /api route the app registers
 * (read from its route catalogue, so a new route is covered or fails here):
 * - a route with a declared permission is called by the four built-in roles and by an API key
 *   with narrow scopes: each gets 403 PERMISSION_DENIED exactly when its role / scopes lack the
 *   permission, and is let through otherwise;
 * - a tenant route without a permission must be listed in MEMBER_ROUTES (any member may call it);
 * - a route with an :id is called by another organisation's owner with this organisation's ids
 *   and must answer 404 (never 403, never the resource);
 * - every route an API key may not call answers API_KEY_NOT_ALLOWED to it.
 */
import { builtInRolePermissions, builtInRoles, type Permission } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import { isoNow } from '../../src/lib/time.ts';
import type { RouteEntry as CatalogueRoute } from '../../src/types.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedMember } from './seed.ts';

/** Tenant routes any member may call whatever their role (asking for access, leaving). */
const MEMBER_ROUTES = new Set([
  'POST /api/access-requests',
  'DELETE /api/members/me',
  'GET /api/account/permissions',
  'GET /api/billing/entitlements',
]);

const KEY_SCOPES: Permission[] = ['links:view', 'links:create'];

/** A PNG of the smallest accepted size: photo and logo uploads are raw image bodies, not JSON. */
function png(): Buffer {
  const image = new PNG({ width: 64, height: 64 });
  image.data.fill(180);
  return PNG.sync.write(image);
}

/** Bodies that pass validation, so the cross-organisation call reaches the lookup (404). */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/billing/payment-methods/:id/confirm': { authenticated: true },
  'POST /api/billing/payments/:id/confirm': { authenticated: true },
  'PUT /api/companies/:id/logo': png(),
  'PUT /api/cards/:id/photo': png(),
  'PUT /api/roles/:id': { name: 'Renamed', permissions: ['links:view'], version: 1 },
  'PUT /api/members/:id': { role: 'viewer' },
  'POST /api/access-requests/:id/approve': { role: 'viewer' },
  'PUT /api/workspaces/:id': { name: 'Renamed' },
  'PUT /api/apps/:id': { name: 'Renamed' },
  'POST /api/apps/:id/keys': { name: 'k', scopes: ['links:view'] },
  'PUT /api/links/:id': { long_url: 'https://example.com/renamed' },
  'PUT /api/domains/:id/certificate': { certificate: 'x', private_key: 'y' },
};

// Bodies are read field by field, like the shared test client's.
// oxlint-disable-next-line typescript/no-explicit-any
type Principal = { name: string; call(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> };

interface World {
  owner: Seeded;
  stranger: Seeded;
  principals: { name: string; granted: ReadonlySet<Permission>; principal: Principal }[];
  key: string;
  ids: Record<string, string>;
}

function member(s: Seeded, name: string): Principal {
  return {
    name,
    async call(method, url, body) {
      const options = Buffer.isBuffer(body) ? { payload: body, contentType: 'image/png' } : body === undefined ? {} : { body };
      const res = await s.client.call(method as 'GET', url, options);
      return { status: res.status, body: res.body };
    },
  };
}

function apiKey(app: FastifyInstance, key: string): Principal {
  return {
    name: 'api-key',
    async call(method, url, body) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      let parsed: unknown;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        parsed = undefined;
      }
      return { status: res.statusCode, body: parsed };
    },
  };
}

/**
 * The route's URL with every :param filled from `ids` (by param name, scoped by the path's resource;
 * billing's resources are one level down: payment-methods, payments, invoices).
 */
function fill(route: CatalogueRoute, ids: Record<string, string>): string | null {
  let missing = false;
  const url = route.url.replace(/:(\w+)/g, (_m, param: string) => {
    const [, , resource, nested] = route.url.split('/');
    const sub = route.url.includes('/imports/') ? 'imports' : resource === 'billing' ? nested! : resource!;
    const id = ids[`${sub}.${param}`];
    if (!id) missing = true;
    return encodeURIComponent(id ?? '');
  });
  return missing ? null : url;
}

const label = (r: CatalogueRoute) => `${r.method} ${r.url}`;
const apiRoutes = (app: FastifyInstance) => app.routePolicies.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS');

// Leaving the organisation goes last, so the members are still members for every other route.
const tenantRoutes = (app: FastifyInstance) =>
  apiRoutes(app)
    .filter((r) => {
      const p = r.policy ?? { access: 'signed-in' as const };
      return p.access === 'signed-in' && (p.tenant ?? 'required') === 'required';
    })
    .toSorted((a, b) => Number(label(a) === 'DELETE /api/members/me') - Number(label(b) === 'DELETE /api/members/me'));
const permissionOf = (r: CatalogueRoute) => (r.policy?.access === 'signed-in' ? r.policy.permission : undefined);

/** The `results` of a fixture's creation, which must succeed. */
// oxlint-disable-next-line typescript/no-explicit-any
function resultsOf(res: { status: number; body: any; text: string }): any {
  if (res.status !== 200 && res.status !== 201) throw new Error(`fixture failed: ${res.status} ${res.text}`);
  return res.body.results;
}

const randomIds = new Proxy({} as Record<string, string>, { get: () => '01ZZZZZZZZZZZZZZZZZZZZZZZZ' });

describeEachDatabase('permission matrix', (target) => {
  const t = useTestApp(target);
  const world = {} as World;

  beforeAll(async () => {
    const owner = await seedCustomer(t, { plan: 'business', name: 'Owner' });
    const admin = await seedMember(t, owner, 'admin', 'Admin');
    const editor = await seedMember(t, owner, 'editor', 'Editor');
    const viewer = await seedMember(t, owner, 'viewer', 'Viewer');
    const stranger = await seedCustomer(t, { plan: 'business', name: 'Stranger' });

    // This organisation's resources, one of each kind a route can name.
    const role = (await owner.client.post('roles', { name: 'Custom', permissions: ['links:view'] })).body.results;
    const ws = (await owner.client.post('workspaces', { name: 'Second' })).body.results;
    const app = (await owner.client.post('apps', { name: 'App' })).body.results;
    const created = (await owner.client.post(`apps/${app.id}/keys`, { name: 'narrow', scopes: KEY_SCOPES })).body.results;
    const otherKey = (await owner.client.post(`apps/${app.id}/keys`, { name: 'other', scopes: ['links:view'] })).body.results;
    const request = (await viewer.client.post('access-requests', { permission: 'links:create' })).body.results;
    const link = (await owner.client.post('links', { long_url: 'https://example.com/matrix' })).body.results;
    const members = (await owner.client.get('members')).body.results as { id: string; customer_id: string }[];
    const qr = resultsOf(await owner.client.post('qrs', { type: 'url', name: 'Matrix', long_url: 'https://example.com/qr' }));
    const company = resultsOf(await owner.client.post('companies', { name: 'Matrix Trading' }));
    const card = resultsOf(
      await owner.client.post('cards', {
        first_name: 'Matrix',
        last_name: 'Card',
        job_title: 'Tester',
        department: 'Quality',
        company_id: company.id,
        language: 'en',
        emails: [{ label: 'Work', value: 'matrix@example.com' }],
      }),
    );
    resultsOf(await owner.client.put(`companies/${company.id}/logo`, undefined, { payload: png(), contentType: 'image/png' }));
    resultsOf(await owner.client.put(`cards/${card.id}/photo`, undefined, { payload: png(), contentType: 'image/png' }));
    // A card through the local provider's test number, then a paid change (business monthly → yearly,
    // an upgrade charged now): an invoice and its payment.
    const method = resultsOf(
      await owner.client.post('billing/payment-methods', {
        cardholder_name: 'Owner',
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
      }),
    );
    const invoice = resultsOf(
      await owner.client.post('billing/subscription/change', { plan_id: 'business', interval: 'year' }),
    ).invoice;
    const payments = resultsOf(await owner.client.get('billing/payments')) as { id: string; invoice_id: string | null }[];
    const domainId = newId();
    const now = isoNow();
    await t.app.db
      .insertInto('domains')
      .values({
        id: domainId,
        account_id: owner.accountId,
        name: `matrix-${domainId.toLowerCase()}.example.com`,
        verification_state: 'not_verified',
        is_default: t.app.dialect === 'sqlite' ? 0 : false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const importId = newId();
    await t.app.db
      .insertInto('import_jobs')
      .values({
        id: importId,
        account_id: owner.accountId,
        created_by: owner.customerId,
        workspace_id: ws.id,
        status: 'done',
        file_name: 'x.csv',
        mapping: '{}',
        total_bytes: 0,
        processed_bytes: 0,
        rows_processed: 0,
        created_count: 0,
        refused_count: 0,
        error_code: null,
        error_message: null,
        created_at: now,
        updated_at: now,
        finished_at: now,
      })
      .execute();
    Object.assign(world, {
      owner,
      stranger,
      key: created.key,
      ids: {
        'roles.id': role.id,
        'workspaces.id': ws.id,
        'apps.id': app.id,
        'apps.keyId': otherKey.id,
        'access-requests.id': request.id,
        'links.id': link.id,
        'domains.id': domainId,
        'imports.id': importId,
        'members.id': members.find((m) => m.customer_id === viewer.customerId)!.id,
        'qrs.id': qr.id,
        'companies.id': company.id,
        'cards.id': card.id,
        'payment-methods.id': method.id,
        'invoices.id': invoice.id,
        'payments.id': payments.find((p) => p.invoice_id === invoice.id)!.id,
      },
      principals: [
        ...[owner, admin, editor, viewer].map((s, i) => ({
          name: builtInRoles[i]!,
          granted: new Set(builtInRolePermissions[builtInRoles[i]!]),
          principal: member(s, builtInRoles[i]!),
        })),
        { name: 'api-key', granted: new Set(KEY_SCOPES), principal: apiKey(t.app, created.key) },
      ],
    });
  });

  it('every tenant route declares a permission or is a member route', () => {
    const undeclared = tenantRoutes(t.app)
      .filter((r) => !permissionOf(r) && !MEMBER_ROUTES.has(label(r)))
      .map(label);
    expect(undeclared).toEqual([]);
  });

  it('each built-in role and a narrow API key: 403 PERMISSION_DENIED exactly when not granted', async () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const route of tenantRoutes(t.app)) {
      const permission = permissionOf(route);
      // Random ids: an allowed call reaches the handler and finds nothing; nothing real is changed.
      const url = fill(route, randomIds)!;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const { name, granted, principal } of world.principals) {
        const res = await principal.call(route.method, url, body);
        const denied = res.status === 403 && res.body?.error?.code === 'PERMISSION_DENIED';
        const keyRefused = res.status === 403 && res.body?.error?.code === 'API_KEY_NOT_ALLOWED';
        let expected: string;
        if (!permission) expected = name === 'api-key' ? 'API_KEY_NOT_ALLOWED' : 'allowed';
        else expected = granted.has(permission) ? 'allowed' : 'PERMISSION_DENIED';
        const got = denied ? 'PERMISSION_DENIED' : keyRefused ? 'API_KEY_NOT_ALLOWED' : res.status === 401 ? '401' : 'allowed';
        rows.push(`${label(route)} ${name}: ${got}`);
        if (got !== expected)
          wrong.push(`${label(route)} as ${name}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
        if (denied) expect(res.body.error.details).toEqual({ permission });
      }
    }
    expect(wrong).toEqual([]);
    // The matrix's size, for the record (routes × principals).
    expect(rows.length).toBe(tenantRoutes(t.app).length * world.principals.length);
  });

  it('another organisation’s owner gets 404 for every route naming this organisation’s resources', async () => {
    const wrong: string[] = [];
    const unmapped: string[] = [];
    const stranger = member(world.stranger, 'stranger');
    for (const route of tenantRoutes(t.app).filter((r) => r.url.includes(':'))) {
      const url = fill(route, world.ids);
      if (!url) {
        unmapped.push(label(route));
        continue;
      }
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (VALID_BODIES[label(route)] ?? {});
      const res = await stranger.call(route.method, url, body);
      if (res.status !== 404) wrong.push(`${label(route)}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(unmapped, 'add an id for these routes to the matrix fixtures').toEqual([]);
    expect(wrong).toEqual([]);
    // And the resources are all still there for their owner.
    expect((await world.owner.client.get(`roles/${world.ids['roles.id']}`)).status).toBe(200);
    expect((await world.owner.client.get(`links/${world.ids['links.id']}`)).status).toBe(200);
    for (const path of [
      `qrs/${world.ids['qrs.id']}`,
      `companies/${world.ids['companies.id']}`,
      `cards/${world.ids['cards.id']}`,
      `billing/invoices/${world.ids['invoices.id']}`,
    ])
      expect((await world.owner.client.get(path)).status, path).toBe(200);
  });

  it('an API key is refused on every route that is not an organisation route', async () => {
    const key = apiKey(t.app, world.key);
    const wrong: string[] = [];
    for (const route of apiRoutes(t.app)) {
      const p = route.policy ?? { access: 'signed-in' as const };
      if (p.access !== 'signed-in' || ((p.tenant ?? 'required') === 'required' && p.permission)) continue;
      const url = fill(route, randomIds)!;
      const res = await key.call(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      if (res.body?.error?.code !== 'API_KEY_NOT_ALLOWED')
        wrong.push(`${label(route)}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
