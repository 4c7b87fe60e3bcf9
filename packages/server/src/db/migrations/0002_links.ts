/**
 * Short links: domains, links, raw clicks, daily click rollups and CSV import jobs.
 * Same portable subset as 0001 (text ids from the app, ISO timestamps written by the app).
 * The platform's default short domain is a domains row with account_id null; it is inserted at
 * start from SHORT_DOMAIN (see modules/links/domains.ts), because its name is configuration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // null: a platform domain every account may use (the default short domain).
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    // Lower-case host, with the port when not 80/443 (`localhost:3001`).
    .addColumn('name', 'text', (c) => c.notNull())
    // not_verified | pending | active | failed (spec §4); platform domains are active.
    .addColumn('verification_state', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('domains_name_unique').on('domains').column('name').unique().execute();
  await db.schema.createIndex('domains_account').on('domains').column('account_id').execute();

  await db.schema
    .createTable('links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id'))
    // Case-sensitive, like every shortener: `aB3` and `ab3` are two links.
    .addColumn('nip', 'text', (c) => c.notNull())
    .addColumn('long_url', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('lock_pass_hash', 'text')
    .addColumn('schedule_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    // Denormalised copy of the 'total' rollup, written in the same transaction as the rollups,
    // so lists can sort by clicks without aggregating every rollup row of the account.
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // Not partial: a deleted link keeps its nip, so a short URL printed on a flyer never starts
  // pointing somewhere else. Also the conflict target of the CSV import's ON CONFLICT DO NOTHING.
  await db.schema.createIndex('links_domain_nip_unique').on('links').columns(['domain_id', 'nip']).unique().execute();
  await db.schema.createIndex('links_account_created').on('links').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('links_account_clicks').on('links').columns(['account_id', 'clicks']).execute();
  await db.schema.createIndex('links_workspace').on('links').columns(['workspace_id', 'created_at']).execute();
  // Status filters (scheduled / expired) without scanning every link (Shlink #2112); partial, so
  // the common link without dates costs no index write (bulk imports insert 100 000 of them).
  await db.schema
    .createIndex('links_account_schedule')
    .on('links')
    .columns(['account_id', 'schedule_at'])
    .where('schedule_at', 'is not', null)
    .execute();
  await db.schema
    .createIndex('links_account_expires')
    .on('links')
    .columns(['account_id', 'expires_at'])
    .where('expires_at', 'is not', null)
    .execute();

  await db.schema
    .createTable('clicks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull().references('links.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('device', 'text')
    .addColumn('os', 'text')
    .addColumn('browser', 'text')
    .addColumn('referrer_host', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clicks_link_at').on('clicks').columns(['link_id', 'at']).execute();
  await db.schema.createIndex('clicks_account_at').on('clicks').columns(['account_id', 'at']).execute();

  await db.schema
    .createTable('click_rollups_daily')
    .addColumn('day', 'text', (c) => c.notNull()) // YYYY-MM-DD (UTC)
    .addColumn('link_id', 'text', (c) => c.notNull().references('links.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // total | country | city | device | os | browser | referrer | channel
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .execute();
  // The upsert target: ON CONFLICT (day, link_id, dimension, value) DO UPDATE count = count + excluded.count.
  await db.schema
    .createIndex('click_rollups_daily_key')
    .on('click_rollups_daily')
    .columns(['day', 'link_id', 'dimension', 'value'])
    .unique()
    .execute();
  await db.schema
    .createIndex('click_rollups_daily_account')
    .on('click_rollups_daily')
    .columns(['account_id', 'dimension', 'day'])
    .execute();

  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('total_bytes', 'bigint', (c) => c.notNull())
    .addColumn('processed_bytes', 'bigint', (c) => c.notNull())
    .addColumn('rows_processed', 'bigint', (c) => c.notNull())
    .addColumn('created_count', 'bigint', (c) => c.notNull())
    .addColumn('refused_count', 'bigint', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('import_jobs_account').on('import_jobs').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('import_refusals')
    .addColumn('job_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('row_no', 'bigint', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_refusals_job_row').on('import_refusals').columns(['job_id', 'row_no']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['import_refusals', 'import_jobs', 'click_rollups_daily', 'clicks', 'links', 'domains']) {
    await db.schema.dropTable(table).execute();
  }
}
