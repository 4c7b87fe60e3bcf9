/**
 * A workspace's or domain's own rollups (decision 119, modules/analytics/scope-rollups.ts): built
 * from raw clicks for closed UTC days, they answer what its links' rows answered before; a link that
 * moves or is deleted, and a late click, give the days back to the builder; a build that raced a
 * move is discarded. Both databases.
 */
import { apiPaths, type AnalyticsBreakdown, type AnalyticsOverview } from '@rabt/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  buildScopeRollups,
  emptyScopeRollups,
  linkKey,
  scopeCoverage,
  SCOPE_OPEN_DAY_SETTLE_MS,
  SCOPE_SETTLE_MS,
  workspaceKey,
} from '../../src/modules/analytics/scope-rollups.ts';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.ts';
import { clickGenerator, rng, syntheticGeo } from '../../src/modules/analytics/synthetic.ts';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { flushAnalytics, writeBatch, type RawClick } from '../../src/modules/clicks/writer.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, insertWorkspace } from '../helpers/links.ts';

const DAY_MS = 86_400_000;
const FIRST = Date.parse('2026-11-01T00:00:00Z');
const FIRST_DAY = FIRST / DAY_MS;
const DAYS = 6;
/** What the builder reads of the open day at `now` (settled minutes; `now` on a whole minute). */
const settled = (now: number) => now - SCOPE_OPEN_DAY_SETTLE_MS;
/** The builder's clock: every day of the data closed and settled. */
const AFTER = FIRST + DAYS * DAY_MS + SCOPE_SETTLE_MS;

async function get<T>(owner: Seeded, path: string): Promise<T> {
  const res = await owner.client.get(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body.results as T;
}

const sortRows = (rows: Array<{ key: string; clicks: number; region?: string }>) =>
  [...rows].toSorted((a, b) => (a.key + (a.region ?? '') < b.key + (b.region ?? '') ? -1 : 1));

/** Everything the views show of a workspace, for several ranges, zones and filters. */
async function answers(owner: Seeded, workspaceId: string) {
  const out: Record<string, unknown> = {};
  const queries: Array<Record<string, string>> = [
    { from: '2026-11-01', to: '2026-11-06' },
    { from: '2026-11-02', to: '2026-11-04', country: 'SA' },
    { from: '2026-11-01', to: '2026-11-06', device: 'mobile', channel: 'social' },
    { from: '2026-10-31', to: '2026-11-03', tz: 'Asia/Riyadh' },
    { from: '2026-11-03', to: '2026-11-03', tz: 'America/New_York', country: 'SA' },
  ];
  for (const q of queries) {
    const query = new URLSearchParams({ ...q, workspace_id: workspaceId }).toString();
    const o = await get<AnalyticsOverview>(owner, `${apiPaths.analyticsOverview}?${query}`);
    // Visitors are exact over whole UTC days (the salt's); in a zone the rollups count a visitor-day at its first click.
    const { visitors, ...totals } = o.totals;
    out[`${query} totals`] = q.tz ? totals : o.totals;
    out[`${query} series`] = o.series;
    out[`${query} parts`] = [o.channels, o.devices, o.countries].map(sortRows);
    for (const view of [apiPaths.analyticsDevices, apiPaths.analyticsChannels, apiPaths.analyticsLocations]) {
      const b = await get<AnalyticsBreakdown>(owner, `${view}?${query}`);
      out[`${view}?${query}`] = { total: b.total, rows: sortRows(b.rows), more: Object.values(b.more).map(sortRows) };
    }
    void visitors;
  }
  return out;
}

/** A link's breakdowns that its per-link days cannot answer under visitor filters (decision 120), and some they can. */
async function linkAnswers(owner: Seeded, linkId: string) {
  const out: Record<string, unknown> = {};
  const queries: Array<Record<string, string>> = [
    { from: '2026-11-01', to: '2026-11-06', country: 'SA' },
    { from: '2026-11-02', to: '2026-11-05', device: 'mobile', channel: 'social' },
    { from: '2026-10-31', to: '2026-11-04', tz: 'Asia/Riyadh', country: 'SA', device: 'mobile' },
    { from: '2026-11-03', to: '2026-11-03', tz: 'America/New_York', channel: 'search' },
    { from: '2026-11-06', to: '2026-11-06', country: 'SA' },
  ];
  for (const q of queries) {
    const query = new URLSearchParams({ ...q, link_id: linkId }).toString();
    for (const view of [apiPaths.analyticsDevices, apiPaths.analyticsChannels, apiPaths.analyticsLocations]) {
      const b = await get<AnalyticsBreakdown>(owner, `${view}?${query}`);
      out[`${view}?${query}`] = { total: b.total, rows: sortRows(b.rows), more: Object.values(b.more).map(sortRows) };
    }
  }
  return out;
}

const osRows = (more: AnalyticsBreakdown['more']) => more.os ?? [];

const clicksOf = async (owner: Seeded, workspaceId: string) =>
  (await get<AnalyticsOverview>(owner, `${apiPaths.analyticsOverview}?from=2026-11-01&to=2026-11-06&workspace_id=${workspaceId}`))
    .totals.clicks;

describeEachDatabase('analytics workspace and domain rollups', (target) => {
  const t = useTestApp(target);

  async function setUp(): Promise<{ owner: Seeded; second: string; main: string; links: Array<{ id: string }> }> {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const links = [];
    for (let i = 0; i < 6; i++) links.push(await createLink(owner, { long_url: `https://example.com/${i}` }));
    const second = await insertWorkspace(t, owner.accountId, 'Second');
    const main = links[0]!.workspace_id;
    await t.app.db.updateTable('links').set({ workspace_id: second }).where('id', 'in', [links[0]!.id, links[1]!.id]).execute();
    const random = rng(target.name === 'sqlite' ? 3 : 5);
    const gen = clickGenerator(
      random,
      links.map((l) => ({ id: l.id, accountId: owner.accountId })),
      80,
    );
    const times = Array.from({ length: 1_500 }, () => FIRST + Math.floor(random() * DAYS * DAY_MS)).toSorted((a, b) => a - b);
    const clicks: RawClick[] = times.map((at) => gen.next(at));
    for (let i = 0; i < clicks.length; i += 250) {
      await writeBatch(t.app.db, t.app.dialect, toColumns(clicks.slice(i, i + 250)), syntheticGeo);
    }
    await flushAnalytics(t.app.db, t.app.dialect);
    return { owner, second, main, links };
  }

  const rawClicks = async (workspaceId: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('clicks as c')
          .innerJoin('links as l', 'l.id', 'c.link_id')
          .select(sql<number | string>`count(*)`.as('n'))
          .where('l.workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers from its own rollups exactly what its links’ rows answered, and reads them', async () => {
    const { owner, second, main } = await setUp();
    const before = { second: await answers(owner, second), main: await answers(owner, main) };
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toBeNull();

    // Only closed, settled days: one hour into the last day's next, the last day is not built yet.
    const early = await buildScopeRollups(t.app.db, t.app.dialect, {
      accountId: owner.accountId,
      now: FIRST + DAYS * DAY_MS + SCOPE_SETTLE_MS / 2,
    });
    // The last day is built up to a settled minute meanwhile (decisions 122, 124): all of it.
    expect(early).toMatchObject({ days: 2 * (DAYS - 1), minutes: 2 * 24 * 60 });
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toEqual({
      fromDay: FIRST_DAY,
      throughDay: FIRST_DAY + DAYS - 1,
      throughAt: (FIRST_DAY + DAYS) * DAY_MS,
    });
    expect(await answers(owner, second)).toEqual(before.second);
    const rest = await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER });
    expect(rest).toMatchObject({ scopes: 2, days: 2 });
    expect(await answers(owner, second)).toEqual(before.second);
    expect(await answers(owner, main)).toEqual(before.main);
    // Again: nothing left to build.
    expect((await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER })).days).toBe(0);

    // Days before the ones they cover (raw clicks past retention) come from the links' rows: read
    // when the account clicked then, skipped only when its own rows say it did not (decision 124).
    await t.app.db
      .updateTable('analytics_scope_builds')
      .set({ from_day: FIRST_DAY + 2 })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(await answers(owner, second)).toEqual(before.second);
    expect(await answers(owner, main)).toEqual(before.main);
    await t.app.db
      .updateTable('analytics_scope_builds')
      .set({ from_day: FIRST_DAY })
      .where('account_id', '=', owner.accountId)
      .execute();

    // The answer is read from them: double their clicks and the workspace's total doubles.
    const clicks = await rawClicks(second);
    expect(await clicksOf(owner, second)).toBe(clicks);
    await sql`update "analytics_scope_hourly" set "count" = "count" * 2 where "dim" = 'total'`.execute(t.app.db);
    expect(await clicksOf(owner, second)).toBe(2 * clicks);
  }, 60_000);

  it('a link that moves or is deleted empties the workspaces it left and joined; they are built again', async () => {
    const { owner, second, main, links } = await setUp();
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER });
    const mainBefore = await clicksOf(owner, main);

    // Moved by any path (here plain SQL): the trigger of migration 0026 empties both.
    await t.app.db.updateTable('links').set({ workspace_id: main }).where('id', '=', links[0]!.id).execute();
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toBeNull();
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(main))).toBeNull();
    // The link's history goes with it, at once (the links' rows answer meanwhile).
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));
    expect(await clicksOf(owner, main)).toBe(await rawClicks(main));
    expect(await clicksOf(owner, main)).toBeGreaterThan(mainBefore);
    const answersBefore = await answers(owner, second);

    const again = await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER });
    expect(again).toMatchObject({ scopes: 2, days: 2 * DAYS });
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).not.toBeNull();
    expect(await answers(owner, second)).toEqual(answersBefore);
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));

    // `npm run analytics:rebuild` and the bulk seed empty an account's scopes.
    expect(await emptyScopeRollups(t.app.db, owner.accountId)).toBe(2);
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toBeNull();
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER });

    // A deleted link empties its workspace too (its clicks go with it).
    await t.app.db.deleteFrom('links').where('id', '=', links[1]!.id).execute();
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toBeNull();
  }, 60_000);

  it('a busy link’s OS, browser, referrer and places under visitor filters come from its own rows, by whole UTC day', async () => {
    const { owner, links } = await setUp();
    const ids = links.map((l) => l.id);
    const top = await t.app.db
      .selectFrom('links')
      .select(['id', 'clicks'])
      .where('id', 'in', ids)
      .orderBy('clicks', 'desc')
      .executeTakeFirstOrThrow();
    const linkMinClicks = Number(top.clicks);
    const before = await linkAnswers(owner, top.id);
    // Only the busiest link is busy enough; the workspaces are built as before.
    const built = await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER, linkMinClicks });
    expect(built).toMatchObject({ scopes: 3, days: 3 * DAYS });
    expect(await scopeCoverage(t.app.db, owner.accountId, linkKey(top.id))).toEqual({
      fromDay: FIRST_DAY,
      throughDay: FIRST_DAY + DAYS,
      throughAt: (FIRST_DAY + DAYS) * DAY_MS,
    });
    const stored = await t.app.db
      .selectFrom('analytics_scope_hourly')
      .select(['dim', 'fdim', 'hour'])
      .where('account_id', '=', owner.accountId)
      .where('scope', '=', linkKey(top.id))
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    // Its breakdowns only, under a filter, one row set per UTC day.
    expect(new Set(stored.map((r) => r.dim))).toEqual(new Set(['os', 'browser', 'referrer', 'region', 'city']));
    expect(stored.every((r) => r.fdim !== '' && Number(r.hour) % 24 === 0)).toBe(true);
    expect(await linkAnswers(owner, top.id)).toEqual(before);

    // They are read: double its OS rows and the 30-day OS breakdown under SA doubles; the edges of
    // a range in a zone are still its raw clicks.
    const os = async (query: string) =>
      (await get<AnalyticsBreakdown>(owner, `${apiPaths.analyticsDevices}?${query}&link_id=${top.id}`)).more;
    const utc = 'from=2026-11-01&to=2026-11-06&country=SA';
    const osBefore = await os(utc);
    await sql`update "analytics_scope_hourly" set "count" = "count" * 2 where "dim" = 'os' and "scope" = ${linkKey(top.id)}`.execute(
      t.app.db,
    );
    const doubled = await os(utc);
    expect(osRows(osBefore).length).toBeGreaterThan(0);
    expect(osRows(doubled).map((r) => r.clicks)).toEqual(osRows(osBefore).map((r) => 2 * r.clicks));

    // A deleted link's rows go with the next build.
    await t.app.db.deleteFrom('links').where('id', '=', top.id).execute();
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER, linkMinClicks });
    expect(await scopeCoverage(t.app.db, owner.accountId, linkKey(top.id))).toBeNull();
    const left = await t.app.db
      .selectFrom('analytics_scope_hourly')
      .select('scope')
      .where('account_id', '=', owner.accountId)
      .where('scope', '=', linkKey(top.id))
      .execute();
    expect(left).toEqual([]);
  }, 60_000);

  it('a late click of a built day gives that day back; a build that raced a link move is discarded', async () => {
    const { owner, second, main, links } = await setUp();
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER });
    const clicks = await rawClicks(second);

    // A batch stored late (a queue that was down) with a click of the third day.
    const late = clickGenerator(rng(9), [{ id: links[0]!.id, accountId: owner.accountId }], 5).next(FIRST + 2 * DAY_MS + 1_000);
    late.ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    await writeBatch(t.app.db, t.app.dialect, toColumns([late]), syntheticGeo, { now: AFTER });
    await flushAnalytics(t.app.db, t.app.dialect);
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toEqual({
      fromDay: FIRST_DAY,
      throughDay: FIRST_DAY + 2,
      throughAt: (FIRST_DAY + 2) * DAY_MS,
    });
    expect(await clicksOf(owner, second)).toBe(clicks + 1);
    expect(await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER })).toMatchObject({
      days: 2 * (DAYS - 2),
    });
    expect(await clicksOf(owner, second)).toBe(clicks + 1);

    // Moved while the builder is between days: the next day's write finds another version and stops.
    await t.app.db.updateTable('analytics_scope_builds').set({ through_day: FIRST_DAY }).execute();
    let moved = false;
    const raced = await buildScopeRollups(t.app.db, t.app.dialect, {
      accountId: owner.accountId,
      now: AFTER,
      onProgress: async (p) => {
        if (moved || p.key !== workspaceKey(second)) return;
        moved = true;
        await t.app.db.updateTable('links').set({ workspace_id: main }).where('id', '=', links[0]!.id).execute();
      },
    });
    expect(moved).toBe(true);
    expect(raced.days).toBeLessThan(2 * DAYS);
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toBeNull();
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: AFTER });
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).not.toBeNull();
  }, 60_000);
  it('builds the open day to a settled minute; a visitor-day counts once across builds and the rest; a late click gives it back', async () => {
    const { owner, second, main, links } = await setUp();
    const lastDay = FIRST_DAY + DAYS - 1;
    const openDay = '2026-11-06';
    const before = { second: await answers(owner, second), main: await answers(owner, main) };
    const dayOf = async (workspaceId: string) =>
      (
        await get<AnalyticsOverview>(
          owner,
          `${apiPaths.analyticsOverview}?from=${openDay}&to=${openDay}&workspace_id=${workspaceId}`,
        )
      ).totals;
    const dayBefore = await dayOf(second);

    // 09:30 on the last day: the days before it are built whole, the last one up to its settled
    // minute (09:28), mid-hour: hour 09's rows hold its first 28 minutes.
    const morning = lastDay * DAY_MS + 9.5 * 3_600_000;
    expect(await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: morning })).toMatchObject({
      days: 2 * (DAYS - 1),
      minutes: 2 * (9 * 60 + 28),
    });
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toEqual({
      fromDay: FIRST_DAY,
      throughDay: lastDay,
      throughAt: settled(morning),
    });
    expect(await answers(owner, second)).toEqual(before.second);
    expect(await dayOf(second)).toEqual(dayBefore);
    // Migration 0029 down and up again: the day built to mid-hour is given back, then built again.
    const schema = t.config.databaseSchema;
    await migrateTo(t.app.db, '0028_click_rollups_daily_totals', schema);
    expect(await migrateToLatest(t.app.db, schema)).toEqual(['0029_analytics_scope_open_day_minutes']);
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toEqual({
      fromDay: FIRST_DAY,
      throughDay: lastDay,
      throughAt: lastDay * DAY_MS,
    });
    expect(await dayOf(second)).toEqual(dayBefore);
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: morning });
    expect((await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second)))?.throughAt).toBe(settled(morning));
    expect(await dayOf(second)).toEqual(dayBefore);
    // Again three hours later: only the new minutes (hour 09's counts added to), counting only
    // visitors the first build did not.
    const noon = morning + 3 * 3_600_000;
    expect(await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: noon })).toMatchObject({
      days: 0,
      minutes: 2 * 3 * 60,
    });
    expect((await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second)))?.throughAt).toBe(settled(noon));
    expect(await answers(owner, second)).toEqual(before.second);
    expect(await answers(owner, main)).toEqual(before.main);
    expect(await dayOf(second)).toEqual(dayBefore);

    // The visitors those hours counted are listed; without the list, a visitor with clicks before and
    // after noon would count twice.
    const listed = await t.app.db
      .selectFrom('analytics_scope_visitors')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('account_id', '=', owner.accountId)
      .where('scope', '=', workspaceKey(second))
      .where('day', '=', lastDay)
      .executeTakeFirstOrThrow();
    const morningVisitors = await t.app.db
      .selectFrom('clicks as c')
      .innerJoin('links as l', 'l.id', 'c.link_id')
      .select(sql<number | string>`count(distinct "c"."visitor")`.as('n'))
      .where('l.workspace_id', '=', second)
      .where('c.at', '>=', lastDay * DAY_MS)
      .where('c.at', '<', settled(noon))
      .executeTakeFirstOrThrow();
    expect(Number(listed.n)).toBe(Number(morningVisitors.n));
    await t.app.db.deleteFrom('analytics_scope_visitors').where('account_id', '=', owner.accountId).execute();
    expect((await dayOf(second)).visitors).toBeGreaterThan(dayBefore.visitors);
    await t.app.db
      .updateTable('analytics_scope_builds')
      .set({ hours_version: -1 })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(await dayOf(second)).toEqual(dayBefore);

    // The day starts again (it was given back): the list is built again with it.
    expect(await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: noon })).toMatchObject({
      minutes: 2 * (12 * 60 + 28),
    });
    expect(await dayOf(second)).toEqual(dayBefore);

    // The rest of the day seeks only the links clicked since it began: the writer keeps each link's
    // latest click (`links.last_click_at`), and without it the rest would find no link.
    const latest = sql<number | string>`(select max("c"."at") from "clicks" "c" where "c"."link_id" = "links"."id")`;
    const kept = await t.app.db
      .selectFrom('links')
      .select(['last_click_at', latest.as('latest')])
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(kept.map((l) => Number(l.last_click_at))).toEqual(kept.map((l) => Number(l.latest)));
    await t.app.db.updateTable('links').set({ last_click_at: 0 }).where('account_id', '=', owner.accountId).execute();
    expect((await dayOf(second)).clicks).toBeLessThan(dayBefore.clicks);
    await t.app.db
      .updateTable('links')
      .set({ last_click_at: sql<number>`${latest}` })
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(await dayOf(second)).toEqual(dayBefore);

    // A batch within the writer's margin is not late; one with a click the build read past is, and
    // gives the open day back (the days stay), counted at once and built again from raw clicks.
    const gen = clickGenerator(rng(11), [{ id: links[0]!.id, accountId: owner.accountId }], 5);
    await writeBatch(t.app.db, t.app.dialect, toColumns([gen.next(noon - 60_000)]), syntheticGeo, { now: noon });
    expect((await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second)))?.throughAt).toBe(settled(noon));
    await writeBatch(t.app.db, t.app.dialect, toColumns([gen.next(lastDay * DAY_MS + 3 * 3_600_000)]), syntheticGeo, {
      now: noon,
    });
    await flushAnalytics(t.app.db, t.app.dialect);
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toEqual({
      fromDay: FIRST_DAY,
      throughDay: lastDay,
      throughAt: lastDay * DAY_MS,
    });
    expect((await dayOf(second)).clicks).toBe(dayBefore.clicks + 2);
    expect(await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: noon })).toMatchObject({
      days: 0,
      minutes: 2 * (12 * 60 + 28),
    });
    expect((await dayOf(second)).clicks).toBe(dayBefore.clicks + 2);
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));

    // A click the build read past is late within its hour too (decision 124): 12:18 stored at 12:30,
    // after a build to 12:28. By the hour's end it would not have been, and the rows would miss it.
    await writeBatch(t.app.db, t.app.dialect, toColumns([gen.next(settled(noon) - 10 * 60_000)]), syntheticGeo, { now: noon });
    await flushAnalytics(t.app.db, t.app.dialect);
    expect((await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second)))?.throughAt).toBe(lastDay * DAY_MS);
    expect((await dayOf(second)).clicks).toBe(dayBefore.clicks + 3);
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, now: noon });
    expect((await dayOf(second)).clicks).toBe(dayBefore.clicks + 3);

    // A link that moves empties the days and the hours.
    await t.app.db.updateTable('links').set({ workspace_id: main }).where('id', '=', links[0]!.id).execute();
    expect(await scopeCoverage(t.app.db, owner.accountId, workspaceKey(second))).toBeNull();
    expect(await clicksOf(owner, second)).toBe(await rawClicks(second));
  }, 60_000);
});
