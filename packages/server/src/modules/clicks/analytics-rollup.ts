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
    const referrer = v.referrer_host ?? 'direct';
    const scan = kind === 'qr' || v.channel === 'qr';
    const region = v.region ?? UNKNOWN;
    const city = `${region}${CITY_SEPARATOR}${v.city ?? UNKNOWN}`;
    const values: Record<FilterDim, string> = { country, device: v.device, channel: v.channel };
    // The key's context prefix and hour are built once per context, not per row.
    const h = `\u0001${hour}\u0001`;
    for (const dims of FILTER_CONTEXTS) {
      const fdim = dims.join('+');
      const fval = dims.map((d) => values[d]).join(FILTER_VALUE_SEPARATOR);
      const prefix = `${account}\u0001${fdim}\u0001${fval}\u0001`;
      const put = (dim: string, value: string) =>
        this.addKeyed(prefix + dim + h + value, account, fdim, fval, dim, hour, value, n);
      put('total', '');
      put('kind', kind);
      if (scan) put('qr', '');
      put('os', v.os);
      put('browser', v.browser);
      put('referrer', referrer);
      // The filters a context fixes are not broken down under it (their one value is its total).
      for (const d of FILTER_DIMS) if (!dims.includes(d)) put(d, values[d]);
      // Regions and cities are offered only under a country.
      if (dims.includes('country')) {
        put('region', region);
        put('city', city);
      }
    }
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

/** The per-link dimensions of `analytics_link_hourly` (besides `visitors`). */
export const LINK_DIMS = ['total', 'country', 'device', 'os', 'browser', 'channel', 'referrer', 'filters'] as const;

export interface LinkHourlyRow {
  link_id: string;
  dim: string;
  hour: number;
  value: string;
  account_id: string;
  count: number;
}

/**
 * Per-link rows (`analytics_link_hourly`, decision 106): what a link's, QR code's or card's panels
 * show, per UTC hour, plus `filters` (`country\tdevice\tchannel`) for top lists under several
 * visitor filters.
 */
export class LinkRollup {
  readonly rows = new Map<string, LinkHourlyRow>();

  private put(prefix: string, link: string, account: string, hour: number, dim: string, value: string, n: number) {
    const key = `${prefix}${dim}\u0001${value}`;
    const hit = this.rows.get(key);
    if (hit) hit.count += n;
    else this.rows.set(key, { link_id: link, dim, hour, value, account_id: account, count: n });
  }

  addClicks(v: RollupVisitor, link: string, account: string, hour: number, n: number): void {
    const prefix = `${link}\u0001${hour}\u0001`;
    const country = v.country ?? UNKNOWN;
    this.put(prefix, link, account, hour, 'total', '', n);
    this.put(prefix, link, account, hour, 'country', country, n);
    this.put(prefix, link, account, hour, 'device', v.device, n);
    this.put(prefix, link, account, hour, 'os', v.os, n);
    this.put(prefix, link, account, hour, 'browser', v.browser, n);
    this.put(prefix, link, account, hour, 'channel', v.channel, n);
    this.put(prefix, link, account, hour, 'referrer', v.referrer_host ?? 'direct', n);
    this.put(prefix, link, account, hour, 'filters', filtersValue(country, v.device, v.channel), n);
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
