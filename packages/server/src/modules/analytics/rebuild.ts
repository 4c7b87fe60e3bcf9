/**
 * Rebuilds the analytics rollups (`analytics_hourly`, `analytics_link_hourly`, `analytics_link_days`) from raw clicks, for
 * one account or all, a few UTC days per transaction (docs/decisions/104-analytics-at-scale.md).
 *
 * Used by `npm run analytics:rebuild` (after a hard kill lost the writer's buffered rollups, or a
 * rollup bug) and by the bulk seed, which writes raw rows only and builds rollups here in bulk.
 *
 * The raw rows are grouped by the database into "profiles" (hour, link kind and the visitor's
 * dimensions; per link for the link rows) and each profile is expanded by the writer's own code
 * (`HourlyRollup.addClicks`, `LinkRollup.addClicks`), so a rebuild produces exactly the rows live
 * traffic would have. On PostgreSQL the same rows are computed by the server instead
 * (`rebuildInPostgres`: GROUP BY / GROUPING SETS into INSERT … SELECT, decision 111), so no rollup
 * row makes a round trip; the tests hold both equal to the writer's. Unique visitors: each (UTC day, visitor hash)'s first click, and each (UTC
 * day, link, visitor hash)'s, as the writer counts them. Bots have no raw rows: their rows are
 * kept as they are. Idempotent: a day batch deletes its rows and writes them again in one
 * transaction.
 *
 * Not safe while the same account's clicks are being written for the days rebuilt: the writer
 * keeps up to ANALYTICS_FLUSH_MS of rollups in memory, which would be added on top. Rebuild past
 * days, or stop the writer.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/schema.ts';
import {
  byHourlyKey,
  byLinkHourlyKey,
  CITY_SEPARATOR,
  FILTER_CONTEXTS,
  FILTER_DIMS,
  FILTER_VALUE_SEPARATOR,
  filtersOf,
  HourlyRollup,
  type FilterDim,
  isStoredLinkRow,
  KIND_ROWS,
  LINK_DIMS,
  linkDayRows,
  LinkRollup,
  upsertHourly,
  upsertLinkDays,
  upsertLinkHourly,
} from '../clicks/analytics-rollup.ts';
import { countedAlready } from './queries.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface RebuildOptions {
  /** One account; all accounts with links otherwise. */
  accountId?: string;
  /** UTC day numbers (days since the epoch), inclusive; default: the account's raw clicks. */
  fromDay?: number;
  toDay?: number;
  /** Days per transaction (default 3). */
  daysPerBatch?: number;
  now?: number;
  onProgress?: (p: { accountId: string; day: number; lastDay: number; rows: number }) => void;
}

export interface RebuildResult {
  accounts: number;
  days: number;
  rows: number;
}

const num = (v: unknown) => Number(v);

/** The whole UTC days an account's raw clicks cover; with a retention set, only days it cannot have cut into. */
async function rawDays(db: Db, accountId: string, now: number): Promise<{ first: number; last: number } | null> {
  const row = await db
    .selectFrom('clicks')
    .select([sql<number | string | null>`min("at")`.as('min'), sql<number | string | null>`max("at")`.as('max')])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row || row.min === null || row.max === null) return null;
  return {
    first: await keptFrom(db, accountId, now, Math.floor(num(row.min) / DAY_MS)),
    last: Math.floor(num(row.max) / DAY_MS),
  };
}

/** `first`, or the first UTC day the account's raw-click retention cannot have cut into if later. */
export async function keptFrom(db: Db, accountId: string, now: number, first: number): Promise<number> {
  const retention = await db
    .selectFrom('analytics_settings')
    .select('raw_retention_days')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  // Raw clicks before the cut are gone while their rollups stay: the cut's own day is partial.
  if (retention?.raw_retention_days == null) return first;
  return Math.max(first, Math.floor((now - retention.raw_retention_days * DAY_MS) / DAY_MS) + 1);
}

/** Removes the rows a rebuild of UTC days [fromDay, toDay] writes again (bots' rows stay: they have no raw rows). */
async function deleteDays(trx: Db, accountId: string, fromDay: number, toDay: number) {
  await trx
    .deleteFrom('analytics_hourly')
    .where('account_id', '=', accountId)
    .where('hour', '>=', fromDay * 24)
    .where('hour', '<', (toDay + 1) * 24)
    .where('dim', '<>', 'bots')
    .execute();
  // By (link, dim, hour range): the table's key, so this seeks the days instead of scanning.
  await trx
    .deleteFrom('analytics_link_hourly')
    .where('link_id', 'in', (eb) => eb.selectFrom('links').select('links.id').where('links.account_id', '=', accountId))
    .where('dim', 'in', [...LINK_DIMS, 'visitors'])
    .where('hour', '>=', fromDay * 24)
    .where('hour', '<', (toDay + 1) * 24)
    .execute();
}

/** Rebuilds UTC days [fromDay, toDay] of one account in one transaction; returns the rows written. */
export async function rebuildDays(db: Db, dialect: Dialect, accountId: string, fromDay: number, toDay: number): Promise<number> {
  const fromMs = fromDay * DAY_MS;
  const toMs = (toDay + 1) * DAY_MS;
  return db.transaction().execute(async (trx) => {
    await deleteDays(trx, accountId, fromDay, toDay);
    await deleteLinkDays(trx, accountId, fromDay, toDay);
    if (dialect === 'postgres') {
      const written = await rebuildInPostgres(trx, accountId, fromMs, toMs);
      return written + (await linkDaysFromProfilesInPostgres(trx, accountId));
    }

    const rollup = await hourlyRollupFromRaw(trx, { accountId, key: accountId, fromMs, toMs });
    const hour = sql<number | string>`"c"."at" / ${sql.lit(HOUR_MS)}`;
    const links = new LinkRollup();
    const linkProfiles = await trx
      .selectFrom('clicks as c')
      .select(['c.link_id', hour.as('hour'), 'c.country', 'c.device', 'c.channel', sql<number | string>`count(*)`.as('n')])
      .where('c.account_id', '=', accountId)
      .where('c.at', '>=', fromMs)
      .where('c.at', '<', toMs)
      .groupBy(['c.link_id', hour, 'c.country', 'c.device', 'c.channel'])
      .execute();
    for (const p of linkProfiles) {
      const visitor = { country: p.country, device: p.device ?? 'unknown', channel: p.channel };
      links.addClicks(visitor, p.link_id, accountId, Math.floor(num(p.hour)), num(p.n));
    }
    // A link's visitor-day counts once per link, at its first click on that link, under that
    // click's filters (the per-link days' `visitors`).
    for (const f of await linkFirsts(trx, accountId, fromMs, toMs, HOUR_MS)) {
      links.addVisitor(f.link_id, accountId, Math.floor(num(f.at)), num(f.n), filtersOf(f.country, f.device, f.channel));
    }

    // In key order: the rows of a day batch are new, and inserted in the primary key's order
    // they extend a few runs of B-tree pages instead of landing all over a large tree (at 100,000
    // clicks the unsorted `analytics_hourly` upsert was half of a rebuild's CPU, decision 107).
    await upsertHourly(trx, dialect, [...rollup.rows.values()].toSorted(byHourlyKey));
    // The per-link `filters` rows feed the per-link days only (not stored, as the writer's).
    const stored = [...links.rows.values()].filter(isStoredLinkRow);
    await upsertLinkHourly(trx, dialect, stored.toSorted(byLinkHourlyKey));
    const days = linkDayRows(links.rows.values());
    await upsertLinkDays(trx, dialect, days);
    return rollup.rows.size + stored.length + days.length;
  });
}

/**
 * Which raw clicks `hourlyRollupFromRaw` expands: an account's over [fromMs, toMs), or only those of
 * its links in one workspace or on one domain (a scope's rollups, decision 119). `key` is what the
 * rows are keyed by (`HourlyRow.account_id`): the account id, or the scope's key.
 */
export interface RawSource {
  accountId: string;
  key: string;
  fromMs: number;
  toMs: number;
  workspaceId?: string;
  domainId?: string;
  /** One link's clicks only (a busy link's rows, decision 120): through `clicks (link_id, at, visitor)`. */
  linkId?: string;
  /** false: no unique visitors (a busy link's rows hold none; default true). */
  withVisitors?: boolean;
  /**
   * The visitors of UTC day `day` a scope's built hours already counted (`analytics_scope_visitors`,
   * decision 122): their later clicks that day are not a first click.
   */
  countedIn?: { key: string; day: number };
}

/**
 * The source's links as a condition on `"link_id"` of `clicks` (unqualified): one link, a
 * workspace's or a domain's (a subquery within the account), or every link (`true`).
 */
export function rawSourceLinks(
  source: Pick<RawSource, 'accountId' | 'linkId' | 'workspaceId' | 'domainId'>,
): RawBuilder<SqlBool> {
  const { accountId, linkId, workspaceId, domainId } = source;
  if (linkId !== undefined) return sql<SqlBool>`"link_id" = ${linkId}`;
  if (workspaceId !== undefined) {
    return sql<SqlBool>`"link_id" in (select "id" from "links" where "account_id" = ${accountId} and "workspace_id" = ${workspaceId})`;
  }
  if (domainId !== undefined) {
    return sql<SqlBool>`"link_id" in (select "id" from "links" where "account_id" = ${accountId} and "domain_id" = ${domainId})`;
  }
  return sql<SqlBool>`true`;
}

/** A profile's visitor columns: selected and grouped by (with the hour and the link's kind). */
const PROFILE_COLUMNS = [
  'c.country',
  'c.region',
  'c.city',
  'c.device',
  'c.os',
  'c.browser',
  'c.referrer_host',
  'c.channel',
] as const;

/**
 * The `analytics_hourly` rows of raw clicks, as the writer builds them: the clicks grouped by the
 * database into profiles (hour, link kind, the visitor's columns), each expanded by
 * `HourlyRollup.addClicks`; each visitor-day once, at its first click's hour (within the source's
 * links), with that click's country, device and channel. Ties in time fall to the row stored first.
 */
export async function hourlyRollupFromRaw(db: Db, source: RawSource): Promise<HourlyRollup> {
  const { accountId, key, fromMs, toMs, workspaceId, domainId, linkId } = source;
  const rollup = new HourlyRollup();
  const hour = sql<number | string>`"c"."at" / ${sql.lit(HOUR_MS)}`;
  let profilesQuery = db
    .selectFrom('clicks as c')
    .innerJoin('links as l', 'l.id', 'c.link_id')
    .select([hour.as('hour'), sql<string>`"l"."kind"`.as('kind'), ...PROFILE_COLUMNS, sql<number | string>`count(*)`.as('n')])
    .where('c.account_id', '=', accountId)
    .where('c.at', '>=', fromMs)
    .where('c.at', '<', toMs);
  if (workspaceId !== undefined) profilesQuery = profilesQuery.where('l.workspace_id', '=', workspaceId);
  if (domainId !== undefined) profilesQuery = profilesQuery.where('l.domain_id', '=', domainId);
  if (linkId !== undefined) profilesQuery = profilesQuery.where('c.link_id', '=', linkId);
  const profiles = await profilesQuery.groupBy([hour, sql`"l"."kind"`, ...PROFILE_COLUMNS]).execute();
  for (const p of profiles) {
    const visitor = {
      country: p.country,
      region: p.region,
      city: p.city,
      device: p.device ?? 'unknown',
      os: p.os ?? 'unknown',
      browser: p.browser ?? 'unknown',
      referrer_host: p.referrer_host,
      channel: p.channel,
      hash: 0,
      hours: new Map(),
    };
    rollup.addClicks(visitor, key, Math.floor(num(p.hour)), p.kind, num(p.n));
  }
  if (source.withVisitors === false) return rollup;

  const links = sql` and ${rawSourceLinks(source)}`;
  const counted =
    source.countedIn !== undefined
      ? sql` and not ${countedAlready(accountId, source.countedIn, sql.ref('clicks.visitor'))}`
      : sql``;
  const firsts = await sql<{
    hour: number | string;
    country: string | null;
    device: string | null;
    channel: string;
    n: number | string;
  }>`
    select "hour", "country", "device", "channel", count(*) as "n" from (
      select "at" / ${sql.lit(HOUR_MS)} as "hour", "country", "device", "channel",
        row_number() over (partition by "visitor", "at" / ${sql.lit(DAY_MS)} order by "at", "id") as "rn"
      from "clicks"
      where "account_id" = ${accountId} and "at" >= ${fromMs} and "at" < ${toMs} and "visitor" is not null${links}${counted}
    ) "f"
    where "rn" = 1
    group by "hour", "country", "device", "channel"`.execute(db);
  for (const f of firsts.rows) {
    rollup.addVisitor(
      { country: f.country, device: f.device ?? 'unknown', channel: f.channel },
      key,
      Math.floor(num(f.hour)),
      num(f.n),
    );
  }
  return rollup;
}

/**
 * Each link visitor-day's first click on that link (ties in time to the row stored first), grouped
 * by link, `at / unit` (as `at`: an hour or a day) and the click's filters. The SQLite rebuild reads
 * it; the PostgreSQL one keeps it in a temporary table.
 */
const linkFirstsQuery = (accountId: string, fromMs: number, toMs: number, unit: number) => sql<{
  link_id: string;
  at: number | string;
  country: string;
  device: string;
  channel: string;
  n: number | string;
}>`
    select "link_id", "at", "country", "device", "channel", count(*) as "n" from (
      select "link_id", "at" / ${sql.lit(unit)} as "at",
        coalesce("country", 'unknown') as "country", coalesce("device", 'unknown') as "device", "channel",
        row_number() over (partition by "visitor", "link_id", "at" / ${sql.lit(DAY_MS)} order by "at", "id") as "rn"
      from "clicks"
      where "account_id" = ${accountId} and "at" >= ${fromMs} and "at" < ${toMs} and "visitor" is not null
    ) "f"
    where "rn" = 1
    group by 1, 2, 3, 4, 5`;

async function linkFirsts(trx: Db, accountId: string, fromMs: number, toMs: number, unit: number) {
  return (await linkFirstsQuery(accountId, fromMs, toMs, unit).execute(trx)).rows;
}

/**
 * PostgreSQL: `analytics_link_days` of the range from the per-link profiles (link, hour,
 * country/device/channel) that `rebuildInPostgres` has just grouped into its temp table
 * `rebuild_link_profiles` and their visitor-days' first clicks (`rebuild_link_firsts`; same
 * transaction; the writer's `linkDayRows` in SQL: each profile counted under the eight
 * FILTER_CONTEXTS, summed by UTC day), in key order. Returns the rows written.
 */
async function linkDaysFromProfilesInPostgres(trx: Db, accountId: string): Promise<number> {
  const sep = sql.lit(FILTER_VALUE_SEPARATOR);
  const column = { country: sql`"f"."country"`, device: sql`"f"."device"`, channel: sql`"f"."channel"` };
  const contexts = sql.join(
    FILTER_CONTEXTS.map((dims) => {
      const fval =
        dims.length === 0
          ? sql.lit('')
          : sql.join(
              dims.map((d) => column[d]),
              sql` || ${sep} || `,
            );
      return sql`(${sql.lit(dims.join('+'))}, ${fval})`;
    }),
  );
  const result = await sql`
    insert into "analytics_link_days" ("link_id", "fdim", "fval", "day", "account_id", "count", "visitors")
    select "f"."link_id", "x"."fdim", "x"."fval", "f"."day", "f"."account_id", sum("f"."count"), sum("f"."visitors")
    from (
      select "p"."link_id", "p"."hour" / 24 as "day", ${accountId} as "account_id", "p"."n" as "count", 0 as "visitors",
        "p"."country", "p"."device", "p"."channel"
      from "rebuild_link_profiles" "p"
      union all
      select "v"."link_id", "v"."at" / 24, ${accountId}, 0, "v"."n", "v"."country", "v"."device", "v"."channel"
      from "rebuild_link_firsts" "v"
    ) "f"
    cross join lateral (values ${contexts}) as "x"("fdim", "fval")
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Keyed by link first: each link's rows are walked for the days (no index by day alone, which the writer would have to keep up too). */
async function deleteLinkDays(trx: Db, accountId: string, fromDay: number, toDay: number): Promise<void> {
  await trx
    .deleteFrom('analytics_link_days')
    .where('link_id', 'in', (eb) => eb.selectFrom('links').select('links.id').where('links.account_id', '=', accountId))
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

/**
 * Rebuilds `analytics_link_days` alone for UTC days [fromDay, toDay] of one account, in one
 * transaction: after migration 0017 on a database whose other rollups are sound (the 10 M bench's
 * kept file), one GROUP BY of the raw clicks by (link, day, country, device, channel) instead of
 * the whole rebuild. The same expansion as the writer's (`linkDayRows`). Returns the rows written.
 */
export async function rebuildLinkDays(
  db: Db,
  dialect: Dialect,
  accountId: string,
  fromDay: number,
  toDay: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await deleteLinkDays(trx, accountId, fromDay, toDay);
    const day = sql<number | string>`"c"."at" / ${sql.lit(DAY_MS)}`;
    const groups = await trx
      .selectFrom('clicks as c')
      .select(['c.link_id', day.as('day'), 'c.country', 'c.device', 'c.channel', sql<number | string>`count(*)`.as('n')])
      .where('c.account_id', '=', accountId)
      .where('c.at', '>=', fromDay * DAY_MS)
      .where('c.at', '<', (toDay + 1) * DAY_MS)
      .groupBy(['c.link_id', day, 'c.country', 'c.device', 'c.channel'])
      .execute();
    const links = new LinkRollup();
    for (const g of groups) {
      const visitor = { country: g.country, device: g.device ?? 'unknown', channel: g.channel };
      links.addClicks(visitor, g.link_id, accountId, Math.floor(num(g.day)) * 24, num(g.n));
    }
    for (const f of await linkFirsts(trx, accountId, fromDay * DAY_MS, (toDay + 1) * DAY_MS, DAY_MS)) {
      links.addVisitor(f.link_id, accountId, Math.floor(num(f.at)) * 24, num(f.n), filtersOf(f.country, f.device, f.channel));
    }
    const rows = linkDayRows(links.rows.values());
    await upsertLinkDays(trx, dialect, rows);
    return rows.length;
  });
}

export async function rebuildRollups(db: Db, dialect: Dialect, options: RebuildOptions = {}): Promise<RebuildResult> {
  const now = options.now ?? Date.now();
  const perBatch = Math.max(1, options.daysPerBatch ?? 3);
  const accounts = options.accountId
    ? [options.accountId]
    : (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((a) => a.id);
  const result: RebuildResult = { accounts: 0, days: 0, rows: 0 };
  for (const accountId of accounts) {
    const raw = await rawDays(db, accountId, now);
    if (!raw) continue;
    const first = Math.max(raw.first, options.fromDay ?? raw.first);
    const last = Math.min(raw.last, options.toDay ?? raw.last);
    if (first > last) continue;
    result.accounts++;
    for (let day = first; day <= last; day += perBatch) {
      const end = Math.min(last, day + perBatch - 1);
      const rows = await rebuildDays(db, dialect, accountId, day, end);
      result.days += end - day + 1;
      result.rows += rows;
      options.onProgress?.({ accountId, day: end, lastDay: last, rows: result.rows });
    }
  }
  return result;
}

/**
 * PostgreSQL: the same rows as the JS expansion above (`HourlyRollup.addClicks`/`addVisitor`,
 * `LinkRollup.addClicks`/`addVisitor`), computed by the server with two INSERT … SELECT … GROUP BY
 * statements, so no row travels to the client and back (decision 111: the per-row upserts were
 * ~20 µs of server time each, 882 s of a 1 M seed). The contexts come from FILTER_CONTEXTS;
 * test/analytics/rebuild.test.ts and bulk-seed.test.ts hold the result equal to the live writer's.
 * Rows go in in key order: they are new (deleted above), and a batch then extends the B-trees
 * instead of landing all over them.
 */
async function rebuildInPostgres(trx: Db, accountId: string, fromMs: number, toMs: number): Promise<number> {
  // Session-local to this transaction: the sorts and hash aggregates of a day batch in memory,
  // and no WAL flush wait at commit (a rebuild lost to a crash is run again; it is all-or-nothing).
  await sql`set local work_mem = '128MB'`.execute(trx);
  await sql`set local synchronous_commit = off`.execute(trx);
  const sep = sql.lit(FILTER_VALUE_SEPARATOR);
  const citySep = sql.lit(CITY_SEPARATOR);
  const unknown = sql.lit('unknown');
  const inRange = sql`"account_id" = ${accountId} and "at" >= ${fromMs} and "at" < ${toMs}`;

  // The account's clicks of the range grouped once into "profiles" (hour, link kind, the visitor's
  // columns), and its visitor-days' first clicks by (hour, country, device, channel); both small
  // next to the clicks (saturated at a few thousand per hour).
  await sql`
    create temp table "rebuild_profiles" on commit drop as
    select "c"."at" / ${sql.lit(HOUR_MS)} as "hour", "l"."kind",
      coalesce("c"."country", ${unknown}) as "country", coalesce("c"."region", ${unknown}) as "region",
      coalesce("c"."city", ${unknown}) as "city", coalesce("c"."device", ${unknown}) as "device",
      coalesce("c"."os", ${unknown}) as "os", coalesce("c"."browser", ${unknown}) as "browser",
      coalesce("c"."referrer_host", 'direct') as "referrer", "c"."channel", count(*) as "n"
    from "clicks" "c" join "links" "l" on "l"."id" = "c"."link_id"
    where "c"."account_id" = ${accountId} and "c"."at" >= ${fromMs} and "c"."at" < ${toMs}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`.execute(trx);
  // A visitor-day counts once, at its first click's hour, with that click's dimensions; ties in
  // time fall to the row stored first.
  await sql`
    create temp table "rebuild_firsts" on commit drop as
    select "hour", coalesce("country", ${unknown}) as "country", coalesce("device", ${unknown}) as "device", "channel", count(*) as "n"
    from (
      select "at" / ${sql.lit(HOUR_MS)} as "hour", "country", "device", "channel",
        row_number() over (partition by "visitor", "at" / ${sql.lit(DAY_MS)} order by "at", "id") as "rn"
      from "clicks" where ${inRange} and "visitor" is not null
    ) "v"
    where "rn" = 1
    group by 1, 2, 3, 4`.execute(trx);
  await sql`analyze "rebuild_profiles", "rebuild_firsts"`.execute(trx);

  // One scan per dimension with a grouping set per visitor-filter context: each set yields exactly
  // that (context, dimension)'s final rows; the context is read back from which filter columns
  // the set groups by (a column outside the set is NULL, and the columns are never NULL here).
  const part = (
    table: string,
    dim: RawBuilder<unknown>,
    value: RawBuilder<unknown>,
    valueColumns: string[],
    options: { notFilter?: FilterDim; onlyCountry?: boolean; where?: RawBuilder<unknown> } = {},
  ) => {
    const filters = FILTER_DIMS.filter((d) => d !== options.notFilter);
    const contexts = FILTER_CONTEXTS.filter(
      (c) => !c.includes(options.notFilter as FilterDim) && (!options.onlyCountry || c.includes('country')),
    );
    const sets = contexts.map((c) => sql`(${sql.join(['hour', ...c, ...valueColumns].map((col) => sql.ref(col)))})`);
    const fdim = sql`concat_ws('+', ${sql.join(filters.map((f) => sql`case when grouping(${sql.ref(f)}) = 0 then ${sql.lit(f)} end`))})`;
    const fval = sql`concat_ws(${sep}, ${sql.join(filters.map((f) => sql.ref(f)))})`;
    return sql`select ${fdim} as "fdim", ${fval} as "fval", ${dim} as "dim", "hour", ${value} as "value", sum("n") as "n"
      from ${sql.table(table)} ${options.where ? sql`where ${options.where}` : sql``}
      group by grouping sets (${sql.join(sets)})`;
  };
  const parts = [
    part('rebuild_profiles', sql.lit('total'), sql.lit(''), []),
    part('rebuild_profiles', sql.lit('kind'), sql.ref('kind'), ['kind'], {
      where: sql`"kind" in (${sql.join([...KIND_ROWS].map((k) => sql.lit(k)))})`,
    }),
    part('rebuild_profiles', sql.lit('qr'), sql.lit(''), [], { where: sql`"kind" = 'qr' or "channel" = 'qr'` }),
    ...FILTER_DIMS.map((d) => part('rebuild_profiles', sql.lit(d), sql.ref(d), [d], { notFilter: d })),
    part('rebuild_profiles', sql.lit('os'), sql.ref('os'), ['os']),
    part('rebuild_profiles', sql.lit('browser'), sql.ref('browser'), ['browser']),
    part('rebuild_profiles', sql.lit('referrer'), sql.ref('referrer'), ['referrer']),
    // Places only under a fixed country (the only contexts that offer them).
    part('rebuild_profiles', sql.lit('region'), sql.ref('region'), ['region'], { onlyCountry: true }),
    part('rebuild_profiles', sql.lit('city'), sql`"region" || ${citySep} || "city"`, ['region', 'city'], { onlyCountry: true }),
    part('rebuild_firsts', sql.lit('visitors'), sql.lit(''), []),
  ];
  const hourly = await sql`
    insert into "analytics_hourly" ("account_id", "fdim", "fval", "dim", "hour", "value", "count")
    select ${accountId}, "fdim", "fval", "dim", "hour", "value", "n"
    from (${sql.join(parts, sql` union all `)}) "r"
    order by "fdim", "fval", "dim", "hour", "value"
    on conflict ("account_id", "fdim", "fval", "dim", "hour", "value")
      do update set "count" = "analytics_hourly"."count" + excluded."count"`.execute(trx);

  // Per link: clicks by (link, hour, filter values) once, then the link's `total` rows from it, and
  // each link visitor-day at its first click on that link. The profiles stay for the per-link days
  // (`linkDaysFromProfilesInPostgres`, same transaction); they are not stored as `filters` rows
  // (no read uses them, `isStoredLinkRow`).
  await sql`
    create temp table "rebuild_link_profiles" on commit drop as
    select "link_id", "at" / ${sql.lit(HOUR_MS)} as "hour",
      coalesce("country", ${unknown}) as "country", coalesce("device", ${unknown}) as "device", "channel",
      count(*) as "n"
    from "clicks" where ${inRange}
    group by 1, 2, 3, 4, 5`.execute(trx);
  // Each link visitor-day at its first click on that link (`at`: its hour), with that click's filters.
  await sql`create temp table "rebuild_link_firsts" on commit drop as ${linkFirstsQuery(accountId, fromMs, toMs, HOUR_MS)}`.execute(
    trx,
  );
  const links = await sql`
    insert into "analytics_link_hourly" ("link_id", "dim", "hour", "value", "account_id", "count")
    select "link_id", "dim", "hour", "value", ${accountId}, "n"
    from (
      select "link_id", 'total' as "dim", "hour", '' as "value", sum("n") as "n"
      from "rebuild_link_profiles" group by "link_id", "hour"
      union all
      select "link_id", 'visitors', "at", '', sum("n")
      from "rebuild_link_firsts" group by "link_id", "at"
    ) "r"
    order by "link_id", "dim", "hour", "value"
    on conflict ("link_id", "dim", "hour", "value")
      do update set "count" = "analytics_link_hourly"."count" + excluded."count"`.execute(trx);

  return Number(hourly.numAffectedRows ?? 0) + Number(links.numAffectedRows ?? 0);
}
