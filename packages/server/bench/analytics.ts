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
 * Env: BENCH_ANALYTICS_CLICKS (1000000,3000000), BENCH_ANALYTICS_LINKS (10000),
 * BENCH_ANALYTICS_DBS (sqlite,postgres), BENCH_ANALYTICS_REPEAT (20), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/test), BENCH_WRITER_BATCHES (40).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { AnalyticsQuery } from '@rabt/contract';
import { openDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Db, Dialect } from '../src/db/schema.ts';
import { createUser } from '../src/cli/create-user.ts';
import { seedClicks, seedLinks } from '../src/modules/analytics/seed.ts';
import { breakdown, overview, top, windowOf } from '../src/modules/analytics/service.ts';
import { clickGenerator, rng, syntheticGeo } from '../src/modules/analytics/synthetic.ts';
import { addDays } from '../src/modules/analytics/time.ts';
import { toColumns } from '../src/modules/clicks/batch.ts';
import { writeBatch, type RawClick } from '../src/modules/clicks/writer.ts';
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
const DAYS = 30;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface Database {
  db: Db;
  dialect: Dialect;
  schema: string | null;
  close(): Promise<void>;
}

async function freshDatabase(dialect: Dialect): Promise<Database> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'rabt-analytics-bench-'));
    const handle = openDatabase(`sqlite:${join(dir, 'bench.db')}`, null);
    return {
      db: handle.db,
      dialect: handle.dialect,
      schema: null,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const handle = openDatabase(PG_URL, schema);
  return {
    db: handle.db,
    dialect: handle.dialect,
    schema,
    close: async () => {
      await handle.close();
      const c = new Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema "${schema}" cascade`);
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
  for (let i = 0; i < 4; i++) await writeBatch(d.db, d.dialect, toColumns(batch()), syntheticGeo, { analytics: i % 2 === 0 });
  for (let i = 0; i < WRITER_BATCHES; i++) {
    const mode = [0, 3].includes(i % 4) ? 'off' : 'on';
    const columns = toColumns(batch());
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    const result = await writeBatch(d.db, d.dialect, columns, syntheticGeo, { analytics: mode === 'on' });
    totals[mode].cpu += cpuMs() - cpu0;
    totals[mode].wall += performance.now() - wall0;
    totals[mode].clicks += result.written + result.bots;
  }
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

function cases(topLinkId: string, today: string): Case[] {
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
  list.push({ endpoint: 'overview', label: '30 d, tz Asia/Riyadh', query: { ...r30, tz: 'Asia/Riyadh', compare: 'true' } });
  list.push({ endpoint: 'overview', label: '30 d, country SA', query: { ...r30, country: 'SA', compare: 'true' } });
  list.push({ endpoint: 'locations', label: '30 d, SA regions + cities', query: { ...r30, country: 'SA' } });
  list.push({ endpoint: 'devices', label: '30 d, channel social', query: { ...r30, channel: 'social' } });
  list.push({ endpoint: 'channels', label: '30 d, device mobile', query: { ...r30, device: 'mobile' } });
  list.push({ endpoint: 'overview', label: '30 d, top link (raw)', query: { ...r30, link_id: topLinkId, compare: 'true' } });
  list.push({ endpoint: 'devices', label: '30 d, top link (raw)', query: { ...r30, link_id: topLinkId } });
  list.push({
    endpoint: 'overview',
    label: '7 d, country SA + device mobile (raw)',
    query: { ...range(7), country: 'SA', device: 'mobile' },
  });
  return list;
}

async function runCase(d: Database, accountId: string, c: Case): Promise<{ p50: number; p95: number; cpu: number }> {
  const call = async () => {
    const w = await windowOf(d.db, accountId, c.query);
    if (c.endpoint === 'overview') return overview(d.db, w, 'https');
    if (c.endpoint === 'top') return top(d.db, w, 'https');
    return breakdown(d.db, w, c.endpoint as 'devices' | 'locations' | 'channels', c.query);
  };
  await call();
  const walls: number[] = [];
  const cpus_: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    await call();
    cpus_.push(cpuMs() - cpu0);
    walls.push(performance.now() - wall0);
  }
  walls.sort((a, b) => a - b);
  cpus_.sort((a, b) => a - b);
  return { p50: pct(walls, 0.5), p95: pct(walls, 0.95), cpu: pct(cpus_, 0.5) };
}

console.log(
  `analytics bench: ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start, ${fmt(LINKS)} links, clicks over ${DAYS} days, ${REPEAT} calls per case\n`,
);

for (const dialect of DBS) {
  const d = await freshDatabase(dialect);
  try {
    await migrateToLatest(d.db, d.schema);
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

    const w = await writerThroughput(d, user.account_id, linkIds);
    console.log(`### ${dialect}: click writer, 1000-click batches, analytics rollups off vs on (same run, ABBA)\n`);
    console.log('| | off | on | change |\n|---|---:|---:|---:|');
    console.log(`| clicks/s (wall) | ${fmt(w.wallOff)} | ${fmt(w.wallOn)} | ${fmt((w.wallOn / w.wallOff - 1) * 100, 1)} % |`);
    console.log(
      `| clicks/s (process CPU) | ${fmt(w.cpuOff)} | ${fmt(w.cpuOn)} | ${fmt((w.cpuOn / w.cpuOff - 1) * 100, 1)} % |\n`,
    );

    let seeded = 0;
    for (const target of LADDER) {
      const seedStart = performance.now();
      const s = await seedClicks(d.db, d.dialect, user.account_id, linkIds, {
        links: LINKS,
        clicks: target - seeded,
        days: DAYS,
        seed: target,
        batchSize: 50_000,
        visitors: 200_000,
      });
      seeded = target;
      const topLink = await d.db
        .selectFrom('links')
        .select('id')
        .where('account_id', '=', user.account_id)
        .orderBy('clicks', 'desc')
        .executeTakeFirstOrThrow();
      console.log(
        `### ${dialect}: ${fmt(target)} clicks (seeded ${fmt((s.written + s.bots) / ((performance.now() - seedStart) / 1000))} clicks/s wall), load average ${loadavg()[0]!.toFixed(1)}\n`,
      );
      console.log('| endpoint | case | p50 ms | p95 ms | CPU ms (median) |\n|---|---|---:|---:|---:|');
      for (const c of cases(topLink.id, new Date().toISOString().slice(0, 10))) {
        const r = await runCase(d, user.account_id, c);
        console.log(`| ${c.endpoint} | ${c.label} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${fmt(r.cpu, 1)} |`);
      }
      const rows = await d.db
        .selectFrom('analytics_hourly')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      console.log(`\nanalytics_hourly rows: ${fmt(Number(rows.n))}\n`);
    }
  } finally {
    await d.close();
  }
}
