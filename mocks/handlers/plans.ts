import { is } from 'superstruct';
import { apiPaths, ErrorCode, SubscribeRequest } from '@rabt/contract';
import { plans } from '../fixtures/plans.ts';
import { db, subscribe } from '../db.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { standardScenarios } from './scenarios.ts';
import { mockHasPrimaryCard } from './billing.ts';

/** Tenant-scoped but reachable without a plan: this is where one is chosen. */
const SEE_PLAN = allowed('billing:view', { plan: false });
const CHOOSE_PLAN = allowed('billing:edit', { plan: false });

// GET plans – public
const listPlans = http.get(apiUrl(apiPaths.plans), () => HttpResponse.json({ results: plans }));

// GET billing/subscription – null before a plan is chosen
const getSubscription = http.get(apiUrl(apiPaths.subscription), ({ request }) => {
  const caller = authorise(request, SEE_PLAN);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: db.subscriptions.get(caller.accountId!) ?? null });
});

// POST billing/subscription – like the server: free plans only until card payments exist
const choosePlan = http.post(apiUrl(apiPaths.subscription), async ({ request }) => {
  const caller = authorise(request, CHOOSE_PLAN);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, SubscribeRequest)) return validationFailed(SubscribeRequest, body);
  const plan = plans.find((p) => p.id === body.plan_id);
  const price = plan?.prices.find((p) => p.interval === body.interval);
  if (!plan || !price) return apiError(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE, 'Selected plan is not available at the moment.');
  const current = db.subscriptions.get(caller.accountId!);
  if (current?.status === 'active' && current.plan_id === plan.id && current.interval === body.interval) {
    return apiError(ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE, 'You are already subscribed to selected price.');
  }
  if (price.amount > 0 && !mockHasPrimaryCard(caller.accountId!)) {
    return apiError(ErrorCode.REQUIRES_PAYMENT_METHOD, 'Add a payment method to subscribe to a paid plan.');
  }
  return HttpResponse.json({ results: subscribe(caller.accountId!, plan.id, body.interval) });
});

export const planHandlers = [listPlans, getSubscription, choosePlan];

export const planScenarios = {
  ...standardScenarios('get', apiPaths.plans, () => HttpResponse.json({ results: plans })),
  empty: [http.get(apiUrl(apiPaths.plans), () => HttpResponse.json({ results: [] }))],
  subscribeFails: [
    http.post(apiUrl(apiPaths.subscription), () =>
      apiError(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE, 'Selected plan is not available at the moment.'),
    ),
  ],
};
