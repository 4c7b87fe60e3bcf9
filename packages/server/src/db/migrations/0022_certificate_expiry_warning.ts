/**
 * Uploaded certificates remember when their expiry warning was mailed (decision 116), so the
 * domain scheduler warns once per certificate; a new upload clears it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domain_certificates').addColumn('expiry_warned_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domain_certificates').dropColumn('expiry_warned_at').execute();
}
