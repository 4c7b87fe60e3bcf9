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

interface Context {
  fdim: string;
  /** Indices into FILTER_DIMS of the filters the context fixes. */
  fixed: number[];
}
const CONTEXTS: Context[] = FILTER_CONTEXTS.map((dims) => ({
  fdim: dims.join('+'),
  fixed: dims.map((d) => FILTER_DIMS.indexOf(d)),
}));

export class HourlyRollup {
  readonly rows = new Map<string, HourlyRow>();

  add(account: string, fdim: string, fval: string, dim: string, hour: number, value: string, n: number): void {
    this.addKeyed(
      `${account}\u0001${fdim}\u0001${fval}\u0001${dim}\u0001${hour}\u0001${value}`,
      account,
      fdim,
      fval,
      dim,
      hour,
      value,
      n,
    );
  }

  /** `key` must be what `add` builds from the same fields (callers that know a prefix save the concatenation). */
  private addKeyed(
    key: string,
    account: string,
    fdim: string,
    fval: string,
    dim: string,
    hour: number,
    value: string,
    n: number,
  ) {
    const hit = this.rows.get(key);
    if (hit) hit.count += n;
    else this.rows.set(key, { account_id: account, fdim, fval, dim, hour, value, count: n });
  }

  /**
   * Adds another rollup's rows, reusing its keys: a merge costs one map lookup per row, not a
   * key built again (the writer merges every batch's share into the pending buffer).
   */
  mergeFrom(other: HourlyRollup): void {
    for (const [key, r] of other.rows) {
      const hit = this.rows.get(key);
      if (hit) hit.count += r.count;
      else this.rows.set(key, { ...r });
    }
  }

  /** One visitor's clicks (n in one hour on one link of kind `kind`) under every context (~66 rows). */
  addClicks(v: RollupVisitor, account: string, hour: number, kind: string, n: number): void {
    const country = v.country ?? UNKNOWN;
    this.addBase(account, hour, country, v.device, v.channel, kind, n);
    this.addValue(account, hour, country, v.device, v.channel, 'os', v.os, n);
    this.addValue(account, hour, country, v.device, v.channel, 'browser', v.browser, n);
    this.addValue(account, hour, country, v.device, v.channel, 'referrer', v.referrer_host ?? 'direct', n);
    this.addPlace(account, hour, country, v.device, v.channel, v.region, v.city, n);
  }

  /** The eight contexts' key prefixes for one (country, device, channel). */
  private prefixes(account: string, country: string, device: string, channel: string): string[] {
    const values = [country, device, channel];
    return CONTEXTS.map(
      (c) => `${account}\u0001${c.fdim}\u0001${c.fixed.map((i) => values[i]).join(FILTER_VALUE_SEPARATOR)}\u0001`,
    );
  }

  private putAll(
    prefixes: string[],
    account: string,
    hour: number,
    dim: string,
    value: string,
    n: number,
    only?: (c: Context) => boolean,
  ) {
    const h = `\u0001${hour}\u0001`;
    for (let i = 0; i < CONTEXTS.length; i++) {
      const c = CONTEXTS[i]!;
      if (only && !only(c)) continue;
      const prefix = prefixes[i]!;
      this.addKeyed(
        prefix + dim + h + value,
        account,
        c.fdim,
        prefix.slice(account.length + c.fdim.length + 2, -1),
        dim,
        hour,
        value,
        n,
      );
    }
  }

  /**
   * The rows that depend only on the visitor's country, device and channel and the link's kind:
   * total, kind, qr and the filter dimensions a context does not fix. The writer groups clicks by
   * these before expanding (decision 106), so this runs per distinct group, not per visitor.
   */
  addBase(account: string, hour: number, country: string, device: string, channel: string, kind: string, n: number): void {
    const prefixes = this.prefixes(account, country, device, channel);
    this.putAll(prefixes, account, hour, 'total', '', n);
    this.putAll(prefixes, account, hour, 'kind', kind, n);
    if (kind === 'qr' || channel === 'qr') this.putAll(prefixes, account, hour, 'qr', '', n);
    const values = [country, device, channel];
    for (let d = 0; d < FILTER_DIMS.length; d++) {
      this.putAll(prefixes, account, hour, FILTER_DIMS[d]!, values[d]!, n, (c) => !c.fixed.includes(d));
    }
  }

  /** OS, browser or referrer rows (one value) under every context. */
  addValue(
    account: string,
    hour: number,
    country: string,
    device: string,
    channel: string,
    dim: string,
    value: string,
    n: number,
  ): void {
    this.putAll(this.prefixes(account, country, device, channel), account, hour, dim, value, n);
  }

  /** Region and city rows, under the contexts that fix a country (the only ones that offer them). */
  addPlace(
    account: string,
    hour: number,
    country: string,
    device: string,
    channel: string,
    region: string | null,
    city: string | null,
    n: number,
  ): void {
    const prefixes = this.prefixes(account, country, device, channel);
    const r = region ?? UNKNOWN;
    this.putAll(prefixes, account, hour, 'region', r, n, (c) => c.fixed.includes(0));
    this.putAll(prefixes, account, hour, 'city', `${r}${CITY_SEPARATOR}${city ?? UNKNOWN}`, n, (c) => c.fixed.includes(0));
  }

  /**
   * A new visitor-day for the account, at the hour of its first click, with that click's country
   * and device (the same for all its clicks: both come from the address and agent it is hashed
   * from) and channel (its first channel of the day, as "first user channel" reports do).
   * `n` > 1: that many visitor-days with the same first hour and dimensions (the rebuild).
   */
  addVisitor(v: Pick<RollupVisitor, 'country' | 'device' | 'channel'>, account: string, hour: number, n = 1): void {
    const values: Record<FilterDim, string> = { country: v.country ?? UNKNOWN, device: v.device, channel: v.channel };
    for (const dims of FILTER_CONTEXTS) {
      this.add(account, dims.join('+'), dims.map((d) => values[d]).join(FILTER_VALUE_SEPARATOR), 'visitors', hour, '', n);
    }
  }
}

/**
 * The per-link dimensions of `analytics_link_hourly` (besides `visitors`): what a link needs by the
 * hour. Its breakdowns (country, device, OS, browser, channel, referrer) come from the per-UTC-day
 * rows the writer keeps anyway (`click_rollups_daily`), so only two rows per visitor group are
 * written here (decision 106: eight measured twice the writer cost).
 */
export const LINK_DIMS = ['total', 'filters'] as const;

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
 * the visitor filters together (`filters`, value `country\tdevice\tchannel`: top lists under several
 * filters), and new visitor-days of the link (`visitors`).
 */
export class LinkRollup {
  readonly rows = new Map<string, LinkHourlyRow>();

  private put(prefix: string, link: string, account: string, hour: number, dim: string, value: string, n: number) {
    const key = `${prefix}${dim}\u0001${value}`;
    const hit = this.rows.get(key);
    if (hit) hit.count += n;
    else this.rows.set(key, { link_id: link, dim, hour, value, account_id: account, count: n });
  }

  addClicks(
    v: Pick<RollupVisitor, 'country' | 'device' | 'channel'>,
    link: string,
    account: string,
    hour: number,
    n: number,
  ): void {
    const prefix = `${link}\u0001${hour}\u0001`;
    this.put(prefix, link, account, hour, 'total', '', n);
    this.put(prefix, link, account, hour, 'filters', filtersValue(v.country ?? UNKNOWN, v.device, v.channel), n);
  }

  /** New visitor-days of the link, at the hour of each one's first click on it. */
  addVisitor(link: string, account: string, hour: number, n = 1): void {
    this.put(`${link}\u0001${hour}\u0001`, link, account, hour, 'visitors', '', n);
  }

  mergeFrom(other: LinkRollup): void {
    for (const [key, r] of other.rows) {
      const hit = this.rows.get(key);
      if (hit) hit.count += r.count;
      else this.rows.set(key, { ...r });
    }
  }
}

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

/** A row of `analytics_link_days` (decision 110): a link's clicks on a UTC day under one filter context. */
export interface LinkDayRow {
  link_id: string;
  fdim: string;
  fval: string;
  day: number;
  account_id: string;
  count: number;
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The per-link daily rows under the eight filter contexts, summed from a rollup's per-link
 * `filters` rows (one per link, hour and country/device/channel): no second pass over the
 * visitors, so the writer's cost is these rows' upsert. In key order, so a day's new rows extend
 * a few runs of B-tree pages (as the rebuild's, decision 107).
 */
export function linkDayRows(rows: Iterable<LinkHourlyRow>): LinkDayRow[] {
  const out = new Map<string, LinkDayRow>();
  for (const r of rows) {
    if (r.dim !== 'filters') continue;
    const day = Math.floor(r.hour / 24);
    const [country, device, channel] = r.value.split(FILTER_VALUE_SEPARATOR) as [string, string, string];
    // The values of CONTEXTS in its order: none, each filter, the pairs, the triple.
    const S = FILTER_VALUE_SEPARATOR;
    const fvals = ['', country, device, channel, country + S + device, country + S + channel, device + S + channel, r.value];
    const prefix = `${r.link_id}\u0001${day}\u0001`;
    for (let i = 0; i < CONTEXTS.length; i++) {
      const fval = fvals[i]!;
      const key = `${prefix}${i}\u0001${fval}`;
      const hit = out.get(key);
      if (hit) hit.count += r.count;
      else out.set(key, { link_id: r.link_id, fdim: CONTEXTS[i]!.fdim, fval, day, account_id: r.account_id, count: r.count });
    }
  }
  return [...out.values()].toSorted(
    (a, b) => text(a.link_id, b.link_id) || text(a.fdim, b.fdim) || text(a.fval, b.fval) || a.day - b.day,
  );
}

const LINK_DAYS_COLUMNS = ['link_id', 'fdim', 'fval', 'day', 'account_id', 'count'] as const;
const LINK_DAYS_UPSERT =
  'on conflict ("link_id", "fdim", "fval", "day") do update set "count" = "analytics_link_days"."count" + excluded."count"';

export async function upsertLinkDays(trx: Db, dialect: Dialect, rows: LinkDayRow[]): Promise<void> {
  await upsertInShapes(trx, dialect, 'analytics_link_days', LINK_DAYS_COLUMNS, LINK_DAYS_UPSERT, rows, (r, p) =>
    p.push(r.link_id, r.fdim, r.fval, r.day, r.account_id, r.count),
  );
}
