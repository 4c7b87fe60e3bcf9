/**
 * Accuracy (issue 22): for random queries (range, time zone, link / workspace / domain, up to two
 * visitor filters), every endpoint answers what a brute-force count over the raw rows gives.
 * Clicks are written through the real batch writer (rollups and all) with a synthetic geo lookup,
 * in batches of random size, across midnights and hours, bots included.
 */
import { apiPaths, type AnalyticsBreakdown, type AnalyticsOverview, type AnalyticsRow, type AnalyticsTop } from '@rabt/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { isBotAgent } from '../../src/modules/clicks/classify.ts';
import { flushAnalytics, writeBatch, type RawClick } from '../../src/modules/clicks/writer.ts';
import { buildScopeRollups } from '../../src/modules/analytics/scope-rollups.ts';
import { clickGenerator, rng } from '../../src/modules/analytics/synthetic.ts';
import { syntheticGeo } from '../../src/modules/analytics/synthetic.ts';
import { addDays, localDay, localHour, localMidnight } from '../../src/modules/analytics/time.ts';
import { newId } from '../../src/lib/ids.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, insertWorkspace } from '../helpers/links.ts';

const FIRST_DAY = '2026-11-01';
const DAYS = 8;
const CLICKS = 4_000;
const CASES = 42;
const BUILT_DAYS = 5;
const BUSY_LINK_CLICKS = 400;
const ZONES = ['UTC', 'Asia/Riyadh', 'America/New_York'];

interface Row {
  link_id: string;
  kind: string;
  workspace_id: string;
  domain_id: string;
  at: number;
  country: string;
  region: string;
  city: string;
  device: string;
  os: string;
  browser: string;
  channel: string;
  referrer: string;
  visitor: string;
}

type Filters = Partial<Record<'link_id' | 'workspace_id' | 'domain_id' | 'country' | 'device' | 'channel', string>>;

function count(rows: Row[], key: (r: Row) => string): AnalyticsRow[] {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return [...m].map(([k, clicks]) => ({ key: k, clicks })).toSorted((a, b) => b.clicks - a.clicks || (a.key < b.key ? -1 : 1));
}

function asSet(rows: AnalyticsRow[]) {
  return [...rows].toSorted((a, b) => (a.key + (a.region ?? '') < b.key + (b.region ?? '') ? -1 : 1));
}

describeEachDatabase('analytics accuracy', (target) => {
  const t = useTestApp(target);

  it('every endpoint equals a brute-force count over raw rows, for random filters', async () => {
    const owner: Seeded = await seedCustomer(t, { plan: 'pro' });
    const links = [];
    for (let i = 0; i < 8; i++) links.push(await createLink(owner, { long_url: `https://example.com/${i}` }));
    // A second workspace and a second domain, and links of every kind.
    const now = new Date().toISOString();
    const workspace2 = await insertWorkspace(t, owner.accountId, 'Second');
    const domain2 = newId();
    await t.app.db
      .insertInto('domains')
      .values({
        id: domain2,
        account_id: owner.accountId,
        name: `d${domain2.toLowerCase()}.example.com`,
        verification_state: 'active',
        is_default: t.app.dialect === 'postgres' ? false : 0,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const kinds = ['link', 'link', 'qr', 'card_view', 'card_save', 'link', 'qr', 'link'];
    for (const [i, link] of links.entries()) {
      await sql`update "links" set "kind" = ${kinds[i]}, "workspace_id" = ${i % 3 === 0 ? workspace2 : link.workspace_id}, "domain_id" = case when ${i % 4 === 1 ? 1 : 0} = 1 then ${domain2} else "domain_id" end where "id" = ${link.id}`.execute(
        t.app.db,
      );
    }

    const defaultDomain = (
      await t.app.db.selectFrom('links').select('domain_id').where('id', '=', links[0]!.id).executeTakeFirstOrThrow()
    ).domain_id;
    const get = async <T>(path: string): Promise<T> => {
      const res = await owner.client.get(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body.results as T;
    };

    // Clicks over DAYS days, in batches of random size, time-ordered.
    const random = rng(target.name === 'sqlite' ? 7 : 11);
    const gen = clickGenerator(
      random,
      links.map((l) => ({ id: l.id, accountId: owner.accountId })),
      300,
    );
    const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
    const span = DAYS * 86_400_000;
    const times = Array.from({ length: CLICKS }, () => start + Math.floor(random() * span)).toSorted((a, b) => a - b);
    const clicks: RawClick[] = times.map((at) => gen.next(at));
    let bots = 0;
    for (let i = 0; i < clicks.length;) {
      const n = 1 + Math.floor(random() * 400);
      const batch = clicks.slice(i, i + n);
      i += n;
      const result = await writeBatch(t.app.db, t.app.dialect, toColumns(batch), syntheticGeo);
      bots += result.bots;
    }
    await flushAnalytics(t.app.db, t.app.dialect);
    expect(bots).toBe(clicks.filter((c) => isBotAgent(c.ua)).length);
    // The workspaces' and domains' own rollups (decision 119) for the first BUILT_DAYS days only, so
    // their ranges are answered from them, from the links' rows after them, and from both across.
    // The busier links get their own rows too (decision 120: OS, browser, referrer and places under
    // visitor filters), here from a few hundred clicks.
    const busy = (
      await t.app.db
        .selectFrom('links')
        .select('id')
        .where('account_id', '=', owner.accountId)
        .where('clicks', '>=', BUSY_LINK_CLICKS)
        .execute()
    ).length;
    expect(busy).toBeGreaterThan(0);
    // The next day is built too, up to a settled minute (decisions 122, 124), in two runs that stop
    // mid-hour (the second one adds to that hour's rows and counts only the visitors the first did
    // not), so ranges also cross the built part of an open day and a part-built hour.
    const midday = start + BUILT_DAYS * 86_400_000 + 9.5 * 3_600_000;
    const built = await buildScopeRollups(t.app.db, t.app.dialect, {
      accountId: owner.accountId,
      now: midday,
      linkMinClicks: BUSY_LINK_CLICKS,
    });
    expect(built).toMatchObject({ scopes: 4 + busy, days: (4 + busy) * BUILT_DAYS, minutes: 4 * (9 * 60 + 28) });
    const later = await buildScopeRollups(t.app.db, t.app.dialect, {
      accountId: owner.accountId,
      now: midday + 4 * 3_600_000,
      linkMinClicks: BUSY_LINK_CLICKS,
    });
    expect(later).toMatchObject({ days: 0, minutes: 4 * 4 * 60 });

    const rows: Row[] = (
      await t.app.db
        .selectFrom('clicks as c')
        .innerJoin('links as l', 'l.id', 'c.link_id')
        .select([
          'c.link_id',
          sql<string>`"l"."kind"`.as('kind'),
          'l.workspace_id',
          'l.domain_id',
          'c.at',
          'c.country',
          'c.region',
          'c.city',
          'c.device',
          'c.os',
          'c.browser',
          'c.channel',
          'c.referrer_host',
          'c.visitor',
        ])
        .where('c.account_id', '=', owner.accountId)
        .execute()
    ).map((r) => ({
      link_id: r.link_id,
      kind: r.kind,
      workspace_id: r.workspace_id,
      domain_id: r.domain_id,
      at: Number(r.at),
      country: r.country ?? 'unknown',
      region: r.region ?? 'unknown',
      city: r.city ?? 'unknown',
      device: r.device ?? 'unknown',
      os: r.os ?? 'unknown',
      browser: r.browser ?? 'unknown',
      channel: r.channel,
      referrer: r.referrer_host ?? 'direct',
      visitor: String(r.visitor),
    }));
    expect(rows).toHaveLength(CLICKS - bots);

    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const values = (key: keyof Row) => [...new Set(rows.map((r) => r[key]))];
    for (let c = 0; c < CASES; c++) {
      const tz = pick(ZONES);
      const a = Math.floor(random() * DAYS);
      const b = Math.min(DAYS - 1, a + Math.floor(random() * 4));
      const from = addDays(FIRST_DAY, a - (c % 5 === 0 ? 1 : 0));
      const to = c % 7 === 0 ? from : addDays(FIRST_DAY, b);
      const filters: Filters = {};
      const side = Math.floor(random() * 5);
      if (side === 1) filters.link_id = pick(links).id;
      if (side === 2) filters.workspace_id = pick([workspace2, links[1]!.workspace_id]);
      if (side === 3) filters.domain_id = pick([domain2, defaultDomain]);
      for (const key of ['country', 'device', 'channel'] as const) if (random() < 0.3) filters[key] = pick(values(key)) as string;
      if (c % 11 === 3) filters.country = 'ZZ'; // filtered to nothing
      // Every path on purpose, not only by chance: a link alone (its per-link rollups), two and
      // three visitor filters account-wide (the pair and triple contexts, and top lists from the
      // per-link `filters` rows).
      if (c % 6 === 1) for (const key of Object.keys(filters)) if (key !== 'link_id') delete filters[key as keyof Filters];
      if (c % 6 === 1) filters.link_id = pick(links).id;
      // One link under visitor filters (the per-link days, decision 117): a country alone (its
      // regions and cities from the link's daily places), with a device, or with a channel too.
      if (c % 6 === 5) {
        for (const key of Object.keys(filters)) delete filters[key as keyof Filters];
        filters.link_id = pick(links).id;
        filters.country = pick(values('country')) as string;
        if (c % 18 === 11) filters.device = pick(values('device')) as string;
        if (c % 18 === 17) filters.channel = pick(values('channel')) as string;
      }
      if (c % 6 === 2 || c % 6 === 4) {
        for (const key of ['link_id', 'workspace_id', 'domain_id'] as const) delete filters[key];
        filters.country = pick(values('country')) as string;
        filters.device = pick(values('device')) as string;
        if (c % 6 === 4) filters.channel = pick(values('channel')) as string;
      }
      // A workspace or domain that is part of the account (decision 118: the per-link rows, unique
      // visitors from raw clicks), with the random visitor filters, in every zone.
      if (c % 6 === 3) {
        for (const key of ['link_id', 'workspace_id', 'domain_id'] as const) delete filters[key];
        if (c % 12 === 3) filters.workspace_id = pick([workspace2, links[1]!.workspace_id]);
        else filters.domain_id = pick([domain2, defaultDomain]);
      }

      const fromMs = localMidnight(from, tz);
      const toMs = localMidnight(addDays(to, 1), tz);
      const inScope = rows.filter(
        (r) =>
          r.at >= fromMs &&
          r.at < toMs &&
          (!filters.link_id || r.link_id === filters.link_id) &&
          (!filters.workspace_id || r.workspace_id === filters.workspace_id) &&
          (!filters.domain_id || r.domain_id === filters.domain_id) &&
          (!filters.country || r.country === filters.country) &&
          (!filters.device || r.device === filters.device) &&
          (!filters.channel || r.channel === filters.channel),
      );
      const query = new URLSearchParams({ from, to, tz, ...filters }).toString();
      const label = `case ${c}: ${query}`;

      const o = await get<AnalyticsOverview>(`${apiPaths.analyticsOverview}?${query}&compare=true`);
      expect(o.totals.clicks, label).toBe(inScope.length);
      expect(o.totals.qr_scans, label).toBe(inScope.filter((r) => r.kind === 'qr' || r.channel === 'qr').length);
      expect(o.totals.card_views, label).toBe(inScope.filter((r) => r.kind === 'card_view').length);
      expect(o.totals.card_saves, label).toBe(inScope.filter((r) => r.kind === 'card_save').length);
      // Visitor-days: exact when the range is whole UTC days (the salt's days). Under a channel
      // filter the rollups count a visitor-day under the channel of its first click of the day.
      // The same for one link under filters: the channel of its first click on that link.
      const rollupScope = !filters.workspace_id && !filters.domain_id;
      if (tz === 'UTC' && !(filters.channel && rollupScope)) {
        expect(o.totals.visitors, label).toBe(new Set(inScope.map((r) => r.visitor)).size);
      }
      if (tz === 'UTC' && filters.channel && rollupScope) {
        const first = new Map<string, Row>();
        for (const r of rows) {
          if (filters.link_id && r.link_id !== filters.link_id) continue;
          if (!first.has(r.visitor) || r.at < first.get(r.visitor)!.at) first.set(r.visitor, r);
        }
        const expected = [...first.values()].filter(
          (r) =>
            r.channel === filters.channel &&
            (!filters.country || r.country === filters.country) &&
            (!filters.device || r.device === filters.device) &&
            r.at >= fromMs &&
            r.at < toMs,
        ).length;
        expect(o.totals.visitors, label).toBe(expected);
      }
      expect(asSet(o.channels), label).toEqual(asSet(count(inScope, (r) => r.channel)));
      expect(asSet(o.devices), label).toEqual(asSet(count(inScope, (r) => r.device)));
      if (!filters.country) expect(asSet(o.countries), label).toEqual(asSet(count(inScope, (r) => r.country)));
      const hourly = o.range.granularity === 'hour';
      const series = new Map(o.series.map((p) => [p.t, p.clicks]));
      const expected = new Map<string, number>();
      for (const r of inScope) {
        const key = hourly ? localHour(tz, r.at) : localDay(tz, r.at);
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      for (const [key, n] of series) expect(n, `${label} @${key}`).toBe(expected.get(key) ?? 0);
      expect(
        [...series.values()].reduce((x, y) => x + y, 0),
        label,
      ).toBe(inScope.length);

      const devices = await get<AnalyticsBreakdown>(`${apiPaths.analyticsDevices}?${query}`);
      expect(devices.total, label).toBe(inScope.length);
      expect(asSet(devices.rows), label).toEqual(asSet(count(inScope, (r) => r.device)));
      expect(asSet(devices.more.os!), label).toEqual(asSet(count(inScope, (r) => r.os)));
      expect(asSet(devices.more.browser!), label).toEqual(asSet(count(inScope, (r) => r.browser)));

      const channels = await get<AnalyticsBreakdown>(`${apiPaths.analyticsChannels}?${query}`);
      expect(asSet(channels.rows), label).toEqual(asSet(count(inScope, (r) => r.channel)));
      expect(asSet(channels.more.referrer!), label).toEqual(asSet(count(inScope, (r) => r.referrer)));

      const locations = await get<AnalyticsBreakdown>(`${apiPaths.analyticsLocations}?${query}`);
      if (filters.country) {
        expect(asSet(locations.rows), label).toEqual(asSet(count(inScope, (r) => r.region)));
        const cities = count(inScope, (r) => `${r.region}\t${r.city}`).map((x) => {
          const [region, city] = x.key.split('\t') as [string, string];
          return { key: city, region, clicks: x.clicks };
        });
        expect(asSet(locations.more.city!), label).toEqual(asSet(cities));
      } else {
        expect(asSet(locations.rows), label).toEqual(asSet(count(inScope, (r) => r.country)));
      }

      // Top items from the per-link daily rollups: exact over whole UTC days.
      if (tz === 'UTC') {
        const topItems = await get<AnalyticsTop>(`${apiPaths.analyticsTop}?${query}`);
        const byLink = (kindsOf: string[]) =>
          count(
            inScope.filter((r) => kindsOf.includes(r.kind)),
            (r) => r.link_id,
          );
        const got = (items: AnalyticsTop['links']) => asSet(items.map((i) => ({ key: i.id, clicks: i.clicks })));
        expect(got(topItems.links), label).toEqual(asSet(byLink(['link'])));
        expect(got(topItems.qrs), label).toEqual(asSet(byLink(['qr'])));
        expect(got(topItems.cards), label).toEqual(asSet(byLink(['card_view', 'card_save'])));
      }
    }

    // Bots: counted account-wide per hour, never in raw rows.
    const all = await get<AnalyticsOverview>(
      `${apiPaths.analyticsOverview}?from=${addDays(FIRST_DAY, -1)}&to=${addDays(FIRST_DAY, DAYS)}`,
    );
    expect(all.totals.bots).toBe(bots);
    expect(all.totals.clicks).toBe(rows.length);
  }, 120_000);
});
