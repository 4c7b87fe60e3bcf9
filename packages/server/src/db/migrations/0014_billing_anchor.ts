/**
 * The billing anchor day (decision 076): the day of the month a monthly or yearly subscription
 * renews on, kept apart from the period so that a clamped renewal (Jan 31 → Feb 28) goes back to
 * the anchor the month after (→ Mar 31). Null for rows written before it: their period start's day.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('anchor_day', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('anchor_day').execute();
}
