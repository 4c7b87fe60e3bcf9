/**
 * QR codes and their uploaded files. A url/pdf/image code owns one link row (its short URL and
 * scan counting); a wifi code has none. Uploaded PDFs and images are kept in the database (one
 * portable home for both dialects, backed up with the rest), keyed by an unguessable token that
 * changes with every upload, so a public landing page can be cached by token
 * (docs/decisions/082-qrs-files-and-landing-page.md).
 */
import { SqliteAdapter, type Kysely } from 'kysely';

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('qrs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    // url | wifi | pdf | image
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text', (c) => c.references('links.id').onDelete('set null'))
    // wifi: JSON { ssid, security, password, hidden }
    .addColumn('wifi', 'text')
    // JSON QrDesign
    .addColumn('design', 'text', (c) => c.notNull())
    // pdf/image: the current qr_files token
    .addColumn('file_token', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('qrs_account_created').on('qrs').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('qr_files')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('qr_id', 'text', (c) => c.notNull().references('qrs.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', isSqlite(db) ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qr_files_qr').on('qr_files').column('qr_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qr_files').execute();
  await db.schema.dropTable('qrs').execute();
}
