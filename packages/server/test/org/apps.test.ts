/**
 * API apps and keys on both databases: the key is shown once and stored hashed; `Authorization:
 * Bearer <key>` works through the same guard as members (allowed within its scopes, 403 outside,
 * 404 for another organisation, refused on people-only routes); revoking stops it on the next call;
 * keys are rate limited per key.
 */
import { apiPaths, AppResponse, CreatedApiKeyResponse, MemberListResponse, type App } from '@rabt/contract';
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/config.ts';
import { seedCustomer, useTestApp, type Seeded, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedMember } from './seed.ts';

/** A bare client: only the key, like curl. */
function curl(
  t: TestApp,
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

async function appWithKey(o: Seeded, scopes: string[]): Promise<{ app: App; key: string; keyId: string }> {
  const created = await o.client.post(apiPaths.apps, { name: 'Zapier bridge', description: 'Sync' });
  expect(created.status, created.text).toBe(201);
  const app = AppResponse.create(created.body).results;
  const res = await o.client.post(apiPaths.appKeys(app.id), { name: 'production', scopes });
  expect(res.status, res.text).toBe(201);
  const key = CreatedApiKeyResponse.create(res.body).results;
  return { app, key: key.key, keyId: key.id };
}

describeEachDatabase('organisation: API apps and keys', (target) => {
  const t = useTestApp(target, { rateLimits: { ...defaultRateLimits, apiKey: { max: 5, windowMs: 60_000 } } });

  it('an app needs a name; a key needs a scope within its creator’s permissions', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const blank = await o.client.post(apiPaths.apps, { name: ' ' });
    expect(blank.body.error.details[0]).toMatchObject({ field: 'name', message: 'App name is required' });
    const app = AppResponse.create((await o.client.post(apiPaths.apps, { name: 'CI' })).body).results;
    const none = await o.client.post(apiPaths.appKeys(app.id), { name: 'k', scopes: [] });
    expect(none.status).toBe(422);
    // An editor with apps permissions would still be limited to their own permissions.
    const role = await o.client.post(apiPaths.roles, {
      name: 'App maker',
      permissions: ['apps:view', 'apps:create', 'links:view'],
    });
    const maker = await seedMember(t, o, role.body.results.id);
    const beyond = await maker.client.post(apiPaths.appKeys(app.id), { name: 'k', scopes: ['links:view', 'links:delete'] });
    expect(beyond.status).toBe(422);
    expect(beyond.body.error.details[0].message).toContain('links:delete');
    expect((await maker.client.post(apiPaths.appKeys(app.id), { name: 'k', scopes: ['links:view'] })).status).toBe(201);
  });

  it('the key is shown once, stored as its SHA-256, and lists show only its prefix', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const { app, key, keyId } = await appWithKey(o, ['links:view']);
    expect(key).toMatch(/^rk_[A-Za-z0-9_-]{40}$/);
    const row = await t.app.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const read = await o.client.get(apiPaths.app(app.id));
    expect(read.text).not.toContain(key);
    expect(read.body.results.keys[0]).toMatchObject({
      id: keyId,
      prefix: key.slice(0, 9),
      scopes: ['links:view'],
      revoked_at: null,
    });
  });

  it('a key creates a link within its scopes, is refused outside them, and stops working once revoked', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const { app, key, keyId } = await appWithKey(o, ['links:view', 'links:create']);
    const made = await curl(t, key, 'POST', apiPaths.links, { long_url: 'https://example.com/from-api' });
    expect(made.statusCode, made.body).toBe(201);
    const listed = await curl(t, key, 'GET', apiPaths.links);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((l: { long_url: string }) => l.long_url)).toContain('https://example.com/from-api');
    // Outside its scopes: 403 with the permission; people-only routes: API_KEY_NOT_ALLOWED.
    const roles = await curl(t, key, 'GET', apiPaths.roles);
    expect(roles.statusCode).toBe(403);
    expect(roles.json().error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'team:view' } });
    const profile = await curl(t, key, 'GET', apiPaths.customer);
    expect(profile.json().error.code).toBe('API_KEY_NOT_ALLOWED');
    // Another organisation: 404.
    const stranger = await seedCustomer(t, { plan: 'business' });
    expect((await curl(t, key, 'GET', apiPaths.links, undefined, { 'account-id': stranger.accountId })).statusCode).toBe(404);

    expect((await o.client.get(apiPaths.app(app.id))).body.results.keys[0].last_used_at).not.toBeNull();
    const revoked = await o.client.delete(apiPaths.appKey(app.id, keyId));
    expect(revoked.body.results.revoked_at).not.toBeNull();
    const after = await curl(t, key, 'GET', apiPaths.links);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('a key never does more than its creator may now: demoted, it narrows; removed, it stops', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const admin = await seedMember(t, o, 'admin', 'Admin');
    const { key } = await appWithKey(admin, ['links:view', 'links:create']);
    expect((await curl(t, key, 'POST', apiPaths.links, { long_url: 'https://example.com/by-key' })).statusCode).toBe(201);
    const row = MemberListResponse.create((await o.client.get(apiPaths.members)).body).results.find(
      (m) => m.customer_id === admin.customerId,
    )!;
    expect((await o.client.put(apiPaths.member(row.id), { role: 'viewer' })).status).toBe(200);
    const demoted = await curl(t, key, 'POST', apiPaths.links, { long_url: 'https://example.com/after-demotion' });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'links:create' } });
    expect((await curl(t, key, 'GET', apiPaths.links)).statusCode).toBe(200);
    expect((await o.client.delete(apiPaths.member(row.id))).status).toBe(200);
    const removed = await curl(t, key, 'GET', apiPaths.links);
    expect(removed.statusCode).toBe(401);
    expect(removed.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('keys are rate limited per key', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const { key } = await appWithKey(o, ['links:view']);
    const { key: other } = await appWithKey(o, ['links:view']);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await curl(t, key, 'GET', apiPaths.links)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await curl(t, other, 'GET', apiPaths.links)).statusCode).toBe(200);
  });

  it('deleting an app deletes its keys; another organisation’s app is 404', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const { app, key } = await appWithKey(o, ['links:view']);
    const stranger = await seedCustomer(t, { plan: 'business' });
    expect((await stranger.client.get(apiPaths.app(app.id))).status).toBe(404);
    expect((await stranger.client.delete(apiPaths.app(app.id))).status).toBe(404);
    expect((await o.client.delete(apiPaths.app(app.id))).status).toBe(200);
    expect((await curl(t, key, 'GET', apiPaths.links)).statusCode).toBe(401);
  });
});
