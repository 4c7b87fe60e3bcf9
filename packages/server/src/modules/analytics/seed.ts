/**
 * Writes an account's worth of links and clicks with a known distribution (synthetic.ts): by
 * default as a bulk load (bulk-seed.ts) followed by the rollup rebuild, or click by click through
 * the real batch writer (`bulk: false`). Both leave the same raw rows, link totals and rollups
 * (test/analytics/bulk-seed.test.ts). Used by `npm run seed:clicks` and the analytics bench.
 */
import { sql } from 'kysely';
import { toColumns } from '../clicks/batch.ts';
import { bulkInsert } from '../clicks/bulk-insert.ts';
import { flushAnalytics, writeBatch, type RawClick } from '../clicks/writer.ts';
import type { Db, Dialect } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { bulkSeedClicks, withLargeSqliteCache } from './bulk-seed.ts';
import { rebuildRollups } from './rebuild.ts';
import { emptyScopeRollups } from './scope-rollups.ts';
import { clickGenerator, rng, syntheticGeo } from './synthetic.ts';

export interface SeedTarget {
  accountId: string;
  workspaceId: string;
  domainId: string;
}

export interface SeedOptions {
  links: number;
  clicks: number;
  /** Clicks spread over this many days ending now. */
  days: number;
  seed?: number;
  batchSize?: number;
  /** The last click's time (ms); default now. The clicks span `days` before it. */
  end?: number;
  /** Distinct visitors (address + agent) the clicks come from. */
  visitors?: number;
  onProgress?: (written: number) => void;
  /** false: write without the analytics rollups (the writer's "before"). */
  analytics?: boolean;
  /**
   * false: every click through the live writer path, rollups and all (slow: the path under test
   * in the accuracy test). Default: bulk load, then the rollups rebuilt from the raw rows.
   */
  bulk?: boolean;
  /** Days per rebuild transaction after a bulk load (each pass scans the account's raw rows); default 4 on SQLite, all on PostgreSQL. */
  rebuildDaysPerBatch?: number;
  /** Called with each phase's seconds as it ends (bench, CLI). */
  onPhase?: (phase: 'load' | 'rebuild', seconds: number) => void;
}

/** Link kinds in the seeded account: mostly links, some QR codes and card links. */
function kindOf(i: number): string {
  const r = i % 100;
  if (r < 6) return 'qr';
  if (r < 8) return 'card_view';
  if (r < 9) return 'card_save';
  return 'link';
}

export async function seedLinks(db: Db, dialect: Dialect, target: SeedTarget, count: number): Promise<string[]> {
  const ids: string[] = [];
  const now = new Date().toISOString();
  const prefix = Math.random().toString(36).slice(2, 7);
  for (let i = 0; i < count; i += 500) {
    const rows: unknown[][] = [];
    for (let j = i; j < Math.min(count, i + 500); j++) {
      const id = newId();
      ids.push(id);
      rows.push([
        id,
        target.accountId,
        target.workspaceId,
        target.domainId,
        `s${prefix}${j}`,
        `https://example.com/page/${j}`,
        `Seeded link ${j}`,
        kindOf(j),
        now,
        now,
      ]);
    }
    await bulkInsert(
      db,
      dialect,
      'links',
      ['id', 'account_id', 'workspace_id', 'domain_id', 'nip', 'long_url', 'title', 'kind', 'created_at', 'updated_at'],
      rows,
    );
  }
  return ids;
}

export interface SeedResult {
  written: number;
  bots: number;
  seconds: number;
}

/**
 * Writes clicks: by default the bulk load (bulk-seed.ts: raw rows, per-link daily rows, link
 * totals and bots in large statements) and then `analytics_hourly` and `analytics_link_hourly`
 * rebuilt from the raw rows (rebuild.ts: the writer's own expansion code on SQLite, INSERT … SELECT
 * on the PostgreSQL server, decision 111). With
 * `bulk: false` (or `analytics: false`, the writer bench's "before") every click goes through the
 * live batch writer instead.
 */
export async function seedClicks(
  db: Db,
  dialect: Dialect,
  accountId: string,
  linkIds: string[],
  options: SeedOptions,
): Promise<SeedResult> {
  const end = options.end ?? Date.now();
  const start = end - options.days * 86_400_000;
  const began = performance.now();
  if (options.analytics !== false && options.bulk !== false) {
    return withLargeSqliteCache(db, dialect, async () => {
      const loaded = await bulkSeedClicks(db, dialect, accountId, linkIds, {
        clicks: options.clicks,
        start,
        end,
        seed: options.seed ?? 1,
        visitors: options.visitors ?? 50_000,
        onProgress: options.onProgress,
      });
      const load = (performance.now() - began) / 1000;
      options.onPhase?.('load', load);
      await rebuildRollups(db, dialect, {
        accountId,
        fromDay: Math.floor(start / 86_400_000),
        toDay: Math.floor(end / 86_400_000),
        now: end,
        // SQLite: the JS expansion holds a batch's per-link rows in memory (several GB for 8 days
        // at 10 M clicks). PostgreSQL builds them on the server: all days in one pass, so the new
        // rows go in in key order at the ends of the B-trees (decision 111).
        daysPerBatch: options.rebuildDaysPerBatch ?? (dialect === 'postgres' ? 10_000 : 4),
      });
      // Raw clicks added behind the writer's back (no late-click check): the account's workspace and
      // domain rollups are emptied, to be built again (decision 119).
      await emptyScopeRollups(db, accountId);
      // PostgreSQL: a bulk load leaves no page marked all-visible, so until autovacuum gets to the
      // table (at 20 % growth for an insert-only one) an index-only scan (a workspace's unique
      // visitors, decision 118) still reads every row's heap page. Vacuum as after any bulk load.
      // The rebuilt rollups and the links' counts get statistics too (decision 125): a server whose
      // autovacuum is off or has not come round yet would otherwise plan them as empty tables.
      if (dialect === 'postgres') {
        await sql`vacuum (analyze) "clicks"`.execute(db);
        await sql`analyze "links", "click_rollups_daily", "analytics_hourly", "analytics_link_hourly", "analytics_link_days"`.execute(
          db,
        );
      }
      options.onPhase?.('rebuild', (performance.now() - began) / 1000 - load);
      return { ...loaded, seconds: (performance.now() - began) / 1000 };
    });
  }
  const random = rng(options.seed ?? 1);
  const gen = clickGenerator(
    random,
    linkIds.map((id) => ({ id, accountId })),
    options.visitors ?? 50_000,
  );
  const batchSize = options.batchSize ?? 1_000;
  const step = (end - start) / options.clicks;
  let written = 0;
  let bots = 0;
  for (let i = 0; i < options.clicks; i += batchSize) {
    const batch: RawClick[] = [];
    for (let j = i; j < Math.min(options.clicks, i + batchSize); j++) batch.push(gen.next(Math.floor(start + j * step)));
    const result = await writeBatch(db, dialect, toColumns(batch), syntheticGeo, { analytics: options.analytics !== false });
    written += result.written;
    bots += result.bots;
    options.onProgress?.(written + bots);
  }
  if (options.analytics !== false) await flushAnalytics(db, dialect);
  return { written, bots, seconds: (performance.now() - began) / 1000 };
}
