/**
 * Plans and choosing one. Only free plans subscribe here; paid plans answer
 * requires_payment_method (402) until the billing work adds card payments.
 */
import { ErrorCode, SubscribeRequest, type Subscription } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/errors.ts';
import { parseBody } from '../../lib/validate.ts';
import { requireTenant, type RoutePolicy } from '../../types.ts';
import { findPlan, findPrice, isFree, plans } from './plans.ts';
import { currentSubscription, subscribeAccount } from './queries.ts';

/** Tenant-scoped (Account-Id) but reachable without a plan: this is where one is chosen. */
const CHOOSE_PLAN: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'required', plan: false };

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/plans', { config: { policy: { access: 'public' } } }, async () => ({ results: plans }));

  app.get('/billing/subscription', { config: { policy: CHOOSE_PLAN } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: (await currentSubscription(app.db, tenant.account.id)) ?? null };
  });

  app.post('/billing/subscription', { config: { policy: CHOOSE_PLAN } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    if (tenant.role === 'member') throw appError(ErrorCode.FORBIDDEN, 'Only owners and admins can change the plan.');
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
