/**
 * The plan's card limit through the billing entitlements (one place for every plan rule): cards
 * register how to count an account's cards, and creating one asks for room.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { Tenant } from '../../types.ts';
import { assertWithinLimit, keepOldest, registerKeepRule, registerUsageCounter } from '../billing/entitlements.ts';
import { countCards, nthOldestCard } from './queries.ts';

registerUsageCounter('cards', countCards);
registerKeepRule('cards', keepOldest(nthOldestCard));

/** 409 PLAN_LIMIT_REACHED unless one more card fits; `db` may be the creating transaction. */
export async function assertCardsWithinLimit(app: FastifyInstance, tenant: Tenant, db: Db = app.db): Promise<void> {
  await assertWithinLimit(db, tenant, 'cards');
}
