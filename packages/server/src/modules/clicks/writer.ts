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
  HourlyRollup,
  linkDayRows,
  LinkRollup,
  upsertHourly,
  upsertLinkDays,
  upsertLinkHourly,
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
  hours: Map<number, { linkId: string; accountId: string; day: string; hour: number; n: number }>;
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
    if (group) group.n++;
    else visitor.hours.set(groupKey, { linkId, accountId, day, hour: h, n: 1 });
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
}

/**
 * Analytics rollups are kept in memory across batches and written every ANALYTICS_FLUSH_MS, in
 * the transaction of the batch that comes due (or by `flushAnalytics` when no batch comes): live
 * traffic repeats the same (hour, dimension, value) keys every second, so one upsert then stands
 * for thousands of clicks (docs/decisions/100-analytics-rollups.md).
 */
export const ANALYTICS_FLUSH_MS = 5_000;
const ANALYTICS_MAX_PENDING_ROWS = 50_000;

/** A batch's contribution to the hourly rollups and its unique-visitor candidates. */
function analyticsOf(prepared: PreparedBatch, kinds: Map<string, string>, into: Pending): void {
  // The rollup rows depend on parts of a visitor: (country, device, channel) with the link's kind,
  // or with one of OS, browser, referrer, or place. Clicks are kept as such part groups (five map
  // updates per visitor group), merged across batches, and expanded into rows only when the buffer
  // is written (every ANALYTICS_FLUSH_MS): the part groups repeat far more than whole profiles, so
  // the ~66 rows of every filter context are built per distinct part group per flush
  // (docs/decisions/104, 106).
  const { profiles, linkProfiles, candidates } = into;
  const addCandidate = (
    key: string,
    scope: string,
    v: PreparedBatch['visitors'][number],
    g: { accountId: string; hour: number },
  ) => {
    const hit = candidates.get(key);
    if (!hit || g.hour < hit.hour) {
      candidates.set(key, { account: g.accountId, day: Math.floor(g.hour / 24), scope, hash: v.hash, hour: g.hour, visitor: v });
    }
  };
  // The group object is built only for a key not seen yet (most updates hit an existing one).
  let account = '';
  let hour = 0;
  let country = '';
  let device = '';
  let channel = '';
  const part = (key: string, kind: PartGroup['part'], value: string | null, city: string | null, n: number) => {
    const same = profiles.get(key);
    if (same) same.n += n;
    else profiles.set(key, { account, hour, country, device, channel, part: kind, value, city, n });
  };
  for (const v of prepared.visitors) {
    country = v.country ?? UNKNOWN;
    device = v.device;
    channel = v.channel;
    // A link's rows depend on these three only: more of its visitors share a group.
    const filters = `${country}\u0001${v.device}\u0001${v.channel}\u0001`;
    const referrer = v.referrer_host ?? 'direct';
    for (const g of v.hours.values()) {
      const kind = kinds.get(g.linkId) ?? 'link';
      account = g.accountId;
      hour = g.hour;
      const prefix = `${g.accountId}\u0001${g.hour}\u0001${filters}`;
      part(`${prefix}k${kind}`, 'kind', kind, null, g.n);
      part(`${prefix}o${v.os}`, 'os', v.os, null, g.n);
      part(`${prefix}b${v.browser}`, 'browser', v.browser, null, g.n);
      part(`${prefix}r${referrer}`, 'referrer', referrer, null, g.n);
      part(`${prefix}p${v.region}\u0001${v.city}`, 'place', v.region, v.city, g.n);
      // The same profile per link (decision 106): a link's rows, expanded at flush too.
      const linkKey = `${filters}${g.linkId}\u0001${g.hour}`;
      const sameLink = linkProfiles.get(linkKey);
      if (sameLink) sameLink.n += g.n;
      else linkProfiles.set(linkKey, { v, link: g.linkId, account: g.accountId, hour: g.hour, n: g.n });
      const day = Math.floor(g.hour / 24);
      addCandidate(`${g.accountId}|${day}|${v.hash}`, '', v, g);
      addCandidate(`${g.accountId}|${day}|${g.linkId}|${v.hash}`, g.linkId, v, g);
    }
  }
  for (const b of prepared.bots_by_hour.values()) into.hourly.add(b.accountId, '', '', 'bots', b.hour, '', b.n);
}

/** Clicks in one hour by visitors of one country, device and channel, with one kind, OS, browser, referrer or place. */
interface PartGroup {
  account: string;
  hour: number;
  country: string;
  device: string;
  channel: string;
  part: 'kind' | 'os' | 'browser' | 'referrer' | 'place';
  /** The kind, OS, browser, referrer, or region (place). */
  value: string | null;
  city: string | null;
  n: number;
}

/** Clicks on one link in one hour by visitors of one country, device and channel: two `analytics_link_hourly` rows. */
interface LinkProfileGroup {
  v: RollupVisitor;
  link: string;
  account: string;
  hour: number;
  n: number;
}

interface Pending {
  profiles: Map<string, PartGroup>;
  linkProfiles: Map<string, LinkProfileGroup>;
  hourly: HourlyRollup;
  links: LinkRollup;
  candidates: Map<string, VisitorCandidate>;
  since: number;
}

const emptyPending = (): Pending => ({
  profiles: new Map(),
  linkProfiles: new Map(),
  hourly: new HourlyRollup(),
  links: new LinkRollup(),
  candidates: new Map(),
  since: Date.now(),
});
/** About what a buffer will expand to (rows), to cap its size. */
const pendingRows = (p: Pending) => p.hourly.rows.size + p.profiles.size * 16 + p.links.rows.size + p.linkProfiles.size * 2;

function merge(into: Pending, from: Pending): void {
  into.hourly.mergeFrom(from.hourly);
  into.links.mergeFrom(from.links);
  for (const [key, g] of from.profiles) {
    const hit = into.profiles.get(key);
    if (hit) hit.n += g.n;
    else into.profiles.set(key, { ...g });
  }
  for (const [key, g] of from.linkProfiles) {
    const hit = into.linkProfiles.get(key);
    if (hit) hit.n += g.n;
    else into.linkProfiles.set(key, { ...g });
  }
  for (const [key, c] of from.candidates) {
    const hit = into.candidates.get(key);
    if (!hit || c.hour < hit.hour) into.candidates.set(key, c);
  }
}

/**
 * Inside a transaction: new visitor-days counted, then every pending rollup row upserted. Returns
 * the visitor-days it claimed (for `settle` once the transaction has ended).
 */
async function writePending(trx: Db, dialect: Dialect, state: WriterState, pending: Pending): Promise<VisitorCandidate[]> {
  const fresh = await state.seen.claim(trx, dialect, [...pending.candidates.values()]);
  // New visitor-days alike (account, hour, country, device, channel) become one row update per context.
  const alike = new Map<string, { c: VisitorCandidate; n: number }>();
  for (const c of fresh) {
    if (c.scope !== '') {
      pending.links.addVisitor(c.scope, c.account, c.hour);
      continue;
    }
    const key = `${c.account}\u0001${c.hour}\u0001${c.visitor.country}\u0001${c.visitor.device}\u0001${c.visitor.channel}`;
    const hit = alike.get(key);
    if (hit) hit.n++;
    else alike.set(key, { c, n: 1 });
  }
  for (const { c, n } of alike.values()) pending.hourly.addVisitor(c.visitor, c.account, c.hour, n);
  for (const g of pending.profiles.values()) {
    const { hourly } = pending;
    if (g.part === 'kind') hourly.addBase(g.account, g.hour, g.country, g.device, g.channel, g.value!, g.n);
    else if (g.part === 'place') hourly.addPlace(g.account, g.hour, g.country, g.device, g.channel, g.value, g.city, g.n);
    else hourly.addValue(g.account, g.hour, g.country, g.device, g.channel, g.part, g.value!, g.n);
  }
  pending.profiles.clear();
  for (const g of pending.linkProfiles.values()) pending.links.addClicks(g.v, g.link, g.account, g.hour, g.n);
  pending.linkProfiles.clear();
  await upsertHourly(trx, dialect, pending.hourly.rows.values());
  await upsertLinkHourly(trx, dialect, pending.links.rows.values());
  // Per-link days under each filter context (decision 110), from the same per-link rows.
  await upsertLinkDays(trx, dialect, linkDayRows(pending.links.rows.values()));
  return fresh;
}

const pendingOf = new WeakMap<Db, Pending>();

/** Writes the analytics rollups still in memory (on shutdown, on an idle timer, in tests). */
export async function flushAnalytics(db: Db, dialect: Dialect): Promise<void> {
  const pending = pendingOf.get(db);
  if (
    !pending ||
    (pending.hourly.rows.size === 0 &&
      pending.profiles.size === 0 &&
      pending.linkProfiles.size === 0 &&
      pending.candidates.size === 0)
  )
    return;
  const state = stateOf(db, dialect);
  pendingOf.set(db, emptyPending());
  // Written from a copy: a failed flush puts the untouched rows back.
  const due = emptyPending();
  merge(due, pending);
  let fresh: VisitorCandidate[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      fresh = await writePending(trx, dialect, state, due);
    });
    state.seen.settle([...due.candidates.values()], fresh, true);
  } catch (error) {
    state.seen.settle([...due.candidates.values()], fresh, false);
    const arrived = pendingOf.get(db)!;
    merge(pending, arrived);
    pending.since = Math.min(pending.since, arrived.since);
    pendingOf.set(db, pending);
    throw error;
  }
}

/** Whether analytics rollups are waiting in memory for this connection. */
export function analyticsPending(db: Db): boolean {
  const pending = pendingOf.get(db);
  return (
    pending !== undefined &&
    (pending.hourly.rows.size > 0 || pending.profiles.size > 0 || pending.linkProfiles.size > 0 || pending.candidates.size > 0)
  );
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
  const own = emptyPending();
  let due: Pending | null = null;
  if (withAnalytics) {
    await loadKinds(db, state, perLink.keys());
    analyticsOf(prepared, state.kinds, own);
    const pending = pendingOf.get(db) ?? emptyPending();
    if (
      options.flush ||
      Date.now() - pending.since >= ANALYTICS_FLUSH_MS ||
      pendingRows(pending) + pendingRows(own) >= ANALYTICS_MAX_PENDING_ROWS
    ) {
      due = emptyPending();
      merge(due, pending);
      merge(due, own);
    }
  }

  let fresh: VisitorCandidate[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      if (written > 0) {
        if (dialect === 'sqlite') await insertClicksSqlite(trx, prepared);
        else await insertClicksPostgres(trx, prepared);
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
      if (due) fresh = await writePending(trx, dialect, state, due);
    });
  } catch (error) {
    if (due) state.seen.settle([...due.candidates.values()], fresh, false);
    throw error;
  }
  if (due) {
    state.seen.settle([...due.candidates.values()], fresh, true);
    pendingOf.set(db, emptyPending());
  } else if (withAnalytics) {
    const pending = pendingOf.get(db) ?? emptyPending();
    merge(pending, own);
    pendingOf.set(db, pending);
  }
  return { written, bots };
}
