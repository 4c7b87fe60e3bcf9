/**
 * `npm run bench -- analytics` (or `npm run bench:analytics`): the analytics read and write costs.
 *
 * 1. The click writer with and without the analytics rollups, same run, same batches: live-shaped
 *    batches of 1000 clicks spanning one second each, the two modes alternated (ABBA) so drift on
 *    this shared VM hits both alike. Reported as clicks/s of wall time and of process CPU (on
 *    PostgreSQL the server's own CPU is not in the process's, so its wall number is the one to read).
 * 2. Seed an account with 10,000 links and N clicks over 30 days (BENCH_ANALYTICS_CLICKS, a
 *    comma-separated ladder, e.g. 1000000,3000000), then time each endpoint's service call for
 *    several ranges and filters: p50 and p95 of wall time over BENCH_ANALYTICS_REPEAT calls, and
 *    the median process CPU per call (SQLite runs in process, so that is the query's own cost).
 *
 *    Each ladder step also prints the seeding time (bulk load and rollup rebuild, wall and process
 *    CPU), the database's size and the load average; on PostgreSQL each case also shows the server's
 *    CPU per call (the bench's backends' run time from /proc/<pid>/schedstat).
 *
 * Env: BENCH_ANALYTICS_CLICKS (1000000,3000000), BENCH_ANALYTICS_LINKS (10000),
 * BENCH_ANALYTICS_DBS (sqlite,postgres), BENCH_ANALYTICS_REPEAT (20), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/test), BENCH_WRITER_BATCHES (40; 0 skips the writer part),
 * BENCH_ANALYTICS_CASE_SECONDS (30: a case stops repeating after this much wall time, at least 3
 * timed calls), BENCH_ANALYTICS_KEEP (1: keep the seeded database and print where it is),
 * BENCH_ANALYTICS_END (an ISO time: the last seeded click, instead of now; e.g. the same day's data
 * on both databases when one is seeded after midnight),
 * BENCH_ANALYTICS_REUSE (a kept SQLite file or PostgreSQL schema: no seeding, migrate to the
 * latest schema, then the reads; one database in BENCH_ANALYTICS_DBS), BENCH_ANALYTICS_REBUILD
 * (1: with REUSE, rebuild the rollups first, e.g. after a migration added one; `link_days`: only
 * `analytics_link_days`, migration 0017), BENCH_ANALYTICS_ONLY (only the read cases whose
 * "endpoint label" contains one of these texts, `|` between them, e.g. `workspace|top link`),
 * BENCH_ANALYTICS_SCOPES (1, the default: build the workspaces' and domains' own rollups before the
 * reads, timed, as the app's background job does (decision 119); 0: empty them, so the reads take
 * the links' rows as before), BENCH_ANALYTICS_LINK_ROWS (1, the default: busy links get their own
 * rows in that build, decision 120; 0: none, so a link's OS, browser and referrer under a visitor
 * filter are counted from its raw clicks as before), BENCH_ANALYTICS_OPEN_HOURS (1, the default:
 * that build covers the open day's closed hours too, decision 122; 0: they are given back after it,
 * so the open day is read from the links' rows as before).
 *
 * 10 M clicks over 10,000 links (docs/benchmarks.md, decision 107), one database at a time:
 *   BENCH_ANALYTICS_CLICKS=10000000 BENCH_ANALYTICS_DBS=sqlite BENCH_WRITER_BATCHES=0 npm run bench:analytics
 * The default `npm run bench` does not run this file (`npm run bench -- analytics` does).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { AnalyticsQuery } from '@rabt/contract';
import { bool } from '../src/db/codec.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Db, Dialect } from '../src/db/schema.ts';
import { createUser } from '../src/cli/create-user.ts';
import { rebuildLinkDays, rebuildRollups } from '../src/modules/analytics/rebuild.ts';
import { withLargeSqliteCache } from '../src/modules/analytics/bulk-seed.ts';
import { seedClicks, seedLinks } from '../src/modules/analytics/seed.ts';
import {
  accountClickTime,
  buildScopeRollups,
  SCOPE_BUILD_EVERY_MS,
  scopeCoverage,
  workspaceKey,
} from '../src/modules/analytics/scope-rollups.ts';
import { breakdown, overview, top, windowOf } from '../src/modules/analytics/service.ts';
import { clickGenerator, rng, syntheticGeo } from '../src/modules/analytics/synthetic.ts';
import { addDays } from '../src/modules/analytics/time.ts';
import { toColumns } from '../src/modules/clicks/batch.ts';
import { FILTER_CONTEXTS, FILTER_VALUE_SEPARATOR, type FilterDim } from '../src/modules/clicks/analytics-rollup.ts';
import { flushAnalytics, writeBatch, type RawClick } from '../src/modules/clicks/writer.ts';
import { ensureDefaultDomain } from '../src/modules/links/domains.ts';

// 0 (or empty): the writer comparison only.
const LADDER = (process.env.BENCH_ANALYTICS_CLICKS ?? '1000000,3000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const LINKS = Number(process.env.BENCH_ANALYTICS_LINKS ?? 10_000);
const DBS = (process.env.BENCH_ANALYTICS_DBS ?? 'sqlite,postgres').split(',') as Dialect[];
const REPEAT = Number(process.env.BENCH_ANALYTICS_REPEAT ?? 20);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WRITER_BATCHES = Number(process.env.BENCH_WRITER_BATCHES ?? 40);
/** Only the read cases whose "endpoint label" contains one of these texts (`|` between them; all when unset). */
const ONLY = (process.env.BENCH_ANALYTICS_ONLY ?? '').split('|').filter((text) => text !== '');
const CASE_SECONDS = Number(process.env.BENCH_ANALYTICS_CASE_SECONDS ?? 30);
const KEEP = process.env.BENCH_ANALYTICS_KEEP === '1';
const REUSE = process.env.BENCH_ANALYTICS_REUSE ?? '';
const REBUILD = process.env.BENCH_ANALYTICS_REBUILD === '1';
const SCOPES = process.env.BENCH_ANALYTICS_SCOPES !== '0';
const LINK_ROWS = process.env.BENCH_ANALYTICS_LINK_ROWS !== '0';
const OPEN_HOURS = process.env.BENCH_ANALYTICS_OPEN_HOURS !== '0';
/** `link_days`: with REUSE, rebuild only `analytics_link_days` (migration 0017) from the raw clicks. */
const REBUILD_LINK_DAYS = process.env.BENCH_ANALYTICS_REBUILD === 'link_days';
/** Seeding and the reads run without the server's 10 s statement timeout; slower reads are marked. */
const LONG_TIMEOUT_MS = 4 * 3_600_000;
const SERVER_TIMEOUT_MS = 10_000;
const DAYS = 30;
/** The last seeded click (BENCH_ANALYTICS_END), else now. */
const END = process.env.BENCH_ANALYTICS_END ? Date.parse(process.env.BENCH_ANALYTICS_END) : undefined;
if (END !== undefined && Number.isNaN(END)) {
  throw new Error(`BENCH_ANALYTICS_END: not a time: ${process.env.BENCH_ANALYTICS_END} (e.g. 2026-11-27T23:18:00Z)`);
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Database {
  db: Db;
  dialect: Dialect;
  schema: string | null;
  close(): Promise<void>;
}

async function pgAdmin<T>(run: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** A new database (or the kept one named by BENCH_ANALYTICS_REUSE); dropped on close unless kept. */
async function openBenchDatabase(dialect: Dialect): Promise<Database & { where: string }> {
  if (dialect === 'sqlite') {
    const file = REUSE || join(mkdtempSync(join(tmpdir(), 'rabt-analytics-bench-')), 'bench.db');
    if (REUSE && !existsSync(file)) throw new Error(`BENCH_ANALYTICS_REUSE: no file ${file}`);
    const handle = openDatabase(`sqlite:${file}`, null);
    return {
      db: handle.db,
      dialect: handle.dialect,
      schema: null,
      where: file,
      close: async () => {
        await handle.close();
        if (!KEEP && !REUSE) rmSync(join(file, '..'), { recursive: true, force: true });
      },
    };
  }
  const schema = REUSE || `bench_${randomBytes(5).toString('hex')}`;
  if (!REUSE) await pgAdmin((c) => c.query(`create schema "${schema}"`));
  const handle = openDatabase(PG_URL, schema, { statementTimeoutMs: LONG_TIMEOUT_MS });
  return {
    db: handle.db,
    dialect: handle.dialect,
    schema,
    where: `schema ${schema}`,
    close: async () => {
      await handle.close();
      if (!KEEP && !REUSE) await pgAdmin((c) => c.query(`drop schema "${schema}" cascade`));
    },
  };
}

/** `analytics_link_days` from the raw clicks through the product's `rebuildLinkDays`, three UTC days per transaction. */
async function fillLinkDays(d: Database, accountId: string): Promise<number> {
  const span = await d.db
    .selectFrom('clicks')
    .select([sql<number | string>`min("at")`.as('min'), sql<number | string>`max("at")`.as('max')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  let rows = 0;
  const last = Math.floor(Number(span.max) / 86_400_000);
  for (let day = Math.floor(Number(span.min) / 86_400_000); day <= last; day += 3) {
    rows += await withLargeSqliteCache(d.db, d.dialect, () =>
      rebuildLinkDays(d.db, d.dialect, accountId, day, Math.min(last, day + 2)),
    );
  }
  return rows;
}

/** A FILTER_CONTEXTS entry as one SELECT over the temp table `g` (its c, d, ch columns). */
const linkDaysContext = (dims: readonly FilterDim[]) => {
  const column = { country: 'c', device: 'd', channel: 'ch' } as const;
  const sep = ` || char(${FILTER_VALUE_SEPARATOR.charCodeAt(0)}) || `;
  const fval = dims.length === 0 ? "''" : dims.map((d) => column[d]).join(sep);
  const keys = dims.map((d) => `${column[d]}, `).join('');
  return `select link_id, '${dims.join('+')}', ${fval}, day, account_id, sum(n) from g group by link_id, account_id, ${keys}day`;
};

/**
 * The same rows set-based on SQLite, for a 10 M file: `rebuildLinkDays` reads `clicks` per day
 * batch through `(link_id, at)` (a walk of the whole index each time); this is one scan. Checked
 * equal to the rebuild's rows at 1 M clicks (3,420,550 rows, EXCEPT both ways empty, decision 110).
 */
async function fillLinkDaysSqlite(db: Db, accountId: string): Promise<number> {
  await sql`drop table if exists temp.g`.execute(db);
  await sql`create temp table g as
    select link_id, account_id, at / 86400000 as day, coalesce(country, 'unknown') as c, coalesce(device, 'unknown') as d, channel as ch, count(*) as n
    from clicks where account_id = ${accountId} group by link_id, account_id, day, c, d, ch`.execute(db);
  await sql`delete from analytics_link_days where account_id = ${accountId}`.execute(db);
  const contexts = FILTER_CONTEXTS.map(linkDaysContext);
  await sql
    .raw(
      `insert into analytics_link_days (link_id, fdim, fval, day, account_id, count) select * from (${contexts.join(' union all ')}) order by 1, 2, 3, 4`,
    )
    .execute(db);
  await sql`drop table temp.g`.execute(db);
  const n = await db
    .selectFrom('analytics_link_days')
    .select(sql<number>`count(*)`.as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

const fileSize = (f: string) => (existsSync(f) ? statSync(f).size : 0);

/** The database's size on disk: SQLite's file (and WAL); PostgreSQL's tables and indexes in the schema. */
async function databaseSize(d: Database & { where: string }): Promise<string> {
  if (d.dialect === 'sqlite') {
    return `${fmt((fileSize(d.where) + fileSize(`${d.where}-wal`)) / 2 ** 20)} MB (file + WAL)`;
  }
  const rows = await pgAdmin(
    async (c) =>
      (
        await c.query<{ name: string; bytes: string }>(
          `select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
           join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r' order by 2 desc`,
          [d.schema],
        )
      ).rows,
  );
  const total = rows.reduce((a, r) => a + Number(r.bytes), 0);
  const top = rows
    .slice(0, 5)
    .map((r) => `${r.name} ${fmt(Number(r.bytes) / 2 ** 20)}`)
    .join(', ');
  return `${fmt(total / 2 ** 20)} MB with indexes (${top} MB)`;
}

/**
 * PostgreSQL: fresh planner statistics for every table of the schema, as autovacuum's analyze keeps
 * them in a deployment. This machine's server runs with `autovacuum = off`, so after a bulk seed the
 * rollup tables had none: the planner took the open day's 7,000 rows for one and joined each to its
 * link by index (a day's three top lists: 52–84 ms instead of 24). Analyze only: no vacuum, so rows
 * written since the seed are still read from the heap, as today's rows are between vacuums.
 */
async function analyzeTables(d: Database): Promise<number> {
  const began = performance.now();
  const tables = await pgAdmin(
    async (c) =>
      (await c.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = $1 order by 1`, [d.schema]))
        .rows,
  );
  for (const t of tables) await sql`analyze ${sql.table(t.name)}`.execute(d.db);
  return (performance.now() - began) / 1000;
}

/** PostgreSQL: CPU time (ms) the bench's own backends have run, from /proc/<pid>/schedstat (same host). */
async function serverCpuReader(d: Database): Promise<(() => number) | null> {
  if (d.dialect !== 'postgres') return null;
  const pids = await pgAdmin(
    async (c) =>
      (await c.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [`rabt:${d.schema}`])).rows,
  );
  const files = pids.map((p) => `/proc/${p.pid}/schedstat`).filter((f) => existsSync(f));
  if (files.length === 0) return null;
  return () => {
    let ns = 0;
    for (const f of files) {
      try {
        ns += Number(readFileSync(f, 'utf8').split(' ')[0]);
      } catch {
        // A backend that went away: its time is lost to this call, the case's median absorbs it.
      }
    }
    return ns / 1e6;
  };
}

/**
 * PostgreSQL, while seeding: the CPU time of the bench's backends (its pool's connections come and
 * go, so they are looked up and read once a second; a backend's last second before it ends is lost).
 */
async function serverCpuPoller(d: Database): Promise<{ read(): Promise<number>; stop(): Promise<void> } | null> {
  if (d.dialect !== 'postgres') return null;
  const c = new Client({ connectionString: PG_URL });
  await c.connect();
  const seen = new Map<number, number>();
  const sample = async () => {
    const pids = (
      await c.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [`rabt:${d.schema}`])
    ).rows;
    for (const { pid } of pids) {
      try {
        seen.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // Gone between the query and the read: its last sample stands.
      }
    }
  };
  let pending = Promise.resolve();
  const timer = setInterval(() => {
    pending = pending.then(sample).catch(() => {});
  }, 1000);
  return {
    async read() {
      await (pending = pending.then(sample).catch(() => {}));
      let ns = 0;
      for (const v of seen.values()) ns += v;
      return ns / 1e6;
    },
    async stop() {
      clearInterval(timer);
      await pending;
      await c.end();
    },
  };
}

async function writerThroughput(d: Database, accountId: string, linkIds: string[]) {
  const random = rng(99);
  const gen = clickGenerator(
    random,
    linkIds.map((id) => ({ id, accountId })),
    50_000,
  );
  let at = Date.now() - 3_600_000;
  const batch = (): RawClick[] => {
    const clicks: RawClick[] = [];
    for (let i = 0; i < 1000; i++) clicks.push(gen.next(at + i));
    at += 1000;
    return clicks;
  };
  const totals = { off: { clicks: 0, wall: 0, cpu: 0 }, on: { clicks: 0, wall: 0, cpu: 0 } };
  // Warm-up (statement caches, JIT, salts).
  // The writer's clock is the clicks' (1000 a second, as live traffic at that rate), so when its
  // rollup buffer comes due does not depend on how fast this machine runs the batches.
  for (let i = 0; i < 4; i++) {
    const now = at;
    await writeBatch(d.db, d.dialect, toColumns(batch()), syntheticGeo, { analytics: i % 2 === 0, now });
  }
  const measure = async (mode: 'off' | 'on', work: () => Promise<{ written: number; bots: number } | void>) => {
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    const result = await work();
    totals[mode].cpu += cpuMs() - cpu0;
    totals[mode].wall += performance.now() - wall0;
    if (result) totals[mode].clicks += result.written + result.bots;
  };
  for (let i = 0; i < WRITER_BATCHES; i++) {
    const mode = [0, 3].includes(i % 4) ? 'off' : 'on';
    const now = at;
    const columns = toColumns(batch());
    await measure(mode, () => writeBatch(d.db, d.dialect, columns, syntheticGeo, { analytics: mode === 'on', now }));
  }
  // What is still buffered is the "on" batches' cost too.
  await measure('on', () => flushAnalytics(d.db, d.dialect));
  const rate = (m: 'off' | 'on', key: 'wall' | 'cpu') => (totals[m].clicks / totals[m][key]) * 1000;
  return {
    wallOff: rate('off', 'wall'),
    wallOn: rate('on', 'wall'),
    cpuOff: rate('off', 'cpu'),
    cpuOn: rate('on', 'cpu'),
  };
}

interface Case {
  endpoint: string;
  label: string;
  query: AnalyticsQuery;
}

/** The scopes the link-side cases name. */
interface Scopes {
  topLinkId: string;
  /** The account's first workspace: 9 of 10 links (`partWorkspace`). */
  workspaceId: string;
  /** A second workspace: every 10th link by clicks. */
  partWorkspaceId: string;
  /** The default domain: every link. */
  domainId: string;
}

/**
 * Every endpoint over 30, 7 and 1 days, then the filters: time zone, each visitor filter, two and
 * three of them, one link, and the scopes the rollups do not answer yet (marked "raw": a scan of
 * the scope's raw clicks).
 */
function cases({ topLinkId, workspaceId, partWorkspaceId, domainId }: Scopes, today: string): Case[] {
  const range = (days: number) => ({ from: addDays(today, -(days - 1)), to: today });
  const list: Case[] = [];
  for (const [name, days] of [
    ['30 d', 30],
    ['7 d', 7],
    ['1 d', 1],
  ] as const) {
    const r = range(days);
    list.push({ endpoint: 'overview', label: `${name}`, query: { ...r, compare: 'true' } });
    list.push({ endpoint: 'locations', label: `${name}`, query: r });
    list.push({ endpoint: 'devices', label: `${name}`, query: r });
    list.push({ endpoint: 'channels', label: `${name}`, query: r });
    list.push({ endpoint: 'top', label: `${name}`, query: r });
  }
  const r30 = range(30);
  const r7 = range(7);
  list.push({ endpoint: 'overview', label: '30 d, tz Asia/Riyadh', query: { ...r30, tz: 'Asia/Riyadh', compare: 'true' } });
  list.push({ endpoint: 'overview', label: '30 d, country SA', query: { ...r30, country: 'SA', compare: 'true' } });
  list.push({ endpoint: 'locations', label: '30 d, SA regions + cities', query: { ...r30, country: 'SA' } });
  list.push({ endpoint: 'devices', label: '30 d, channel social', query: { ...r30, channel: 'social' } });
  list.push({ endpoint: 'channels', label: '30 d, device mobile', query: { ...r30, device: 'mobile' } });
  list.push({ endpoint: 'top', label: '30 d, country SA', query: { ...r30, country: 'SA' } });
  list.push({
    endpoint: 'overview',
    label: '7 d, country SA + device mobile',
    query: { ...r7, country: 'SA', device: 'mobile' },
  });
  list.push({ endpoint: 'top', label: '7 d, country SA + device mobile', query: { ...r7, country: 'SA', device: 'mobile' } });
  list.push({
    endpoint: 'overview',
    label: '30 d, country SA + device mobile + channel social',
    query: { ...r30, country: 'SA', device: 'mobile', channel: 'social', compare: 'true' },
  });
  list.push({ endpoint: 'overview', label: '30 d, top link', query: { ...r30, link_id: topLinkId, compare: 'true' } });
  list.push({ endpoint: 'devices', label: '30 d, top link', query: { ...r30, link_id: topLinkId } });
  list.push({ endpoint: 'channels', label: '30 d, top link', query: { ...r30, link_id: topLinkId } });
  list.push({ endpoint: 'locations', label: '30 d, top link', query: { ...r30, link_id: topLinkId } });
  // One link under visitor filters: the per-link days and daily places (decision 117).
  list.push({
    endpoint: 'overview',
    label: '30 d, top link + country SA',
    query: { ...r30, link_id: topLinkId, country: 'SA', compare: 'true' },
  });
  list.push({
    endpoint: 'overview',
    label: '30 d, top link + SA + mobile + social',
    query: { ...r30, link_id: topLinkId, country: 'SA', device: 'mobile', channel: 'social' },
  });
  list.push({
    endpoint: 'locations',
    label: '30 d, top link, SA regions + cities',
    query: { ...r30, link_id: topLinkId, country: 'SA' },
  });
  // Its OS, browser, referrer and places under more filters: its own rows (a busy link, decision
  // 120) for the closed days, raw clicks for the open day (all raw with BENCH_ANALYTICS_LINK_ROWS=0).
  list.push({
    endpoint: 'devices',
    label: '30 d, top link + country SA (OS, browser)',
    query: { ...r30, link_id: topLinkId, country: 'SA' },
  });
  list.push({
    endpoint: 'devices',
    label: '30 d, top link + SA + mobile (OS, browser)',
    query: { ...r30, link_id: topLinkId, country: 'SA', device: 'mobile' },
  });
  list.push({
    endpoint: 'channels',
    label: '30 d, top link + country SA (referrers)',
    query: { ...r30, link_id: topLinkId, country: 'SA' },
  });
  list.push({
    endpoint: 'locations',
    label: '30 d, top link, SA + mobile regions + cities',
    query: { ...r30, link_id: topLinkId, country: 'SA', device: 'mobile' },
  });
  // A domain holding every link is the account (decision 117). A workspace that is part of the
  // account is its links' rollups, and its unique visitors (overview) are counted from its raw
  // clicks (decision 118), as are OS and browser under a visitor filter.
  list.push({ endpoint: 'overview', label: '1 d, domain holding every link', query: { ...range(1), domain_id: domainId } });
  const part = { workspace_id: partWorkspaceId };
  const most = { workspace_id: workspaceId };
  list.push({ endpoint: 'overview', label: '1 d, workspace of 1 in 10 links', query: { ...range(1), ...part } });
  list.push({ endpoint: 'overview', label: '1 d, workspace of 9 in 10 links', query: { ...range(1), ...most } });
  list.push({ endpoint: 'overview', label: '30 d, workspace of 1 in 10 links', query: { ...r30, ...part } });
  list.push({ endpoint: 'overview', label: '30 d, workspace of 9 in 10 links', query: { ...r30, ...most } });
  list.push({ endpoint: 'devices', label: '30 d, workspace of 9 in 10 links', query: { ...r30, ...most } });
  list.push({ endpoint: 'locations', label: '30 d, workspace of 9 in 10 links', query: { ...r30, ...most } });
  list.push({ endpoint: 'channels', label: '30 d, workspace of 9 in 10 links', query: { ...r30, ...most } });
  list.push({ endpoint: 'top', label: '30 d, workspace of 9 in 10 links', query: { ...r30, ...most } });
  list.push({
    endpoint: 'channels',
    label: '30 d, workspace of 9 in 10, tz Asia/Riyadh',
    query: { ...r30, ...most, tz: 'Asia/Riyadh' },
  });
  list.push({
    endpoint: 'locations',
    label: '7 d, workspace of 9 in 10, SA regions + cities',
    query: { ...r7, ...most, country: 'SA' },
  });
  list.push({
    endpoint: 'top',
    label: '7 d, workspace of 9 in 10, country SA + device mobile',
    query: { ...r7, ...most, country: 'SA', device: 'mobile' },
  });
  list.push({
    endpoint: 'devices',
    label: '7 d, workspace of 9 in 10, country SA (OS, browser raw)',
    query: { ...r7, ...most, country: 'SA' },
  });
  return list;
}

interface CaseResult {
  p50: number;
  p95: number;
  cpu: number;
  /** PostgreSQL server CPU per call (median), null on SQLite (in process: `cpu`). */
  server: number | null;
  calls: number;
}

async function runCase(d: Database, accountId: string, c: Case): Promise<CaseResult> {
  // With the previous period, as the app asks for every overview and breakdown (api/analytics.ts).
  const query: AnalyticsQuery = c.endpoint === 'top' ? c.query : { compare: 'true', ...c.query };
  const call = async () => {
    const w = await windowOf(d.db, accountId, query);
    if (c.endpoint === 'overview') return overview(d.db, w, 'https');
    if (c.endpoint === 'top') return top(d.db, w, 'https');
    return breakdown(d.db, w, c.endpoint as 'devices' | 'locations' | 'channels', query);
  };
  await call();
  // After the warm-up call the pool holds the connections a call uses.
  const serverCpu = await serverCpuReader(d);
  const walls: number[] = [];
  const cpus_: number[] = [];
  const servers: number[] = [];
  const began = performance.now();
  for (let i = 0; i < REPEAT; i++) {
    if (i >= 3 && performance.now() - began > CASE_SECONDS * 1000) break;
    const server0 = serverCpu?.() ?? 0;
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    await call();
    cpus_.push(cpuMs() - cpu0);
    walls.push(performance.now() - wall0);
    if (serverCpu) servers.push(serverCpu() - server0);
  }
  walls.sort((a, b) => a - b);
  cpus_.sort((a, b) => a - b);
  servers.sort((a, b) => a - b);
  return {
    p50: pct(walls, 0.5),
    p95: pct(walls, 0.95),
    cpu: pct(cpus_, 0.5),
    server: serverCpu ? pct(servers, 0.5) : null,
    calls: walls.length,
  };
}

/**
 * A second workspace holding every 10th link by clicks (the 6th, 16th, …: about a tenth of the
 * clicks), so the first is part of the account too; made once per bench database (kept files too).
 */
async function partWorkspace(d: Database, accountId: string, firstId: string): Promise<string> {
  const name = 'bench: 1 in 10 links';
  const found = await d.db
    .selectFrom('workspaces')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return found.id;
  const id = `ws_bench_${randomBytes(6).toString('hex')}`;
  const now = new Date().toISOString();
  await d.db
    .insertInto('workspaces')
    .values({ id, account_id: accountId, name, is_default: bool.encode(false, d.dialect), created_at: now, updated_at: now })
    .execute();
  const links = await d.db
    .selectFrom('links')
    .select('id')
    .where('account_id', '=', accountId)
    .where('workspace_id', '=', firstId)
    .orderBy('clicks', 'desc')
    .orderBy('id')
    .execute();
  const moved = links.filter((_, i) => i % 10 === 5).map((l) => l.id);
  for (let i = 0; i < moved.length; i += 500) {
    await d.db
      .updateTable('links')
      .set({ workspace_id: id })
      .where('id', 'in', moved.slice(i, i + 500))
      .execute();
  }
  return id;
}

async function readBench(d: Database & { where: string }, accountId: string, clicks: number) {
  const workspace = await d.db
    .selectFrom('workspaces')
    .select(['id'])
    .where('account_id', '=', accountId)
    .where('is_default', '=', bool.encode(true, d.dialect))
    .executeTakeFirstOrThrow();
  const topLink = await d.db
    .selectFrom('links')
    .select(['id', 'domain_id'])
    .where('account_id', '=', accountId)
    .orderBy('clicks', 'desc')
    .executeTakeFirstOrThrow();
  const scopes: Scopes = {
    topLinkId: topLink.id,
    workspaceId: workspace.id,
    partWorkspaceId: await partWorkspace(d, accountId, workspace.id),
    domainId: topLink.domain_id,
  };
  const lastClick = (await accountClickTime(d.db, accountId, 'max')) ?? Date.now();
  if (SCOPES) {
    // What the app's background job does every minute (decisions 119, 125): every closed UTC day of the
    // workspaces and domains that are part of the account (here the two workspaces), from raw clicks.
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    if (!LINK_ROWS) {
      // tenancy: the bench's one account.
      await d.db.deleteFrom('analytics_scope_builds').where('account_id', '=', accountId).where('scope', 'like', 'l:%').execute();
    }
    // As the app's job would have built them at its last run before the reads, one interval before
    // the last click: the open day up to a settled minute too (decisions 122, 124, 125), so the rest
    // of today read from raw clicks is the most the job's interval and settling leave (printed below).
    const built = await buildScopeRollups(d.db, d.dialect, {
      accountId,
      now: lastClick - SCOPE_BUILD_EVERY_MS,
      ...(LINK_ROWS ? {} : { linkMinClicks: Number.MAX_SAFE_INTEGER }),
    });
    console.log(
      `workspace, domain${LINK_ROWS ? ' and busy link' : ''} rollups built: ${built.scopes} scopes, ${built.days} days, ${fmt(built.minutes)} minutes of the open day, ${fmt(built.rows)} rows in ${fmt((performance.now() - wall0) / 1000, 1)} s wall, ${fmt((cpuMs() - cpu0) / 1000, 1)} s process CPU\n`,
    );
    if (!OPEN_HOURS) {
      // As a late click would: the hours go with the version (`hours_version` no longer matches).
      // tenancy: the bench's one account.
      await d.db.updateTable('analytics_scope_builds').set({ hours_version: -1 }).where('account_id', '=', accountId).execute();
      console.log('open day hours given back (BENCH_ANALYTICS_OPEN_HOURS=0): its links’ rows answer the open day\n');
    }
    const coverage = await scopeCoverage(d.db, accountId, workspaceKey(workspace.id));
    if (coverage) {
      const rest = (lastClick - coverage.throughAt) / 60_000;
      console.log(
        `the big workspace's rows cover its clicks before ${new Date(coverage.throughAt).toISOString()}: the rest of its open day is ${fmt(Math.max(0, rest), 0)} minutes of clicks\n`,
      );
    }
  } else {
    await d.db.deleteFrom('analytics_scope_builds').where('account_id', '=', accountId).execute();
    console.log('workspace and domain rollups emptied (BENCH_ANALYTICS_SCOPES=0): the links’ rows answer\n');
  }
  if (d.dialect === 'postgres') {
    const seconds = await analyzeTables(d);
    console.log(
      `planner statistics: every table of the schema analyzed in ${fmt(seconds, 1)} s (this server's autovacuum is off)\n`,
    );
  }
  console.log(`database: ${await databaseSize(d)}; load average ${load()} before the reads\n`);
  const pg = d.dialect === 'postgres';
  console.log(
    `| endpoint | case | p50 ms | p95 ms | client CPU ms (median) |${pg ? ' server CPU ms (median) |' : ''} calls |\n|---|---|---:|---:|---:|${pg ? '---:|' : ''}---:|`,
  );
  const misses: string[] = [];
  // The ranges end on the UTC day of the last click: the seeded "now", so a kept database read on a
  // later day is still read over the same 30, 7 and 1 days (the open day being the last one).
  for (const c of cases(scopes, new Date(lastClick).toISOString().slice(0, 10))) {
    if (ONLY.length > 0 && !ONLY.some((text) => `${c.endpoint} ${c.label}`.includes(text))) continue;
    const r = await runCase(d, accountId, c);
    if (r.p95 >= 50) misses.push(`${c.endpoint} ${c.label}`);
    const timeout = pg && r.p50 > SERVER_TIMEOUT_MS ? " (over the server's 10 s statement timeout)" : '';
    console.log(
      `| ${c.endpoint} | ${c.label}${timeout} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${fmt(r.cpu, 1)} |${pg ? ` ${fmt(r.server ?? 0, 1)} |` : ''} ${r.calls} |`,
    );
  }
  const rows = await d.db
    .selectFrom('analytics_hourly')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `\n${fmt(clicks)} clicks: analytics_hourly rows ${fmt(Number(rows.n))}; p95 ≥ 50 ms: ${misses.length === 0 ? 'none' : misses.join('; ')}; load average ${load()} after the reads\n`,
  );
}

console.log(
  `analytics bench: ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, load average ${load()} at start, ${fmt(LINKS)} links, clicks over ${DAYS} days, ${REPEAT} calls per case (at most ${CASE_SECONDS} s of calls, at least 3)\n`,
);

for (const dialect of DBS) {
  const d = await openBenchDatabase(dialect);
  try {
    const migrateStart = performance.now();
    const migrated = await migrateToLatest(d.db, d.schema);
    if (REUSE && migrated.length > 0) {
      console.log(`migrated ${migrated.join(', ')} in ${fmt((performance.now() - migrateStart) / 1000, 1)} s\n`);
    }
    if (REUSE) {
      // A kept database: its one seeded account (the bench's own user).
      const account = await d.db
        .selectFrom('links')
        .select(['account_id', (eb) => eb.fn.countAll().as('n')])
        .groupBy('account_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      const clicks = await d.db
        .selectFrom('links')
        .select((eb) => eb.fn.sum<number | string>('clicks').as('n'))
        .where('account_id', '=', account.account_id)
        .executeTakeFirstOrThrow();
      console.log(`### ${dialect}: kept database ${d.where}, ${fmt(Number(clicks.n))} clicks, load average ${load()}\n`);
      if (REBUILD) {
        const wall0 = performance.now();
        const cpu0 = cpuMs();
        const r = await withLargeSqliteCache(d.db, d.dialect, () =>
          rebuildRollups(d.db, d.dialect, { accountId: account.account_id, daysPerBatch: d.dialect === 'postgres' ? 10_000 : 4 }),
        );
        console.log(
          `rollups rebuilt: ${fmt(r.rows)} rows over ${r.days} days in ${fmt((performance.now() - wall0) / 1000)} s wall, ${fmt((cpuMs() - cpu0) / 1000)} s process CPU, load average ${load()}\n`,
        );
      }
      if (REBUILD_LINK_DAYS) {
        const wall0 = performance.now();
        const cpu0 = cpuMs();
        const rows =
          d.dialect === 'sqlite' ? await fillLinkDaysSqlite(d.db, account.account_id) : await fillLinkDays(d, account.account_id);
        console.log(
          `analytics_link_days rebuilt: ${fmt(rows)} rows in ${fmt((performance.now() - wall0) / 1000)} s wall, ${fmt((cpuMs() - cpu0) / 1000)} s process CPU, load average ${load()}\n`,
        );
      }
      await readBench(d, account.account_id, Number(clicks.n));
      continue;
    }
    const user = await createUser(d.db, d.dialect, { email: `bench-${Date.now()}@example.com`, password: 'bench-password' });
    const domain = await ensureDefaultDomain(d.db, d.dialect, 'bench.rabt.test');
    const workspace = await d.db
      .selectFrom('workspaces')
      .select('id')
      .where('account_id', '=', user.account_id)
      .executeTakeFirstOrThrow();
    const linkIds = await seedLinks(
      d.db,
      d.dialect,
      { accountId: user.account_id, workspaceId: workspace.id, domainId: domain.id },
      LINKS,
    );

    if (WRITER_BATCHES > 0) {
      const w = await writerThroughput(d, user.account_id, linkIds);
      console.log(`### ${dialect}: click writer, 1000-click batches, analytics rollups off vs on (same run, ABBA)\n`);
      console.log('| | off | on | change |\n|---|---:|---:|---:|');
      console.log(`| clicks/s (wall) | ${fmt(w.wallOff)} | ${fmt(w.wallOn)} | ${fmt((w.wallOn / w.wallOff - 1) * 100, 1)} % |`);
      console.log(
        `| clicks/s (process CPU) | ${fmt(w.cpuOff)} | ${fmt(w.cpuOn)} | ${fmt((w.cpuOn / w.cpuOff - 1) * 100, 1)} % |\n`,
      );
    }

    let seeded = 0;
    for (const target of LADDER) {
      const loadAtStart = load();
      const wall0 = performance.now();
      const cpu0 = cpuMs();
      const phases: string[] = [];
      let lastCpu = cpu0;
      let lastProgress = 0;
      const server = await serverCpuPoller(d);
      let lastServer = (await server?.read()) ?? 0;
      let phaseServer: Promise<void> = Promise.resolve();
      const s = await seedClicks(d.db, d.dialect, user.account_id, linkIds, {
        links: LINKS,
        clicks: target - seeded,
        days: DAYS,
        seed: target,
        visitors: 200_000,
        end: END,
        onProgress: (n) => {
          if (n - lastProgress >= 1_000_000) {
            lastProgress = n;
            console.error(
              `${dialect}: ${fmt(seeded + n)} clicks loaded, ${fmt((performance.now() - wall0) / 1000)} s, load ${load()}`,
            );
          }
        },
        onPhase: (phase, seconds) => {
          const cpu = cpuMs();
          const at = phases.push(`${phase} ${fmt(seconds)} s wall / ${fmt((cpu - lastCpu) / 1000)} s CPU`) - 1;
          lastCpu = cpu;
          if (server) {
            phaseServer = phaseServer.then(async () => {
              const ms = await server.read();
              phases[at] += ` + ${fmt((ms - lastServer) / 1000)} s server CPU`;
              lastServer = ms;
            });
          }
        },
      });
      await phaseServer;
      await server?.stop();
      seeded = target;
      const wall = (performance.now() - wall0) / 1000;
      console.log(
        `### ${dialect}: ${fmt(target)} clicks over ${fmt(LINKS)} links: seeded ${fmt(s.written + s.bots)} in ${fmt(wall)} s wall (${fmt((s.written + s.bots) / wall)} clicks/s), ${fmt((cpuMs() - cpu0) / 1000)} s process CPU (${phases.join(', ')}); load average ${loadAtStart} at the start, ${load()} at the end\n`,
      );
      await readBench(d, user.account_id, target);
    }
    if (KEEP) console.log(`kept: ${d.where} (BENCH_ANALYTICS_REUSE=${d.schema ?? d.where})\n`);
  } finally {
    await d.close();
  }
}
