/**
 * The organisation's logo as an upload (decision 069), stored like company logos (decision 090):
 * the normalised square JPEG as base64 text and a 12-hex content hash for `?v=` URLs. The old
 * `logo_url` column stays as it is: accounts that typed a web address keep showing it until they
 * upload or remove a logo (no remote fetch on migration: the server does not download addresses
 * customers typed).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('logo_jpeg', 'text').execute();
  await db.schema.alterTable('accounts').addColumn('logo_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('logo_hash').execute();
  await db.schema.alterTable('accounts').dropColumn('logo_jpeg').execute();
}
