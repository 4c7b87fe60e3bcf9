/**
 * Deleting the last member closes the organisation: its links stop at once with a "no longer
 * available" page (not the destination, not counted), its branded domains are released for their
 * real owners, and its data is purged after the retention period.
 */
import { apiPaths } from '@rabt/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildScopeRollups } from '../../src/modules/analytics/scope-rollups.ts';
import { clickGenerator, rng, syntheticGeo } from '../../src/modules/analytics/synthetic.ts';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { flushAnalytics, writeBatch } from '../../src/modules/clicks/writer.ts';
import { ACCOUNT_TABLES_WITHOUT_CASCADE, purgeClosedAccounts } from '../../src/modules/customer/purge.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, insertWorkspace, pathOf, visit } from '../helpers/links.ts';

describeEachDatabase('closing an organisation', (target) => {
  const t = useTestApp(target);

  it('links stop at once, domains are released, data is purged after retention', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const link = await createLink(owner, { long_url: 'https://closing.example/landing' });
    const name = `closing-${Date.now().toString(36)}.example`;
    expect((await owner.client.post(apiPaths.domains, { name })).status).toBe(201);
    // Warm the cache: the closed page must replace a cached redirect, not only a cold lookup.
    expect((await visit(t, pathOf(link))).status).toBe(302);

    const bye = await owner.client.delete(apiPaths.customer, { reason: 'missing_features', confirm: 'CONFIRM' });
    expect(bye.status).toBe(200);

    const after = await visit(t, pathOf(link));
    expect(after.status).toBe(410);
    expect(after.headers.location).toBeUndefined();
    expect(after.body).toContain('This link is no longer available');
    expect(after.body).not.toContain('closing.example/landing');

    // The released name can be claimed by someone else.
    const other = await seedCustomer(t, { plan: 'business' });
    expect((await other.client.post(apiPaths.domains, { name })).status).toBe(201);

    // Within retention the rows stay; after it they are gone (cascading through the tenant tables).
    expect((await purgeClosedAccounts(t.app.db, new Date(Date.now() - 24 * 3600 * 1000))).purged).toBe(0);
    expect(await t.app.db.selectFrom('links').select('id').where('id', '=', link.id).executeTakeFirst()).toBeDefined();
    const purge = await purgeClosedAccounts(t.app.db, new Date(Date.now() + 1000));
    expect(purge.purged).toBeGreaterThanOrEqual(1);
    expect(purge.keys).toContainEqual({ domain: t.config.links.shortDomain, nip: pathOf(link).slice(1) });
    await t.app.links.invalidate(purge.keys);
    expect(await t.app.db.selectFrom('links').select('id').where('id', '=', link.id).executeTakeFirst()).toBeUndefined();
    expect(
      await t.app.db.selectFrom('accounts').select('id').where('id', '=', owner.accountId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await visit(t, pathOf(link))).status).toBe(404);
  });

  it('the purge leaves no row of the organisation in any table, its analytics rollups included', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const links = [];
    for (let i = 0; i < 3; i++) links.push(await createLink(owner, { long_url: `https://closing.example/${i}` }));
    // A second workspace, so its own rollups are built too (decision 119), with today's hours (122).
    const second = await insertWorkspace(t, owner.accountId, 'Second');
    await t.app.db.updateTable('links').set({ workspace_id: second }).where('id', '=', links[0]!.id).execute();
    const now = Date.now();
    const gen = clickGenerator(
      rng(7),
      links.map((l) => ({ id: l.id, accountId: owner.accountId })),
      20,
    );
    // Up to 11 minutes ago, so today's built part holds clicks at any hour of the run (ending 5 hours
    // ago, a run between 01:00 and 05:20 UTC built an empty open day: no counted visitors to purge).
    const clicks = Array.from({ length: 300 }, (_, i) => gen.next(now - 11 * 60_000 - (299 - i) * 800_000));
    await writeBatch(t.app.db, t.app.dialect, toColumns(clicks), syntheticGeo, { now });
    await flushAnalytics(t.app.db, t.app.dialect);
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now, linkMinClicks: 1 });

    // Every table with an `account_id` column, from the database's own catalogue.
    const tables =
      target.name === 'sqlite'
        ? (
            await sql<{ name: string }>`select m.name from sqlite_master m, pragma_table_info(m.name) c
              where m.type = 'table' and c.name = 'account_id'`.execute(t.app.db)
          ).rows.map((r) => r.name)
        : (
            await sql<{ name: string }>`select table_name as name from information_schema.columns
              where column_name = 'account_id' and table_schema = current_schema()`.execute(t.app.db)
          ).rows.map((r) => r.name);
    const rowsOf = async () => {
      const out: Record<string, number> = {};
      for (const table of tables) {
        const row = await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)} where account_id = ${owner.accountId}`.execute(t.app.db);
        const n = Number(row.rows[0]!.n);
        if (n > 0) out[table] = n;
      }
      return out;
    };
    const before = await rowsOf();
    // The tables the foreign keys do not reach hold rows of it, so the check below means something.
    for (const table of ACCOUNT_TABLES_WITHOUT_CASCADE.filter(
      (name) => name !== 'weekly_reports' && name !== 'analytics_visitors',
    )) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    expect((await owner.client.delete(apiPaths.customer, { reason: 'missing_features', confirm: 'CONFIRM' })).status).toBe(200);
    expect((await purgeClosedAccounts(t.app.db, new Date(Date.now() + 1000))).purged).toBeGreaterThanOrEqual(1);
    expect(await rowsOf()).toEqual({});
  }, 60_000);

  it('an organisation with other members is not closed: it keeps working under its new owner', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const link = await createLink(owner, { long_url: 'https://closing.example/shared' });
    const { createInvitation } = await import('../../src/modules/accounts/invitations.ts');
    const member = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: member.email,
      role: 'admin',
      invitedBy: owner.customerId,
    });
    await member.client.post(apiPaths.acceptInvitation(id));
    await owner.client.delete(apiPaths.customer, { reason: 'missing_features', confirm: 'CONFIRM' });
    expect((await visit(t, pathOf(link))).status).toBe(302);
  });
});
