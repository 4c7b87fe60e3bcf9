/**
 * The weekly link report's ledger (docs/decisions/115-weekly-link-report.md): one row per
 * (organisation, member, reported week), claimed with insert-or-nothing before the mail is sent,
 * so two nodes running the job at once send it once, and a crash after the claim does not resend
 * it (at most once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('weekly_reports')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    // the reported week's first day (a Monday, UTC), YYYY-MM-DD
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_reports_pk', ['account_id', 'customer_id', 'week'])
    .execute();
  await db.schema.createIndex('weekly_reports_week').on('weekly_reports').column('week').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('weekly_reports').execute();
}
