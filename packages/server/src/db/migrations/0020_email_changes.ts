/**
 * A verified customer's change of address held as pending until the new address is proven
 * (decision 114): the new address, a hashed single-use token and its expiry. The customer row keeps
 * the current address, so sign-in and every mail use it until the link is opened. A new change or a
 * cancel closes the open row (`cancelled_at`); opening the link sets `used_at`. Rows are kept after
 * use so a second click is answered "already used" rather than "invalid".
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_changes_hash_unique').on('email_changes').column('token_hash').unique().execute();
  await db.schema.createIndex('email_changes_customer').on('email_changes').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
