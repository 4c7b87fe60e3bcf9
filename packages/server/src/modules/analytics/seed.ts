/**
 * Writes an account's worth of links and clicks with a known distribution (synthetic.ts) through
 * the real batch writer, so raw rows, link totals and every rollup are exactly what live traffic
 * would leave. Used by `npm run seed:clicks` and the analytics bench.
 */
import { toColumns } from '../clicks/batch.ts';
import { bulkInsert } from '../clicks/bulk-insert.ts';
import { HourlyRollup, upsertHourly } from '../clicks/analytics-rollup.ts';
import { writeBatch, type RawClick } from '../clicks/writer.ts';
import type { Db, Dialect } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { rebuildRollups } from './rebuild.ts';
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
 * Writes clicks as a bulk load: raw rows, link totals and the per-link daily rollups through the
 * batch writer in big transactions without the analytics rollups, then those rollups built once
 * from the raw rows (rebuild.ts, the same code the writer expands with) plus the bots counted on
 * the way. ~800 clicks/s through the live path (a visitor-day insert per new visitor, the 5 s
 * buffer flushed into every few batches) becomes tens of thousands (docs/decisions/104).
 */
export async function seedClicks(
  db: Db,
  dialect: Dialect,
  accountId: string,
  linkIds: string[],
  options: SeedOptions,
): Promise<SeedResult> {
  const random = rng(options.seed ?? 1);
  const gen = clickGenerator(
    random,
    linkIds.map((id) => ({ id, accountId })),
    options.visitors ?? 50_000,
  );
  const batchSize = options.batchSize ?? 50_000;
  const bulk = options.analytics !== false && options.bulk !== false;
  const botRollup = new HourlyRollup();
  const end = Date.now();
  const start = end - options.days * 86_400_000;
  const step = (end - start) / options.clicks;
  let written = 0;
  let bots = 0;
  const began = performance.now();
  for (let i = 0; i < options.clicks; i += batchSize) {
    const batch: RawClick[] = [];
    for (let j = i; j < Math.min(options.clicks, i + batchSize); j++) batch.push(gen.next(Math.floor(start + j * step)));
    let botHours: Iterable<{ accountId: string; hour: number; n: number }> = [];
    const result = await writeBatch(db, dialect, toColumns(batch), syntheticGeo, {
      analytics: options.analytics !== false && !bulk,
      onBots: (b) => (botHours = b.values()),
    });
    written += result.written;
    bots += result.bots;
    if (bulk) for (const b of botHours) botRollup.add(b.accountId, '', '', 'bots', b.hour, '', b.n);
    options.onProgress?.(written + bots);
  }
  if (bulk) {
    const fromDay = Math.floor(start / 86_400_000);
    const toDay = Math.floor(end / 86_400_000);
    await rebuildRollups(db, dialect, { accountId, fromDay, toDay, now: end });
    await db.transaction().execute((trx) => upsertHourly(trx, dialect, botRollup.rows.values()));
  }
  return { written, bots, seconds: (performance.now() - began) / 1000 };
}
