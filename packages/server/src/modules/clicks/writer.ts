/**
 * Turns a batch of raw clicks into rows: one raw `clicks` row per human visit, the daily rollups
 * (total, country, city, device, os, browser, referrer, channel) and each link's total, all in one
 * transaction, so the rollups can never disagree with the raw table or the link's count.
 */
import type { Db, Dialect } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { agentInfo, channelOf, isBotAgent, referrerHost } from './classify.ts';
import { bulkInsertFlat } from './bulk-insert.ts';
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

interface ClickRow {
  id: string;
  link_id: string;
  account_id: string;
  at: string;
  country: string | null;
  city: string | null;
  device: string | null;
  os: string | null;
  browser: string | null;
  referrer_host: string | null;
  channel: string;
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

/**
 * Click ids: the ULID layout of lib/ids.ts (10 characters of time, then 16 more) with a random
 * per-process prefix and a counter instead of 16 fresh random bytes per click, so a 1000-click
 * batch does not pay for 1000 calls into the CSPRNG. Still unique across processes and sortable.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PROCESS_PREFIX = newId().slice(10, 18);
let sequence = 0;
let lastMs = -1;
let lastTime = '';

function base32(value: number, length: number): string {
  let n = value;
  let out = '';
  for (let i = 0; i < length; i++) {
    out = ALPHABET[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
}

function clickId(at: number): string {
  if (at !== lastMs) {
    lastMs = at;
    lastTime = base32(at, 10);
  }
  sequence = (sequence + 1) % 32 ** 8;
  return lastTime + PROCESS_PREFIX + base32(sequence, 8);
}

interface Enriched {
  country: string | null;
  city: string | null;
  device: string;
  os: string;
  browser: string;
  referrer_host: string | null;
  channel: string;
}

/**
 * Visits from the same client to the same link (same agent, address, referrer, QR flag) enrich
 * identically, so each distinct visitor is classified once per batch, however many clicks it made.
 */
export function enrich(clicks: RawClick[], geo: GeoLookup): { rows: ClickRow[]; bots: number } {
  const rows: ClickRow[] = [];
  const seen = new Map<string, Enriched | null>();
  let bots = 0;
  for (const click of clicks) {
    const key = `${click.ua}\u0001${click.ip}\u0001${click.referer}\u0001${click.qr ? 1 : 0}`;
    let info = seen.get(key);
    if (info === undefined) {
      if (isBotAgent(click.ua)) info = null;
      else {
        const agent = agentInfo(click.ua);
        const place = geo.lookup(click.ip);
        const host = referrerHost(click.referer);
        info = {
          country: place.country,
          city: place.city,
          device: agent.device,
          os: agent.os,
          browser: agent.browser,
          referrer_host: host,
          channel: channelOf(host, click.qr),
        };
      }
      seen.set(key, info);
    }
    if (info === null) {
      bots++;
      continue;
    }
    rows.push({
      id: clickId(click.at),
      link_id: click.linkId,
      account_id: click.accountId,
      at: new Date(click.at).toISOString(),
      ...info,
    });
  }
  return { rows, bots };
}

export function rollup(rows: ClickRow[]): RollupRow[] {
  const counts = new Map<string, RollupRow>();
  const add = (row: ClickRow, day: string, dimension: Dimension, value: string | null, n: number) => {
    const v = value ?? UNKNOWN;
    const key = `${day}\u0001${row.link_id}\u0001${dimension}\u0001${v}`;
    const hit = counts.get(key);
    if (hit) hit.count += n;
    else counts.set(key, { day, link_id: row.link_id, account_id: row.account_id, dimension, value: v, count: n });
  };
  // Group identical (day, link, dimension values) first: 8 rollup keys per group, not per click.
  const groups = new Map<string, { row: ClickRow; day: string; n: number }>();
  for (const row of rows) {
    const day = row.at.slice(0, 10);
    const key = `${day}\u0001${row.link_id}\u0001${row.country}\u0001${row.city}\u0001${row.device}\u0001${row.os}\u0001${row.browser}\u0001${row.referrer_host}\u0001${row.channel}`;
    const group = groups.get(key);
    if (group) group.n++;
    else groups.set(key, { row, day, n: 1 });
  }
  for (const { row, day, n } of groups.values()) {
    add(row, day, 'total', '', n);
    add(row, day, 'country', row.country, n);
    add(row, day, 'city', row.city, n);
    add(row, day, 'device', row.device, n);
    add(row, day, 'os', row.os, n);
    add(row, day, 'browser', row.browser, n);
    add(row, day, 'referrer', row.referrer_host ?? 'direct', n);
    add(row, day, 'channel', row.channel, n);
  }
  return [...counts.values()];
}

const CLICK_COLUMNS = [
  'id',
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

export async function writeBatch(db: Db, dialect: Dialect, clicks: RawClick[], geo: GeoLookup): Promise<BatchResult> {
  const { rows, bots } = enrich(clicks, geo);
  if (rows.length === 0) return { written: 0, bots };
  const rollups = rollup(rows);
  const perLink = new Map<string, number>();
  for (const row of rows) perLink.set(row.link_id, (perLink.get(row.link_id) ?? 0) + 1);

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      // One flat parameter list, in CLICK_COLUMNS order, without an array per row.
      const params: unknown[] = [];
      for (const r of chunk)
        params.push(
          r.id,
          r.link_id,
          r.account_id,
          r.at,
          r.country,
          r.city,
          r.device,
          r.os,
          r.browser,
          r.referrer_host,
          r.channel,
        );
      await bulkInsertFlat(trx, dialect, 'clicks', CLICK_COLUMNS, chunk.length, params);
    }
    for (let i = 0; i < rollups.length; i += CHUNK) {
      await trx
        .insertInto('click_rollups_daily')
        .values(rollups.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc
            .columns(['day', 'link_id', 'dimension', 'value'])
            .doUpdateSet((eb) => ({ count: eb('click_rollups_daily.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
    // One UPDATE per link per batch (not per click): a viral link costs one row write a second.
    for (const [linkId, n] of perLink) {
      await trx
        .updateTable('links')
        .set((eb) => ({ clicks: eb('clicks', '+', n) }))
        .where('id', '=', linkId)
        .execute();
    }
  });
  return { written: rows.length, bots };
}
