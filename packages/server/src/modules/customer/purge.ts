/**
 * Closed organisations are kept for the retention period (ACCOUNT_RETENTION_DAYS, default 30:
 * time to undo a mistake or export), then purged: deleting the account row cascades to its
 * memberships, workspaces, links, clicks, domains and the rest (tenant tables reference accounts,
 * or links, with ON DELETE CASCADE), and the tables without such a key
 * (`ACCOUNT_TABLES_WITHOUT_CASCADE`: the analytics rollups, the weekly reports) are deleted from
 * first. Runs at start and then hourly.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/schema.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import type { LinkKey } from '../redirect/invalidation.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Tables that hold an organisation's rows without a foreign key to it: the click writer's rollups
 * (kept without one, so their upserts check no parent row; decision 100) and the weekly reports.
 * The purge deletes their rows itself, before the account row. Those keyed by link or scope have
 * no index by account: at 10 M clicks their scans take about 4 s on SQLite in all, once per purge
 * that finds closed organisations, in this hourly background job.
 */
export const ACCOUNT_TABLES_WITHOUT_CASCADE = [
  'analytics_hourly',
  'analytics_visitors',
  'analytics_link_hourly',
  'analytics_link_days',
  'analytics_scope_hourly',
  'analytics_scope_visitors',
  'weekly_reports',
] as const;

/**
 * Deletes organisations closed before `cutoff`; returns how many, and the link keys the caller
 * invalidates (their "no longer available" entries would otherwise outlive the rows in caches).
 */
export async function purgeClosedAccounts(db: Db, cutoff: Date): Promise<{ purged: number; keys: LinkKey[] }> {
  const closedIds = (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', cutoff.toISOString())
      .execute()
  ).map((a) => a.id);
  if (closedIds.length === 0) return { purged: 0, keys: [] };
  // One statement a table, before the account row: a purge cut short leaves the account closed,
  // and the next run deletes what is left.
  for (const table of ACCOUNT_TABLES_WITHOUT_CASCADE) {
    // One table's type stands for all: each has an `account_id` text column.
    await db
      .deleteFrom(table as 'analytics_hourly')
      .where('account_id', 'in', closedIds)
      .execute();
  }
  return db.transaction().execute(async (trx) => {
    const closed = trx.selectFrom('accounts').select('id').where('id', 'in', closedIds).where('deleted_at', 'is not', null);
    const keys = await trx
      .selectFrom('links')
      .innerJoin('domains', 'domains.id', 'links.domain_id')
      .select(['domains.name as domain', 'links.nip'])
      .where('links.account_id', 'in', closed)
      .execute();
    const rows = await trx.deleteFrom('accounts').where('id', 'in', closed).returning('id').execute();
    return { purged: rows.length, keys };
  });
}

async function purgeRuntime(app: FastifyInstance): Promise<void> {
  const run = async () => {
    try {
      const cutoff = new Date(Date.now() - app.config.accountRetentionDays * DAY_MS);
      const { purged, keys } = await purgeClosedAccounts(app.db, cutoff);
      if (keys.length > 0) await app.links.invalidate(keys);
      if (purged > 0) app.log.info({ purged }, 'purged closed organisations past their retention period');
    } catch (error) {
      app.log.warn({ err: error }, 'purging closed organisations failed; next try in an hour');
    }
  };
  runPeriodically(app, HOUR_MS, run);
}

export default fp(purgeRuntime, { name: 'rabt-account-purge' });
