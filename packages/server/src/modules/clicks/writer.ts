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
import {
  byHourlyKey,
  byLinkHourlyKey,
  filtersOf,
  HourlyRollup,
  linkDayRows,
  type LinkHourlyRow,
  placeValue,
  upsertHourly,
  upsertLinkDays,
  VISITOR_FILTERS,
  upsertLinkHourly,
  type Filters,
  type RollupVisitor,
} from './analytics-rollup.ts';
import { visitorDaysFor, type VisitorCandidate, type VisitorDays } from './visitor-days.ts';
import { daysOf, HOUR_MS, localSalts, SaltStore, visitorHash, type SaltSource } from './visitors.ts';

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
/** Hours a batch's group keys can tell apart around its first click's hour (±2²⁰: clocks never drift that far). */
const GROUP_HOURS = 2 ** 21;
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
interface Visitor extends RollupVisitor {
  country: string | null;
  region: string | null;
  city: string | null;
  device: string;
  os: string;
  browser: string;
  referrer_host: string | null;
  channel: string;
  /** 1, 2, 3 … in the order the batch first meets each human visitor: its row in the visitor table. */
  slot: number;
  /** This visitor's clicks in the batch, by link and hour (with the hour's UTC day). */
  /** Its clicks by link and hour; `first`: the time of the earliest (a link visitor-day's first click). */
  hours: Map<number, { linkId: string; accountId: string; day: string; hour: number; n: number; first: number }>;
}

function visitorOf(
  ua: string,
  ip: string,
  referer: string,
  qr: boolean,
  geo: GeoLookup,
  slot: number,
  salt: string,
): Visitor | null {
  if (isBotAgent(ua)) return null;
  const agent = agentInfo(ua);
  const place = geo.lookup(ip);
  const host = referrerHost(referer);
  return {
    country: place.country,
    region: place.region,
    city: place.city,
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    referrer_host: host,
    channel: channelOf(host, qr),
    hash: visitorHash(salt, ip, ua),
    slot,
    hours: new Map(),
  };
}

export interface PreparedBatch {
  /**
   * One [link slot, at, visitor slot] triple per stored click, flat: numbers only. The strings a
   * raw row repeats (link and account ids, the visitor's seven dimensions) are in `links` and
   * `visitors`, once per batch.
   */
  clicks: number[];
  /** Link slot (1-based) → ids. */
  links: Array<{ linkId: string; accountId: string }>;
  /** Visitor slot (1-based) → dimensions: the batch's distinct human visitors. */
  visitors: Visitor[];
  written: number;
  bots: number;
  rollups: RollupRow[];
  perLink: Map<string, number>;
  /** Bots by account and hour (they are in no raw row). */
  bots_by_hour: Map<string, { accountId: string; hour: number; n: number }>;
}

export interface PrepareOptions {
  /** The salt of each UTC day the batch touches (unique visitors); a process-local one by default. */
  salts?: SaltSource;
}

const defaultSalts = localSalts();

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
  'region',
  'visitor',
] as const;

/**
 * One pass over the batch's columns. Visits from the same client (same agent, address, referrer,
 * QR flag) enrich identically, so each distinct visitor is classified once per batch however many
 * clicks it made; its clicks are counted per (link, day) on the way, so the rollups come from a
 * handful of groups rather than from every click. No object is built per click: a raw row is three
 * numbers (link slot, time, visitor slot) pointing into the batch's links and visitors.
 */
export function prepareBatch(batch: ClickColumns, geo: GeoLookup, options: PrepareOptions = {}): PreparedBatch {
  const salts = options.salts ?? defaultSalts;
  let visitors = new Map<number | string, Visitor | null>();
  const botsByHour: PreparedBatch['bots_by_hour'] = new Map();
  const humans: Visitor[] = [];
  const clicks: number[] = [];
  const links: PreparedBatch['links'] = [];
  const linkSlots = new Map<number, number>();
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
  const firstHour = n > 0 ? Math.floor(batch.at[0]! / HOUR_MS) : 0;
  let visitorsDay = n > 0 ? Math.floor(batch.at[0]! / DAY_MS) : 0;
  let salt = n > 0 ? salts.get(visitorsDay) : '';
  for (let i = 0; i < n; i++) {
    const at = batch.at[i]!;
    const d = Math.floor(at / DAY_MS);
    if (d !== visitorsDay) {
      // A visitor's hash belongs to one day: a batch across midnight (rare) classifies afresh.
      visitorsDay = d;
      salt = salts.get(d);
      visitors = new Map();
    }
    const ua = batch.ua[i]!;
    const ip = batch.ip[i]!;
    const referer = batch.referer[i]!;
    const qr = batch.qr[i]!;
    const key = numericKeys ? ((ua * S + ip) * S + referer) * 2 + qr : `${ua},${ip},${referer},${qr}`;
    let visitor = visitors.get(key);
    if (visitor === undefined) {
      visitor = visitorOf(strings[ua]!, strings[ip]!, strings[referer]!, qr === 1, geo, humans.length + 1, salt);
      visitors.set(key, visitor);
      if (visitor) humans.push(visitor);
    }
    const h = Math.floor(at / HOUR_MS);
    if (visitor === null) {
      bots++;
      const accountId = strings[batch.accountId[i]!]!;
      const botKey = `${accountId}\u0001${h}`;
      const hit = botsByHour.get(botKey);
      if (hit) hit.n++;
      else botsByHour.set(botKey, { accountId, hour: h, n: 1 });
      continue;
    }
    // The rollup day (UTC) changes at midnight only: one date string per day, not per click.
    if (d !== dayNumber) {
      dayNumber = d;
      day = new Date(d * DAY_MS).toISOString().slice(0, 10);
    }
    const linkIndex = batch.linkId[i]!;
    const linkId = strings[linkIndex]!;
    const accountId = strings[batch.accountId[i]!]!;
    let linkSlot = linkSlots.get(linkIndex);
    if (linkSlot === undefined) {
      links.push({ linkId, accountId });
      linkSlot = links.length;
      linkSlots.set(linkIndex, linkSlot);
    }
    clicks.push(linkSlot, at, visitor.slot);
    written++;
    perLink.set(linkId, (perLink.get(linkId) ?? 0) + 1);
    // (link, hour) as a number: the hour relative to the batch's first, offset so a clock that
    // stepped back still gives a distinct, non-negative key.
    const groupKey = linkIndex * GROUP_HOURS + (h - firstHour + GROUP_HOURS / 2);
    const group = visitor.hours.get(groupKey);
    if (group) {
      group.n++;
      if (at < group.first) group.first = at;
    } else visitor.hours.set(groupKey, { linkId, accountId, day, hour: h, n: 1, first: at });
  }
  return {
    clicks,
    links,
    visitors: humans,
    written,
    bots,
    rollups: rollup(humans),
    perLink,
    bots_by_hour: botsByHour,
  };
}

function rollup(visitors: Iterable<Visitor>): RollupRow[] {
  const counts = new Map<string, RollupRow>();
  const add = (day: string, linkId: string, accountId: string, dimension: Dimension, value: string | null, n: number) => {
    const v = value ?? UNKNOWN;
    const key = `${day}\u0001${linkId}\u0001${dimension}\u0001${v}`;
    const hit = counts.get(key);
    if (hit) hit.count += n;
    else counts.set(key, { day, link_id: linkId, account_id: accountId, dimension, value: v, count: n });
  };
  for (const visitor of visitors) {
    for (const { linkId, accountId, day, n } of visitor.hours.values()) {
      add(day, linkId, accountId, 'total', '', n);
      add(day, linkId, accountId, 'country', visitor.country, n);
      add(day, linkId, accountId, 'city', placeValue(visitor.country, visitor.region, visitor.city), n);
      add(day, linkId, accountId, 'device', visitor.device, n);
      add(day, linkId, accountId, 'os', visitor.os, n);
      add(day, linkId, accountId, 'browser', visitor.browser, n);
      add(day, linkId, accountId, 'referrer', visitor.referrer_host ?? 'direct', n);
      add(day, linkId, accountId, 'channel', visitor.channel, n);
    }
  }
  return [...counts.values()];
}

/**
 * A link's click count, and the time of its latest stored click (`last_click_at`, migration 0027):
 * a read of a short recent range seeks only the links clicked since its start (decision 122).
 */
const ADD_CLICKS_SQLITE =
  'update "links" set "clicks" = "clicks" + ?, "last_click_at" = max(coalesce("last_click_at", 0), ?) where "id" = ?';
const ADD_CLICKS_PG =
  'update "links" set "clicks" = "clicks" + $1, "last_click_at" = greatest("last_click_at", $2) where "id" = $3';

/** Per link of the batch, the time of its latest click. */
function lastClickOf(prepared: PreparedBatch): Map<string, number> {
  const { clicks, links } = prepared;
  const last = new Float64Array(links.length + 1);
  for (let i = 0; i < clicks.length; i += 3) {
    const slot = clicks[i]!;
    if (clicks[i + 1]! > last[slot]!) last[slot] = clicks[i + 1]!;
  }
  return new Map(links.map((link, i) => [link.linkId, last[i + 1]!]));
}

/**
 * A click stored this long after it happened is late: a scope's rollups (analytics/scope-rollups.ts)
 * may already hold its minute. The builder waits twice as long before it builds a minute of the open
 * day (`SCOPE_OPEN_DAY_SETTLE_MS`), so a batch that is not late here has committed before any build
 * reads its minute. The queue hands clicks over within a second (its `flushMs`), so only a backlog
 * (a database that was down, a writer restarted) is late; one minute keeps what a view of today
 * reads from raw clicks to a few minutes (decision 125).
 */
export const LATE_CLICK_MS = 60_000;

/**
 * A late click (decisions 119, 122, 124): its account's scopes give its day and the later ones back
 * to the builder (`through_day`), and what was built of the open day goes with the version (it is
 * valid only while `hours_version` is the scope's `version`) if it reaches the click.
 */
const LATE_CLICKS_SQLITE =
  'update "analytics_scope_builds" set "through_day" = min("through_day", ?), "version" = "version" + 1 ' +
  'where "account_id" = ? and ("through_day" > ? or "through_at" > ?)';
const LATE_CLICKS_PG =
  'update "analytics_scope_builds" set "through_day" = least("through_day", $1), "version" = "version" + 1 ' +
  'where "account_id" = $2 and ("through_day" > $1 or "through_at" > $3)';

/** Per account, the time of the batch's first late click (`LATE_CLICK_MS`; usually none). */
function lateClicks(prepared: PreparedBatch, now: number): Map<string, number> {
  const late = new Map<string, number>();
  const { clicks, links } = prepared;
  const settled = now - LATE_CLICK_MS;
  for (let i = 0; i < clicks.length; i += 3) {
    const at = clicks[i + 1]!;
    if (at >= settled) continue;
    const account = links[clicks[i]! - 1]!.accountId;
    if (at < (late.get(account) ?? Infinity)) late.set(account, at);
  }
  return late;
}

const ROLLUP_COLUMNS = ['day', 'link_id', 'account_id', 'dimension', 'value', 'count'] as const;
const ROLLUP_UPSERT =
  'on conflict ("day", "link_id", "dimension", "value") do update set "count" = "click_rollups_daily"."count" + excluded."count"';

/**
 * SQLite: the raw rows are assembled by the database from numbers. Binding a JavaScript string
 * costs better-sqlite3 a UTF-8 length pass, a copy and a malloc/free, and a raw row has six of
 * them; here each click binds three numbers (link slot, time, visitor slot) and a join fills in the
 * strings from two per-connection temporary tables holding the batch's links and distinct
 * visitors. Measured: 2.4 → 1.5 µs of CPU per stored click for the INSERT (docs/decisions/037).
 */
const SQLITE_TEMP_TABLES = [
  'create temp table if not exists "click_batch_links" ("slot" integer primary key, "link_id" text not null, "account_id" text not null)',
  'create temp table if not exists "click_batch_visitors2" ("slot" integer primary key, "country" text, "city" text, "device" text, "os" text, "browser" text, "referrer_host" text, "channel" text, "region" text, "visitor" integer)',
];
const SQLITE_CLEAR_TEMP = ['delete from temp."click_batch_links"', 'delete from temp."click_batch_visitors2"'];
const VISITOR_COLUMNS = [
  'slot',
  'country',
  'city',
  'device',
  'os',
  'browser',
  'referrer_host',
  'channel',
  'region',
  'visitor',
] as const;

const joinedInsertSql = new Map<number, string>();
function sqliteJoinedInsert(rows: number): string {
  let text = joinedInsertSql.get(rows);
  if (text === undefined) {
    text =
      `insert into "clicks" (${CLICK_COLUMNS.map((c) => `"${c}"`).join(',')}) ` +
      'select l."link_id", l."account_id", c."column2", v."country", v."city", v."device", v."os", v."browser", v."referrer_host", v."channel", v."region", v."visitor" ' +
      `from (values ${Array.from({ length: rows }, () => '(?,?,?)').join(',')}) c ` +
      'join temp."click_batch_links" l on l."slot" = c."column1" ' +
      'join temp."click_batch_visitors2" v on v."slot" = c."column3"';
    joinedInsertSql.set(rows, text);
  }
  return text;
}

async function insertClicksSqlite(trx: Db, prepared: PreparedBatch): Promise<void> {
  for (const text of SQLITE_TEMP_TABLES) await trx.executeQuery(CompiledQuery.raw(text));
  for (const text of SQLITE_CLEAR_TEMP) await trx.executeQuery(CompiledQuery.raw(text));
  const linkParams: unknown[] = [];
  prepared.links.forEach((link, i) => linkParams.push(i + 1, link.linkId, link.accountId));
  // Unqualified names: SQLite looks in the temp schema first.
  await insertInChunks(trx, 'sqlite', 'click_batch_links', ['slot', 'link_id', 'account_id'], linkParams);
  const visitorParams: unknown[] = [];
  for (const v of prepared.visitors) {
    visitorParams.push(v.slot, v.country, v.city, v.device, v.os, v.browser, v.referrer_host, v.channel, v.region, v.hash);
  }
  await insertInChunks(trx, 'sqlite', 'click_batch_visitors2', VISITOR_COLUMNS, visitorParams);
  const { clicks } = prepared;
  for (const [offset, rows] of chunks(clicks.length / 3)) {
    const params = rows * 3 === clicks.length ? clicks : clicks.slice(offset * 3, (offset + rows) * 3);
    const result = await trx.executeQuery(CompiledQuery.raw(sqliteJoinedInsert(rows), params));
    // An inner join drops a click whose slot has no row: fail the batch (it is kept and retried,
    // and the error is logged) rather than count clicks that were never stored.
    if (Number(result.numAffectedRows) !== rows) {
      throw new Error(`click insert stored ${String(result.numAffectedRows)} of ${rows} rows`);
    }
  }
}

/** PostgreSQL: plain multi-row INSERTs, the strings bound per row (the driver sends them as text anyway). */
async function insertClicksPostgres(trx: Db, prepared: PreparedBatch): Promise<void> {
  const { clicks, links, visitors } = prepared;
  const params: unknown[] = [];
  for (let i = 0; i < clicks.length; i += 3) {
    const link = links[clicks[i]! - 1]!;
    const v = visitors[clicks[i + 2]! - 1]!;
    params.push(
      link.linkId,
      link.accountId,
      clicks[i + 1],
      v.country,
      v.city,
      v.device,
      v.os,
      v.browser,
      v.referrer_host,
      v.channel,
      v.region,
      v.hash,
    );
  }
  await insertInChunks(trx, 'postgres', 'clicks', CLICK_COLUMNS, params);
}

/** Flat rows (`columns.length` values each) as multi-row INSERTs of the fixed chunk shapes. */
async function insertInChunks(trx: Db, dialect: Dialect, table: string, columns: readonly string[], params: unknown[]) {
  const width = columns.length;
  const total = params.length / width;
  for (const [offset, rows] of chunks(total)) {
    const slice = rows === total ? params : params.slice(offset * width, (offset + rows) * width);
    await bulkInsertFlat(trx, dialect, table, columns, rows, slice);
  }
}

/** What a writer keeps between batches, per connection: the days' salts, who was seen, link kinds. */
interface WriterState {
  salts: SaltStore;
  seen: VisitorDays;
  kinds: Map<string, string>;
}
const states = new WeakMap<Db, WriterState>();
const KINDS_MAX = 100_000;

function stateOf(db: Db, dialect: Dialect): WriterState {
  let state = states.get(db);
  if (!state) {
    state = { salts: new SaltStore(), seen: visitorDaysFor(dialect), kinds: new Map() };
    states.set(db, state);
  }
  return state;
}

/** Link kinds (link, qr, card_view, card_save) never change: read once per link and remembered. */
async function loadKinds(db: Db, state: WriterState, linkIds: Iterable<string>): Promise<void> {
  const missing = [...linkIds].filter((id) => !state.kinds.has(id));
  if (missing.length === 0) return;
  if (state.kinds.size + missing.length > KINDS_MAX) state.kinds.clear();
  for (let i = 0; i < missing.length; i += CHUNK) {
    const ids = missing.slice(i, i + CHUNK);
    // tenancy: one batch holds clicks of every account; a link's kind is read by the link's id alone.
    const rows = await db.selectFrom('links').select(['id', 'kind']).where('id', 'in', ids).execute();
    for (const row of rows) state.kinds.set(row.id, row.kind);
  }
  // A link deleted meanwhile: its clicks are dropped with it by the foreign key anyway.
  for (const id of missing) if (!state.kinds.has(id)) state.kinds.set(id, 'link');
}

export interface WriteOptions {
  /** false: only raw rows, the daily link rollups and link totals (the bench's "before"). */
  analytics?: boolean;
  /** Write the pending analytics rollups with this batch whatever their age (tests, shutdown). */
  flush?: boolean;
  /**
   * The batch's bots by account and hour (the bulk seed keeps them: a rollup rebuild cannot, bots
   * have no raw rows). Called before the batch is written.
   */
  onBots?: (bots: PreparedBatch['bots_by_hour']) => void;
  /** The writer's clock (ms) for when the buffer is due; the bench passes its clicks' time. */
  now?: number;
}

/**
 * Analytics rollups are kept in memory across batches and written in the transaction of the batch
 * that comes due (or by `flushAnalytics` when no batch comes): live traffic repeats the same keys,
 * so one upsert then stands for many clicks (docs/decisions/100-analytics-rollups.md). A quiet
 * writer's buffer is due ANALYTICS_FLUSH_MS after it began; a busy one's (ANALYTICS_BUSY_CLICKS or
 * more clicks waiting by then) keeps collecting until ANALYTICS_BUSY_FLUSH_MS, because the rows a
 * flush writes grow far slower than its clicks (per-link days: decision 113). The cost of waiting
 * longer: dashboards lag a busy account by up to that much (the live view reads raw clicks), and a
 * hard kill loses that much of the rollups (`npm run analytics:rebuild` restores them).
 */
export const ANALYTICS_FLUSH_MS = 5_000;
export const ANALYTICS_BUSY_FLUSH_MS = 30_000;
const ANALYTICS_BUSY_CLICKS = 1_000;
const ANALYTICS_MAX_PENDING_ROWS = 400_000;

/** Whether the buffer (with the batch's own share) is written with this batch. */
function isDue(pending: Pending, own: Pending, now: number): boolean {
  const age = now - pending.since;
  if (age >= ANALYTICS_BUSY_FLUSH_MS) return true;
  if (age >= ANALYTICS_FLUSH_MS && pending.clicks + own.clicks < ANALYTICS_BUSY_CLICKS) return true;
  return pendingRows(pending) + pendingRows(own) >= ANALYTICS_MAX_PENDING_ROWS;
}

/** A batch's contribution to the hourly rollups and its unique-visitor candidates. */
function analyticsOf(prepared: PreparedBatch, kinds: Map<string, string>, into: Pending): void {
  // The rollup rows depend on parts of a visitor: (country, device, channel) with the link's kind,
  // or with one of OS, browser, referrer, or place. Clicks are kept as such part groups, merged
  // across batches, and expanded into rows only when the buffer is written (every
  // ANALYTICS_FLUSH_MS): the part groups repeat far more than whole profiles, so the ~66 rows of
  // every filter context are built per distinct part group per flush (docs/decisions/104, 106).
  // Every map here is keyed by the parts themselves (ids, interned filters, numbers), never by a
  // concatenated key string (decision 109: those were most of the cost).
  for (const v of prepared.visitors) {
    const f = filtersOf(v.country ?? UNKNOWN, v.device, v.channel);
    const referrer = v.referrer_host ?? 'direct';
    for (const g of v.hours.values()) {
      into.clicks += g.n;
      const kind = kinds.get(g.linkId) ?? 'link';
      const base = baseOf(into, g.accountId, g.hour, f);
      into.parts += addCount(base.kind, kind, g.n) + addCount(base.os, v.os, g.n) + addCount(base.browser, v.browser, g.n);
      into.parts += addCount(base.referrer, referrer, g.n) + addPlace(base.place, v.region, v.city, g.n);
      // The same per link (decision 106): a link's two rows, expanded at flush too.
      addLinkClicks(into, g.linkId, g.accountId, g.hour, f, g.n);
      const day = Math.floor(g.hour / 24);
      addCandidate(into, g.accountId, '', day, v.hash, g.hour, g.first, f);
      addCandidate(into, g.accountId, g.linkId, day, v.hash, g.hour, g.first, f);
    }
  }
  for (const b of prepared.bots_by_hour.values()) into.hourly.add(b.accountId, '', '', 'bots', b.hour, '', b.n);
}

/** Adds n under key; 1 if the key is new (the buffer's size estimate counts part groups). */
function addCount<K>(map: Map<K, number>, key: K, n: number): number {
  const had = map.get(key);
  map.set(key, (had ?? 0) + n);
  return had === undefined ? 1 : 0;
}

function addPlace(
  place: Map<string | null, Map<string | null, number>>,
  region: string | null,
  city: string | null,
  n: number,
): number {
  let cities = place.get(region);
  if (!cities) place.set(region, (cities = new Map()));
  return addCount(cities, city, n);
}

/**
 * Clicks in one hour of one account by visitors of one country, device and channel, by the link's
 * kind, the OS, the browser, the referrer and the place (region → city).
 */
interface Base {
  account: string;
  hour: number;
  filters: Filters;
  kind: Map<string, number>;
  os: Map<string, number>;
  browser: Map<string, number>;
  referrer: Map<string, number>;
  place: Map<string | null, Map<string | null, number>>;
}

/** An hour and an interned filters id as one number (exact: hours < 2²⁹, ids < 2²⁴). */
const FILTERS_SPAN = 2 ** 24;

function baseOf(p: Pending, account: string, hour: number, f: Filters): Base {
  let byAccount = p.bases.get(account);
  if (!byAccount) p.bases.set(account, (byAccount = new Map()));
  const key = hour * FILTERS_SPAN + f.id;
  let base = byAccount.get(key);
  if (!base) {
    base = {
      account,
      hour,
      filters: f,
      kind: new Map(),
      os: new Map(),
      browser: new Map(),
      referrer: new Map(),
      place: new Map(),
    };
    byAccount.set(key, base);
  }
  return base;
}

/**
 * Clicks on one link in one hour, in all and by the visitors' (country, device, channel): the link's
 * `total` row of `analytics_link_hourly` and its `filters` rows (in memory, for `analytics_link_days`). The distinct filters of one link and hour
 * are few (a closed set, usually one to a few dozen), so they are a short list scanned by identity.
 */
interface LinkHour {
  link: string;
  account: string;
  hour: number;
  n: number;
  filters: Filters[];
  counts: number[];
}

/** Hours below 2²¹ (year 2209): a link's buffer-local index and an hour as one exact number. */
const HOUR_SPAN = 2 ** 21;

/** The key of (link, hour) in one buffer: the link's index in that buffer (assigned on first use) and the hour. */
function linkKey(p: Pending, link: string, hour: number): number {
  let i = p.linkIndex.get(link);
  if (i === undefined) p.linkIndex.set(link, (i = p.linkIndex.size));
  return i * HOUR_SPAN + hour;
}

/** The buffer's clicks on (link, hour), if any (looks up without assigning an index). */
function linkHourOf(p: Pending, link: string, hour: number): LinkHour | undefined {
  const i = p.linkIndex.get(link);
  return i === undefined ? undefined : p.linkHours.get(i * HOUR_SPAN + hour);
}

function addLinkClicks(p: Pending, link: string, account: string, hour: number, f: Filters, n: number): void {
  const key = linkKey(p, link, hour);
  const h = p.linkHours.get(key);
  if (!h) {
    p.linkHours.set(key, { link, account, hour, n, filters: [f], counts: [n] });
    p.linkProfileCount++;
    return;
  }
  h.n += n;
  const i = h.filters.indexOf(f);
  if (i >= 0) h.counts[i]! += n;
  else {
    h.filters.push(f);
    h.counts.push(n);
    p.linkProfileCount++;
  }
}

/**
 * The `total` row (stored) and the `filters` rows (in memory only, the source of `linkDayRows`) of
 * one link and hour, summed over the buffer and (if any) the due batch's share.
 */
function linkRowsOf(h: LinkHour, o: LinkHour | undefined, stored: LinkHourlyRow[], filters: LinkHourlyRow[]): void {
  stored.push({ link_id: h.link, dim: 'total', hour: h.hour, value: '', account_id: h.account, count: h.n + (o?.n ?? 0) });
  for (let i = 0; i < h.filters.length; i++) {
    const j = o ? o.filters.indexOf(h.filters[i]!) : -1;
    const count = h.counts[i]! + (j >= 0 ? o!.counts[j]! : 0);
    filters.push({ link_id: h.link, dim: 'filters', hour: h.hour, value: h.filters[i]!.value, account_id: h.account, count });
  }
  if (!o) return;
  for (let j = 0; j < o.filters.length; j++) {
    if (h.filters.includes(o.filters[j]!)) continue;
    filters.push({
      link_id: h.link,
      dim: 'filters',
      hour: h.hour,
      value: o.filters[j]!.value,
      account_id: h.account,
      count: o.counts[j]!,
    });
  }
}

/**
 * A visitor-day candidate (of the account, scope '', or of a link), kept at its earliest click.
 * Found by its visitor hash (a number) and a scan of that hash's few candidates: no key string and
 * no map per link (decision 109).
 */
function addCandidate(
  p: Pending,
  account: string,
  scope: string,
  day: number,
  hash: number,
  hour: number,
  at: number,
  f: Filters,
): void {
  const list = p.candidates.get(hash);
  if (!list) {
    p.candidates.set(hash, [{ account, day, scope, hash, hour, at, filters: f }]);
    p.candidateCount++;
    return;
  }
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c.day === day && c.scope === scope && c.account === account) {
      if (at < c.at) list[i] = { account, day, scope, hash, hour, at, filters: f };
      return;
    }
  }
  list.push({ account, day, scope, hash, hour, at, filters: f });
  p.candidateCount++;
}

function findCandidate(p: Pending, c: VisitorCandidate): VisitorCandidate | undefined {
  const list = p.candidates.get(c.hash);
  if (list) for (const hit of list) if (hit.day === c.day && hit.scope === c.scope && hit.account === c.account) return hit;
  return undefined;
}

function* candidatesOf(p: Pending): Generator<VisitorCandidate> {
  for (const list of p.candidates.values()) yield* list;
}

interface Pending {
  /** account → hour and filters → part groups. */
  bases: Map<string, Map<number, Base>>;
  /** Distinct part groups in `bases` (its size estimate). */
  parts: number;
  /** Link id → its index in this buffer (`linkKey`). */
  linkIndex: Map<string, number>;
  /** `linkKey(link, hour)` → clicks. */
  linkHours: Map<number, LinkHour>;
  linkProfileCount: number;
  hourly: HourlyRollup;
  /** visitor hash → its candidates (day, account, scope). */
  candidates: Map<number, VisitorCandidate[]>;
  candidateCount: number;
  /** Clicks counted into this buffer (whether it is busy). */
  clicks: number;
  /** When it began (ms; the writer's clock, `WriteOptions.now`). */
  since: number;
}

const emptyPending = (since = Date.now()): Pending => ({
  bases: new Map(),
  parts: 0,
  linkIndex: new Map(),
  linkHours: new Map(),
  linkProfileCount: 0,
  hourly: new HourlyRollup(),
  candidates: new Map(),
  candidateCount: 0,
  clicks: 0,
  since,
});
/** About what a buffer will expand to (rows), to cap its size. */
const pendingRows = (p: Pending) => p.hourly.rows.size + p.parts * 16 + p.linkProfileCount * 2;
const isEmpty = (p: Pending) => p.hourly.rows.size === 0 && p.parts === 0 && p.linkHours.size === 0 && p.candidateCount === 0;

function merge(into: Pending, from: Pending): void {
  into.clicks += from.clicks;
  into.hourly.mergeFrom(from.hourly);
  for (const byKey of from.bases.values()) {
    for (const b of byKey.values()) {
      const base = baseOf(into, b.account, b.hour, b.filters);
      for (const [k, n] of b.kind) into.parts += addCount(base.kind, k, n);
      for (const [k, n] of b.os) into.parts += addCount(base.os, k, n);
      for (const [k, n] of b.browser) into.parts += addCount(base.browser, k, n);
      for (const [k, n] of b.referrer) into.parts += addCount(base.referrer, k, n);
      for (const [region, cities] of b.place) for (const [city, n] of cities) into.parts += addPlace(base.place, region, city, n);
    }
  }
  for (const h of from.linkHours.values()) {
    for (let i = 0; i < h.filters.length; i++) addLinkClicks(into, h.link, h.account, h.hour, h.filters[i]!, h.counts[i]!);
  }
  for (const c of candidatesOf(from)) addCandidate(into, c.account, c.scope, c.day, c.hash, c.hour, c.at, c.filters);
}

/**
 * The visitor-day candidates of the pending buffer and the due batch's own share, each at its
 * earliest hour (what `merge` would keep), without copying the buffer: the share's candidates are
 * looked up in the buffer's maps.
 */
function candidatesOfAll(sources: Pending[]): VisitorCandidate[] {
  const [first, ...rest] = sources;
  if (!first) return [];
  const replaced = new Set<VisitorCandidate>();
  const added: VisitorCandidate[] = [];
  for (const source of rest) {
    for (const c of candidatesOf(source)) {
      const hit = findCandidate(first, c);
      if (!hit) added.push(c);
      else if (c.at < hit.at) {
        replaced.add(hit);
        added.push(c);
      }
    }
  }
  const list: VisitorCandidate[] = [];
  for (const c of candidatesOf(first)) if (replaced.size === 0 || !replaced.has(c)) list.push(c);
  for (const c of added) list.push(c);
  return list;
}

/**
 * Inside a transaction: new visitor-days counted, then every rollup row of `sources` (the pending
 * buffer and the due batch's own share) upserted. The buffers are only read, so a failed
 * transaction leaves them as they were and nothing needs copying beforehand. Returns the
 * candidates and the visitor-days it claimed (for `settle` once the transaction has ended).
 */
async function writePending(
  trx: Db,
  dialect: Dialect,
  state: WriterState,
  sources: [pending: Pending] | [pending: Pending, own: Pending],
): Promise<{ candidates: VisitorCandidate[]; fresh: VisitorCandidate[] }> {
  const candidates = candidatesOfAll(sources);
  const fresh = await state.seen.claim(trx, dialect, candidates);
  const hourly = new HourlyRollup();
  for (const p of sources) hourly.mergeFrom(p.hourly);
  const [pending, own] = sources;
  // A link's new visitor-days by (link, hour), keyed in the pending buffer's link index; and each by
  // the filters of its first click on the link (in memory, for the per-link days' `visitors`).
  const linkVisitors = new Map<number, LinkHourlyRow>();
  const visitorFilterRows: LinkHourlyRow[] = [];
  // New visitor-days alike (account, hour, country, device, channel) become one row update per context.
  const alike = new Map<string, Map<number, { c: VisitorCandidate; n: number }>>();
  for (const c of fresh) {
    if (c.scope !== '') {
      visitorFilterRows.push({
        link_id: c.scope,
        dim: VISITOR_FILTERS,
        hour: c.hour,
        value: c.filters.value,
        account_id: c.account,
        count: 1,
      });
      const key = linkKey(pending, c.scope, c.hour);
      const row = linkVisitors.get(key);
      if (row) row.count++;
      else linkVisitors.set(key, { link_id: c.scope, dim: 'visitors', hour: c.hour, value: '', account_id: c.account, count: 1 });
      continue;
    }
    let byAccount = alike.get(c.account);
    if (!byAccount) alike.set(c.account, (byAccount = new Map()));
    const key = c.hour * FILTERS_SPAN + c.filters.id;
    const hit = byAccount.get(key);
    if (hit) hit.n++;
    else byAccount.set(key, { c, n: 1 });
  }
  for (const byAccount of alike.values()) {
    for (const { c, n } of byAccount.values()) hourly.addVisitors(c.filters, c.account, c.hour, n);
  }
  for (const p of sources) {
    for (const byKey of p.bases.values()) {
      for (const b of byKey.values()) {
        const { account, hour, filters: f } = b;
        // The eight contexts' row groups, found once for all of this base's parts.
        const groups = hourly.groupsOf(account, hour, f);
        for (const [kind, n] of b.kind) hourly.addBase(groups, account, hour, f, kind, n);
        for (const [os, n] of b.os) hourly.addValue(groups, account, hour, f, 'os', os, n);
        for (const [browser, n] of b.browser) hourly.addValue(groups, account, hour, f, 'browser', browser, n);
        for (const [referrer, n] of b.referrer) hourly.addValue(groups, account, hour, f, 'referrer', referrer, n);
        for (const [region, cities] of b.place) {
          for (const [city, n] of cities) hourly.addPlace(groups, account, hour, f, region, city, n);
        }
      }
    }
  }
  // The per-link rows straight from the link hours (each (link, hour) of the buffer and of the share
  // once), no second map of rows.
  // The `filters` rows are not stored (no read uses them since decision 110's addendum): they only
  // feed the per-link days.
  const linkRows = [...linkVisitors.values()];
  const filterRows: LinkHourlyRow[] = [];
  for (const h of pending.linkHours.values()) linkRowsOf(h, own && linkHourOf(own, h.link, h.hour), linkRows, filterRows);
  if (own) {
    for (const o of own.linkHours.values())
      if (!linkHourOf(pending, o.link, o.hour)) linkRowsOf(o, undefined, linkRows, filterRows);
  }
  // In key order: consecutive upserts then touch neighbouring B-tree pages (decision 109: the
  // per-link upsert's CPU halved on SQLite), and two PostgreSQL writers lock shared keys in the same order.
  await upsertHourly(trx, dialect, hourly.rows.list.toSorted(byHourlyKey));
  await upsertLinkHourly(trx, dialect, linkRows.toSorted(byLinkHourlyKey));
  // Per-link days under each filter context (decision 110), from the per-link `filters` rows and the
  // new link visitor-days by their first click's filters (decision 117).
  for (const r of visitorFilterRows) filterRows.push(r);
  await upsertLinkDays(trx, dialect, linkDayRows(filterRows));
  return { candidates, fresh };
}

const pendingOf = new WeakMap<Db, Pending>();

/** Writes the analytics rollups still in memory (on shutdown, on an idle timer, in tests). */
export async function flushAnalytics(db: Db, dialect: Dialect): Promise<void> {
  const pending = pendingOf.get(db);
  if (!pending || isEmpty(pending)) return;
  const state = stateOf(db, dialect);
  pendingOf.set(db, emptyPending());
  let claimed: { candidates: VisitorCandidate[]; fresh: VisitorCandidate[] } | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      claimed = await writePending(trx, dialect, state, [pending]);
    });
  } catch (error) {
    settleFailed(state, claimed);
    // The buffer was only read: it goes back as it was, with what arrived meanwhile.
    const arrived = pendingOf.get(db)!;
    merge(pending, arrived);
    pending.since = Math.min(pending.since, arrived.since);
    pendingOf.set(db, pending);
    throw error;
  }
  settleCommitted(state, claimed);
}

/** A flush whose transaction failed: its claims (if it got that far) are released. */
function settleFailed(state: WriterState, claimed: { candidates: VisitorCandidate[]; fresh: VisitorCandidate[] } | null) {
  if (claimed) state.seen.settle(claimed.candidates, claimed.fresh, false);
}

function settleCommitted(state: WriterState, claimed: { candidates: VisitorCandidate[]; fresh: VisitorCandidate[] } | null) {
  if (claimed) state.seen.settle(claimed.candidates, claimed.fresh, true);
}

/** Whether analytics rollups are waiting in memory for this connection. */
export function analyticsPending(db: Db): boolean {
  const pending = pendingOf.get(db);
  return pending !== undefined && !isEmpty(pending);
}

export async function writeBatch(
  db: Db,
  dialect: Dialect,
  batch: ClickColumns,
  geo: GeoLookup,
  options: WriteOptions = {},
): Promise<BatchResult> {
  const withAnalytics = options.analytics !== false;
  const state = stateOf(db, dialect);
  if (batch.at.length > 0) await state.salts.load(db, dialect, daysOf(batch.at));
  const prepared = prepareBatch(batch, geo, { salts: state.salts });
  const { written, bots, rollups, perLink } = prepared;
  options.onBots?.(prepared.bots_by_hour);
  if (written === 0 && (bots === 0 || !withAnalytics)) return { written: 0, bots };
  // This batch's share is kept apart until its transaction commits: a failed batch is retried
  // whole, so its rollups must not be counted twice.
  const now = options.now ?? Date.now();
  const own = emptyPending(now);
  let due: [Pending, Pending] | null = null;
  if (withAnalytics) {
    await loadKinds(db, state, perLink.keys());
    analyticsOf(prepared, state.kinds, own);
    const pending = pendingOf.get(db) ?? emptyPending(now);
    if (options.flush || isDue(pending, own, now)) due = [pending, own];
  }

  let claimed: { candidates: VisitorCandidate[]; fresh: VisitorCandidate[] } | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      if (written > 0) {
        if (dialect === 'sqlite') await insertClicksSqlite(trx, prepared);
        else await insertClicksPostgres(trx, prepared);
        const late = dialect === 'postgres' ? LATE_CLICKS_PG : LATE_CLICKS_SQLITE;
        for (const [accountId, at] of lateClicks(prepared, now)) {
          const day = Math.floor(at / DAY_MS);
          const params = dialect === 'postgres' ? [day, accountId, at] : [day, accountId, day, at];
          await trx.executeQuery(CompiledQuery.raw(late, params));
        }
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
      const lastClick = lastClickOf(prepared);
      for (const [linkId, n] of perLink) {
        await trx.executeQuery(CompiledQuery.raw(addClicks, [n, lastClick.get(linkId) ?? 0, linkId]));
      }
      if (due) claimed = await writePending(trx, dialect, state, due);
    });
  } catch (error) {
    settleFailed(state, claimed);
    throw error;
  }
  if (due) {
    settleCommitted(state, claimed);
    pendingOf.set(db, emptyPending(now));
  } else if (withAnalytics) {
    const pending = pendingOf.get(db) ?? emptyPending(now);
    merge(pending, own);
    pendingOf.set(db, pending);
  }
  return { written, bots };
}
