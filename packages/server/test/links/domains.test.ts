/**
 * GET /api/links/domains on both databases: the platform's default short domain comes from the
 * config (SHORT_PORT here, so nothing hard-coded passes), then the account's active branded
 * domains; pending, failed and unverified domains and other accounts' domains are never listed.
 * Every name listed is accepted by POST /api/links.
 */
import { apiPaths, LinkDomainsResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { bool } from '../../src/db/codec.ts';
import { newId } from '../../src/lib/ids.ts';
import { isoNow } from '../../src/lib/time.ts';
import { seedCustomer, useTestApp, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';

const SHORT = 'localhost:4561';
let counter = 0;

/** A branded domain row straight in the database, in the given verification state. */
async function insertDomain(t: TestApp, accountId: string, state: string, prefix: string): Promise<string> {
  const name = `${prefix}${counter++}-${Math.random().toString(36).slice(2, 8)}.example.com`;
  const now = isoNow();
  await t.app.db
    .insertInto('domains')
    .values({
      id: newId(),
      account_id: accountId,
      name,
      verification_state: state,
      is_default: bool.encode(false, t.app.dialect),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return name;
}

describeEachDatabase('link domains', (target) => {
  const t = useTestApp(target, {}, { SHORT_PORT: '4561' });

  it('an account without branded domains gets the configured default short domain', async () => {
    const owner = await seedCustomer(t);
    const res = await owner.client.get(apiPaths.linkDomains);
    expect(res.status).toBe(200);
    expect(LinkDomainsResponse.is(res.body)).toBe(true);
    expect(res.body.results).toEqual({ default: SHORT, domains: [{ name: SHORT, default: true }] });
    // The same default the links API uses when a create names no domain.
    const link = await createLink(owner, { long_url: 'https://example.com/default' });
    expect(link.domain).toBe(SHORT);
  });

  it('lists only the active branded domains of the account, after the default, by name', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const stranger = await seedCustomer(t, { plan: 'business' });
    const second = await insertDomain(t, owner.accountId, 'active', 'zz');
    const first = await insertDomain(t, owner.accountId, 'active', 'aa');
    await insertDomain(t, owner.accountId, 'pending', 'pending');
    await insertDomain(t, owner.accountId, 'failed', 'failed');
    await insertDomain(t, owner.accountId, 'not_verified', 'new');
    const foreign = await insertDomain(t, stranger.accountId, 'active', 'theirs');

    const res = await owner.client.get(apiPaths.linkDomains);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      default: SHORT,
      domains: [
        { name: SHORT, default: true },
        { name: first, default: false },
        { name: second, default: false },
      ],
    });
    const theirs = await stranger.client.get(apiPaths.linkDomains);
    expect(theirs.body.results.domains).toEqual([
      { name: SHORT, default: true },
      { name: foreign, default: false },
    ]);

    // Every listed name is one a link may be created on; the other account's is not.
    for (const { name } of res.body.results.domains as { name: string }[]) {
      expect((await createLink(owner, { long_url: 'https://example.com/x', domain: name })).domain).toBe(name);
    }
    const refused = await owner.client.post(apiPaths.links, { long_url: 'https://example.com/x', domain: foreign });
    expect(refused.status).toBe(422);
  });

  it('tenancy: signed out is 401, another account is 404, never its domains', async () => {
    const a = await seedCustomer(t, { plan: 'business' });
    const b = await seedCustomer(t, { plan: 'business' });
    await insertDomain(t, a.accountId, 'active', 'private');
    expect((await t.client().get(apiPaths.linkDomains)).status).toBe(401);
    b.client.accountId = a.accountId;
    const foreign = await b.client.get(apiPaths.linkDomains);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('private');
  });

  it('an account that downgraded can still edit a link on its branded domain, but not move one there', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const branded = await insertDomain(t, owner.accountId, 'active', 'kept');
    const link = await createLink(owner, { long_url: 'https://example.com/before', domain: branded });
    const other = await createLink(owner, { long_url: 'https://example.com/other' });
    await t.app.db.updateTable('accounts').set({ plan_id: 'free' }).where('id', '=', owner.accountId).execute();

    // The app's editor always sends the link's domain back: that is not "using" a locked feature.
    const edited = await owner.client.put(apiPaths.link(link.id), { long_url: 'https://example.com/after', domain: branded });
    expect(edited.status).toBe(200);
    expect(edited.body.results).toMatchObject({ long_url: 'https://example.com/after', domain: branded });

    const moved = await owner.client.put(apiPaths.link(other.id), { long_url: 'https://example.com/other', domain: branded });
    expect(moved.status).toBe(403);
    expect(moved.body.error).toMatchObject({ code: 'PLAN_LOCKED', details: { feature: 'branded_domains', field: 'domain' } });
  });
});
