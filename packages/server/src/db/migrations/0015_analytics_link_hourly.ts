/**
 * Analytics per link, and a cheaper writer (docs/decisions/106-analytics-links-and-writer.md).
 *
 * - `analytics_link_hourly`: per link and UTC hour, one row per (dimension, value) — `total`,
 *   `country`, `device`, `os`, `browser`, `channel`, `referrer`, `visitors` (new visitor-days of
 *   that link) and `filters` (value `country\tdevice\tchannel`, for top lists under two or three
 *   visitor filters). A link, QR code or card is answered by a range sum over its own rows, never
 *   a scan of its raw clicks. `account_id` is carried (not keyed) so reads keep their tenant filter.
 * - `analytics_link_daily` is dropped: top lists read `click_rollups_daily`'s `total` rows, which
 *   the writer keeps anyway (decision 104's "next step").
 * - `analytics_visitor_log`: where one writer owns the database (SQLite), the visitor-days it has
 *   seen are kept in its memory; each rollup flush appends the new ones here as one row (in the
 *   same transaction), so a restarted writer reloads them instead of counting them again.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('analytics_link_hourly')
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    // hours since the epoch (UTC)
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_link_hourly_pk', ['link_id', 'dim', 'hour', 'value'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();

  await db.schema.dropTable('analytics_link_daily').execute();

  await db.schema
    .createTable('analytics_visitor_log')
    // days since the epoch (UTC): the salt's day
    .addColumn('day', 'integer', (c) => c.notNull())
    // one `account\tscope\thash` line per visitor-day
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_visitor_log_day').on('analytics_visitor_log').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema.dropTable('analytics_visitor_log').execute();
  await db.schema.dropTable('analytics_link_hourly').execute();
  await db.schema
    .createTable('analytics_link_daily')
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_link_daily_pk', ['link_id', 'day'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  await db.schema.createIndex('analytics_link_daily_account').on('analytics_link_daily').columns(['account_id', 'day']).execute();
}
