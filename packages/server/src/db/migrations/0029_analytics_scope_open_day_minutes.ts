/**
 * A workspace's or domain's rollups cover the open UTC day to the minute, not to the hour
 * (docs/decisions/124-analytics-scope-open-day-minutes.md).
 *
 * `analytics_scope_builds.through_at` (epoch ms) replaces `through_hour`: the rows also cover
 * [through_day × 24 h, through_at) of the day after the built days, while `hours_version` equals
 * `version`. The builder reads the open day up to a settled minute, so the rest a read takes from raw
 * clicks is the last 10–20 minutes instead of 20–80; the hour it stops in is built in parts, each
 * added to that hour's rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('analytics_scope_builds')
    // epoch ms (UTC)
    .addColumn('through_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // A bigint product: `through_hour` is a 32-bit integer on PostgreSQL, and hours × 3,600,000 is not.
  await sql`update "analytics_scope_builds" set "through_at" = cast("through_hour" as bigint) * 3600000`.execute(db);
  await db.schema.alterTable('analytics_scope_builds').dropColumn('through_hour').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('analytics_scope_builds')
    .addColumn('through_hour', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // An open day built to mid-hour is given back (its hour's rows hold part of it): built again by the hour.
  await sql`update "analytics_scope_builds" set "through_hour" = "through_at" / 3600000,
    "hours_version" = case when "through_at" % 3600000 = 0 then "hours_version" else -1 end`.execute(db);
  await db.schema.alterTable('analytics_scope_builds').dropColumn('through_at').execute();
}
