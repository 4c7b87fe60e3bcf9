/**
 * The plan's card limit. Until the billing foundation's entitlements land this reads the plan's
 * `limits.cards` itself; afterwards it is `assertWithinLimit(db, tenant, 'cards')`.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Tenant } from '../../types.ts';
import { findPlan } from '../billing/plans.ts';
import { countCards } from './queries.ts';

export async function assertCardsWithinLimit(app: FastifyInstance, tenant: Tenant, adding = 1): Promise<void> {
  const plan = findPlan(tenant.account.plan_id);
  const limit = plan ? plan.limits.cards : 0;
  if (limit === null) return;
  const usage = await countCards(app.db, tenant.account.id);
  if (usage + adding > limit) {
    throw new AppError(409, 'PLAN_LIMIT_REACHED', 'Plan cards limit reached', {
      resource: 'cards',
      limit,
      usage,
      fits: Math.max(0, limit - usage),
      upgrade_plan_id: null,
    });
  }
}
