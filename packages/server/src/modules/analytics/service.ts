/**
 * Analytics answers (issue 22): the query → a scope (local days → instants and UTC hours), then the
 * account-wide rollups (any visitor filters), the per-link rollups (a link or card alone), else the
 * scope's raw clicks; all give the same numbers (the accuracy test holds them to a brute-force
 * count over raw rows).
 */
import {
  ANALYTICS_HOURLY_MAX_DAYS,
  ANALYTICS_LIVE_MINUTES,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_ROWS_MAX,
  analyticsBool,
  ErrorCode,
  type AnalyticsBreakdown,
  type AnalyticsKind,
  type AnalyticsLive,
  type AnalyticsOverview,
  type AnalyticsPoint,
  type AnalyticsQuery,
  type AnalyticsRange,
  type AnalyticsRow,
  type AnalyticsTop,
  type AnalyticsTopItem,
  type AnalyticsTotals,
} from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { appError, validationFailed } from '../../lib/errors.ts';
import { shortUrl } from '../links/serialize.ts';
import {
  accountClickedIn,
  cardLinks,
  holdsEveryLink,
  linkBreakdown,
  linkDaysAnswer,
  linkDaySeries,
  linkDaySums,
  linkDayTop,
  linkInAccount,
  linkPlaces,
  linkRollupsAnswer,
  linkSeries,
  linkSums,
  linkTop,
  partOfAccount,
  rawVisitors,
  scopeLinkIds,
  visitorsFromRaw,
  visitorFilters,
  rawBreakdown,
  rawBreakdowns,
  rawSeries,
  rawTop,
  rawTotals,
  recentClicks,
  sharedReads,
  rollupsAnswer,
  rollupSeries,
  rollupSums,
  topLists,
  wholeDaysOf,
  type Scope,
  type TopRow,
} from './queries.ts';
import { FILTER_DIMS, type FilterDim } from '../clicks/analytics-rollup.ts';
import { LINK_ROLLUP_DIMS, linkKey, scopeCoverage, scopeRollupKey } from './scope-rollups.ts';
import { addDays, DAY_MS, daysBetween, HOUR_MS, isValidDay, localDay, localHour, localMidnight } from './time.ts';

const CITY_SEPARATOR = '\t';

export interface Window {
  from: string;
  to: string;
  tz: string;
  days: number;
  scope: Scope;
  previous: Scope;
  range: AnalyticsRange;
  compare: boolean;
}

function scopeOf(
  accountId: string,
  from: string,
  to: string,
  tz: string,
  q: AnalyticsQuery,
  linkIds: readonly string[] | undefined,
  workspaceIds: readonly string[] | undefined,
): Scope {
  const fromMs = localMidnight(from, tz);
  const toMs = localMidnight(addDays(to, 1), tz);
  return {
    accountId,
    fromMs,
    toMs,
    fromHour: Math.floor(fromMs / HOUR_MS),
    toHour: Math.floor(toMs / HOUR_MS),
    linkId: q.link_id,
    linkIds,
    workspaceId: q.workspace_id,
    workspaceIds,
    domainId: q.domain_id,
    country: q.country,
    device: q.device,
    channel: q.channel,
  };
}

/**
 * Checks what the struct cannot (real dates, order, length, the link's owner) and builds the window;
 * `workspaceIds`: a limited member's workspaces when the query names no narrower scope (member-scope.ts).
 */
export async function windowOf(db: Db, accountId: string, q: AnalyticsQuery, workspaceIds?: readonly string[]): Promise<Window> {
  const fields = [];
  if (!isValidDay(q.from)) fields.push({ field: 'from', code: 'invalid_date', message: 'from is not a date' });
  if (!isValidDay(q.to)) fields.push({ field: 'to', code: 'invalid_date', message: 'to is not a date' });
  if (fields.length === 0 && q.to < q.from) fields.push({ field: 'to', code: 'before_from', message: 'to is before from' });
  if (fields.length === 0 && daysBetween(q.from, q.to) > ANALYTICS_MAX_RANGE_DAYS) {
    fields.push({ field: 'to', code: 'range_too_long', message: `A range is at most ${ANALYTICS_MAX_RANGE_DAYS} days` });
  }
  if ((q.level === 'region' || q.level === 'city') && q.country === undefined) {
    fields.push({ field: 'level', code: 'country_required', message: 'Regions and cities need a country' });
  }
  if (fields.length > 0) throw validationFailed(fields);
  if (q.link_id && !(await linkInAccount(db, accountId, q.link_id))) {
    throw appError(ErrorCode.NOT_FOUND, 'Link not found');
  }
  let linkIds: string[] | undefined;
  if (q.card_id) {
    linkIds = (await cardLinks(db, accountId, q.card_id)) ?? undefined;
    if (!linkIds) throw appError(ErrorCode.NOT_FOUND, 'Card not found');
  }
  // A workspace or domain that holds every link of the account is the account (decision 117).
  const named = q.workspace_id ? [q.workspace_id] : workspaceIds;
  if ((named || q.domain_id) && (await holdsEveryLink(db, accountId, named, q.domain_id || undefined))) {
    q = { ...q, workspace_id: undefined, domain_id: undefined };
    workspaceIds = undefined;
  }
  const tz = q.tz ?? 'UTC';
  const days = daysBetween(q.from, q.to);
  const previousTo = addDays(q.from, -1);
  const previousFrom = addDays(q.from, -days);
  return {
    from: q.from,
    to: q.to,
    tz,
    days,
    scope: scopeOf(accountId, q.from, q.to, tz, q, linkIds, workspaceIds),
    previous: scopeOf(accountId, previousFrom, previousTo, tz, q, linkIds, workspaceIds),
    compare: analyticsBool(q.compare),
    range: {
      from: q.from,
      to: q.to,
      tz,
      previous_from: previousFrom,
      previous_to: previousTo,
      granularity: days <= ANALYTICS_HOURLY_MAX_DAYS ? 'hour' : 'day',
    },
  };
}

/** Raw totals as the API's (bots have no raw rows: they are counted account-wide only). */
async function rawTotalsOf(db: Db, scope: Scope, withVisitors = true): Promise<AnalyticsTotals> {
  const raw = await rawTotals(db, scope, withVisitors);
  return {
    clicks: raw.clicks,
    visitors: raw.visitors,
    qr_scans: raw.qr,
    card_views: raw.card_view,
    card_saves: raw.card_save,
    bots: 0,
  };
}

/** Adds `part`'s totals into `into` (parts of one range: whole days and edges, built days and the rest). */
function addTotals(into: AnalyticsTotals, part: AnalyticsTotals): void {
  into.clicks += part.clicks;
  into.visitors += part.visitors;
  into.qr_scans += part.qr_scans;
  into.card_views += part.card_views;
  into.card_saves += part.card_saves;
  into.bots += part.bots;
}

/**
 * A link or card under visitor filters (decision 117), a workspace or domain that is part of the
 * account (decision 118): the whole UTC days from the per-link days (by channel too unless it is a
 * filter, for the QR scans), the edges from raw clicks; null without a whole day.
 */
async function linkDayTotals(db: Db, scope: Scope, withVisitors: boolean): Promise<AnalyticsTotals | null> {
  const days = wholeDaysOf(scope);
  if (!days) return null;
  const totals: AnalyticsTotals = { clicks: 0, visitors: 0, qr_scans: 0, card_views: 0, card_saves: 0, bots: 0 };
  for (const r of await linkDaySums(db, scope, days.firstDay, days.endDay, 'channel')) {
    totals.clicks += r.count;
    totals.visitors += r.visitors;
    if (r.kind === 'qr' || r.values.channel === 'qr') totals.qr_scans += r.count;
    if (r.kind === 'card_view') totals.card_views += r.count;
    if (r.kind === 'card_save') totals.card_saves += r.count;
  }
  // Several links' visitors are counted once over the whole range below: not per edge.
  const fromRaw = visitorsFromRaw(scope);
  for (const edge of days.edges) {
    addTotals(totals, await rawTotalsOf(db, edge, !fromRaw));
  }
  // Several links: one visitor of two is one visitor (per-link counts would add up twice).
  if (fromRaw) totals.visitors = withVisitors ? await rawVisitors(db, scope) : 0;
  return totals;
}

/** The scope over [fromMs, toMs) only, read from scope rollups `rollupKey` if given (else as the scope is). */
function rangePart(scope: Scope, fromMs: number, toMs: number, rollupKey?: string): Scope {
  return { ...scope, fromMs, toMs, fromHour: Math.floor(fromMs / HOUR_MS), toHour: Math.floor(toMs / HOUR_MS), rollupKey };
}

/**
 * A workspace's or domain's range where its own rollups cover part of it (decisions 119, 122, 124):
 * that part (`rollupKey` set: read as the account's is) and the rest, before the days they cover (raw
 * clicks past retention) or after (the open day's last minutes not built yet), answered as before.
 * Their visitor-days add up: the parts meet at UTC midnights (the salt's days), or where the build of
 * the open day stopped, after which the rest does not count the visitors it counted (`countedIn`).
 * Null when the scope has none or they cover none of it.
 */
export async function scopeParts(db: Db, scope: Scope): Promise<{ covered: Scope; rest: Scope[] } | null> {
  if (scope.rollupKey !== undefined) return null;
  const key = scopeRollupKey(scope);
  if (key === null) return null;
  const coverage = await scopeCoverage(db, scope.accountId, key);
  if (!coverage) return null;
  const from = Math.max(scope.fromMs, coverage.fromDay * DAY_MS);
  const to = Math.min(scope.toMs, coverage.throughAt);
  if (from >= to) return null;
  const part = (fromMs: number, toMs: number, rollupKey?: string) => rangePart(scope, fromMs, toMs, rollupKey);
  const rest: Scope[] = [];
  // Before the days they cover: nothing to read if the account had no click then (a previous period
  // before its first click), which the account's own rows tell at once; the links' rows would take a
  // seek per link of the workspace to say so (230 ms for 9,000 links, decision 124).
  if (scope.fromMs < from && (await accountClickedIn(db, scope.accountId, scope.fromHour, Math.ceil(from / HOUR_MS)))) {
    rest.push(part(scope.fromMs, from));
  }
  if (to < scope.toMs) {
    const inDay = coverage.throughAt % DAY_MS !== 0;
    rest.push({
      ...part(to, scope.toMs),
      countedIn: inDay ? { key, day: coverage.throughDay } : undefined,
      clickedSince: inDay || undefined,
    });
  }
  const covered = part(from, to, key);
  // Where the build stopped mid-hour, that hour's rows hold its clicks before then only: theirs.
  if (to === coverage.throughAt) covered.toHour = Math.ceil(to / HOUR_MS);
  return { covered, rest };
}

/**
 * The scope's totals. `withVisitors` false: a caller that shows only clicks (an export's size) does
 * not pay for a workspace's unique visitors, which are counted from raw clicks.
 */
export async function totalsOf(db: Db, scope: Scope, withVisitors = true): Promise<AnalyticsTotals> {
  const parts = await scopeParts(db, scope);
  if (!parts) return totalsOfPart(db, scope, withVisitors);
  // The rollups count a visitor-day under the channel of its first click; a workspace's visitors
  // under a channel have always been those with a click in it (raw, decision 118), and stay so.
  const byChannel = scope.channel !== undefined;
  const totals: AnalyticsTotals = { clicks: 0, visitors: 0, qr_scans: 0, card_views: 0, card_saves: 0, bots: 0 };
  for (const part of [parts.covered, ...parts.rest]) {
    addTotals(totals, await totalsOfPart(db, part, withVisitors && !byChannel));
  }
  if (byChannel) totals.visitors = withVisitors ? await rawVisitors(db, scope) : 0;
  return totals;
}

async function totalsOfPart(db: Db, scope: Scope, withVisitors: boolean): Promise<AnalyticsTotals> {
  if (rollupsAnswer(scope)) {
    const sums = await rollupSums(db, scope, ['total', 'visitors', 'qr', 'kind', 'bots']);
    const get = (dim: string, value = '') => sums.find((s) => s.dim === dim && s.value === value)?.count ?? 0;
    return {
      clicks: get('total'),
      visitors: get('visitors'),
      qr_scans: get('qr'),
      card_views: get('kind', 'card_view'),
      card_saves: get('kind', 'card_save'),
      bots: get('bots'),
    };
  }
  if (linkRollupsAnswer(scope)) {
    const sums = await linkSums(db, scope, ['total', 'visitors']);
    const totals: AnalyticsTotals = { clicks: 0, visitors: 0, qr_scans: 0, card_views: 0, card_saves: 0, bots: 0 };
    for (const s of sums) {
      if (s.dim === 'total') {
        totals.clicks += s.count;
        if (s.kind === 'qr') totals.qr_scans += s.count;
        if (s.kind === 'card_view') totals.card_views += s.count;
        if (s.kind === 'card_save') totals.card_saves += s.count;
      }
      if (s.dim === 'visitors') totals.visitors += s.count;
    }
    // A scan is also another link's click through `?qr=1` (channel qr); a QR code's clicks are all scans.
    const kinds = new Map(sums.map((s) => [s.link_id, s.kind]));
    const others = scopeLinkIds(scope).filter((id) => kinds.get(id) !== 'qr');
    if (others.length > 0) {
      const channels = await linkBreakdown(db, { ...scope, linkId: undefined, linkIds: others }, 'channel');
      totals.qr_scans += channels.find((c) => c.value === 'qr')?.count ?? 0;
    }
    // A card's two links: one visitor of both is one visitor (per-link counts would add up twice).
    if (visitorsFromRaw(scope)) totals.visitors = withVisitors ? await rawVisitors(db, scope) : 0;
    return totals;
  }
  if (linkDaysAnswer(scope)) {
    const totals = await linkDayTotals(db, scope, withVisitors);
    if (totals) return totals;
  }
  return rawTotalsOf(db, scope);
}

function sorted(rows: Array<{ value: string; count: number }>, dim: string): AnalyticsRow[] {
  return rows
    .filter((r) => r.count > 0)
    .toSorted((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, ANALYTICS_ROWS_MAX)
    .map((r) => {
      if (dim !== 'city') return { key: r.value, clicks: r.count };
      const [region, city] = r.value.split(CITY_SEPARATOR) as [string, string];
      return { key: city, region, clicks: r.count };
    });
}

/** The breakdowns `click_rollups_daily` keeps for a link (regions and cities need a country filter: raw). */
const LINK_BREAKDOWNS = new Set(['country', 'device', 'os', 'browser', 'channel', 'referrer']);

type Counts = Array<{ value: string; count: number }>;

/** Several breakdowns of one scope, sorted and cut to what the API shows. */
export async function breakdownsOf(db: Db, scope: Scope, dims: readonly string[]): Promise<Record<string, AnalyticsRow[]>> {
  const counts = await breakdownCounts(db, scope, dims);
  return Object.fromEntries(dims.map((dim) => [dim, sorted(counts[dim]!, dim)]));
}

/** Several breakdowns of one scope, every value, summed over its parts (`scopeParts`). */
async function breakdownCounts(db: Db, scope: Scope, dims: readonly string[]): Promise<Record<string, Counts>> {
  const parts = await scopeParts(db, scope);
  if (!parts) return breakdownCountsOfPart(db, scope, dims);
  const sums = new Map(dims.map((d) => [d, new Map<string, number>()]));
  for (const part of [parts.covered, ...parts.rest]) {
    const counts = await breakdownCountsOfPart(db, part, dims);
    for (const dim of dims) {
      const into = sums.get(dim)!;
      for (const r of counts[dim]!) into.set(r.value, (into.get(r.value) ?? 0) + r.count);
    }
  }
  return Object.fromEntries(dims.map((d) => [d, [...sums.get(d)!].map(([value, count]) => ({ value, count }))]));
}

/** Several breakdowns of one scope, every value: from one rollup read, the links' rows, or one raw GROUP BY each. */
async function breakdownCountsOfPart(db: Db, scope: Scope, dims: readonly string[]): Promise<Record<string, Counts>> {
  const out: Record<string, Counts> = {};
  if (rollupsAnswer(scope)) {
    // A dimension a filter fixes is not kept under it: its one value holds the context's total.
    const fixed = new Map(visitorFilters(scope).map((f) => [f.dim as string, f.value]));
    const stored = dims.filter((d) => !fixed.has(d));
    const sums = await rollupSums(db, scope, stored.length < dims.length ? [...stored, 'total'] : stored);
    for (const dim of dims) {
      const value = fixed.get(dim);
      if (value !== undefined) {
        const total = sums.find((s) => s.dim === 'total')?.count ?? 0;
        out[dim] = [{ value, count: total }];
      } else {
        out[dim] = sums.filter((s) => s.dim === dim);
      }
    }
    return out;
  }
  // Shorter than a UTC day (the open day after a workspace's built hours, decision 122): every way
  // below reads raw clicks, one GROUP BY a dimension; one for them all costs about what one did.
  if (!wholeDaysOf(scope)) return rawBreakdowns(db, scope, dims);
  // A link, a card, a workspace or domain without visitor filters: the links' daily rows.
  if (visitorFilters(scope).length === 0 && dims.every((d) => LINK_BREAKDOWNS.has(d))) {
    for (const dim of dims) out[dim] = await linkBreakdown(db, scope, dim);
    return out;
  }
  const days = linkDaysAnswer(scope) ? wholeDaysOf(scope) : null;
  if (days) {
    for (const dim of dims) out[dim] = await linkDayBreakdown(db, scope, days, dim);
    return out;
  }
  return rawBreakdowns(db, scope, dims);
}

/**
 * One breakdown of a link or card under visitor filters, over whole UTC days and raw edges
 * (decision 117): a filtered dimension is the total; country, device and channel come from the
 * per-link days; regions and cities under a country alone from the links' daily places; OS,
 * browser and referrer (and places under more filters) from raw clicks.
 */
async function linkDayBreakdown(
  db: Db,
  scope: Scope,
  days: NonNullable<ReturnType<typeof wholeDaysOf>>,
  dim: string,
): Promise<Array<{ value: string; count: number }>> {
  const filters = visitorFilters(scope);
  const placesOnly = filters.length === 1 && scope.country !== undefined && (dim === 'region' || dim === 'city');
  if (!isFilterDim(dim) && !placesOnly) return (await busyLinkBreakdown(db, scope, dim)) ?? rawBreakdown(db, scope, dim);
  const counts = new Map<string, number>();
  const add = (value: string, n: number) => counts.set(value, (counts.get(value) ?? 0) + n);
  if (isFilterDim(dim)) {
    for (const r of await linkDaySums(db, scope, days.firstDay, days.endDay, dim)) add(r.values[dim]!, r.count);
  } else {
    const rows = await linkPlaces(db, scope, days.firstDay, days.endDay, scope.country!, dim as 'region' | 'city');
    for (const r of rows) add(r.value, r.count);
  }
  for (const edge of days.edges) for (const r of await rawBreakdown(db, edge, dim)) add(r.value, r.count);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/**
 * A link's or card's OS, browser, referrer, regions or cities under visitor filters, where a busy
 * link has rows of its own (decision 120): per link, the whole UTC days its rows cover from them and
 * the rest of the range from its raw clicks (a card's other link, if not busy, from its raw clicks
 * alone). Click counts, so a card's two links add up. Null when no link of the scope has rows for a
 * whole day of the range.
 */
async function busyLinkBreakdown(db: Db, scope: Scope, dim: string): Promise<Array<{ value: string; count: number }> | null> {
  // The rows hold no unfiltered context: the daily rows answer that (`linkBreakdown`).
  if (!LINK_ROLLUP_DIMS.has(dim) || visitorFilters(scope).length === 0) return null;
  const ids = scope.linkId !== undefined ? [scope.linkId] : (scope.linkIds ?? []);
  const part = (linkId: string, fromMs: number, toMs: number, rollupKey?: string) =>
    rangePart({ ...scope, linkId, linkIds: undefined }, fromMs, toMs, rollupKey);
  const counts = new Map<string, number>();
  const add = (rows: ReadonlyArray<{ value: string; count: number }>) => {
    for (const r of rows) counts.set(r.value, (counts.get(r.value) ?? 0) + r.count);
  };
  const raw: Scope[] = [];
  let covered = false;
  for (const id of ids) {
    const key = linkKey(id);
    const coverage = await scopeCoverage(db, scope.accountId, key);
    const from = coverage && Math.max(Math.ceil(scope.fromMs / DAY_MS), coverage.fromDay) * DAY_MS;
    const to = coverage && Math.min(Math.floor(scope.toMs / DAY_MS), coverage.throughDay) * DAY_MS;
    if (from === null || to === null || from >= to) {
      raw.push(part(id, scope.fromMs, scope.toMs));
      continue;
    }
    covered = true;
    add(await rollupSums(db, part(id, from, to, key), [dim]));
    if (scope.fromMs < from) raw.push(part(id, scope.fromMs, from));
    if (to < scope.toMs) raw.push(part(id, to, scope.toMs));
  }
  if (!covered) return null;
  for (const rest of raw) add(await rawBreakdown(db, rest, dim));
  return [...counts].map(([value, count]) => ({ value, count }));
}

const isFilterDim = (dim: string): dim is FilterDim => (FILTER_DIMS as readonly string[]).includes(dim);

/**
 * Whether every UTC day of [firstDay, endDay) is one local day of `tz` and the scope is exactly
 * those days, so daily rows can be a series by local day (UTC, and zones at UTC+0 for the range).
 */
function utcDaysAreLocal(scope: Scope, tz: string, firstDay: number, endDay: number): boolean {
  if (scope.fromMs !== firstDay * DAY_MS || scope.toMs !== endDay * DAY_MS) return false;
  for (let d = firstDay; d <= endDay; d++) if (localDay(tz, d * DAY_MS) === localDay(tz, d * DAY_MS - 1)) return false;
  return true;
}

/** The series of a link or card under visitor filters by day from the per-link days, where they can; null otherwise. */
async function linkDaySeriesOf(db: Db, w: Window, scope: Scope): Promise<Array<{ hour: number; count: number }> | null> {
  if (w.range.granularity !== 'day') return null;
  const days = wholeDaysOf(scope);
  if (!days || !utcDaysAreLocal(scope, w.tz, days.firstDay, days.endDay)) return null;
  return linkDaySeries(db, scope, days.firstDay, days.endDay);
}

/** Clicks by UTC hour (or by day, at its first hour), summed over the scope's parts (`scopeParts`). */
async function seriesHours(db: Db, w: Window, scope: Scope): Promise<Array<{ hour: number; count: number }>> {
  const parts = await scopeParts(db, scope);
  if (!parts) return seriesHoursOfPart(db, w, scope);
  const out: Array<{ hour: number; count: number }> = [];
  for (const part of [parts.covered, ...parts.rest]) out.push(...(await seriesHoursOfPart(db, w, part)));
  return out;
}

async function seriesHoursOfPart(db: Db, w: Window, scope: Scope): Promise<Array<{ hour: number; count: number }>> {
  return rollupsAnswer(scope)
    ? await rollupSeries(db, scope)
    : linkRollupsAnswer(scope)
      ? await linkSeries(db, scope)
      : ((linkDaysAnswer(scope) ? await linkDaySeriesOf(db, w, scope) : null) ??
        // A workspace or domain without visitor filters, by hour or in a zone: its links' hourly rows,
        // but for the open day's last minutes after a build that stopped mid-hour (decision 124):
        // those rows hold that whole hour, part of it counted already.
        (visitorFilters(scope).length === 0 && !(scope.clickedSince && scope.fromMs % HOUR_MS !== 0)
          ? await linkSeries(db, scope)
          : await rawSeries(db, scope)));
}

export async function seriesOf(db: Db, w: Window, scope: Scope, from: string, to: string): Promise<AnalyticsPoint[]> {
  const hours = await seriesHours(db, w, scope);
  const buckets = new Map<string, number>();
  if (w.range.granularity === 'hour') {
    for (let h = scope.fromHour; h < scope.toHour; h++) buckets.set(localHour(w.tz, h * HOUR_MS), 0);
    for (const { hour, count } of hours) {
      const key = localHour(w.tz, hour * HOUR_MS);
      buckets.set(key, (buckets.get(key) ?? 0) + count);
    }
  } else {
    for (let d = from; d <= to; d = addDays(d, 1)) buckets.set(d, 0);
    for (const { hour, count } of hours) {
      const key = localDay(w.tz, hour * HOUR_MS);
      if (buckets.has(key)) buckets.set(key, buckets.get(key)! + count);
    }
  }
  return [...buckets].map(([t, clicks]) => ({ t, clicks }));
}

function topItem(row: TopRow, scheme: string): AnalyticsTopItem {
  return {
    id: row.id,
    kind: row.kind as AnalyticsKind,
    title: row.title,
    long_url: row.long_url,
    short_url: shortUrl(scheme, row.domain_name, row.nip),
    clicks: row.clicks,
  };
}

/** Top lists of the scope, one per kind set (the top endpoint's three share one read where they can). */
export async function topsOf(db: Db, scope: Scope, kindSets: ReadonlyArray<readonly string[]>, limit: number, scheme: string) {
  let lists: TopRow[][];
  if (linkRollupsAnswer(scope)) lists = await Promise.all(kindSets.map((kinds) => linkTop(db, scope, kinds, limit)));
  else if (linkDaysAnswer(scope)) {
    // A workspace or domain over whole UTC days: the account's threshold rounds over its own links
    // (a few hundred links' days, not every one's); a zone's edges need the links' raw clicks.
    const days = partOfAccount(scope) ? wholeDaysOf(scope) : null;
    lists =
      days && days.edges.length === 0
        ? await topLists(db, scope.accountId, days.firstDay, days.endDay - 1, kindSets, limit, visitorFilters(scope), scope)
        : await Promise.all(kindSets.map((kinds) => linkDayTop(db, scope, kinds, limit)));
  } else if (!rollupsAnswer(scope)) lists = await Promise.all(kindSets.map((kinds) => rawTop(db, scope, kinds, limit)));
  else {
    // Whole UTC days the local range touches (exact for UTC; see decision 102).
    lists = await topLists(
      db,
      scope.accountId,
      Math.floor(scope.fromMs / DAY_MS),
      Math.floor((scope.toMs - 1) / DAY_MS),
      kindSets,
      limit,
      visitorFilters(scope),
    );
  }
  return lists.map((rows) => rows.map((r) => topItem(r, scheme)));
}

export async function topOf(db: Db, scope: Scope, kinds: readonly string[], limit: number, scheme: string) {
  return (await topsOf(db, scope, [kinds], limit, scheme))[0]!;
}

export async function overview(db: Db, w: Window, scheme: string): Promise<AnalyticsOverview> {
  // The totals, series and breakdowns read the same raw rest of the open day: once (`rawRest`).
  const scope: Scope = { ...w.scope, shared: sharedReads() };
  const [totals, series, parts, top] = await Promise.all([
    totalsOf(db, scope),
    seriesOf(db, w, scope, w.from, w.to),
    breakdownsOf(db, scope, ['channel', 'device', 'country']),
    topOf(db, w.scope, ['link'], 10, scheme),
  ]);
  const previous = w.compare ? await totalsOf(db, w.previous) : null;
  const previousSeries = w.compare ? await seriesOf(db, w, w.previous, w.range.previous_from, w.range.previous_to) : null;
  return {
    range: w.range,
    totals,
    previous,
    series,
    previous_series: previousSeries,
    channels: parts.channel!,
    devices: parts.device!,
    countries: parts.country!,
    top_links: top,
  };
}

export type BreakdownView = 'devices' | 'locations' | 'channels';

function dimsOf(view: BreakdownView, q: AnalyticsQuery): { main: string; more: string[] } {
  switch (view) {
    case 'devices':
      return { main: 'device', more: ['os', 'browser'] };
    case 'channels':
      return { main: 'channel', more: ['referrer'] };
    case 'locations': {
      if (q.country === undefined) return { main: 'country', more: [] };
      return q.level === 'city' ? { main: 'city', more: ['region'] } : { main: 'region', more: ['city'] };
    }
    default: {
      const never: never = view;
      throw new Error(`unknown view ${String(never)}`);
    }
  }
}

export async function breakdown(db: Db, w: Window, view: BreakdownView, q: AnalyticsQuery): Promise<AnalyticsBreakdown> {
  const { main, more } = dimsOf(view, q);
  const counts = await breakdownCounts(db, w.scope, [main, ...more]);
  const previous = w.compare ? (await breakdownsOf(db, w.previous, [main]))[main]! : null;
  return {
    range: w.range,
    dimension: main,
    // Every click has one value of each dimension ('unknown' included): their sum is the total,
    // with no second read (for a workspace that read was its links' rows all over again).
    total: counts[main]!.reduce((sum, r) => sum + r.count, 0),
    rows: sorted(counts[main]!, main),
    previous_rows: previous,
    more: Object.fromEntries(more.map((d) => [d, sorted(counts[d]!, d)])),
  };
}

export async function top(db: Db, w: Window, scheme: string): Promise<AnalyticsTop> {
  const [links = [], qrs = [], cards = []] = await topsOf(
    db,
    w.scope,
    [['link'], ['qr'], ['card_view', 'card_save']],
    25,
    scheme,
  );
  return { range: w.range, links, qrs, cards };
}

/** `onlyLinks`: a limited member's links (member-scope.ts); every link of the account otherwise. */
export async function live(db: Db, accountId: string, now: number, onlyLinks?: ReadonlySet<string>): Promise<AnalyticsLive> {
  const MINUTE = 60_000;
  const end = Math.floor(now / MINUTE) * MINUTE + MINUTE;
  const start = end - ANALYTICS_LIVE_MINUTES * MINUTE;
  const times = await recentClicks(db, accountId, start, onlyLinks);
  const counts = Array.from({ length: ANALYTICS_LIVE_MINUTES }, () => 0);
  for (const at of times) {
    const i = Math.floor((at - start) / MINUTE);
    if (i >= 0 && i < counts.length) counts[i]!++;
  }
  return {
    minutes: counts.map((clicks, i) => ({ t: new Date(start + i * MINUTE).toISOString(), clicks })),
    clicks: counts.reduce((a, b) => a + b, 0),
  };
}
