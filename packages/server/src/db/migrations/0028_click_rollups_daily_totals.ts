/**
 * The day's top lists read each link's `total` row of that day from an index alone
 * (docs/decisions/123-analytics-day-totals-index.md).
 *
 * `click_rollups_daily_account (account_id, dimension, day)` served one read only: a short range's
 * top lists (`topsByScan`), which sum every link's `total` row of one or two days. For each of the
 * ~10,000 entries it fetched the row itself for `link_id` and `count`, one scattered page each.
 * The index that replaces it holds the `total` rows only (3 % of the rows at 10 M clicks), with `link_id` and
 * `count`, so that read never leaves the index. The other dimensions' rows no longer have an
 * account index entry at all: no read used it.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropIndex('click_rollups_daily_account').execute();
  // SQLite has no INCLUDE: `count` is the last key column there (it only orders entries of one link).
  const columns = sqlite
    ? sql`("account_id", "day", "link_id", "count")`
    : sql`("account_id", "day", "link_id") include ("count")`;
  await sql`create index "click_rollups_daily_totals" on "click_rollups_daily" ${columns} where "dimension" = 'total'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('click_rollups_daily_totals').execute();
  await db.schema
    .createIndex('click_rollups_daily_account')
    .on('click_rollups_daily')
    .columns(['account_id', 'dimension', 'day'])
    .execute();
}
