/**
 * Turns a batch of raw clicks into rows: one raw `clicks` row per human visit, the daily rollups
 * (total, country, city, device, os, browser, referrer, channel) and each link's total, all in one
 * transaction, so the rollups can never disagree with the raw table or the link's count.
 */
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../../db/schema.ts';
import { agentInfo, channelOf, isBotAgent, referrerHost } from './classify.ts';
import { bulkInsertFlat } from './bulk-insert.ts';
import type { ClickColumns } from './batch.ts';
import type { GeoLookup } from './geo.ts';

export interface RawClick {
  linkId: string;
  accountId: string;
  /** ms since epoch */
  at: number;
  ip: string;
  ua: string;
  referer: string;
  qr: boolean;
}

export const dimensions = ['total', 'country', 'city', 'device', 'os', 'browser', 'referrer', 'channel'] as const;
export type Dimension = (typeof dimensions)[number];
/** The value stored when a dimension is not known (no geo match, no referrer …). */
export const UNKNOWN = 'unknown';

const CHUNK = 500;
const DAY_MS = 86_400_000;
/** Days a batch's group keys can tell apart around its first click's day (±2²⁰: clocks never drift that far). */
const GROUP_DAYS = 2 ** 21;
/**
 * The row counts a multi-row INSERT of clicks comes in. A batch of any size is cut into these, so
 * the database sees five statement shapes (kept compiled by SQLite's statement cache, see
 * db/connect.ts) instead of a new 5000-parameter statement to compile for every batch size.
 */
const CHUNK_SIZES = [CHUNK, 100, 20, 5, 1];

function* chunks(total: number): Generator<[offset: number, rows: number]> {
  let offset = 0;
  for (const size of CHUNK_SIZES) {
    while (total - offset >= size) {
      yield [offset, size];
      offset += size;
    }
  }
}

interface RollupRow {
  day: string;
  link_id: string;
  account_id: string;
  dimension: string;
  value: string;
  count: number;
}

export interface BatchResult {
  written: number;
  bots: number;
}

/** What a distinct visitor (agent, address, referrer, QR flag) enriches to; null for a bot. */
interface Visitor {
  country: string | null;
  city: string | null;
  device: string;
  os: string;
  browser: string;
  referrer_host: string | null;
  channel: string;
  /** This visitor's clicks in the batch, by link and day. */
  groups: Map<number, { linkId: string; accountId: string; day: string; n: number }>;
}

function visitorOf(ua: string, ip: string, referer: string, qr: boolean, geo: GeoLookup): Visitor | null {
  if (isBotAgent(ua)) return null;
  const agent = agentInfo(ua);
  const place = geo.lookup(ip);
  const host = referrerHost(referer);
  return {
    country: place.country,
    city: place.city,
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    referrer_host: host,
    channel: channelOf(host, qr),
    groups: new Map(),
  };
}

export interface PreparedBatch {
  /** The raw rows' values, flat, in CLICK_COLUMNS order. */
  clickParams: unknown[];
  written: number;
  bots: number;
  rollups: RollupRow[];
  perLink: Map<string, number>;
}

/** The raw row's columns; `id` is the table's integer row id, assigned by the database. */
export const CLICK_COLUMNS = [
  'link_id',
  'account_id',
  'at',
  'country',
  'city',
  'device',
  'os',
  'browser',
  'referrer_host',
  'channel',
] as const;

/**
 * One pass over the batch's columns. Visits from the same client (same agent, address, referrer,
 * QR flag) enrich identically, so each distinct visitor is classified once per batch however many
 * clicks it made; its clicks are counted per (link, day) on the way, so the rollups come from a
 * handful of groups rather than from every click. No object is built per click: the raw rows go
 * straight into the flat parameter list of the multi-row INSERT.
 */
export function prepareBatch(batch: ClickColumns, geo: GeoLookup): PreparedBatch {
  const visitors = new Map<number | string, Visitor | null>();
  const clickParams: unknown[] = [];
  const perLink = new Map<string, number>();
  let bots = 0;
  let written = 0;
  let dayNumber = Number.NaN;
  let day = '';
  const n = batch.at.length;
  const { strings } = batch;
  // Visitor keys are numbers made from the batch's string indices (no string built or hashed per
  // click) while every such number is exact: below 2·S³ < 2⁵³, i.e. up to ~165 000 distinct
  // strings (a batch of ~33 000 clicks that all differ). Past that the low bits (the QR flag, then
  // the referrer) would be rounded away and distinct visitors merged, so bigger batches use strings.
  const S = strings.length;
  const numericKeys = 2 * S ** 3 < Number.MAX_SAFE_INTEGER;
  const firstDay = n > 0 ? Math.floor(batch.at[0]! / DAY_MS) : 0;
  for (let i = 0; i < n; i++) {
    const ua = batch.ua[i]!;
    const ip = batch.ip[i]!;
    const referer = batch.referer[i]!;
    const qr = batch.qr[i]!;
    const key = numericKeys ? ((ua * S + ip) * S + referer) * 2 + qr : `${ua},${ip},${referer},${qr}`;
    let visitor = visitors.get(key);
    if (visitor === undefined) {
      visitor = visitorOf(strings[ua]!, strings[ip]!, strings[referer]!, qr === 1, geo);
      visitors.set(key, visitor);
    }
    if (visitor === null) {
      bots++;
      continue;
    }
    const at = batch.at[i]!;
    // The rollup day (UTC) changes at midnight only: one date string per day, not per click.
    const d = Math.floor(at / DAY_MS);
    if (d !== dayNumber) {
      dayNumber = d;
      day = new Date(d * DAY_MS).toISOString().slice(0, 10);
    }
    const linkIndex = batch.linkId[i]!;
    const linkId = strings[linkIndex]!;
    const accountId = strings[batch.accountId[i]!]!;
    clickParams.push(
      linkId,
      accountId,
      at,
      visitor.country,
      visitor.city,
      visitor.device,
      visitor.os,
      visitor.browser,
      visitor.referrer_host,
      visitor.channel,
    );
    written++;
    perLink.set(linkId, (perLink.get(linkId) ?? 0) + 1);
    // (link, day) as a number: the day relative to the batch's first, offset so a clock that
    // stepped back still gives a distinct, non-negative key.
    const groupKey = linkIndex * GROUP_DAYS + (d - firstDay + GROUP_DAYS / 2);
    const group = visitor.groups.get(groupKey);
    if (group) group.n++;
    else visitor.groups.set(groupKey, { linkId, accountId, day, n: 1 });
  }
  return { clickParams, written, bots, rollups: rollup(visitors.values()), perLink };
}

function rollup(visitors: Iterable<Visitor | null>): RollupRow[] {
  const counts = new Map<string, RollupRow>();
  const add = (day: string, linkId: string, accountId: string, dimension: Dimension, value: string | null, n: number) => {
    const v = value ?? UNKNOWN;
    const key = `${day}\u0001${linkId}\u0001${dimension}\u0001${v}`;
    const hit = counts.get(key);
    if (hit) hit.count += n;
    else counts.set(key, { day, link_id: linkId, account_id: accountId, dimension, value: v, count: n });
  };
  for (const visitor of visitors) {
    if (visitor === null) continue;
    for (const { linkId, accountId, day, n } of visitor.groups.values()) {
      add(day, linkId, accountId, 'total', '', n);
      add(day, linkId, accountId, 'country', visitor.country, n);
      add(day, linkId, accountId, 'city', visitor.city, n);
      add(day, linkId, accountId, 'device', visitor.device, n);
      add(day, linkId, accountId, 'os', visitor.os, n);
      add(day, linkId, accountId, 'browser', visitor.browser, n);
      add(day, linkId, accountId, 'referrer', visitor.referrer_host ?? 'direct', n);
      add(day, linkId, accountId, 'channel', visitor.channel, n);
    }
  }
  return [...counts.values()];
}

const ADD_CLICKS_SQLITE = 'update "links" set "clicks" = "clicks" + ? where "id" = ?';
const ADD_CLICKS_PG = 'update "links" set "clicks" = "clicks" + $1 where "id" = $2';

const ROLLUP_COLUMNS = ['day', 'link_id', 'account_id', 'dimension', 'value', 'count'] as const;
const ROLLUP_UPSERT =
  'on conflict ("day", "link_id", "dimension", "value") do update set "count" = "click_rollups_daily"."count" + excluded."count"';

export async function writeBatch(db: Db, dialect: Dialect, batch: ClickColumns, geo: GeoLookup): Promise<BatchResult> {
  const { clickParams, written, bots, rollups, perLink } = prepareBatch(batch, geo);
  if (written === 0) return { written: 0, bots };
  const width = CLICK_COLUMNS.length;

  await db.transaction().execute(async (trx) => {
    for (const [offset, rows] of chunks(written)) {
      const params = rows === written ? clickParams : clickParams.slice(offset * width, (offset + rows) * width);
      await bulkInsertFlat(trx, dialect, 'clicks', CLICK_COLUMNS, rows, params);
    }
    for (let i = 0; i < rollups.length; i += CHUNK) {
      const chunk = rollups.slice(i, i + CHUNK);
      const params: unknown[] = [];
      for (const r of chunk) params.push(r.day, r.link_id, r.account_id, r.dimension, r.value, r.count);
      await bulkInsertFlat(trx, dialect, 'click_rollups_daily', ROLLUP_COLUMNS, chunk.length, params, ROLLUP_UPSERT);
    }
    // One UPDATE per link per batch (not per click): a viral link costs one row write a second.
    // Pre-written SQL: Kysely's builder would compile the same statement again for every link.
    const addClicks = dialect === 'postgres' ? ADD_CLICKS_PG : ADD_CLICKS_SQLITE;
    for (const [linkId, n] of perLink) await trx.executeQuery(CompiledQuery.raw(addClicks, [n, linkId]));
  });
  return { written, bots };
}
