/**
 * The first schema. Portable subset only (see docs/decisions/010): text ids made by the app,
 * timestamptz columns holding ISO strings written by the app, boolean and jsonb columns read through
 * the codec, no database defaults for time.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_state', 'text')
    .addColumn('address_country', 'text')
    .addColumn('address_postal_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // Addresses are stored lower-cased, so a plain unique index is a case-insensitive one.
  await db.schema.createIndex('customers_email_unique').on('customers').column('email').unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_token_hash_unique').on('sessions').column('token_hash').unique().execute();
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('permissions', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('memberships_account_customer_unique')
    .on('memberships')
    .columns(['account_id', 'customer_id'])
    .unique()
    .execute();
  await db.schema.createIndex('memberships_customer').on('memberships').column('customer_id').execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workspaces_account').on('workspaces').column('account_id').execute();
  // Partial unique index: at most one default workspace per account. `= true` parses on both
  // (SQLite knows TRUE since 3.23).
  await db.schema
    .createIndex('workspaces_one_default')
    .on('workspaces')
    .column('account_id')
    .unique()
    .where(sql.ref('is_default'), '=', sql`true`)
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('permissions', 'jsonb', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('declined_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invitations_email').on('invitations').column('email').execute();

  for (const table of ['email_verification_tokens', 'password_reset_tokens'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz');
    // A verification token is bound to the address it was sent to, so changing the address
    // again cannot verify the new one with an old link.
    if (table === 'email_verification_tokens') builder = builder.addColumn('email', 'text', (c) => c.notNull());
    await builder.execute();
    await db.schema.createIndex(`${table}_hash_unique`).on(table).column('token_hash').unique().execute();
    await db.schema.createIndex(`${table}_customer`).on(table).column('customer_id').execute();
  }

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One current subscription per account for now; the billing work may drop this for history.
  await db.schema.createIndex('subscriptions_account_unique').on('subscriptions').column('account_id').unique().execute();

  await db.schema
    .createTable('account_deletions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key: the survey answer outlives the (anonymised) customer row by design.
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'account_deletions',
    'subscriptions',
    'mail_outbox',
    'password_reset_tokens',
    'email_verification_tokens',
    'invitations',
    'workspaces',
    'memberships',
    'accounts',
    'sessions',
    'customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
