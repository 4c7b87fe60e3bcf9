/**
 * A link's daily OS, browser and referrer rows (`click_rollups_daily`) under the visitor's filters
 * (docs/decisions/117-analytics-link-under-filters-and-whole-account-scopes.md): their values become
 * `country\tdevice\tchannel\tvalue`, so one link's OS, browser and referrer under any visitor
 * filters are sums of its rows, as its totals and places already are (migration 0023).
 *
 * Rewritten from the raw clicks for the days that have all of theirs: every day of an account that
 * keeps raw clicks for ever (no retention set), the days after its first raw day otherwise (that one
 * may have been cut by retention). Older rows stay as they were, still right without filters; a
 * read under filters that meets one counts the raw clicks instead.
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

const DAY_MS = 86_400_000;
const SEP = sql.lit('\t');
const UNKNOWN = sql.lit('unknown');

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, true);
}

/** The same days rewritten without the filters, as before this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, false);
}

async function rewrite(db: Kysely<unknown>, underFilters: boolean): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const dayText = (days: RawBuilder<unknown>) =>
    sqlite
      ? sql`strftime('%Y-%m-%d', ${days} * 86400, 'unixepoch')`
      : sql`to_char(to_timestamp(${days} * 86400) at time zone 'UTC', 'YYYY-MM-DD')`;
  // Per account, the first UTC day whose raw clicks are all there.
  await sql`
    create temp table "m0024_from" as
    select "c"."account_id",
      case when max("s"."raw_retention_days") is null then -1 else min("c"."at") / ${sql.lit(DAY_MS)} + 1 end as "day"
    from "clicks" "c" left join "analytics_settings" "s" on "s"."account_id" = "c"."account_id"
    group by "c"."account_id"`.execute(db);
  await sql`alter table "m0024_from" add column "from_day" text`.execute(db);
  await sql`update "m0024_from" set "from_day" = ${dayText(sql`"day"`)}`.execute(db);

  await sql`
    delete from "click_rollups_daily"
    where "dimension" in ('os', 'browser', 'referrer')
      and exists (
        select 1 from "m0024_from" "f"
        where "f"."account_id" = "click_rollups_daily"."account_id" and "click_rollups_daily"."day" >= "f"."from_day"
      )`.execute(db);
  const prefix = underFilters
    ? sql`coalesce("c"."country", ${UNKNOWN}) || ${SEP} || coalesce("c"."device", ${UNKNOWN}) || ${SEP} || "c"."channel" || ${SEP} || `
    : sql``;
  const values: Array<[string, RawBuilder<unknown>]> = [
    ['os', sql`coalesce("c"."os", ${UNKNOWN})`],
    ['browser', sql`coalesce("c"."browser", ${UNKNOWN})`],
    ['referrer', sql`coalesce("c"."referrer_host", 'direct')`],
  ];
  for (const [dimension, value] of values) {
    await sql`
      insert into "click_rollups_daily" ("day", "link_id", "account_id", "dimension", "value", "count")
      select ${dayText(sql`("c"."at" / ${sql.lit(DAY_MS)})`)}, "c"."link_id", "c"."account_id", ${sql.lit(dimension)},
        ${prefix}${value}, count(*)
      from "clicks" "c" join "m0024_from" "f" on "f"."account_id" = "c"."account_id"
      where "c"."at" >= "f"."day" * ${sql.lit(DAY_MS)}
      group by 1, 2, 3, 5`.execute(db);
  }
  await sql`drop table "m0024_from"`.execute(db);
}
