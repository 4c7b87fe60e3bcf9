/**
 * Analytics rollups kept by the click writer (docs/decisions/100-analytics-rollups.md).
 *
 * - `clicks` gains `region` (the visitor's first subdivision) and `visitor`: a 48-bit hash of the
 *   day's salt, the address and the agent. Raw addresses are never stored; the salt of a day is
 *   deleted two days later, so a stored hash cannot be tied back to an address afterwards.
 * - `analytics_hourly`: account-wide counts per UTC hour, one dimension at a time (`fdim` = ''),
 *   and under one visitor filter (`fdim` = country | device | channel, `fval` its value). Every
 *   answer over whole hours is a range sum over this table, never a scan of raw clicks.
 * - `analytics_link_daily`: clicks per link per UTC day, read a few links at a time (the top-links
 *   candidates, docs/decisions/102-analytics-top-links.md).
 * - `analytics_visitors`: who was already counted as a unique visitor today (per account, per
 *   `scope`: '' or a channel), so the writer adds each visitor-day once; only the last days are kept.
 * - `analytics_salts`: one random salt per UTC day.
 * - `analytics_settings`: raw-click retention per account (rollups are kept).
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema.alterTable('clicks').addColumn('region', 'text').execute();
  await db.schema.alterTable('clicks').addColumn('visitor', 'bigint').execute();

  await db.schema
    .createTable('analytics_hourly')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('fdim', 'text', (c) => c.notNull())
    .addColumn('fval', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    // hours since the epoch (UTC)
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_hourly_pk', ['account_id', 'fdim', 'fval', 'dim', 'hour', 'value'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();

  await db.schema
    .createTable('analytics_link_daily')
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    // days since the epoch (UTC)
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_link_daily_pk', ['link_id', 'day'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();

  // Short ranges: every link's clicks on a few days, read by account and day.
  await db.schema.createIndex('analytics_link_daily_account').on('analytics_link_daily').columns(['account_id', 'day']).execute();

  await db.schema
    .createTable('analytics_visitors')
    .addColumn('account_id', 'text', (c) => c.notNull())
    // days since the epoch (UTC): the salt's day
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('visitor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visitors_pk', ['day', 'account_id', 'scope', 'visitor'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();

  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_settings')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    // null: raw clicks are kept for ever
    .addColumn('raw_retention_days', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_settings',
    'analytics_salts',
    'analytics_visitors',
    'analytics_link_daily',
    'analytics_hourly',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('clicks').dropColumn('visitor').execute();
  await db.schema.alterTable('clicks').dropColumn('region').execute();
}
