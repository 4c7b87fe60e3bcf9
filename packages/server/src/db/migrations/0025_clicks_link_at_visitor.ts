/**
 * `clicks (link_id, at)` becomes `clicks (link_id, at, visitor)`: the unique visitors of a set of
 * links (a card, a workspace or domain that is part of the account) are a count of distinct
 * visitors over their raw clicks, and with the visitor in the index that count reads the index
 * alone, not a table row per click (decision 118: 3.9 s → 0.7 s for a workspace of 1,000 links over
 * 30 days at 10 M clicks on SQLite). Every query that used the old index (a link's clicks in a range,
 * the retention delete, the foreign key) uses the new one by its prefix. The new index is built
 * before the old one goes, so reads keep an index throughout.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('clicks_link_at_visitor').on('clicks').columns(['link_id', 'at', 'visitor']).execute();
  await db.schema.dropIndex('clicks_link_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('clicks_link_at').on('clicks').columns(['link_id', 'at']).execute();
  await db.schema.dropIndex('clicks_link_at_visitor').execute();
}
