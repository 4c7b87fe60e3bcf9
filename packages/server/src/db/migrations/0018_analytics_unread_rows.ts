/**
 * Deletes the per-link hourly `filters` rows of `analytics_link_hourly` (dim 'filters', value
 * `country\tdevice\tchannel`): since the top lists read `analytics_link_days` (decision 110) no
 * query reads them, and the writer and the rebuild no longer write them (decision 110's addendum:
 * they were the most numerous per-link rows a flush upserted). Their sums live on in
 * `analytics_link_days`, which the writer and the rebuild still fill from the same per-link
 * counts, in memory.
 *
 * Also deletes the `kind` rows of `analytics_hourly` for kinds other than `card_view` and
 * `card_save`: the totals read only those two; the writer and the rebuild no longer write the others.
 *
 * Each delete is one scan of its table (`dim` is not its key's first column), on both databases.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from "analytics_link_hourly" where "dim" = 'filters'`.execute(db);
  // The same for the account-wide `kind` rows of plain links and QR codes (only card views and
  // card saves are read: `KIND_ROWS`).
  await sql`delete from "analytics_hourly" where "dim" = 'kind' and "value" not in ('card_view', 'card_save')`.execute(db);
}

/**
 * Nothing to put back: no code reads the rows. `npm run analytics:rebuild` on the code before this
 * migration would write them again from the raw clicks, where raw clicks are kept.
 */
export async function down(): Promise<void> {}
