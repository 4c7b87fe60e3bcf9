/**
 * `npm run analytics:rebuild` (modules/analytics/rebuild.ts): rebuilding the rollups from raw
 * clicks gives exactly the rows the click writer kept (bots' rows kept), is idempotent, works on a
 * day range, and leaves other accounts alone.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.ts';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { flushAnalytics, writeBatch, type RawClick } from '../../src/modules/clicks/writer.ts';
import { rebuildLinkDays, rebuildRollups } from '../../src/modules/analytics/rebuild.ts';
import { clickGenerator, rng, syntheticGeo } from '../../src/modules/analytics/synthetic.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';

const DAY_MS = 86_400_000;
const FIRST = Date.parse('2026-11-01T00:00:00Z');

/** Counts (and hours, days) come back as strings from PostgreSQL's bigint. */
const norm = <T extends { count: unknown }>(rows: T[]) => rows.map((r) => ({ ...r, count: Number(r.count) }));

describeEachDatabase('analytics rollup rebuild', (target) => {
  const t = useTestApp(target);

  async function snapshot(accountId: string) {
    const hourly = await t.app.db
      .selectFrom('analytics_hourly')
      .select(['fdim', 'fval', 'dim', 'hour', 'value', 'count'])
      .where('account_id', '=', accountId)
      .orderBy('fdim')
      .orderBy('fval')
      .orderBy('dim')
      .orderBy('hour')
      .orderBy('value')
      .execute();
    const links = await t.app.db
      .selectFrom('analytics_link_hourly')
      .select(['link_id', 'dim', 'hour', 'value', 'count'])
      .where('account_id', '=', accountId)
      .orderBy('link_id')
      .orderBy('dim')
      .orderBy('hour')
      .orderBy('value')
      .execute();
    const days = await t.app.db
      .selectFrom('analytics_link_days')
      .select(['link_id', 'fdim', 'fval', 'day', 'count', 'visitors'])
      .where('account_id', '=', accountId)
      .orderBy('link_id')
      .orderBy('fdim')
      .orderBy('fval')
      .orderBy('day')
      .execute();
    return {
      hourly: norm(hourly).map((r) => ({ ...r, hour: Number(r.hour) })),
      links: norm(links).map((r) => ({ ...r, hour: Number(r.hour) })),
      days: norm(days).map((r) => ({ ...r, day: Number(r.day) })),
    };
  }

  /** `flushEvery`: every so many batches the buffer is written with the batch (the writer's due path). */
  async function writeClicks(owner: Seeded, seed: number, n: number, flushEvery = 0) {
    const links = [];
    for (let i = 0; i < 4; i++) links.push(await createLink(owner, { long_url: `https://example.com/${seed}/${i}` }));
    await sql`update "links" set "kind" = 'qr' where "id" = ${links[1]!.id}`.execute(t.app.db);
    await sql`update "links" set "kind" = 'card_view' where "id" = ${links[2]!.id}`.execute(t.app.db);
    const random = rng(seed);
    const gen = clickGenerator(
      random,
      links.map((l) => ({ id: l.id, accountId: owner.accountId })),
      120,
    );
    const times = Array.from({ length: n }, () => FIRST + Math.floor(random() * 3 * DAY_MS)).toSorted((a, b) => a - b);
    const clicks: RawClick[] = times.map((at) => gen.next(at));
    for (let i = 0, batch = 1; i < clicks.length; batch++) {
      const size = 1 + Math.floor(random() * 300);
      const flush = flushEvery > 0 && batch % flushEvery === 0;
      await writeBatch(t.app.db, t.app.dialect, toColumns(clicks.slice(i, i + size)), syntheticGeo, { flush });
      i += size;
    }
    await flushAnalytics(t.app.db, t.app.dialect);
  }

  it('rebuilds exactly what the writer kept, idempotently, for one account or a day range', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const other = await seedCustomer(t, { plan: 'pro' });
    await writeClicks(owner, 5, 1_500);
    await writeClicks(other, 6, 300);
    const kept = await snapshot(owner.accountId);
    const keptOther = await snapshot(other.accountId);
    expect(kept.hourly.some((r) => r.dim === 'visitors')).toBe(true);
    expect(kept.hourly.some((r) => r.dim === 'bots')).toBe(true);
    expect(kept.hourly.some((r) => r.fdim === 'country+device+channel')).toBe(true);
    expect(kept.links.some((r) => r.dim === 'visitors')).toBe(true);
    // No read uses per-link hourly filters rows (decision 110's addendum): they are not stored.
    expect(kept.links.some((r) => r.dim === 'filters')).toBe(false);
    // Nor `kind` rows of plain links and QR codes (the totals read card views and saves only).
    expect(kept.hourly.some((r) => r.dim === 'kind' && r.value === 'card_view')).toBe(true);
    expect(kept.hourly.filter((r) => r.dim === 'kind' && r.value !== 'card_view' && r.value !== 'card_save')).toEqual([]);
    expect(kept.days.some((r) => r.fdim === '')).toBe(true);
    expect(kept.days.some((r) => r.fdim === 'country+device+channel')).toBe(true);
    // The per-link days are the per-link hours summed by UTC day (every context, every link).
    const byDay = new Map<string, number>();
    for (const r of kept.links.filter((l) => l.dim === 'total')) {
      const key = `${r.link_id} ${Math.floor(r.hour / 24)}`;
      byDay.set(key, (byDay.get(key) ?? 0) + r.count);
    }
    expect(new Map(kept.days.filter((r) => r.fdim === '').map((r) => [`${r.link_id} ${r.day}`, r.count]))).toEqual(byDay);

    // Lose the rollups (bots excepted: they have no raw rows) and damage the per-link hours.
    await t.app.db.deleteFrom('analytics_hourly').where('account_id', '=', owner.accountId).where('dim', '<>', 'bots').execute();
    await sql`update "analytics_link_hourly" set "count" = "count" * 2 where "account_id" = ${owner.accountId}`.execute(t.app.db);
    await sql`update "analytics_link_days" set "count" = "count" + 1 where "account_id" = ${owner.accountId}`.execute(t.app.db);
    await t.app.db
      .deleteFrom('analytics_link_hourly')
      .where('account_id', '=', owner.accountId)
      .where('dim', '=', 'visitors')
      .execute();

    const first = await rebuildRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, daysPerBatch: 2 });
    expect(first).toMatchObject({ accounts: 1, days: 3 });
    expect(await snapshot(owner.accountId)).toEqual(kept);

    // Again, all accounts: nothing changes (idempotent), the other account included.
    await rebuildRollups(t.app.db, t.app.dialect);
    expect(await snapshot(owner.accountId)).toEqual(kept);
    expect(await snapshot(other.accountId)).toEqual(keptOther);

    // One day only: the other days are not touched.
    const day = Math.floor(FIRST / DAY_MS) + 1;
    await t.app.db
      .deleteFrom('analytics_hourly')
      .where('account_id', '=', owner.accountId)
      .where('hour', '>=', day * 24)
      .where('hour', '<', (day + 1) * 24)
      .where('dim', '<>', 'bots')
      .execute();
    await t.app.db
      .deleteFrom('analytics_link_hourly')
      .where('account_id', '=', owner.accountId)
      .where('hour', '>=', day * 24)
      .where('hour', '<', (day + 1) * 24)
      .execute();
    await t.app.db.deleteFrom('analytics_link_days').where('account_id', '=', owner.accountId).where('day', '=', day).execute();
    const one = await rebuildRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, fromDay: day, toDay: day });
    expect(one.days).toBe(1);
    expect(await snapshot(owner.accountId)).toEqual(kept);

    // The per-link days alone (a database migrated to 0017): the same rows from the raw clicks.
    await sql`update "analytics_link_days" set "count" = "count" * 3 where "account_id" = ${owner.accountId}`.execute(t.app.db);
    await t.app.db
      .deleteFrom('analytics_link_days')
      .where('account_id', '=', owner.accountId)
      .where('fdim', '=', 'device')
      .execute();
    const firstDay = Math.floor(FIRST / DAY_MS);
    expect(await rebuildLinkDays(t.app.db, t.app.dialect, owner.accountId, firstDay, firstDay + 3)).toBe(kept.days.length);
    expect(await snapshot(owner.accountId)).toEqual(kept);
    expect(await snapshot(other.accountId)).toEqual(keptOther);
  }, 60_000);

  it('rebuilds what the writer kept when batches write the buffer with their own share', async () => {
    // The due path: the pending buffer and the batch's own share are read together (their link
    // hours, part groups and visitor-days overlap) without being merged first (decision 109).
    const owner = await seedCustomer(t, { plan: 'pro' });
    await writeClicks(owner, 9, 1_200, 3);
    const kept = await snapshot(owner.accountId);
    expect(kept.links.some((r) => r.dim === 'visitors')).toBe(true);
    await t.app.db.deleteFrom('analytics_hourly').where('account_id', '=', owner.accountId).where('dim', '<>', 'bots').execute();
    await t.app.db.deleteFrom('analytics_link_hourly').where('account_id', '=', owner.accountId).execute();
    await rebuildRollups(t.app.db, t.app.dialect, { accountId: owner.accountId });
    expect(await snapshot(owner.accountId)).toEqual(kept);
  }, 60_000);

  it('migration 0023 fills the per-link days visitors and the links daily places from the raw clicks', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    await writeClicks(owner, 11, 900);
    const places = () =>
      t.app.db
        .selectFrom('click_rollups_daily')
        .select(['link_id', 'day', 'value', 'count'])
        .where('account_id', '=', owner.accountId)
        .where('dimension', '=', 'city')
        .orderBy('link_id')
        .orderBy('day')
        .orderBy('value')
        .execute()
        .then(norm);
    const kept = await snapshot(owner.accountId);
    const keptPlaces = await places();
    expect(kept.days.some((r) => Number(r.visitors) > 0 && r.fdim === 'country+device+channel')).toBe(true);
    expect(keptPlaces.some((r) => r.value.split('\t').length === 3 && !r.value.startsWith('unknown'))).toBe(true);

    // The schema before it: no visitors column, and place rows holding the city name alone.
    const schema = t.config.databaseSchema;
    await migrateTo(t.app.db, '0022_certificate_expiry_warning', schema);
    await sql`delete from "click_rollups_daily" where "dimension" = 'city'`.execute(t.app.db);
    await sql`insert into "click_rollups_daily" ("day", "link_id", "account_id", "dimension", "value", "count")
      select "day", "link_id", "account_id", 'city', 'Riyadh', "count" from "click_rollups_daily" where "dimension" = 'total'`.execute(
      t.app.db,
    );
    expect(await migrateToLatest(t.app.db, schema)).toEqual([
      '0023_analytics_link_filters',
      '0025_clicks_link_at_visitor',
      '0026_analytics_scope_rollups',
      '0027_analytics_scope_open_day',
      '0028_click_rollups_daily_totals',
      '0029_analytics_scope_open_day_minutes',
    ]);
    expect(await snapshot(owner.accountId)).toEqual(kept);
    expect(await places()).toEqual(keptPlaces);
  }, 60_000);

  it('does not rebuild days the raw-click retention may have cut into', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    await writeClicks(owner, 8, 200);
    await t.app.db
      .insertInto('analytics_settings')
      .values({ account_id: owner.accountId, raw_retention_days: 1, updated_at: new Date().toISOString() })
      .execute();
    // Kept one day back from early on the third day: the second day is partial, only the third is rebuilt.
    const result = await rebuildRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: FIRST + 2 * DAY_MS + 1 });
    expect(result.days).toBe(1);
  }, 60_000);
});
