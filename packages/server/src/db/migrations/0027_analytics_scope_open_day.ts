/**
 * A workspace's or domain's rollups also cover the closed hours of the day still open
 * (docs/decisions/122-analytics-scope-open-day-hours.md).
 *
 * - `analytics_scope_builds.through_hour`: the rows also cover the hours [through_day × 24,
 *   through_hour) of the UTC day after the built days. Valid only while `hours_version` equals the
 *   scope's `version`: every change that empties the scope or gives days back (the link triggers of
 *   0026, a late click, `emptyScopeRollups`) increments `version`, so the hours go with it without
 *   another trigger.
 * - `analytics_scope_visitors`: the visitors (the salted hash of that UTC day) already counted in the
 *   built hours of the open day, per scope. The rest of that day counts only the others, so a
 *   visitor-day is counted once, at its first click, as in whole days. Kept for the open day only.
 * - `links.last_click_at`: the time of the link's latest stored click (epoch ms), kept by the click
 *   writer in the UPDATE that adds to `clicks`. The rest of the open day is read from raw clicks per
 *   link; only the links clicked since its start need an index seek (a third of a big workspace's
 *   links for 40 minutes). Filled here from the raw clicks, one index seek per link.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('analytics_scope_builds')
    // hours since the epoch (UTC)
    .addColumn('through_hour', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('analytics_scope_builds')
    .addColumn('hours_version', 'integer', (c) => c.notNull().defaultTo(-1))
    .execute();
  await db.schema
    .createTable('analytics_scope_visitors')
    .addColumn('scope', 'text', (c) => c.notNull())
    // days since the epoch (UTC): the visitor hash's salt
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('visitor', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_scope_visitors_pk', ['scope', 'day', 'visitor'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  await db.schema.alterTable('links').addColumn('last_click_at', 'bigint').execute();
  await sql`update "links" set "last_click_at" = (select max("c"."at") from "clicks" "c" where "c"."link_id" = "links"."id")`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').dropColumn('last_click_at').execute();
  await db.schema.dropTable('analytics_scope_visitors').execute();
  await db.schema.alterTable('analytics_scope_builds').dropColumn('hours_version').execute();
  await db.schema.alterTable('analytics_scope_builds').dropColumn('through_hour').execute();
}
