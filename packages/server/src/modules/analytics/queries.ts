/**
 * Reads for the analytics API (Kysely only). Three sources answer the same questions:
 *
 * - the hourly rollups (`analytics_hourly`), for the account as a whole under any combination of
 *   the visitor filters (country, device, channel): a range sum per dimension, whatever the raw volume;
 * - the per-link hourly rollups (`analytics_link_hourly`), for a link, QR code or card without a
 *   visitor filter: a range sum over that link's rows;
 * - the per-link days (`analytics_link_days`, clicks and visitor-days per UTC day under every filter
 *   context) and daily places (`click_rollups_daily` `city` rows), for a link under visitor filters
 *   (decision 117);
 * - the raw clicks, for a workspace or a domain that is part of the account (one that holds every
 *   link is the account: `holdsEveryLink`), and a link's OS, browser, referrer under a visitor filter:
 *   driven from the account's links through the `(link_id, at, visitor)` index, so the work is that scope's clicks.
 *
 * The account's top lists read per-link days under each filter context (`analytics_link_days`,
 * decision 110) for a few candidate links.
 *
 * docs/decisions/100-analytics-rollups.md, 106-analytics-links-and-writer.md and 110 have the
 * reasoning and the measured costs.
 */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import { CITY_SEPARATOR, FILTER_DIMS, FILTER_VALUE_SEPARATOR, type FilterDim } from '../clicks/analytics-rollup.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

export interface Scope {
  accountId: string;
  /** Exact instants [fromMs, toMs): the raw source's range. */
  fromMs: number;
  toMs: number;
  /** Whole UTC hours [fromHour, toHour): the rollups' range. */
  fromHour: number;
  toHour: number;
  linkId?: string | undefined;
  /** A card's view and save links (`card_id`). */
  linkIds?: readonly string[] | undefined;
  workspaceId?: string | undefined;
  /** A member limited to some workspaces, without a narrower filter (member-scope.ts). */
  workspaceIds?: readonly string[] | undefined;
  domainId?: string | undefined;
  country?: string | undefined;
  device?: string | undefined;
  channel?: string | undefined;
  /**
   * Set on the part of a workspace's or domain's range its own rollups cover (`analytics_scope_hourly`,
   * decision 119; service.ts `scopeParts`): that part is then read as the account's is.
   */
  rollupKey?: string | undefined;
  /**
   * Set on the part of a workspace's or domain's range after the hours its own rollups cover of an
   * open day (decision 122): the visitors of UTC day `day` those hours counted (their list in
   * `analytics_scope_visitors`) are not counted again.
   */
  countedIn?: { key: string; day: number } | undefined;
  /**
   * Reads seek only the links clicked since `fromMs` (`links.last_click_at`, kept by the click
   * writer), raw clicks and the links' rows alike: set on that same short, recent part, where most
   * of a big workspace's links have no click.
   */
  clickedSince?: boolean | undefined;
  /**
   * Reads one request's parts share (`sharedReads`): set by a view that reads the same short raw
   * part several ways (the overview's totals, breakdowns and series of the open day's rest).
   */
  shared?: SharedReads | undefined;
}

/** A request's memo of raw reads, by what they read (`rawRest`). */
export type SharedReads = Map<string, Promise<RawRest>>;
export const sharedReads = (): SharedReads => new Map();

export interface Sum {
  dim: string;
  value: string;
  count: number;
}

/** The visitor filters a scope sets, in the rollups' order (country, device, channel). */
export function visitorFilters(scope: Scope): Array<{ dim: FilterDim; value: string }> {
  const out: Array<{ dim: FilterDim; value: string }> = [];
  for (const dim of FILTER_DIMS) {
    const value = scope[dim];
    if (value !== undefined) out.push({ dim, value });
  }
  return out;
}

/** The filter context a rollup answer is kept under: '' = none, else the filters joined (decision 106). */
export function rollupContext(scope: Scope): { fdim: string; fval: string } {
  const filters = visitorFilters(scope);
  return {
    fdim: filters.map((f) => f.dim).join('+'),
    fval: filters.map((f) => f.value).join(FILTER_VALUE_SEPARATOR),
  };
}

/**
 * Whether the hourly rollups can answer: the account's (no link-side filter, any visitor filters), or
 * a workspace's or domain's own over the days they cover (`rollupKey`).
 */
export function rollupsAnswer(scope: Scope): boolean {
  return (
    scope.rollupKey !== undefined || !(scope.linkId || scope.linkIds || scope.workspaceId || scope.workspaceIds || scope.domainId)
  );
}

/** A link or a card's links, and no other link-side filter (visitor filters aside). */
const linksAlone = (scope: Scope): boolean =>
  (scope.linkId !== undefined || scope.linkIds !== undefined) && !partOfAccount(scope);

/**
 * A workspace, a limited member's workspaces or a domain that is part of the account (one that
 * holds every link is the account: `holdsEveryLink` in `windowOf`), with or without a link.
 */
export const partOfAccount = (scope: Scope): boolean =>
  scope.workspaceId !== undefined || scope.workspaceIds !== undefined || scope.domainId !== undefined;

/**
 * Whether the scope's unique visitors must be counted from raw clicks: per-link visitor-days add a
 * visitor of two links up twice, so only one link's own are a sum (a card's two links, a workspace
 * or domain: decision 118).
 */
export const visitorsFromRaw = (scope: Scope): boolean => partOfAccount(scope) || (scope.linkIds?.length ?? 0) > 1;

/** Whether the per-link rollups can answer: a link or a card's links, no other filter. */
export function linkRollupsAnswer(scope: Scope): boolean {
  return linksAlone(scope) && visitorFilters(scope).length === 0;
}

/**
 * Whether the workspaces and domain named hold every link of the account (decision 117): then
 * their clicks are the account's, and the account-wide rollups answer for them (most accounts have
 * one workspace and one domain). One link outside is enough to say no.
 */
export async function holdsEveryLink(
  db: Db,
  accountId: string,
  workspaceIds: readonly string[] | undefined,
  domainId: string | undefined,
): Promise<boolean> {
  if (workspaceIds === undefined && domainId === undefined) return false;
  const outside = await db
    .selectFrom('links')
    .select('id')
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        ...(workspaceIds !== undefined ? [eb('workspace_id', 'not in', someIds(workspaceIds))] : []),
        ...(domainId !== undefined ? [eb('domain_id', '<>', domainId)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return outside === undefined;
}

/** `in` needs at least one value: an empty list (a member with no workspace, a card without links) matches nothing. */
export const someIds = (ids: readonly string[]): string[] => (ids.length > 0 ? [...ids] : ['']);

export const scopeLinkIds = (scope: Scope): readonly string[] => scope.linkIds ?? (scope.linkId ? [scope.linkId] : []);

/**
 * The scope's links, for `link_id in (…)`: a link's or a card's ids (checked against the account by
 * `windowOf`), or the account's links in the workspaces or domain as a subquery (a workspace can
 * hold any number of links: no list of ids is bound).
 */
export function scopeLinks(db: Db, scope: Scope) {
  if (!partOfAccount(scope)) return [...scopeLinkIds(scope)];
  let q = db.selectFrom('links as s').select('s.id').where('s.account_id', '=', scope.accountId);
  for (const condition of narrowingOf(scope, 's')) q = q.where(condition);
  return q;
}

/**
 * What narrows a scope within its account (the link, the card's links, the workspaces, the
 * domain) as conditions on the links table under `alias`. `scopeLinks` (a subquery), `rawBase`
 * and the raw export (joins) all take them from here, so they cannot disagree. The account condition stays in
 * each statement, where the tenancy check (decision 052) reads it. An empty list matches nothing.
 */
export function narrowingOf(scope: Scope, alias: 's' | 'l'): Array<Expression<SqlBool>> {
  const column = (name: 'id' | 'workspace_id' | 'domain_id') => sql.ref(`${alias}.${name}`);
  const isIn = (name: 'id' | 'workspace_id', ids: readonly string[]) =>
    sql<SqlBool>`${column(name)} in (${sql.join(someIds(ids))})`;
  const conditions: Array<Expression<SqlBool>> = [];
  if (scope.linkId) conditions.push(sql<SqlBool>`${column('id')} = ${scope.linkId}`);
  if (scope.linkIds) conditions.push(isIn('id', scope.linkIds));
  if (scope.workspaceId) conditions.push(sql<SqlBool>`${column('workspace_id')} = ${scope.workspaceId}`);
  if (scope.workspaceIds) conditions.push(isIn('workspace_id', scope.workspaceIds));
  if (scope.domainId) conditions.push(sql<SqlBool>`${column('domain_id')} = ${scope.domainId}`);
  // A link with a click (raw, or in its rollups) since `fromMs` has its latest click since then.
  if (scope.clickedSince) conditions.push(sql<SqlBool>`${sql.ref(`${alias}.last_click_at`)} >= ${scope.fromMs}`);
  return conditions;
}

/** Range sums per link, dimension and value over the scope's links (`analytics_link_hourly`). */
export async function linkSums(
  db: Db,
  scope: Scope,
  dims: readonly string[],
): Promise<Array<Sum & { link_id: string; kind: string }>> {
  const rows = await db
    .selectFrom('analytics_link_hourly as r')
    .innerJoin('links as l', 'l.id', 'r.link_id')
    .select([
      'r.link_id',
      sql<string>`"l"."kind"`.as('kind'),
      'r.dim',
      'r.value',
      sql<number | string>`sum("r"."count")`.as('count'),
    ])
    .where('r.account_id', '=', scope.accountId)
    .where('r.link_id', 'in', scopeLinks(db, scope))
    .where('r.dim', 'in', dims)
    .where('r.hour', '>=', scope.fromHour)
    .where('r.hour', '<', scope.toHour)
    .groupBy(['r.link_id', sql`"l"."kind"`, 'r.dim', 'r.value'])
    .execute();
  return rows.map((r) => ({ link_id: r.link_id, kind: r.kind, dim: r.dim, value: r.value, count: Number(r.count) }));
}

export async function linkSeries(db: Db, scope: Scope): Promise<Array<{ hour: number; count: number }>> {
  const rows = await db
    .selectFrom('analytics_link_hourly')
    .select(['hour', sql<number | string>`sum("count")`.as('count')])
    .where('account_id', '=', scope.accountId)
    .where('link_id', 'in', scopeLinks(db, scope))
    .where('dim', '=', 'total')
    .where('hour', '>=', scope.fromHour)
    .where('hour', '<', scope.toHour)
    .groupBy('hour')
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.count) }));
}

/**
 * Distinct visitors over several links (a card's, a workspace's: a visitor of two counts once): from
 * their raw clicks, read from the `(link_id, at, visitor)` index alone (migration 0025).
 */
export async function rawVisitors(db: Db, scope: Scope): Promise<number> {
  const row = await rawVisitorsQuery(db, scope).executeTakeFirstOrThrow();
  return Number(row.visitors);
}

export const rawVisitorsQuery = (db: Db, scope: Scope) => rawBase(db, scope).select(distinctVisitors(scope).as('visitors'));

/** The distinct visitors of `rawBase`'s clicks, but those a scope's built hours counted (`countedIn`). */
function distinctVisitors(scope: Scope): RawBuilder<number | string> {
  const counted = scope.countedIn;
  if (counted === undefined) return sql<number | string>`count(distinct "c"."visitor")`;
  const visitor = sql.ref('c.visitor');
  return sql<
    number | string
  >`count(distinct case when not ${countedAlready(scope.accountId, counted, visitor)} then ${visitor} end)`;
}

/**
 * Whether `visitor` (a click's column) is in the list of visitors a scope's built hours of UTC day
 * `day` counted (`analytics_scope_visitors`, decision 122): read by the rest of that day, and by the
 * builder's next hours, so neither counts a visitor-day again.
 */
export function countedAlready(
  accountId: string,
  counted: { key: string; day: number },
  visitor: RawBuilder<unknown>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from "analytics_scope_visitors" "v" where "v"."account_id" = ${accountId}
    and "v"."scope" = ${counted.key} and "v"."day" = ${counted.day} and "v"."visitor" = ${visitor})`;
}

/**
 * The hourly rows of the scope's visitor-filter context: the account's (`analytics_hourly`) or a
 * workspace's or domain's (`analytics_scope_hourly`, the same columns keyed by scope).
 */
function hourlyRows(db: Db, scope: Scope) {
  const { fdim, fval } = rollupContext(scope);
  const rows =
    scope.rollupKey !== undefined
      ? (db
          .selectFrom('analytics_scope_hourly as h')
          .where('h.scope', '=', scope.rollupKey)
          .where('h.account_id', '=', scope.accountId) as unknown as ReturnType<typeof accountRows>)
      : accountRows(db, scope.accountId);
  return rows
    .where('h.fdim', '=', fdim)
    .where('h.fval', '=', fval)
    .where('h.hour', '>=', scope.fromHour)
    .where('h.hour', '<', scope.toHour);
}

const accountRows = (db: Db, accountId: string) => db.selectFrom('analytics_hourly as h').where('h.account_id', '=', accountId);

/** Whether the account has a click (not a bot's) in UTC hours [fromHour, toHour): from its own hourly rows. */
export async function accountClickedIn(db: Db, accountId: string, fromHour: number, toHour: number): Promise<boolean> {
  const row = await accountRows(db, accountId)
    .select('h.hour')
    .where('h.fdim', '=', '')
    .where('h.fval', '=', '')
    .where('h.dim', '=', 'total')
    .where('h.hour', '>=', fromHour)
    .where('h.hour', '<', toHour)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rollupSums(db: Db, scope: Scope, dims: readonly string[]): Promise<Sum[]> {
  const rows = await hourlyRows(db, scope)
    .select(['h.dim', 'h.value', sql<number | string>`sum("h"."count")`.as('count')])
    .where('h.dim', 'in', dims)
    .groupBy(['h.dim', 'h.value'])
    .execute();
  return rows.map((r) => ({ dim: r.dim, value: r.value, count: Number(r.count) }));
}

export async function rollupSeries(db: Db, scope: Scope): Promise<Array<{ hour: number; count: number }>> {
  const rows = await hourlyRows(db, scope)
    .select(['h.hour', sql<number | string>`sum("h"."count")`.as('count')])
    .where('h.dim', '=', 'total')
    .groupBy('h.hour')
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.count) }));
}

type RawQuery = SelectQueryBuilder<Database & { l: Database['links']; c: Database['clicks'] }, 'l' | 'c', object>;

/**
 * A breakdown of a link's (or card's) clicks, exactly over the scope's instants: the whole UTC days
 * inside the range from the per-link daily rollups (`click_rollups_daily`, kept by the writer with
 * the raw rows), the partial days at the edges (a zone's offset, or a range shorter than a UTC day)
 * from that link's raw clicks through `clicks (link_id, at, visitor)`. In UTC there is no edge.
 */
export async function linkBreakdown(db: Db, scope: Scope, dim: string): Promise<Array<{ value: string; count: number }>> {
  const days = wholeDaysOf(scope);
  if (!days) return rawBreakdown(db, scope, dim);
  const counts = new Map<string, number>();
  const add = (list: Array<{ value: string; count: number }>) => {
    for (const r of list) counts.set(r.value, (counts.get(r.value) ?? 0) + r.count);
  };
  add(await linkDailyRows(db, scope, days.firstDay, days.endDay, dim));
  for (const edge of days.edges) add(await rawBreakdown(db, edge, dim));
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The scope's links' `click_rollups_daily` rows of one dimension over UTC days [firstDay, endDay), summed by value. */
async function linkDailyRows(
  db: Db,
  scope: Scope,
  firstDay: number,
  endDay: number,
  dim: string,
): Promise<Array<{ value: string; count: number }>> {
  // tenancy: the link ids were checked against the account (windowOf); an account_id filter here
  // would make SQLite read every link's rows of those days through the account index.
  const rows = await db
    .selectFrom('click_rollups_daily')
    .select(['value', sql<number | string>`sum("count")`.as('count')])
    .where('day', 'in', utcDays(firstDay, endDay - 1))
    .where('link_id', 'in', scopeLinks(db, scope))
    .where('dimension', '=', dim)
    .groupBy('value')
    .execute();
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/**
 * The whole UTC days [firstDay, endDay) inside the scope's instants, and the partial days at its
 * edges (a zone's offset) as scopes of their own, for the raw rows; null when no whole day is
 * inside (a range shorter than a UTC day). In UTC there is no edge.
 */
export function wholeDaysOf(scope: Scope): { firstDay: number; endDay: number; edges: Scope[] } | null {
  const firstDay = Math.ceil(scope.fromMs / DAY_MS);
  const endDay = Math.floor(scope.toMs / DAY_MS);
  if (firstDay >= endDay) return null;
  const edges: Scope[] = [];
  if (scope.fromMs < firstDay * DAY_MS) edges.push({ ...scope, toMs: firstDay * DAY_MS });
  if (endDay * DAY_MS < scope.toMs) edges.push({ ...scope, fromMs: endDay * DAY_MS });
  return { firstDay, endDay, edges };
}

/**
 * Whether the per-link days answer: a link or a card's links under visitor filters, no other
 * link-side filter (decision 117); or a workspace or domain that is part of the account, with or
 * without filters (decision 118). Their rows hold clicks and new visitor-days per UTC day under
 * every combination of the filters, so the scope's totals and its country, device and channel
 * breakdowns are sums of at most one row per link, day and value.
 */
export function linkDaysAnswer(scope: Scope): boolean {
  return (linksAlone(scope) && visitorFilters(scope).length > 0) || partOfAccount(scope);
}

export interface LinkDaySum {
  link_id: string;
  kind: string;
  /** The context's filter values by dimension. */
  values: Partial<Record<FilterDim, string>>;
  count: number;
  visitors: number;
}

/**
 * The scope's links' clicks and new visitor-days over UTC days [firstDay, endDay) under the scope's
 * filters and, if `by` is given, also by that filter dimension (the context with it added): per
 * link and context value. At most one row per link, day and value.
 */
export async function linkDaySums(db: Db, scope: Scope, firstDay: number, endDay: number, by?: FilterDim): Promise<LinkDaySum[]> {
  const filters = visitorFilters(scope);
  const dims = FILTER_DIMS.filter((d) => d === by || filters.some((f) => f.dim === d));
  const fdim = dims.join('+');
  // tenancy: the link ids were checked against the account (windowOf); (link_id, fdim, fval, day) is the key.
  let q = db
    .selectFrom('analytics_link_days as r')
    .innerJoin('links as l', 'l.id', 'r.link_id')
    .select([
      'r.link_id',
      sql<string>`"l"."kind"`.as('kind'),
      'r.fval',
      sql<number | string>`sum("r"."count")`.as('count'),
      sql<number | string>`sum("r"."visitors")`.as('visitors'),
    ])
    .where('r.link_id', 'in', scopeLinks(db, scope))
    .where('r.fdim', '=', fdim)
    .where('r.day', '>=', firstDay)
    .where('r.day', '<', endDay);
  // Without a `by`, the context is the filters' own: one value.
  if (!by || filters.some((f) => f.dim === by)) q = q.where('r.fval', '=', rollupContext(scope).fval);
  const rows = await q.groupBy(['r.link_id', sql`"l"."kind"`, 'r.fval']).execute();
  const out: LinkDaySum[] = [];
  for (const r of rows) {
    const parts = r.fval.split(FILTER_VALUE_SEPARATOR);
    const values: Partial<Record<FilterDim, string>> = {};
    dims.forEach((d, i) => (values[d] = parts[i]!));
    // The added dimension's rows hold every value of the others too: keep the filters' own.
    if (filters.some((f) => values[f.dim] !== f.value)) continue;
    out.push({ link_id: r.link_id, kind: r.kind, values, count: Number(r.count), visitors: Number(r.visitors) });
  }
  return out;
}

/** The scope's links' clicks per UTC day [firstDay, endDay) under the scope's filters. */
export async function linkDaySeries(
  db: Db,
  scope: Scope,
  firstDay: number,
  endDay: number,
): Promise<Array<{ hour: number; count: number }>> {
  const { fdim, fval } = rollupContext(scope);
  // tenancy: the link ids were checked against the account (windowOf).
  const rows = await db
    .selectFrom('analytics_link_days')
    .select(['day', sql<number | string>`sum("count")`.as('count')])
    .where('link_id', 'in', scopeLinks(db, scope))
    .where('fdim', '=', fdim)
    .where('fval', '=', fval)
    .where('day', '>=', firstDay)
    .where('day', '<', endDay)
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ hour: Number(r.day) * 24, count: Number(r.count) }));
}

/**
 * One country's regions or cities (`dim`) of the scope's links over UTC days [firstDay, endDay),
 * from their daily `city` rows (`country\tregion\tcity`, migration 0023); a city's value is
 * `region\tcity`, as the hourly rollups have it.
 */
export async function linkPlaces(
  db: Db,
  scope: Scope,
  firstDay: number,
  endDay: number,
  country: string,
  dim: 'region' | 'city',
): Promise<Array<{ value: string; count: number }>> {
  const counts = new Map<string, number>();
  for (const r of await linkDailyRows(db, scope, firstDay, endDay, 'city')) {
    const [placeCountry, region, city] = r.value.split(CITY_SEPARATOR) as [string, string, string];
    if (placeCountry !== country) continue;
    const value = dim === 'region' ? region : `${region}${CITY_SEPARATOR}${city}`;
    counts.set(value, (counts.get(value) ?? 0) + r.count);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The scope's raw clicks: the account's links (filtered), each one's clicks in the range. */
function rawBase(db: Db, scope: Scope): RawQuery {
  let q = db
    .selectFrom('links as l')
    .innerJoin('clicks as c', (join) =>
      join.onRef('c.link_id', '=', 'l.id').on('c.at', '>=', scope.fromMs).on('c.at', '<', scope.toMs),
    )
    .where('l.account_id', '=', scope.accountId) as unknown as RawQuery;
  for (const condition of narrowingOf(scope, 'l')) q = q.where(condition);
  if (scope.country !== undefined) q = q.where(sql`coalesce("c"."country", 'unknown')`, '=', scope.country);
  if (scope.device !== undefined) q = q.where(sql`coalesce("c"."device", 'unknown')`, '=', scope.device);
  if (scope.channel !== undefined) q = q.where('c.channel', '=', scope.channel);
  return q;
}

/** A breakdown dimension as the raw row has it (same values as the rollups). */
export function rawExpression(dim: string): RawBuilder<string> {
  switch (dim) {
    case 'country':
    case 'region':
    case 'device':
    case 'os':
    case 'browser':
      return sql<string>`coalesce(${sql.ref(`c.${dim}`)}, 'unknown')`;
    case 'city':
      // A literal tab (not a parameter), so the GROUP BY expression is the same text as the SELECT's.
      return sql<string>`coalesce("c"."region", 'unknown') || ${sql.raw("'\t'")} || coalesce("c"."city", 'unknown')`;
    case 'channel':
      return sql<string>`"c"."channel"`;
    case 'referrer':
      return sql<string>`coalesce("c"."referrer_host", 'direct')`;
    case 'kind':
      return sql<string>`"l"."kind"`;
    default:
      throw new Error(`no raw expression for ${dim}`);
  }
}

export interface RawTotals {
  clicks: number;
  visitors: number;
  qr: number;
  card_view: number;
  card_save: number;
}

/** `withVisitors` false: the distinct count is skipped (0), for a caller that counts them over a wider range. */
export async function rawTotals(db: Db, scope: Scope, withVisitors = true): Promise<RawTotals> {
  const rest = rawRest(db, scope);
  if (rest) {
    const { groups, visitors } = await rest;
    const totals: RawTotals = { clicks: 0, visitors: withVisitors ? visitors : 0, qr: 0, card_view: 0, card_save: 0 };
    for (const g of groups) {
      totals.clicks += g.count;
      if (g.kind === 'qr' || g.channel === 'qr') totals.qr += g.count;
      if (g.kind === 'card_view') totals.card_view += g.count;
      if (g.kind === 'card_save') totals.card_save += g.count;
    }
    return totals;
  }
  const row = await rawBase(db, scope)
    .select([
      sql<number | string>`count(*)`.as('clicks'),
      (withVisitors ? distinctVisitors(scope) : sql<number | string>`0`).as('visitors'),
      sql<number | string>`coalesce(sum(case when "l"."kind" = 'qr' or "c"."channel" = 'qr' then 1 else 0 end), 0)`.as('qr'),
      sql<number | string>`coalesce(sum(case when "l"."kind" = 'card_view' then 1 else 0 end), 0)`.as('card_view'),
      sql<number | string>`coalesce(sum(case when "l"."kind" = 'card_save' then 1 else 0 end), 0)`.as('card_save'),
    ])
    .executeTakeFirstOrThrow();
  return {
    clicks: Number(row.clicks),
    visitors: Number(row.visitors),
    qr: Number(row.qr),
    card_view: Number(row.card_view),
    card_save: Number(row.card_save),
  };
}

export async function rawBreakdown(db: Db, scope: Scope, dim: string): Promise<Array<{ value: string; count: number }>> {
  return (await rawBreakdowns(db, scope, [dim]))[dim]!;
}

/**
 * Several breakdowns of the scope's raw clicks from one GROUP BY over all their expressions. Over a
 * short range of a big workspace most of a raw read is its per-link index seeks (about 29 of 36 ms
 * for 9,000 links, decision 122), so one pass for all dimensions costs about what one did.
 */
export async function rawBreakdowns(
  db: Db,
  scope: Scope,
  dims: readonly string[],
): Promise<Record<string, Array<{ value: string; count: number }>>> {
  const rest = dims.every((d) => (GROUPED as readonly string[]).includes(d)) ? rawRest(db, scope) : null;
  if (rest) {
    const sums = dims.map(() => new Map<string, number>());
    for (const g of (await rest).groups) {
      sums.forEach((into, i) => {
        const value = g[dims[i] as (typeof GROUPED)[number]];
        into.set(value, (into.get(value) ?? 0) + g.count);
      });
    }
    return Object.fromEntries(dims.map((dim, i) => [dim, [...sums[i]!].map(([value, count]) => ({ value, count }))]));
  }
  const expressions = dims.map(rawExpression);
  const rows = (await rawBase(db, scope)
    .select([...expressions.map((e, i) => e.as(`v${i}`)), sql<number | string>`count(*)`.as('count')])
    .groupBy(expressions)
    .execute()) as Array<Record<string, unknown>>;
  const sums = dims.map(() => new Map<string, number>());
  for (const row of rows) {
    const n = Number(row.count);
    sums.forEach((into, i) => {
      const value = String(row[`v${i}`]);
      into.set(value, (into.get(value) ?? 0) + n);
    });
  }
  return Object.fromEntries(dims.map((dim, i) => [dim, [...sums[i]!].map(([value, count]) => ({ value, count }))]));
}

export async function rawSeries(db: Db, scope: Scope): Promise<Array<{ hour: number; count: number }>> {
  const rest = rawRest(db, scope);
  if (rest) {
    const byHour = new Map<number, number>();
    for (const g of (await rest).groups) byHour.set(g.hour, (byHour.get(g.hour) ?? 0) + g.count);
    return [...byHour].map(([hour, count]) => ({ hour, count }));
  }
  // Integer division on both databases (bigint / integer).
  const hour = sql<number | string>`"c"."at" / 3600000`;
  const rows = await rawBase(db, scope)
    .select([hour.as('hour'), sql<number | string>`count(*)`.as('count')])
    .groupBy(hour)
    .execute();
  return rows.map((r) => ({ hour: Math.floor(Number(r.hour)), count: Number(r.count) }));
}

/** What `rawRest` groups the clicks by, besides the hour. */
const GROUPED = ['kind', 'channel', 'device', 'country'] as const;

/** A group of a scope's raw clicks (`rawRest`). */
export interface RawGroup {
  hour: number;
  kind: string;
  channel: string;
  device: string;
  country: string;
  count: number;
}

/** The open day's rest of a scope as one read (`rawRest`): its clicks' groups and distinct visitors. */
export interface RawRest {
  groups: RawGroup[];
  /** Distinct visitors, but those a scope's built part of the day counted (`countedIn`). */
  visitors: number;
}

/**
 * The scope's raw clicks, read once per request (decision 124) where the scope is the open day's rest
 * (`clickedSince`: 2–4 minutes) of a view that shares its reads: each click's hour, link kind,
 * channel, device, country and visitor, grouped here. The overview's totals (visitors too),
 * breakdowns and series are sums of these, so its rest costs one pass over those clicks instead of
 * four. Null otherwise (a longer range would be too many clicks to bring over).
 */
function rawRest(db: Db, scope: Scope): Promise<RawRest> | null {
  const shared = scope.shared;
  if (!shared || !scope.clickedSince) return null;
  // Everything that decides which clicks are read: the parts of a request differ in these only.
  const key = JSON.stringify([
    scope.fromMs,
    scope.toMs,
    scope.linkId,
    scope.linkIds,
    scope.workspaceId,
    scope.workspaceIds,
    scope.domainId,
    scope.country,
    scope.device,
    scope.channel,
    scope.countedIn,
  ]);
  let read = shared.get(key);
  if (!read) {
    const counted = scope.countedIn;
    const visitor = sql.ref('c.visitor');
    read = rawBase(db, scope)
      .select([
        'c.at',
        'c.visitor',
        ...GROUPED.map((dim) => rawExpression(dim).as(dim)),
        (counted === undefined ? sql<boolean>`0` : countedAlready(scope.accountId, counted, visitor)).as('counted'),
      ])
      .execute()
      .then((rows) => restOf(rows as unknown as RestClick[]));
    shared.set(key, read);
  }
  return read;
}

interface RestClick {
  at: number | string;
  visitor: number | string | null;
  kind: string;
  channel: string;
  device: string;
  country: string;
  counted: unknown;
}

function restOf(clicks: RestClick[]): RawRest {
  const groups = new Map<string, RawGroup>();
  const visitors = new Set<string>();
  for (const c of clicks) {
    const hour = Math.floor(Number(c.at) / HOUR_MS);
    const key = `${hour}\t${c.kind}\t${c.channel}\t${c.device}\t${c.country}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { hour, kind: c.kind, channel: c.channel, device: c.device, country: c.country, count: 1 });
    // SQLite answers the EXISTS as 0 or 1, PostgreSQL as a boolean.
    if (c.visitor !== null && !Number(c.counted)) visitors.add(String(c.visitor));
  }
  return { groups: [...groups.values()], visitors: visitors.size };
}

export interface TopRow {
  id: string;
  kind: string;
  title: string | null;
  long_url: string;
  nip: string;
  domain_name: string;
  clicks: number;
}

const KIND = sql<string>`"l"."kind"`;

/** What every top list shows of a link (joined as `l`, its domain as `d`), and its grouping. */
const TOP_COLUMNS = ['l.id', KIND.as('kind'), 'l.title', 'l.long_url', 'l.nip', 'd.name as domain_name'] as const;
const TOP_GROUP = ['l.id', 'l.title', 'l.long_url', 'l.nip', 'd.name', KIND] as const;

const utcDays = (fromDay: number, toDay: number) => {
  const days: string[] = [];
  for (let d = fromDay; d <= toDay; d++) days.push(new Date(d * 86_400_000).toISOString().slice(0, 10));
  return days;
};

/**
 * Clicks of the given links over UTC days [fromDay, toDay] under the visitor filters (none, one, or
 * several together): `analytics_link_days`, keyed (link_id, fdim, fval, day), so each link is one
 * contiguous key range of at most one row per day (decision 110). Measured at 10 M clicks before:
 * the hourly `total` rows (up to 24 a day) cost 84 ms for three 30-day top lists, the hourly
 * `filters` rows (24 × every country/device/channel a day) 1.6–4.6 s under two or three filters.
 */
async function linkCounts(
  db: Db,
  ids: readonly string[],
  fromDay: number,
  toDay: number,
  filters: ReadonlyArray<{ dim: FilterDim; value: string }>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  // tenancy: the link ids come from the account-scoped candidates; (link_id, fdim, fval, day) is the key.
  const rows = await db
    .selectFrom('analytics_link_days')
    .select(['link_id', sql<number | string>`sum("count")`.as('count')])
    .where('link_id', 'in', ids)
    .where('fdim', '=', filters.map((f) => f.dim).join('+'))
    .where('fval', '=', filters.map((f) => f.value).join(FILTER_VALUE_SEPARATOR))
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy('link_id')
    .execute();
  for (const r of rows) counts.set(r.link_id, Number(r.count));
  return counts;
}

/**
 * Top links over UTC days [fromDay, toDay], exactly, reading a few links: a link's clicks in any
 * range (and under any filter) are at most its all-time `links.clicks`, so the k busiest links of
 * all time are the only candidates once the `limit`-th best range count among them is above the
 * (k+1)-th link's all-time count. k grows ×4 until that holds (or every link is a candidate).
 * docs/decisions/102-analytics-top-links.md, 106, 110.
 */
export async function topByThreshold(
  db: Db,
  accountId: string,
  fromDay: number,
  toDay: number,
  kinds: readonly string[],
  limit: number,
  filters: ReadonlyArray<{ dim: FilterDim; value: string }> = [],
  within?: Scope,
): Promise<TopRow[]> {
  // A short range: summing every link's few days is cheaper than the candidate rounds, in which
  // all-time leaders bound a day's counts poorly.
  if (filters.length === 0 && toDay - fromDay < SCAN_DAYS)
    return (await topsByScan(db, accountId, fromDay, toDay, [kinds], limit, within))[0]!;
  const counts = new Map<string, number>();
  for (let k = limit * 4; ; k *= 4) {
    // Ids and all-time clicks only; what the list shows is read for the winners at the end.
    let query = db
      .selectFrom('links as l')
      .select(['l.id', 'l.clicks'])
      .where('l.account_id', '=', accountId)
      .where(KIND, 'in', kinds);
    // The workspace or domain as conditions on the candidate itself, not a list of its ids built
    // again every round (decision 124).
    for (const condition of within ? narrowingOf(within, 'l') : []) query = query.where(condition);
    const candidates = await query
      .orderBy('l.clicks', 'desc')
      .orderBy('l.id')
      .limit(k + 1)
      .execute();
    const all = candidates.length <= k;
    const pool = candidates.slice(0, k);
    // Counted in the candidates' order, a batch at a time: after each, every link not yet counted
    // is bounded by the all-time clicks of the first one in that order (the list is sorted by
    // them), so the rounds stop at the first batch that settles the list, not at a ×4 boundary.
    let step = limit * 4;
    for (let next = 0; ;) {
      while (next < pool.length && counts.has(pool[next]!.id)) next++;
      const bound = next < pool.length ? Number(pool[next]!.clicks) : all ? 0 : Number(candidates[k]!.clicks);
      const ranked = pool
        .filter((c) => (counts.get(c.id) ?? 0) > 0)
        .map((c) => ({ id: c.id, clicks: counts.get(c.id)! }))
        .toSorted((a, b) => b.clicks - a.clicks || (a.id < b.id ? -1 : 1))
        .slice(0, limit);
      if (bound === 0 || (ranked.length === limit && ranked[limit - 1]!.clicks > bound)) return topRows(db, accountId, ranked);
      if (next >= pool.length) break;
      const batch: string[] = [];
      for (let i = next; i < pool.length && batch.length < step; i++) if (!counts.has(pool[i]!.id)) batch.push(pool[i]!.id);
      for (const id of batch) counts.set(id, 0);
      for (const [id, n] of await linkCounts(db, batch, fromDay, toDay, filters)) counts.set(id, n);
      step = Math.min(step * 2, 500);
    }
  }
}

/** What the top list shows of its ranked links, in the ranking's order (the account's links only). */
async function topRows(db: Db, accountId: string, ranked: ReadonlyArray<{ id: string; clicks: number }>): Promise<TopRow[]> {
  if (ranked.length === 0) return [];
  // An account_id condition here made SQLite walk all the account's links (10,000 for 25) by
  // its index instead of seeking the few ids.
  // tenancy: the ids come from account-scoped reads; each row's account is checked below.
  const rows = await db
    .selectFrom('links as l')
    .innerJoin('domains as d', 'd.id', 'l.domain_id')
    .select([...TOP_COLUMNS, 'l.account_id'])
    .where(
      'l.id',
      'in',
      ranked.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.filter((r) => r.account_id === accountId).map(({ account_id: _, ...r }) => [r.id, r]));
  return ranked.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [{ ...row, clicks: r.clicks }] : [];
  });
}

/**
 * Ranges shorter than this many UTC days sum every link's days (scan); longer ones use the
 * threshold rounds. Measured at 1 M clicks over 10,000 links (decision 104): a 7-day scan read
 * ~70,000 link-days (357 ms CPU on SQLite) while the rounds settle after one or two reads of a
 * few hundred candidates under a Zipf-like spread of clicks; a 1-day scan (~10,000 rows) stays cheap.
 */
const SCAN_DAYS = 2;

/**
 * `topsByScan`'s ranking: the ids and clicks of each kind set's `limit` best links (exported for its
 * plan's test). Grouped by the index's own `link_id`, so SQLite reads a day's rows in group order
 * (no temporary B-tree); a workspace or domain is a condition on the joined link, not a list of its
 * ids to seek one by one (decision 124: 34 → 10 ms for one list of a 9,000-link workspace's day at
 * 10 M clicks). One kind set is an ORDER BY with a LIMIT (a top-N sort); several share one scan,
 * ranked per set by a window.
 */
export function topsByScanQuery(
  db: Db,
  accountId: string,
  fromDay: number,
  toDay: number,
  kindSets: ReadonlyArray<readonly string[]>,
  limit: number,
  within?: Scope,
) {
  // One value per group (a link has one kind); an aggregate, so PostgreSQL accepts it by `link_id`.
  const set = sql<number>`min(case ${sql.join(
    kindSets.map((kinds, i) => sql`when ${KIND} in (${sql.join(kinds.map((k) => sql.lit(k)))}) then ${sql.lit(i)}`),
    sql` `,
  )} end)`;
  const clicks = sql<number | string>`sum("r"."count")`;
  let scan = db
    .selectFrom('click_rollups_daily as r')
    .innerJoin('links as l', 'l.id', 'r.link_id')
    .where('r.account_id', '=', accountId)
    // Written as a literal, like the condition of the partial index it reads (migration 0028), so
    // the planner can match the two without looking at bound values.
    .where('r.dimension', '=', sql.lit('total'))
    .where('r.day', 'in', utcDays(fromDay, toDay))
    .where(KIND, 'in', kindSets.flat())
    .groupBy('r.link_id');
  for (const condition of within ? narrowingOf(within, 'l') : []) scan = scan.where(condition);
  if (kindSets.length === 1) {
    return scan
      .select(['r.link_id as id', sql<number>`0`.as('set'), clicks.as('clicks')])
      .orderBy(clicks, 'desc')
      .orderBy('r.link_id')
      .limit(limit);
  }
  return db
    .selectFrom(
      scan
        .select([
          'r.link_id as id',
          set.as('set'),
          clicks.as('clicks'),
          sql<number | string>`row_number() over (partition by ${set} order by ${clicks} desc, "r"."link_id")`.as('rank'),
        ])
        .as('t'),
    )
    .select(['t.id', 't.set', 't.clicks'])
    .where('t.rank', '<=', limit)
    .orderBy('t.set')
    .orderBy('t.rank');
}

/**
 * Several top lists (one per kind set) of a short range at once: one read of every link's `total`
 * rows of those days (from the index `click_rollups_daily_totals` alone, migration 0028), ranked per kind set by a
 * window, so the top endpoint's three lists cost one scan, not three (measured at 1 M clicks, 1 day:
 * 15 ms for one list, 17–19 ms for all three, in the sqlite3 shell). Kind sets must not overlap.
 */
async function topsByScan(...args: Parameters<typeof topsByScanQuery>): Promise<TopRow[][]> {
  const [db, accountId, , , kindSets] = args;
  const ranked = await topsByScanQuery(...args).execute();
  const rows = await topRows(
    db,
    accountId,
    ranked.map((r) => ({ id: r.id, clicks: Number(r.clicks) })),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lists: TopRow[][] = kindSets.map(() => []);
  for (const r of ranked) {
    const row = byId.get(r.id);
    if (row) lists[Number(r.set)]!.push(row);
  }
  return lists;
}

/**
 * Top lists for several kind sets over UTC days [fromDay, toDay] under the visitor filters: one
 * shared scan for a short unfiltered range, else the threshold rounds per kind set. `within`: only
 * the links of that workspace or domain (decision 119: its busiest links bound the rest, as the
 * account's do).
 */
export async function topLists(
  db: Db,
  accountId: string,
  fromDay: number,
  toDay: number,
  kindSets: ReadonlyArray<readonly string[]>,
  limit: number,
  filters: ReadonlyArray<{ dim: FilterDim; value: string }> = [],
  within?: Scope,
): Promise<TopRow[][]> {
  if (filters.length === 0 && toDay - fromDay < SCAN_DAYS)
    return topsByScan(db, accountId, fromDay, toDay, kindSets, limit, within);
  return Promise.all(kindSets.map((kinds) => topByThreshold(db, accountId, fromDay, toDay, kinds, limit, filters, within)));
}

/**
 * A link's or card's items under visitor filters, ranked by their clicks: the whole UTC days from
 * the per-link days, the edges from raw clicks (decision 117).
 */
export async function linkDayTop(db: Db, scope: Scope, kinds: readonly string[], limit: number): Promise<TopRow[]> {
  const days = wholeDaysOf(scope);
  if (!days) return rawTop(db, scope, kinds, limit);
  const counts = new Map<string, number>();
  for (const r of await linkDaySums(db, scope, days.firstDay, days.endDay)) {
    if (kinds.includes(r.kind) && r.count > 0) counts.set(r.link_id, (counts.get(r.link_id) ?? 0) + r.count);
  }
  for (const edge of days.edges) {
    for (const r of await rawTop(db, edge, kinds, Number.MAX_SAFE_INTEGER)) counts.set(r.id, (counts.get(r.id) ?? 0) + r.clicks);
  }
  const ranked = [...counts]
    .map(([id, clicks]) => ({ id, clicks }))
    .toSorted((a, b) => b.clicks - a.clicks || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
  return topRows(db, scope.accountId, ranked);
}

/** A link's or card's items ranked by their clicks in the scope's hours (`analytics_link_hourly`). */
export async function linkTop(db: Db, scope: Scope, kinds: readonly string[], limit: number): Promise<TopRow[]> {
  const rows = await db
    .selectFrom('analytics_link_hourly as r')
    .innerJoin('links as l', 'l.id', 'r.link_id')
    .innerJoin('domains as d', 'd.id', 'l.domain_id')
    .select([...TOP_COLUMNS, sql<number | string>`sum("r"."count")`.as('clicks')])
    .where('r.account_id', '=', scope.accountId)
    .where('r.link_id', 'in', scopeLinks(db, scope))
    .where('r.dim', '=', 'total')
    .where('r.hour', '>=', scope.fromHour)
    .where('r.hour', '<', scope.toHour)
    .where(KIND, 'in', kinds)
    .groupBy(TOP_GROUP)
    .orderBy(sql`sum("r"."count")`, 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, clicks: Number(r.clicks) }));
}

export async function rawTop(db: Db, scope: Scope, kinds: readonly string[], limit: number): Promise<TopRow[]> {
  const rows = await rawBase(db, scope)
    .innerJoin('domains as d', 'd.id', 'l.domain_id')
    .select([...TOP_COLUMNS, sql<number | string>`count(*)`.as('clicks')])
    .where(KIND, 'in', kinds)
    .groupBy(TOP_GROUP)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, clicks: Number(r.clicks) }));
}

/**
 * Clicks of the last minutes, newest rows first: row ids grow with time, so this reads backwards
 * from the end of the table in pages and stops at the first page older than the window.
 */
export async function recentClicks(
  db: Db,
  accountId: string,
  sinceMs: number,
  onlyLinks?: ReadonlySet<string>,
): Promise<number[]> {
  const out: number[] = [];
  let before: number | null = null;
  const PAGE = 5_000;
  for (;;) {
    // tenancy: every account's newest clicks, this account's kept in code below: clicks has no
    // account index (decision 036), so a filter would walk the whole table for a quiet account.
    let q = db.selectFrom('clicks').select(['id', 'at', 'account_id', 'link_id']).orderBy('id', 'desc').limit(PAGE);
    if (before !== null) q = q.where('id', '<', before);
    const rows = await q.execute();
    for (const r of rows) {
      if (r.account_id === accountId && Number(r.at) >= sinceMs && (!onlyLinks || onlyLinks.has(r.link_id)))
        out.push(Number(r.at));
    }
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    // A minute of slack: a writer's batch may commit rows a little out of time order.
    if (Number(last.at) < sinceMs - 60_000) break;
    before = Number(last.id);
  }
  return out;
}

export async function readSettings(db: Db, accountId: string): Promise<number | null> {
  const row = await db
    .selectFrom('analytics_settings')
    .select('raw_retention_days')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.raw_retention_days ?? null;
}

export async function writeSettings(db: Db, accountId: string, days: number | null, now: string): Promise<void> {
  await db
    .insertInto('analytics_settings')
    .values({ account_id: accountId, raw_retention_days: days, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ raw_retention_days: days, updated_at: now }))
    .execute();
}

/** Deletes raw clicks older than each account's retention (rollups stay); returns how many. */
export async function applyRetention(db: Db, now: number): Promise<number> {
  // tenancy: the retention job runs for every account that set a retention.
  const settings = await db
    .selectFrom('analytics_settings')
    .select(['account_id', 'raw_retention_days'])
    .where('raw_retention_days', 'is not', null)
    .execute();
  let deleted = 0;
  for (const s of settings) {
    const cutoff = now - Number(s.raw_retention_days) * 86_400_000;
    const result = await db
      .deleteFrom('clicks')
      .where('link_id', 'in', (eb) => eb.selectFrom('links').select('links.id').where('links.account_id', '=', s.account_id))
      .where('at', '<', cutoff)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** A card's two links (page view, contact save), or null when the card is not the account's. */
export async function cardLinks(db: Db, accountId: string, cardId: string): Promise<string[] | null> {
  const row = await db
    .selectFrom('cards')
    .select(['view_link_id', 'save_link_id'])
    .where('id', '=', cardId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? [row.view_link_id, row.save_link_id] : null;
}

export async function linkInAccount(db: Db, accountId: string, linkId: string): Promise<boolean> {
  const row = await db
    .selectFrom('links')
    .select('id')
    .where('id', '=', linkId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}
