/**
 * QR codes that link a business card (type `card`, spec §5 "A QR card is required"): the card they
 * encode. The code's payload is the card's public URL on the QR channel, read through the card's
 * row, so it has no short link of its own; a deleted card leaves the code without a card.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('qrs').addColumn('card_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('qrs').dropColumn('card_id').execute();
}
