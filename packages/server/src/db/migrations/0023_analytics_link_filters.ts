/**
 * One link under visitor filters, and one link's regions and cities, from rollups instead of raw
 * clicks (docs/decisions/117-analytics-link-under-filters.md).
 *
 * 1. `analytics_link_days.visitors`: the link's new visitor-days of that UTC day under the row's
 *    filter context (counted at the visitor-day's first click on the link, with that click's
 *    country, device and channel — the account-wide rollups' rule). Filled here from the raw
 *    clicks that are kept: one window over them, then one UPDATE … FROM per context.
 * 2. `click_rollups_daily` rows of dimension `city` now hold `country\tregion\tcity` (they held the
 *    city name alone, which no query could read: a city name does not say its country). Replaced
 *    here from the raw clicks that are kept.
 *
 * Days whose raw clicks retention has already deleted keep 0 visitors under filters and no place
 * rows (their old city rows said nothing a query could use).
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

const DAY_MS = 86_400_000;
const SEP = sql.lit('\t');
const UNKNOWN = sql.lit('unknown');

/** FILTER_CONTEXTS of clicks/analytics-rollup.ts, as they stood at this migration. */
const CONTEXTS: ReadonlyArray<readonly ('country' | 'device' | 'channel')[]> = [
  [],
  ['country'],
  ['device'],
  ['channel'],
  ['country', 'device'],
  ['country', 'channel'],
  ['device', 'channel'],
  ['country', 'device', 'channel'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('analytics_link_days')
    .addColumn('visitors', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // Each link visitor-day's first click on that link (ties in time to the row stored first).
  await sql`
    create temp table "m0023_firsts" as
    select "link_id", "day", "country", "device", "channel", count(*) as "n" from (
      select "link_id", "at" / ${sql.lit(DAY_MS)} as "day",
        coalesce("country", ${UNKNOWN}) as "country", coalesce("device", ${UNKNOWN}) as "device", "channel",
        row_number() over (partition by "visitor", "link_id", "at" / ${sql.lit(DAY_MS)} order by "at", "id") as "rn"
      from "clicks" where "visitor" is not null
    ) "f"
    where "rn" = 1
    group by 1, 2, 3, 4, 5`.execute(db);
  for (const dims of CONTEXTS) {
    const fval: RawBuilder<unknown> =
      dims.length === 0
        ? sql.lit('')
        : sql.join(
            dims.map((d) => sql.ref(`f.${d}`)),
            sql` || ${SEP} || `,
          );
    await sql`
      update "analytics_link_days" set "visitors" = "s"."n"
      from (
        select "f"."link_id", "f"."day", ${fval} as "fval", sum("f"."n") as "n"
        from "m0023_firsts" "f" group by 1, 2, 3
      ) "s"
      where "analytics_link_days"."link_id" = "s"."link_id" and "analytics_link_days"."fdim" = ${sql.lit(dims.join('+'))}
        and "analytics_link_days"."fval" = "s"."fval" and "analytics_link_days"."day" = "s"."day"`.execute(db);
  }
  await sql`drop table "m0023_firsts"`.execute(db);

  await sql`delete from "click_rollups_daily" where "dimension" = 'city'`.execute(db);
  const day = sqlite
    ? sql`strftime('%Y-%m-%d', "at" / 1000, 'unixepoch')`
    : sql`to_char(to_timestamp("at" / 1000) at time zone 'UTC', 'YYYY-MM-DD')`;
  await sql`
    insert into "click_rollups_daily" ("day", "link_id", "account_id", "dimension", "value", "count")
    select ${day}, "link_id", "account_id", 'city',
      coalesce("country", ${UNKNOWN}) || ${SEP} || coalesce("region", ${UNKNOWN}) || ${SEP} || coalesce("city", ${UNKNOWN}),
      count(*)
    from "clicks"
    group by 1, 2, 3, 5`.execute(db);
}

/** The column goes; the place rows stay in their new form (nothing before this migration reads them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_link_days').dropColumn('visitors').execute();
}
