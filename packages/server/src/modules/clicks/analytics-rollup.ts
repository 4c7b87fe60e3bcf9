/**
 * The hourly rollups behind the analytics API (docs/decisions/100-analytics-rollups.md, 106),
 * built from a prepared batch's visitor groups: per UTC hour, one row per (dimension, value),
 * account-wide on its own (`fdim` = '') and under every combination of the visitor filters the API
 * offers (country, device, channel), so any answer without a link-side filter is a range sum over
 * whole hours; and per link (`analytics_link_hourly`) for a link, QR code or card.
 *
 * Unique visitors are added here too: a visitor-day counts once per account (and once per link),
 * at the hour of its first click that day, with the dimensions of that click.
 */
import type { Db, Dialect } from '../../db/schema.ts';
import { bulkInsertFlat } from './bulk-insert.ts';

export const FILTER_DIMS = ['country', 'device', 'channel'] as const;
export type FilterDim = (typeof FILTER_DIMS)[number];

/** What the rollups need of one visitor (one distinct agent, address, referrer and QR flag of a batch). */
export interface RollupVisitor {
  country: string | null;
  region: string | null;
  city: string | null;
  device: string;
  os: string;
  browser: string;
  referrer_host: string | null;
  channel: string;
  /** The visitor-day hash (salted). */
  hash: number;
  /** Its clicks by link and hour. */
  hours: Map<number, { linkId: string; accountId: string; hour: number; n: number }>;
}

export interface HourlyRow {
  account_id: string;
  fdim: string;
  fval: string;
  dim: string;
  hour: number;
  value: string;
  count: number;
}

const UNKNOWN = 'unknown';
/** Separates region and city in a city value (a city is listed with its region). */
export const CITY_SEPARATOR = '\t';

/**
 * A click's place as a link's daily `city` row holds it (`click_rollups_daily`, migration 0023):
 * `country\tregion\tcity`, so one link's regions and cities under a country are a sum of its rows.
 */
export const placeValue = (country: string | null, region: string | null, city: string | null): string =>
  `${country ?? UNKNOWN}${CITY_SEPARATOR}${region ?? UNKNOWN}${CITY_SEPARATOR}${city ?? UNKNOWN}`;

/**
 * The visitor-filter contexts kept in `analytics_hourly`: none, each filter alone, and every pair
 * and the triple (decision 106), so any combination of the API's visitor filters is a range sum.
 * A combination's `fdim` joins the filter names with '+', its `fval` their values with a tab.
 */
export const FILTER_CONTEXTS: ReadonlyArray<readonly FilterDim[]> = [
  [],
  ['country'],
  ['device'],
  ['channel'],
  ['country', 'device'],
  ['country', 'channel'],
  ['device', 'channel'],
  ['country', 'device', 'channel'],
];
export const FILTER_VALUE_SEPARATOR = '\t';

/**
 * A visitor's (country, device, channel), interned: one record per distinct triple for the life of
 * the process, holding what every context needs of it (its id, each context's id, `fdim` and
 * `fval`, the per-link `filters` value). The three come from small closed sets (country codes, the
 * classifier's devices and channels), so the table stays small; building these strings once instead
 * of per row is most of what decision 109 saves.
 */
export interface Filters {
  readonly id: number;
  readonly country: string;
  readonly device: string;
  readonly channel: string;
  /** Per FILTER_CONTEXTS entry. */
  readonly contexts: readonly ContextOf[];
  /** `country\tdevice\tchannel` (the per-link `filters` value). */
  readonly value: string;
}

interface ContextOf {
  /** Stable per (fdim, fval): part of the numeric row-group key. */
  readonly id: number;
  readonly fdim: string;
  readonly fval: string;
  /** Indices into FILTER_DIMS of the filters the context fixes. */
  readonly fixed: readonly number[];
  readonly fixesCountry: boolean;
}

/** Context ids live below this; a row group's key is `hour * CONTEXT_SPAN + id` (exact below 2⁵³). */
const CONTEXT_SPAN = 2 ** 24;
const contextIds = new Map<string, Map<string, number>>();
function contextId(fdim: string, fval: string): number {
  let byValue = contextIds.get(fdim);
  if (!byValue) contextIds.set(fdim, (byValue = new Map()));
  let id = byValue.get(fval);
  if (id === undefined) {
    id = nextContextId++;
    if (id >= CONTEXT_SPAN) throw new Error('analytics: too many distinct filter contexts');
    byValue.set(fval, id);
  }
  return id;
}
let nextContextId = 0;

const filtersTable = new Map<string, Map<string, Map<string, Filters>>>();
/** The same records by their `value` (`country\tdevice\tchannel`), for rows that carry only that. */
const filtersByValue = new Map<string, Filters>();
let nextFiltersId = 0;

/** The interned record of (country, device, channel); `country` already defaulted to 'unknown'. */
export function filtersOf(country: string, device: string, channel: string): Filters {
  let byDevice = filtersTable.get(country);
  if (!byDevice) filtersTable.set(country, (byDevice = new Map()));
  let byChannel = byDevice.get(device);
  if (!byChannel) byDevice.set(device, (byChannel = new Map()));
  let f = byChannel.get(channel);
  if (!f) {
    const values = [country, device, channel];
    f = {
      id: nextFiltersId++,
      country,
      device,
      channel,
      value: filtersValue(country, device, channel),
      contexts: FILTER_CONTEXTS.map((dims) => {
        const fixed = dims.map((d) => FILTER_DIMS.indexOf(d));
        const fdim = dims.join('+');
        const fval = fixed.map((i) => values[i]).join(FILTER_VALUE_SEPARATOR);
        return { id: contextId(fdim, fval), fdim, fval, fixed, fixesCountry: fixed.includes(0) };
      }),
    };
    byChannel.set(channel, f);
    filtersByValue.set(f.value, f);
  }
  return f;
}

/** Rows in insertion order, with the Map-like `size` and `values()` callers (rebuild, bulk seed) use. */
export class RowList<T> {
  readonly list: T[] = [];
  get size(): number {
    return this.list.length;
  }
  values(): IterableIterator<T> {
    return this.list.values();
  }
}

/** One context's rows of one account and hour: dimension → value → row. */
type RowGroup = Map<string, Map<string, HourlyRow>>;

/**
 * `analytics_hourly` rows being summed. Rows are found through nested maps keyed by the parts
 * themselves (account id, hour and context as one number, dimension, value), whose strings keep
 * their hash once computed, instead of one concatenated key string per row update (decision 109:
 * the concatenations were most of the writer's rollup cost).
 */
export class HourlyRollup {
  readonly rows = new RowList<HourlyRow>();
  private readonly groups = new Map<string, Map<number, RowGroup>>();

  private group(account: string, hour: number, contextId: number): RowGroup {
    let byAccount = this.groups.get(account);
    if (!byAccount) this.groups.set(account, (byAccount = new Map()));
    const key = hour * CONTEXT_SPAN + contextId;
    let group = byAccount.get(key);
    if (!group) byAccount.set(key, (group = new Map()));
    return group;
  }

  /** The eight contexts' row groups of one account, hour and (country, device, channel), in FILTER_CONTEXTS order. */
  groupsOf(account: string, hour: number, f: Filters): RowGroup[] {
    return f.contexts.map((c) => this.group(account, hour, c.id));
  }

  private put(group: RowGroup, account: string, fdim: string, fval: string, dim: string, hour: number, value: string, n: number) {
    let byValue = group.get(dim);
    if (!byValue) group.set(dim, (byValue = new Map()));
    const hit = byValue.get(value);
    if (hit) hit.count += n;
    else {
      const row: HourlyRow = { account_id: account, fdim, fval, dim, hour, value, count: n };
      byValue.set(value, row);
      this.rows.list.push(row);
    }
  }

  add(account: string, fdim: string, fval: string, dim: string, hour: number, value: string, n: number): void {
    this.put(this.group(account, hour, contextId(fdim, fval)), account, fdim, fval, dim, hour, value, n);
  }

  /** Adds another rollup's rows (the writer merges every batch's share, a few bot rows, into the pending buffer). */
  mergeFrom(other: HourlyRollup): void {
    for (const r of other.rows.list) this.add(r.account_id, r.fdim, r.fval, r.dim, r.hour, r.value, r.count);
  }

  /** One visitor's clicks (n in one hour on one link of kind `kind`) under every context (~66 rows). */
  addClicks(v: RollupVisitor, account: string, hour: number, kind: string, n: number): void {
    const f = filtersOf(v.country ?? UNKNOWN, v.device, v.channel);
    const groups = this.groupsOf(account, hour, f);
    this.addBase(groups, account, hour, f, kind, n);
    this.addValue(groups, account, hour, f, 'os', v.os, n);
    this.addValue(groups, account, hour, f, 'browser', v.browser, n);
    this.addValue(groups, account, hour, f, 'referrer', v.referrer_host ?? 'direct', n);
    this.addPlace(groups, account, hour, f, v.region, v.city, n);
  }

  /**
   * The rows that depend only on the visitor's country, device and channel and the link's kind:
   * total, kind (card views and saves only, `KIND_ROWS`), qr and the filter dimensions a context does not fix. The writer groups clicks by
   * these before expanding (decision 106), so this runs per distinct group, not per visitor.
   * `groups`: `groupsOf(account, hour, f)`.
   */
  addBase(groups: RowGroup[], account: string, hour: number, f: Filters, kind: string, n: number): void {
    const qr = kind === 'qr' || f.channel === 'qr';
    const kindRow = KIND_ROWS.has(kind);
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i]!;
      const c = f.contexts[i]!;
      this.put(g, account, c.fdim, c.fval, 'total', hour, '', n);
      if (kindRow) this.put(g, account, c.fdim, c.fval, 'kind', hour, kind, n);
      if (qr) this.put(g, account, c.fdim, c.fval, 'qr', hour, '', n);
      if (!c.fixed.includes(0)) this.put(g, account, c.fdim, c.fval, 'country', hour, f.country, n);
      if (!c.fixed.includes(1)) this.put(g, account, c.fdim, c.fval, 'device', hour, f.device, n);
      if (!c.fixed.includes(2)) this.put(g, account, c.fdim, c.fval, 'channel', hour, f.channel, n);
    }
  }

  /** OS, browser or referrer rows (one value) under every context. */
  addValue(groups: RowGroup[], account: string, hour: number, f: Filters, dim: string, value: string, n: number): void {
    for (let i = 0; i < groups.length; i++) {
      const c = f.contexts[i]!;
      this.put(groups[i]!, account, c.fdim, c.fval, dim, hour, value, n);
    }
  }

  /** Region and city rows, under the contexts that fix a country (the only ones that offer them). */
  addPlace(
    groups: RowGroup[],
    account: string,
    hour: number,
    f: Filters,
    region: string | null,
    city: string | null,
    n: number,
  ): void {
    const r = region ?? UNKNOWN;
    const cityValue = `${r}${CITY_SEPARATOR}${city ?? UNKNOWN}`;
    for (let i = 0; i < groups.length; i++) {
      const c = f.contexts[i]!;
      if (!c.fixesCountry) continue;
      this.put(groups[i]!, account, c.fdim, c.fval, 'region', hour, r, n);
      this.put(groups[i]!, account, c.fdim, c.fval, 'city', hour, cityValue, n);
    }
  }

  /**
   * A new visitor-day for the account, at the hour of its first click, with that click's country
   * and device (the same for all its clicks: both come from the address and agent it is hashed
   * from) and channel (its first channel of the day, as "first user channel" reports do).
   * `n` > 1: that many visitor-days with the same first hour and dimensions (the rebuild).
   */
  addVisitor(v: Pick<RollupVisitor, 'country' | 'device' | 'channel'>, account: string, hour: number, n = 1): void {
    this.addVisitors(filtersOf(v.country ?? UNKNOWN, v.device, v.channel), account, hour, n);
  }

  /** `addVisitor` for an interned (country, device, channel). */
  addVisitors(f: Filters, account: string, hour: number, n: number): void {
    for (const c of f.contexts) this.put(this.group(account, hour, c.id), account, c.fdim, c.fval, 'visitors', hour, '', n);
  }
}

/**
 * The link kinds whose clicks get a `kind` row in `analytics_hourly`: the totals read card views
 * and card saves from them; a plain link's or a QR code's clicks are `total` (and `qr`) already,
 * and their `kind` rows were read by nothing (decision 110's addendum, migration 0018).
 */
export const KIND_ROWS: ReadonlySet<string> = new Set(['card_view', 'card_save']);

/**
 * The per-link dimensions of `analytics_link_hourly` (besides `visitors`): what a link needs by the
 * hour. Its breakdowns (country, device, OS, browser, channel, referrer) come from the per-UTC-day
 * rows the writer keeps anyway (`click_rollups_daily`), so only two rows per visitor group are
 * built here (decision 106: eight measured twice the writer cost), and of those only `total` is
 * stored (`isStoredLinkRow`).
 */
export const LINK_DIMS = ['total', 'filters'] as const;

/**
 * Whether a per-link row is stored in `analytics_link_hourly`. The `filters` rows are not (decision
 * 110's addendum, migration 0018): since the top lists read `analytics_link_days`, no query reads
 * them, and they were one row per (link, hour, country/device/channel) in every flush. They stay in
 * memory as the source of `linkDayRows`.
 */
export const isStoredLinkRow = (r: LinkHourlyRow): boolean => r.dim !== 'filters' && r.dim !== VISITOR_FILTERS;

/**
 * In-memory per-link rows of new visitor-days by the (country, device, channel) of their first click
 * on the link (value as `filters`): the source of `analytics_link_days.visitors` (decision 117).
 */
export const VISITOR_FILTERS = 'visitor_filters';

export interface LinkHourlyRow {
  link_id: string;
  dim: string;
  hour: number;
  value: string;
  account_id: string;
  count: number;
}

/**
 * Per-link rows (`analytics_link_hourly`, decision 106): clicks per hour (`total`), the same under
 * the visitor filters together (`filters`, value `country\tdevice\tchannel`: in memory only, summed
 * into `analytics_link_days` by `linkDayRows`; see `isStoredLinkRow`), and new visitor-days of the
 * link (`visitors`). Found by link, hour, dimension and value
 * in nested maps (no key strings, decision 109).
 */
export class LinkRollup {
  readonly rows = new RowList<LinkHourlyRow>();
  private readonly byLink = new Map<string, Map<number, Map<string, Map<string, LinkHourlyRow>>>>();

  private put(link: string, account: string, hour: number, dim: string, value: string, n: number) {
    let byHour = this.byLink.get(link);
    if (!byHour) this.byLink.set(link, (byHour = new Map()));
    let byDim = byHour.get(hour);
    if (!byDim) byHour.set(hour, (byDim = new Map()));
    let byValue = byDim.get(dim);
    if (!byValue) byDim.set(dim, (byValue = new Map()));
    const hit = byValue.get(value);
    if (hit) hit.count += n;
    else {
      const row: LinkHourlyRow = { link_id: link, dim, hour, value, account_id: account, count: n };
      byValue.set(value, row);
      this.rows.list.push(row);
    }
  }

  addClicks(
    v: Pick<RollupVisitor, 'country' | 'device' | 'channel'>,
    link: string,
    account: string,
    hour: number,
    n: number,
  ): void {
    this.addClicksOf(filtersOf(v.country ?? UNKNOWN, v.device, v.channel), link, account, hour, n);
  }

  /** `addClicks` for an interned (country, device, channel). */
  addClicksOf(f: Filters, link: string, account: string, hour: number, n: number): void {
    this.put(link, account, hour, 'total', '', n);
    this.put(link, account, hour, 'filters', f.value, n);
  }

  /**
   * New visitor-days of the link, at the hour of each one's first click on it; with that click's
   * filters, also under them (the per-link days' `visitors`).
   */
  addVisitor(link: string, account: string, hour: number, n = 1, f?: Filters): void {
    this.put(link, account, hour, 'visitors', '', n);
    if (f) this.put(link, account, hour, VISITOR_FILTERS, f.value, n);
  }

  mergeFrom(other: LinkRollup): void {
    for (const r of other.rows.list) this.put(r.link_id, r.account_id, r.hour, r.dim, r.value, r.count);
  }
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Primary-key order of `analytics_hourly` (as far as the upsert's page locality cares). */
export const byHourlyKey = (a: HourlyRow, b: HourlyRow): number =>
  text(a.account_id, b.account_id) ||
  text(a.fdim, b.fdim) ||
  text(a.fval, b.fval) ||
  text(a.dim, b.dim) ||
  a.hour - b.hour ||
  text(a.value, b.value);
/** Primary-key order of `analytics_link_hourly`. */
export const byLinkHourlyKey = (a: LinkHourlyRow, b: LinkHourlyRow): number =>
  text(a.link_id, b.link_id) || text(a.dim, b.dim) || a.hour - b.hour || text(a.value, b.value);

export function filtersValue(country: string, device: string, channel: string): string {
  return `${country}${FILTER_VALUE_SEPARATOR}${device}${FILTER_VALUE_SEPARATOR}${channel}`;
}

const HOURLY_COLUMNS = ['account_id', 'fdim', 'fval', 'dim', 'hour', 'value', 'count'] as const;
const HOURLY_UPSERT =
  'on conflict ("account_id", "fdim", "fval", "dim", "hour", "value") do update set "count" = "analytics_hourly"."count" + excluded."count"';
const CHUNK = 500;
/**
 * Rows go out in these statement sizes only, so the database keeps five prepared shapes per table
 * instead of compiling a new statement for every flush's remainder.
 */
const CHUNK_SIZES = [CHUNK, 100, 20, 5, 1];

async function upsertInShapes<R>(
  trx: Db,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  suffix: string,
  rows: R[],
  flat: (r: R, into: unknown[]) => void,
): Promise<void> {
  let offset = 0;
  for (const size of CHUNK_SIZES) {
    while (rows.length - offset >= size) {
      const params: unknown[] = [];
      for (let i = offset; i < offset + size; i++) flat(rows[i]!, params);
      await bulkInsertFlat(trx, dialect, table, columns, size, params, suffix);
      offset += size;
    }
  }
}

export async function upsertHourly(trx: Db, dialect: Dialect, rows: Iterable<HourlyRow>): Promise<void> {
  await upsertInShapes(trx, dialect, 'analytics_hourly', HOURLY_COLUMNS, HOURLY_UPSERT, [...rows], (r, p) =>
    p.push(r.account_id, r.fdim, r.fval, r.dim, r.hour, r.value, r.count),
  );
}

const LINK_HOURLY_COLUMNS = ['link_id', 'dim', 'hour', 'value', 'account_id', 'count'] as const;
const LINK_HOURLY_UPSERT =
  'on conflict ("link_id", "dim", "hour", "value") do update set "count" = "analytics_link_hourly"."count" + excluded."count"';

export async function upsertLinkHourly(trx: Db, dialect: Dialect, rows: Iterable<LinkHourlyRow>): Promise<void> {
  await upsertInShapes(trx, dialect, 'analytics_link_hourly', LINK_HOURLY_COLUMNS, LINK_HOURLY_UPSERT, [...rows], (r, p) =>
    p.push(r.link_id, r.dim, r.hour, r.value, r.account_id, r.count),
  );
}

/**
 * A row of `analytics_link_days` (decision 110): a link's clicks on a UTC day under one filter
 * context, and its new visitor-days there (decision 117).
 */
export interface LinkDayRow {
  link_id: string;
  fdim: string;
  fval: string;
  day: number;
  account_id: string;
  count: number;
  visitors: number;
}

/**
 * The per-link daily rows under the eight filter contexts, summed from a rollup's per-link
 * `filters` rows (one per link, hour and country/device/channel): no second pass over the
 * visitors, so the writer's cost is these rows' upsert. In key order, so a day's new rows extend
 * a few runs of B-tree pages (as the rebuild's, decision 107).
 */
export function linkDayRows(rows: Iterable<LinkHourlyRow>): LinkDayRow[] {
  const filterRows: LinkHourlyRow[] = [];
  let firstDay = Infinity;
  let lastDay = -Infinity;
  for (const r of rows) {
    if (r.dim !== 'filters' && r.dim !== VISITOR_FILTERS) continue;
    filterRows.push(r);
    const day = Math.floor(r.hour / 24);
    if (day < firstDay) firstDay = day;
    if (day > lastDay) lastDay = day;
  }
  // Per link, its (context, day) counts under one small number, slot * days + day offset (a small
  // integer: V8's fastest map key), where slot numbers this call's distinct contexts. No key string
  // per row and context: those and the sort's string comparisons were most of this step's cost.
  const days = lastDay - firstDay + 1;
  const contexts: ContextOf[] = [];
  const slotOf = new Map<number, number>();
  const byLink = new Map<string, { account: string; counts: Map<number, number>; visitors: Map<number, number> }>();
  for (const r of filterRows) {
    const dayOffset = Math.floor(r.hour / 24) - firstDay;
    // The interned triple holds each context's fdim, fval and id (FILTER_CONTEXTS order). The rows'
    // values were made by filtersOf, so this is one lookup; the split is for any other source.
    const f = filtersByValue.get(r.value) ?? filtersOf(...(r.value.split(FILTER_VALUE_SEPARATOR) as [string, string, string]));
    let link = byLink.get(r.link_id);
    if (!link) byLink.set(r.link_id, (link = { account: r.account_id, counts: new Map(), visitors: new Map() }));
    const into = r.dim === VISITOR_FILTERS ? link.visitors : link.counts;
    for (const context of f.contexts) {
      let slot = slotOf.get(context.id);
      if (slot === undefined) {
        slotOf.set(context.id, (slot = contexts.length));
        contexts.push(context);
      }
      const key = slot * days + dayOffset;
      into.set(key, (into.get(key) ?? 0) + r.count);
    }
  }
  // Key order (link, fdim, fval, day): the contexts are ranked once by (fdim, fval), so a link's rows
  // sort by one number, rank * days + day offset.
  const slotOfRank = contexts
    .map((c, slot) => ({ c, slot }))
    .toSorted((a, b) => text(a.c.fdim, b.c.fdim) || text(a.c.fval, b.c.fval))
    .map(({ slot }) => slot);
  const rankOfSlot: number[] = Array.from({ length: contexts.length }, () => 0);
  slotOfRank.forEach((slot, rank) => (rankOfSlot[slot] = rank));
  const out: LinkDayRow[] = [];
  for (const linkId of [...byLink.keys()].toSorted(text)) {
    const { account, counts, visitors } = byLink.get(linkId)!;
    const order: number[] = [];
    const rankOf = (key: number) => {
      const dayOffset = key % days;
      return rankOfSlot[(key - dayOffset) / days]! * days + dayOffset;
    };
    for (const key of counts.keys()) order.push(rankOf(key));
    // A visitor-day's first click is one of the clicks counted: its row is there already (unless a
    // caller passes visitors alone).
    for (const key of visitors.keys()) if (!counts.has(key)) order.push(rankOf(key));
    order.sort((a, b) => a - b);
    for (const o of order) {
      const dayOffset = o % days;
      const slot = slotOfRank[(o - dayOffset) / days]!;
      const context = contexts[slot]!;
      const key = slot * days + dayOffset;
      out.push({
        link_id: linkId,
        fdim: context.fdim,
        fval: context.fval,
        day: firstDay + dayOffset,
        account_id: account,
        count: counts.get(key) ?? 0,
        visitors: visitors.get(key) ?? 0,
      });
    }
  }
  return out;
}

const LINK_DAYS_COLUMNS = ['link_id', 'fdim', 'fval', 'day', 'account_id', 'count', 'visitors'] as const;
const LINK_DAYS_UPSERT =
  'on conflict ("link_id", "fdim", "fval", "day") do update set "count" = "analytics_link_days"."count" + excluded."count", ' +
  '"visitors" = "analytics_link_days"."visitors" + excluded."visitors"';

export async function upsertLinkDays(trx: Db, dialect: Dialect, rows: LinkDayRow[]): Promise<void> {
  await upsertInShapes(trx, dialect, 'analytics_link_days', LINK_DAYS_COLUMNS, LINK_DAYS_UPSERT, rows, (r, p) =>
    p.push(r.link_id, r.fdim, r.fval, r.day, r.account_id, r.count, r.visitors),
  );
}

const SCOPE_HOURLY_COLUMNS = ['scope', 'fdim', 'fval', 'dim', 'hour', 'value', 'account_id', 'count'] as const;
const SCOPE_HOURLY_UPSERT =
  'on conflict ("scope", "fdim", "fval", "dim", "hour", "value") do update set "count" = "analytics_scope_hourly"."count" + excluded."count"';

/**
 * A scope's rows (`analytics_scope_hourly`, decision 119), built from raw clicks. Whole days are
 * written after their rows were deleted: plain inserts. `addTo`: part of the open day (decision
 * 124), whose first hour may already hold rows of the part the last build read; counts are added.
 * `rows`: keyed by the scope (`HourlyRow.account_id` holds it).
 */
export async function insertScopeHourly(
  trx: Db,
  dialect: Dialect,
  accountId: string,
  rows: HourlyRow[],
  { addTo = false }: { addTo?: boolean } = {},
): Promise<void> {
  await upsertInShapes(
    trx,
    dialect,
    'analytics_scope_hourly',
    SCOPE_HOURLY_COLUMNS,
    addTo ? SCOPE_HOURLY_UPSERT : '',
    rows,
    (r, p) => p.push(r.account_id, r.fdim, r.fval, r.dim, r.hour, r.value, accountId, r.count),
  );
}
