/**
 * Branded domains: the verification bookkeeping on `domains` (0002 created the table with its
 * state), and uploaded certificates with their private keys encrypted at rest.
 * Same portable subset as 0001/0002 (text ids, ISO timestamps written by the app, JSON as text).
 */
import type { Kysely } from 'kysely';

const DOMAIN_COLUMNS = [
  // The TXT value proving ownership: `rabt-verify=<random>`, fixed for the domain's lifetime.
  'verification_token',
  // When verification was (re)started: the verify window counts from here.
  'verification_started_at',
  'checked_at',
  // When the background check should look again (pending only).
  'next_check_at',
  'verified_at',
  // JSON array of DomainProblem from the latest check.
  'check_problems',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of DOMAIN_COLUMNS) {
    const type = column.endsWith('_at') ? 'timestamptz' : 'text';
    await db.schema.alterTable('domains').addColumn(column, type).execute();
  }
  await db.schema
    .createIndex('domains_state_next_check')
    .on('domains')
    .columns(['verification_state', 'next_check_at'])
    .execute();

  await db.schema
    .createTable('domain_certificates')
    .addColumn('domain_id', 'text', (c) => c.primaryKey().references('domains.id').onDelete('cascade'))
    // upload | acme
    .addColumn('source', 'text', (c) => c.notNull())
    // The PEM chain as uploaded (leaf first); public, stored as is.
    .addColumn('chain_pem', 'text', (c) => c.notNull())
    // PKCS#8 PEM, AES-256-GCM under a key derived from SECRET, bound to the domain id.
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('issuer', 'text')
    .addColumn('hosts', 'text', (c) => c.notNull())
    .addColumn('fingerprint256', 'text', (c) => c.notNull())
    .addColumn('self_signed', 'boolean', (c) => c.notNull())
    .addColumn('chain_length', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_certificates').execute();
  await db.schema.dropIndex('domains_state_next_check').execute();
  for (let i = DOMAIN_COLUMNS.length - 1; i >= 0; i--) {
    await db.schema.alterTable('domains').dropColumn(DOMAIN_COLUMNS[i]!).execute();
  }
}
