/**
 * Organisation (decisions 060–064): custom roles, access requests, API apps and hashed keys, which
 * workspaces a member may use, notification choices and the organisation's business details.
 * Same portable subset as 0001–0003 (text ids, ISO timestamps written by the app, JSON as text).
 */
import type { Kysely } from 'kysely';

const ACCOUNT_COLUMNS = ['logo_url', 'country', 'legal_name', 'tax_id', 'invoice_email', 'invoice_address'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased name: the unique index below makes names case-insensitively unique per account.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // JSON array of Permission
    .addColumn('permissions', 'text', (c) => c.notNull())
    // Optimistic concurrency: PUT sends the version it loaded; a stale one is refused (EDIT_CONFLICT).
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roles_account_name_unique').on('roles').columns(['account_id', 'name_key']).unique().execute();

  // JSON array of workspace ids the member may use; null = every workspace.
  await db.schema.alterTable('memberships').addColumn('workspace_ids', 'text').execute();
  await db.schema.alterTable('invitations').addColumn('workspace_ids', 'text').execute();
  // JSON NotificationSettings; null = the defaults.
  await db.schema.alterTable('customers').addColumn('notification_settings', 'text').execute();
  for (const column of ACCOUNT_COLUMNS) await db.schema.alterTable('accounts').addColumn(column, 'text').execute();

  await db.schema
    .createTable('access_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // join | access
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('permission', 'text')
    .addColumn('path', 'text')
    .addColumn('message', 'text')
    // pending | approved | declined
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_requests_account').on('access_requests').columns(['account_id', 'state']).execute();

  await db.schema
    .createTable('api_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_apps_account').on('api_apps').column('account_id').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull().references('api_apps.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    // SHA-256 of the whole key (a 256-bit random secret needs no slow hash; see lib/tokens.ts).
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    // The member who created it: links it creates record them as created_by.
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_hash_unique').on('api_keys').column('key_hash').unique().execute();
  await db.schema.createIndex('api_keys_app').on('api_keys').column('app_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('api_apps').execute();
  await db.schema.dropTable('access_requests').execute();
  for (let i = ACCOUNT_COLUMNS.length - 1; i >= 0; i--) {
    await db.schema.alterTable('accounts').dropColumn(ACCOUNT_COLUMNS[i]!).execute();
  }
  await db.schema.alterTable('customers').dropColumn('notification_settings').execute();
  await db.schema.alterTable('invitations').dropColumn('workspace_ids').execute();
  await db.schema.alterTable('memberships').dropColumn('workspace_ids').execute();
  await db.schema.dropTable('roles').execute();
}
