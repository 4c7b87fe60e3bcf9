/**
 * Closed organisations are kept for the retention period (ACCOUNT_RETENTION_DAYS, default 30:
 * time to undo a mistake or export), then purged: deleting the account row cascades to its
 * memberships, workspaces, links, clicks, rollups, domains and the rest (every tenant table
 * references accounts with ON DELETE CASCADE). Runs at start and then hourly.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/schema.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import type { LinkKey } from '../redirect/invalidation.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes organisations closed before `cutoff`; returns how many, and the link keys the caller
 * invalidates (their "no longer available" entries would otherwise outlive the rows in caches).
 */
export async function purgeClosedAccounts(db: Db, cutoff: Date): Promise<{ purged: number; keys: LinkKey[] }> {
  return db.transaction().execute(async (trx) => {
    const closed = trx
      .selectFrom('accounts')
      .select('id')
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', cutoff.toISOString());
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
