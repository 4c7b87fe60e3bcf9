/**
 * Per-link clicks per UTC day under every visitor-filter context
 * (docs/decisions/110-analytics-link-days.md).
 *
 * `analytics_link_days (link_id, fdim, fval, day, account_id, count)`, key
 * `(link_id, fdim, fval, day)`: `fdim` '' (all clicks), `country`, `device`, `channel`, the pairs
 * and the triple (as `analytics_hourly`), `fval` their values joined by a tab. The top lists read
 * a candidate link's count over a range of days, under any filters, as one contiguous key range
 * of at most one row per day (the hourly `total` rows were up to 24 a day, the hourly `filters`
 * rows up to 24 × every (country, device, channel) a day). `account_id` is carried, not keyed.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('analytics_link_days')
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('fdim', 'text', (c) => c.notNull())
    .addColumn('fval', 'text', (c) => c.notNull())
    // days since the epoch (UTC)
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_link_days_pk', ['link_id', 'fdim', 'fval', 'day'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_link_days').execute();
}
