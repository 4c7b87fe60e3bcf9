/**
 * Companies and digital business cards. Same portable subset as 0001–0003 (text ids, ISO
 * timestamps written by the app, JSON as text). Photos and logos are square JPEGs stored as
 * base64 text (≈30 KB each; the vCard embeds exactly this text), with a short content hash for
 * cache-busting URLs. A card owns two link rows (kind card_view / card_save) whose clicks count
 * its views and contact saves through the click pipeline.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('brand_color', 'text', (c) => c.notNull())
    .addColumn('accent_color', 'text', (c) => c.notNull())
    .addColumn('card_theme', 'text', (c) => c.notNull())
    .addColumn('logo_jpeg', 'text')
    .addColumn('logo_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_account').on('companies').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('theme', 'text')
    .addColumn('prefix', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text')
    .addColumn('pronouns', 'text')
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    // JSON arrays of { label, value }.
    .addColumn('websites', 'text', (c) => c.notNull())
    .addColumn('emails', 'text', (c) => c.notNull())
    .addColumn('phones', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('slogan', 'text')
    .addColumn('photo_jpeg', 'text')
    .addColumn('photo_hash', 'text')
    .addColumn('view_link_id', 'text', (c) => c.notNull().references('links.id'))
    .addColumn('save_link_id', 'text', (c) => c.notNull().references('links.id'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cards_slug_unique').on('cards').column('slug').unique().execute();
  await db.schema.createIndex('cards_account').on('cards').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('cards_company').on('cards').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cards').execute();
  await db.schema.dropTable('companies').execute();
}
