/**
 * The account-wide hourly rollups behind the analytics API (docs/decisions/100-analytics-rollups.md),
 * built from a prepared batch's visitor groups: per UTC hour, one row per (dimension, value), on
 * its own (`fdim` = '') and under each visitor filter the API offers (country, device, channel), so
 * any answer with at most one such filter is a range sum over whole hours.
 *
 * Unique visitors are added here too: a visitor-day counts once per account, at the hour of its
 * first click that day, with the dimensions of that click.
 */
import { CompiledQuery } from 'kysely';
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

export class HourlyRollup {
  readonly rows = new Map<string, HourlyRow>();
  /** Clicks per link per UTC day (`analytics_link_daily`). */
  readonly linkDays = new Map<string, { link_id: string; account_id: string; day: number; count: number }>();

  addLinkDay(link: string, account: string, day: number, n: number): void {
    const key = `${link}\u0001${day}`;
    const hit = this.linkDays.get(key);
    if (hit) hit.count += n;
    else this.linkDays.set(key, { link_id: link, account_id: account, day, count: n });
  }

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
    for (const [key, r] of other.linkDays) {
      const hit = this.linkDays.get(key);
      if (hit) hit.count += r.count;
      else this.linkDays.set(key, { ...r });
    }
  }

  /** One visitor's clicks (n in one hour on one link of kind `kind`) under every context. */
  addClicks(v: RollupVisitor, account: string, hour: number, kind: string, n: number): void {
    const country = v.country ?? UNKNOWN;
    const referrer = v.referrer_host ?? 'direct';
    const scan = kind === 'qr' || v.channel === 'qr';
    const region = v.region ?? UNKNOWN;
    const city = `${region}${CITY_SEPARATOR}${v.city ?? UNKNOWN}`;
    // 33 rows per call: the key's context prefix and hour are built once, not per row.
    const h = `\u0001${hour}\u0001`;
    const context = (fdim: string, fval: string) => {
      const prefix = `${account}\u0001${fdim}\u0001${fval}\u0001`;
      const put = (dim: string, value: string) =>
        this.addKeyed(prefix + dim + h + value, account, fdim, fval, dim, hour, value, n);
      put('total', '');
      put('kind', kind);
      if (scan) put('qr', '');
      put('os', v.os);
      put('browser', v.browser);
      put('referrer', referrer);
      return put;
    };
    const all = context('', '');
    all('country', country);
    all('device', v.device);
    all('channel', v.channel);

    const byCountry = context('country', country);
    byCountry('region', region);
    byCountry('city', city);
    byCountry('device', v.device);
    byCountry('channel', v.channel);

    const byDevice = context('device', v.device);
    byDevice('country', country);
    byDevice('channel', v.channel);

    const byChannel = context('channel', v.channel);
    byChannel('country', country);
    byChannel('device', v.device);
  }

  /**
   * A new visitor-day for the account, at the hour of its first click, with that click's country
   * and device (the same for all its clicks: both come from the address and agent it is hashed
   * from) and channel (its first channel of the day, as "first user channel" reports do).
   * `n` > 1: that many visitor-days with the same first hour and dimensions (the rebuild).
   */
  addVisitor(v: Pick<RollupVisitor, 'country' | 'device' | 'channel'>, account: string, hour: number, n = 1): void {
    const country = v.country ?? UNKNOWN;
    this.add(account, '', '', 'visitors', hour, '', n);
    this.add(account, 'country', country, 'visitors', hour, '', n);
    this.add(account, 'device', v.device, 'visitors', hour, '', n);
    this.add(account, 'channel', v.channel, 'visitors', hour, '', n);
  }
}

const HOURLY_COLUMNS = ['account_id', 'fdim', 'fval', 'dim', 'hour', 'value', 'count'] as const;
const HOURLY_UPSERT =
  'on conflict ("account_id", "fdim", "fval", "dim", "hour", "value") do update set "count" = "analytics_hourly"."count" + excluded."count"';
const CHUNK = 500;

const LINK_DAILY_COLUMNS = ['link_id', 'account_id', 'day', 'count'] as const;
const LINK_DAILY_UPSERT =
  'on conflict ("link_id", "day") do update set "count" = "analytics_link_daily"."count" + excluded."count"';

export async function upsertLinkDaily(trx: Db, dialect: Dialect, rollup: HourlyRollup): Promise<void> {
  const all = [...rollup.linkDays.values()];
  for (let i = 0; i < all.length; i += CHUNK) {
    const chunk = all.slice(i, i + CHUNK);
    const params: unknown[] = [];
    for (const r of chunk) params.push(r.link_id, r.account_id, r.day, r.count);
    await bulkInsertFlat(trx, dialect, 'analytics_link_daily', LINK_DAILY_COLUMNS, chunk.length, params, LINK_DAILY_UPSERT);
  }
}

export async function upsertHourly(trx: Db, dialect: Dialect, rows: Iterable<HourlyRow>): Promise<void> {
  const all = [...rows];
  for (let i = 0; i < all.length; i += CHUNK) {
    const chunk = all.slice(i, i + CHUNK);
    const params: unknown[] = [];
    for (const r of chunk) params.push(r.account_id, r.fdim, r.fval, r.dim, r.hour, r.value, r.count);
    await bulkInsertFlat(trx, dialect, 'analytics_hourly', HOURLY_COLUMNS, chunk.length, params, HOURLY_UPSERT);
  }
}

export interface VisitorCandidate {
  account: string;
  day: number;
  scope: string;
  hash: number;
  hour: number;
  visitor: RollupVisitor;
}

/** Remembers visitor-days this writer already saw stored, so repeats skip the database. */
export class SeenVisitors {
  private day = -1;
  private seen = new Set<string>();
  private static readonly MAX = 500_000;

  key(c: VisitorCandidate): string {
    return `${c.account}|${c.day}|${c.scope}|${c.hash}`;
  }

  has(c: VisitorCandidate): boolean {
    return this.seen.has(this.key(c));
  }

  remember(c: VisitorCandidate): void {
    if (c.day > this.day) {
      // Older days are rare late arrivals: they go to the database again.
      if (this.day >= 0) this.seen = new Set([...this.seen].filter((k) => k.split('|')[1] === String(c.day)));
      this.day = c.day;
    }
    if (this.seen.size >= SeenVisitors.MAX) this.seen.clear();
    this.seen.add(this.key(c));
  }
}

const insertVisitorsSql = new Map<string, string>();
function insertVisitors(dialect: Dialect, rows: number): string {
  const key = `${dialect}|${rows}`;
  let text = insertVisitorsSql.get(key);
  if (!text) {
    const tuples: string[] = [];
    for (let r = 0; r < rows; r++) {
      tuples.push(dialect === 'postgres' ? `($${r * 4 + 1},$${r * 4 + 2},$${r * 4 + 3},$${r * 4 + 4})` : '(?,?,?,?)');
    }
    text =
      `insert into "analytics_visitors" ("account_id","day","scope","visitor") values ${tuples.join(',')} ` +
      'on conflict do nothing returning "account_id","day","scope","visitor"';
    if (insertVisitorsSql.size > 50) insertVisitorsSql.clear();
    insertVisitorsSql.set(key, text);
  }
  return text;
}

/** Stores the candidates not seen before; returns those that were new (each counts once). */
export async function newVisitors(
  trx: Db,
  dialect: Dialect,
  candidates: VisitorCandidate[],
  seen: SeenVisitors,
): Promise<VisitorCandidate[]> {
  const fresh = candidates.filter((c) => !seen.has(c));
  const added: VisitorCandidate[] = [];
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const chunk = fresh.slice(i, i + CHUNK);
    const params: unknown[] = [];
    for (const c of chunk) params.push(c.account, c.day, c.scope, c.hash);
    const result = await trx.executeQuery<{ account_id: string; day: number | string; scope: string; visitor: number | string }>(
      CompiledQuery.raw(insertVisitors(dialect, chunk.length), params),
    );
    const inserted = new Set(result.rows.map((r) => `${r.account_id}|${Number(r.day)}|${r.scope}|${Number(r.visitor)}`));
    for (const c of chunk) if (inserted.has(seen.key(c))) added.push(c);
  }
  return added;
}

/** After the transaction committed: the candidates are stored now, whether new or not. */
export function rememberAll(seen: SeenVisitors, candidates: VisitorCandidate[]): void {
  for (const c of candidates) seen.remember(c);
}
