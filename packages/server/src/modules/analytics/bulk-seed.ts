/**
 * The bulk path of the click seed (`npm run seed:clicks`, the analytics bench): the synthetic
 * distribution (synthetic.ts `clickSource`) written as ready rows with large multi-row statements,
 * then the analytics rollups built set-based by the rebuild (rebuild.ts). Tens of thousands of
 * clicks a second where the live writer path manages ~800 (docs/decisions/107).
 *
 * What it writes is what the live writer (clicks/writer.ts) leaves for the same clicks:
 * - raw `clicks` rows, classified the writer's way (isBotAgent, agentInfo, referrerHost, channelOf,
 *   the synthetic geo, visitorHash with the day's salt from `analytics_salts`); bots get no row;
 * - `click_rollups_daily` (per link, per UTC day, 8 dimensions) counted here, written when a day is
 *   complete (the clicks come in time order);
 * - `links.clicks`, once per link at the end;
 * - bots per hour into `analytics_hourly` (they have no raw rows for the rebuild to find);
 * - `analytics_hourly` and `analytics_link_daily` (and whatever else the rebuild builds) from the
 *   raw rows. test/analytics/bulk-seed.test.ts checks all of it against the live path.
 *
 * A visit's strings depend only on (place, agent, referrer, QR flag): ~2,300 "profiles". The raw
 * SQLite INSERT binds four numbers per click (link slot, time, profile slot, visitor hash) and the
 * database joins the strings in from two temporary tables (binding strings is most of a multi-row
 * insert's client cost, docs/decisions/037): 1000-row statements (4000 parameters), kept
 * prepared. PostgreSQL: one COPY FROM STDIN (text format) for all raw rows on a connection of its
 * own, each link's and profile's columns escaped once (decision 111: 10 M clicks loaded in 821 s
 * wall at load 7–9, 5 s of client and 30 s of server CPU per million).
 *
 * Not atomic: transactions of TX_CLICKS clicks (and, on PostgreSQL, the COPY's own transaction,
 * committed at the end). A seed that fails half-way leaves half a seed.
 */
import { CompiledQuery, sql } from 'kysely';
import { once } from 'node:events';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { withPostgresClient } from '../../db/connect.ts';
import type { Db, Dialect } from '../../db/schema.ts';
import { HourlyRollup, placeValue, upsertHourly } from '../clicks/analytics-rollup.ts';
import { bulkInsertFlat } from '../clicks/bulk-insert.ts';
import { agentInfo, channelOf, isBotAgent, referrerHost } from '../clicks/classify.ts';
import { DAY_MS, HOUR_MS, SaltStore, visitorHash } from '../clicks/visitors.ts';
import { UNKNOWN } from '../clicks/writer.ts';
import { AGENTS, PLACES, REFERERS, clickSource, rng, syntheticIp, type SyntheticDraw } from './synthetic.ts';

/** Clicks per transaction: big enough that commits do not count, small enough to keep the WAL sane. */
const TX_CLICKS = 500_000;
/** Rows per SQLite statement; PostgreSQL: rows per write to the COPY stream. */
const ROWS_PER_STATEMENT: Record<Dialect, number> = { sqlite: 1_000, postgres: 10_000 };

export interface BulkSeedOptions {
  clicks: number;
  /** First and last click time (ms); clicks are spaced evenly between them, in order. */
  start: number;
  end: number;
  seed: number;
  visitors: number;
  onProgress?: (written: number) => void;
}

export interface BulkSeedResult {
  written: number;
  bots: number;
}

interface Profile {
  bot: boolean;
  columns: [
    country: string | null,
    city: string | null,
    device: string,
    os: string,
    browser: string,
    referrer_host: string | null,
    channel: string,
    region: string | null,
  ];
  /** Codes into the per-link daily values (country, city, device, os, browser, referrer, channel). */
  codes: number[];
}

/** Every (place, agent, referrer, QR) combination, classified as the writer would. */
function profiles(): { list: Profile[]; values: Array<[dimension: string, value: string]> } {
  const values: Array<[string, string]> = [['total', '']];
  const codeOf = new Map<string, number>();
  const code = (dimension: string, value: string | null) => {
    const v = value ?? UNKNOWN;
    const key = `${dimension}\u0001${v}`;
    let c = codeOf.get(key);
    if (c === undefined) {
      c = values.length;
      values.push([dimension, v]);
      codeOf.set(key, c);
    }
    return c;
  };
  const list: Profile[] = [];
  for (const place of PLACES) {
    for (const ua of AGENTS) {
      const bot = isBotAgent(ua);
      const agent = agentInfo(ua);
      for (const referer of REFERERS) {
        const host = referrerHost(referer);
        for (const qr of [false, true]) {
          const channel = channelOf(host, qr);
          list.push({
            bot,
            columns: [place.country, place.city, agent.device, agent.os, agent.browser, host, channel, place.region],
            codes: bot
              ? []
              : [
                  code('country', place.country),
                  code('city', placeValue(place.country, place.region, place.city)),
                  code('device', agent.device),
                  code('os', agent.os),
                  code('browser', agent.browser),
                  code('referrer', host ?? 'direct'),
                  code('channel', channel),
                ],
          });
        }
      }
    }
  }
  return { list, values };
}

const profileIndex = (place: number, agent: number, referer: number, qr: number) =>
  ((place * AGENTS.length + agent) * REFERERS.length + referer) * 2 + qr;

/** SQLite only: PostgreSQL COPYs ready rows (openRawCopy, openDailyCopy) and needs no slot tables. */
const TEMP_TABLES = [
  'drop table if exists temp."seed_links"',
  'drop table if exists temp."seed_profiles"',
  'drop table if exists temp."seed_values"',
  'create temp table "seed_links" ("slot" integer primary key, "link_id" text not null, "account_id" text not null)',
  'create temp table "seed_profiles" ("slot" integer primary key, "country" text, "city" text, "device" text, "os" text, "browser" text, "referrer_host" text, "channel" text, "region" text)',
  'create temp table "seed_values" ("slot" integer primary key, "dimension" text not null, "value" text not null)',
];

const RAW_COLUMNS =
  '"link_id","account_id","at","country","city","device","os","browser","referrer_host","channel","region","visitor"';
const RAW_SELECT =
  'l."link_id", l."account_id", c.at, p."country", p."city", p."device", p."os", p."browser", p."referrer_host", p."channel", p."region", c.visitor';
const DAILY_UPSERT =
  'on conflict ("day", "link_id", "dimension", "value") do update set "count" = "click_rollups_daily"."count" + excluded."count"';

const sqliteRawSql = new Map<number, string>();
function rawInsert(rows: number): string {
  let text = sqliteRawSql.get(rows);
  if (!text) {
    text =
      `insert into "clicks" (${RAW_COLUMNS}) ` +
      `select ${RAW_SELECT.replace('c.at', 'c."column2"').replace('c.visitor', 'c."column4"')} ` +
      `from (values ${Array.from({ length: rows }, () => '(?,?,?,?)').join(',')}) c ` +
      'join temp."seed_links" l on l."slot" = c."column1" join temp."seed_profiles" p on p."slot" = c."column3"';
    sqliteRawSql.set(rows, text);
  }
  return text;
}

/** A value in COPY's text format: backslash escapes, `\N` for NULL. */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * The raw rows' COPY on its own connection: lines in the draw order (ids follow it, as the live
 * writer's would: the rebuild breaks a visitor's same-millisecond ties by id), written with
 * backpressure. synchronous_commit off: a seed that a crash loses is run again.
 */
async function openRawCopy(client: PoolClient) {
  await client.query('set synchronous_commit = off');
  const stream = client.query(copyFrom(`copy "clicks" (${RAW_COLUMNS}) from stdin`));
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  return {
    async write(text: string) {
      if (!stream.write(text)) await Promise.race([once(stream, 'drain'), failed]);
    },
    async end() {
      stream.end();
      await Promise.race([once(stream, 'finish'), failed]);
      await client.query('reset synchronous_commit');
    },
    abort(error: Error) {
      stream.destroy(error);
    },
  };
}
type RawCopy = Awaited<ReturnType<typeof openRawCopy>>;

const sqliteDailySql = new Map<number, string>();
function dailyInsert(rows: number): string {
  const into = 'insert into "click_rollups_daily" ("day","link_id","account_id","dimension","value","count") ';
  let text = sqliteDailySql.get(rows);
  if (!text) {
    // `where true`: SQLite's parser needs it between a SELECT's join and ON CONFLICT.
    text =
      `${into}select ?, l."link_id", l."account_id", v."dimension", v."value", c."column3" ` +
      `from (values ${Array.from({ length: rows }, () => '(?,?,?)').join(',')}) c ` +
      `join temp."seed_links" l on l."slot" = c."column1" join temp."seed_values" v on v."slot" = c."column2" where true ${DAILY_UPSERT}`;
    sqliteDailySql.set(rows, text);
  }
  return text;
}

/**
 * PostgreSQL: a day's per-link rows COPYed into a temporary table and upserted from it in one
 * statement, on a connection of their own (decision 111: the 50,000-row `unnest` upserts joined
 * to the slot tables cost ~30 µs of server CPU a row, most of the 1 M load phase).
 */
async function openDailyCopy(client: PoolClient) {
  await client.query('set synchronous_commit = off');
  await client.query(
    'create temp table if not exists "seed_daily" ("day" text, "link_id" text, "account_id" text, "dimension" text, "value" text, "count" bigint)',
  );
  return {
    async day(text: string) {
      if (text === '') return;
      const stream = client.query(copyFrom('copy "seed_daily" from stdin'));
      const failed = new Promise<never>((_, reject) => stream.once('error', reject));
      failed.catch(() => {});
      stream.end(text);
      await Promise.race([once(stream, 'finish'), failed]);
      await client.query(
        `insert into "click_rollups_daily" ("day","link_id","account_id","dimension","value","count") select * from "seed_daily" ${DAILY_UPSERT}`,
      );
      await client.query('truncate "seed_daily"');
    },
    async end() {
      await client.query('drop table "seed_daily"');
      await client.query('reset synchronous_commit');
    },
  };
}
type DailyCopy = Awaited<ReturnType<typeof openDailyCopy>>;

async function fillTempTables(
  trx: Db,
  dialect: Dialect,
  accountId: string,
  linkIds: readonly string[],
  list: Profile[],
  values: Array<[string, string]>,
) {
  for (const text of TEMP_TABLES) await trx.executeQuery(CompiledQuery.raw(text));
  const fill = async (table: string, columns: string[], rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await bulkInsertFlat(trx, dialect, table, columns, chunk.length, chunk.flat());
    }
  };
  await fill(
    'seed_links',
    ['slot', 'link_id', 'account_id'],
    linkIds.map((id, i) => [i + 1, id, accountId]),
  );
  await fill(
    'seed_profiles',
    ['slot', 'country', 'city', 'device', 'os', 'browser', 'referrer_host', 'channel', 'region'],
    list.map((p, i) => [i + 1, ...p.columns]),
  );
  await fill(
    'seed_values',
    ['slot', 'dimension', 'value'],
    values.map(([d, v], i) => [i, d, v]),
  );
}

/**
 * Raw rows, per-link daily rollups, link totals and bots' hourly rows for `options.clicks` clicks
 * of the synthetic distribution over `linkIds` (all of `accountId`). Not the analytics rollups:
 * the caller runs the rebuild afterwards (seed.ts).
 */
export async function bulkSeedClicks(
  db: Db,
  dialect: Dialect,
  accountId: string,
  linkIds: readonly string[],
  options: BulkSeedOptions,
): Promise<BulkSeedResult> {
  const source = clickSource(rng(options.seed), linkIds.length, options.visitors);
  const { list, values } = profiles();
  const pool = source.pool;
  const L = linkIds.length;
  const NV = values.length;
  const step = (options.end - options.start) / options.clicks;
  const firstDay = Math.floor(options.start / DAY_MS);
  const lastDay = Math.floor((options.start + (options.clicks - 1) * step) / DAY_MS);

  // Every day's salt up front: the loop below runs inside transactions (SQLite's one connection).
  const salts = new SaltStore();
  const days: number[] = [];
  for (let d = firstDay; d <= lastDay; d++) days.push(d);
  await salts.load(db, dialect, days);

  const perLink = new Float64Array(L);
  let daily = new Float64Array(L * NV);
  let day = firstDay;
  let salt = salts.get(day);
  // The visitor's hash for the current day (NaN: not computed yet); reset at midnight.
  let hashes = new Float64Array(pool.length).fill(Number.NaN);
  const bots = new HourlyRollup();
  let written = 0;
  let botCount = 0;

  const perStatement = ROWS_PER_STATEMENT[dialect];
  const buffer = {
    link: new Int32Array(perStatement),
    at: new Float64Array(perStatement),
    profile: new Int32Array(perStatement),
    visitor: new Float64Array(perStatement),
    n: 0,
  };

  // PostgreSQL: each link's and profile's part of a COPY line, escaped once.
  let raw: RawCopy | null = null;
  const linkText = linkIds.map((id) => `${copyText(id)}\t${copyText(accountId)}\t`);
  const profileText = list.map((p) => p.columns.map(copyText).join('\t'));
  let dailyCopy: DailyCopy | null = null;
  const linkDailyText = linkText;
  const valueText = values.map(([d, v]) => `${copyText(d)}\t${copyText(v)}`);

  const flushRaw = async (trx: Db) => {
    const n = buffer.n;
    if (n === 0) return;
    buffer.n = 0;
    if (raw) {
      let text = '';
      for (let i = 0; i < n; i++) {
        text += `${linkText[buffer.link[i]! - 1]}${buffer.at[i]}\t${profileText[buffer.profile[i]! - 1]}\t${buffer.visitor[i]}\n`;
      }
      await raw.write(text);
      return;
    }
    const params = Array.from({ length: n * 4 }, () => 0);
    for (let i = 0; i < n; i++) {
      params[i * 4] = buffer.link[i]!;
      params[i * 4 + 1] = buffer.at[i]!;
      params[i * 4 + 2] = buffer.profile[i]!;
      params[i * 4 + 3] = buffer.visitor[i]!;
    }
    const result = await trx.executeQuery(CompiledQuery.raw(rawInsert(n), params));
    if (Number(result.numAffectedRows) !== n)
      throw new Error(`seed insert stored ${String(result.numAffectedRows)} of ${n} rows`);
  };

  // A day's rows go in the order of the upsert key (link id, dimension, value): the unique
  // index then grows at its end instead of at 10,000 places at once.
  const linkOrder = linkIds.map((_, i) => i).toSorted((a, b) => (linkIds[a]! < linkIds[b]! ? -1 : 1));
  const codeOrder = values
    .map((_, i) => i)
    .toSorted((a, b) => {
      const [da, va] = values[a]!;
      const [db_, vb] = values[b]!;
      return da !== db_ ? (da < db_ ? -1 : 1) : va < vb ? -1 : va > vb ? 1 : 0;
    });
  const flushDay = async (trx: Db, dayNumber: number, counts: Float64Array) => {
    const dayText = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    const rows: number[] = [];
    for (const link of linkOrder) {
      for (const code of codeOrder) {
        const n = counts[link * NV + code]!;
        if (n > 0) rows.push(link + 1, code, n);
      }
    }
    if (dailyCopy) {
      let text = '';
      for (let i = 0; i < rows.length; i += 3) {
        text += `${dayText}\t${linkDailyText[rows[i]! - 1]}${valueText[rows[i + 1]!]}\t${rows[i + 2]}\n`;
      }
      await dailyCopy.day(text);
      return;
    }
    const chunk = 1_000;
    for (let r = 0; r < rows.length / 3; r += chunk) {
      const part = rows.slice(r * 3, (r + chunk) * 3);
      const count = part.length / 3;
      await trx.executeQuery(CompiledQuery.raw(dailyInsert(count), [dayText, ...part]));
    }
  };

  const draw: SyntheticDraw = { link: 0, visitor: 0, referer: 0, qr: 0 };
  if (dialect === 'postgres') {
    await withPostgresClient(db, async (client) => {
      raw = await openRawCopy(client);
      try {
        await withPostgresClient(db, async (dailyClient) => {
          dailyCopy = await openDailyCopy(dailyClient);
          await load();
          await dailyCopy.end();
        });
        await raw.end();
      } catch (error) {
        raw.abort(error as Error);
        throw error;
      }
    });
  } else {
    await load();
  }
  // As the writer keeps it (decision 122): each link's latest click, one index seek per link, once
  // the raw rows are all in (PostgreSQL's COPY commits at its end).
  await sql`update "links" set "last_click_at" = (select max("c"."at") from "clicks" "c" where "c"."link_id" = "links"."id")
    where "account_id" = ${accountId}`.execute(db);
  return { written, bots: botCount };

  async function load() {
    for (let from = 0; from < options.clicks; from += TX_CLICKS) {
      const to = Math.min(options.clicks, from + TX_CLICKS);
      await db.transaction().execute(async (trx) => {
        if (dialect === 'sqlite') await fillTempTables(trx, dialect, accountId, linkIds, list, values);
        for (let j = from; j < to; j++) {
          source.next(draw);
          const at = Math.floor(options.start + j * step);
          const v = pool[draw.visitor]!;
          const p = profileIndex(v.place, v.agent, draw.referer, draw.qr);
          const profile = list[p]!;
          if (profile.bot) {
            botCount++;
            bots.add(accountId, '', '', 'bots', Math.floor(at / HOUR_MS), '', 1);
            continue;
          }
          const d = Math.floor(at / DAY_MS);
          if (d !== day) {
            // Midnight: the day's per-link rows are complete (clicks come in time order).
            await flushRaw(trx);
            await flushDay(trx, day, daily);
            daily = new Float64Array(L * NV);
            day = d;
            salt = salts.get(d);
            hashes = new Float64Array(pool.length).fill(Number.NaN);
          }
          let hash = hashes[draw.visitor]!;
          if (Number.isNaN(hash)) {
            hash = visitorHash(salt, syntheticIp(v.place, draw.visitor), AGENTS[v.agent]!);
            hashes[draw.visitor] = hash;
          }
          const k = buffer.n++;
          buffer.link[k] = draw.link + 1;
          buffer.at[k] = at;
          buffer.profile[k] = p + 1;
          buffer.visitor[k] = hash;
          if (buffer.n === perStatement) await flushRaw(trx);
          perLink[draw.link]!++;
          const base = draw.link * NV;
          daily[base]!++;
          for (const c of profile.codes) daily[base + c]!++;
          written++;
        }
        await flushRaw(trx);
        if (to === options.clicks) {
          await flushDay(trx, day, daily);
          await upsertHourly(trx, dialect, bots.rows.values());
          await addLinkTotals(trx, dialect, linkIds, perLink);
        }
      });
      options.onProgress?.(to);
    }
  }
}

/**
 * SQLite's default page cache (2 MB) is far smaller than the pages a load and a rebuild touch at
 * once (the end of each link's run in the (link_id, at, visitor) index, the rollup tables' B-trees): 256 MB
 * for the duration of `run`, then back.
 */
export async function withLargeSqliteCache<T>(db: Db, dialect: Dialect, run: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return run();
  const before = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const size = Math.trunc(Number(before.rows[0]?.cache_size ?? -2000));
  await sql`pragma cache_size = -262144`.execute(db);
  try {
    return await run();
  } finally {
    await sql.raw(`pragma cache_size = ${size}`).execute(db);
  }
}

async function addLinkTotals(trx: Db, dialect: Dialect, linkIds: readonly string[], perLink: Float64Array) {
  const ids: string[] = [];
  const counts: number[] = [];
  perLink.forEach((n, i) => {
    if (n > 0) {
      ids.push(linkIds[i]!);
      counts.push(n);
    }
  });
  // tenancy: the ids are the seeded account's own links (`linkIds`), updated by id.
  if (dialect === 'postgres') {
    await trx.executeQuery(
      CompiledQuery.raw(
        'update "links" set "clicks" = "links"."clicks" + u.n from unnest($1::text[], $2::bigint[]) as u(id, n) where "links"."id" = u.id',
        [ids, counts],
      ),
    );
    return;
  }
  for (let i = 0; i < ids.length; i++) {
    await trx.executeQuery(CompiledQuery.raw('update "links" set "clicks" = "clicks" + ? where "id" = ?', [counts[i], ids[i]]));
  }
}
