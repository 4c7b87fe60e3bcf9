/**
 * Plans, choosing one, and what the current plan allows. Only free plans subscribe here; paid
 * plans answer requires_payment_method (402) until the billing work adds card payments.
 */
import { ErrorCode, SubscribeRequest, type Subscription } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/errors.ts';
import { parseBody } from '../../lib/validate.ts';
import { allowed, requireTenant } from '../../types.ts';
import { entitlementsOf } from './entitlements.ts';
import { findPlan, findPrice, isFree, plans } from './plans.ts';
import { currentSubscription, subscribeAccount } from './queries.ts';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/plans – the catalogue the plan cards render
  app.get('/plans', { config: { policy: { access: 'public' } } }, async () => ({ results: plans }));

  // GET /api/billing/subscription – reachable without a plan: this is where one is chosen
  app.get('/billing/subscription', allowed('billing:view', { plan: false }), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: (await currentSubscription(app.db, tenant.account.id)) ?? null };
  });

  // GET /api/billing/entitlements – features, limits and usage of the current plan (any member)
  app.get('/billing/entitlements', { config: { policy: { access: 'signed-in', plan: false } } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await entitlementsOf(app.db, tenant) };
  });

  // POST /api/billing/subscription – choose a plan
  app.post('/billing/subscription', allowed('billing:edit', { plan: false }), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(SubscribeRequest, request.body);
    const plan = findPlan(body.plan_id);
    const price = plan && findPrice(plan, body.interval);
    if (!plan || !price) throw appError(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE, 'Selected plan is not available at the moment.');
    const current = await currentSubscription(app.db, tenant.account.id);
    if (current && current.status === 'active' && current.plan_id === plan.id && current.interval === body.interval) {
      throw appError(ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE, 'You are already subscribed to selected price.');
    }
    if (!isFree(plan)) {
      throw appError(
        ErrorCode.REQUIRES_PAYMENT_METHOD,
        'Paid plans need a payment method. Card payments are not available yet; choose the free plan for now.',
      );
    }
    const subscription: Subscription = await subscribeAccount(app.db, tenant.account.id, plan.id, body.interval);
    return { results: subscription };
  });
}
