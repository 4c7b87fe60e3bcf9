/**
 * Billing under /api: plans, the overview, the subscription (subscribe, change, preview, cancel,
 * resume), payment methods, billing address and tax ID, invoices (read, pay, PDF) and payments.
 * Tenant-scoped by the auth plugin; reachable without a plan (this is where one is chosen).
 * Reading needs billing:view, changing needs billing:edit (owners and admins).
 */
import {
  AddPaymentMethodRequest,
  BillingAddressRequest,
  CancelSubscriptionRequest,
  ChangeSubscriptionRequest,
  ConfirmChallengeRequest,
  ErrorCode,
  SubscribeRequest,
  UpdatePaymentMethodRequest,
  type Subscription,
} from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../lib/errors.ts';
import { parseBody } from '../../lib/validate.ts';
import { requireTenant, type RoutePolicy } from '../../types.ts';
import { plans } from './plans.ts';
import { StripeProvider } from './stripe-provider.ts';
import {
  addPaymentMethod,
  billingSubscription,
  cancelSubscription,
  changeSubscription,
  confirmPayment,
  confirmPaymentMethod,
  listInvoices,
  listPaymentMethods,
  listPayments,
  makePrimary,
  overview,
  payInvoice,
  previewChange,
  readAddress,
  readInvoice,
  removePaymentMethod,
  resumeSubscription,
  saveAddress,
  updatePaymentMethod,
} from './service.ts';

const BILLING: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'required', plan: false };

type IdParams = { Params: { id: string } };

/** billing:edit — until the permission model lands, owners and admins. */
function editor(request: FastifyRequest) {
  const { tenant } = requireTenant(request.auth);
  if (tenant.role === 'member') {
    throw appError(ErrorCode.FORBIDDEN, 'Only owners and admins can manage billing.', { permission: 'billing:edit' });
  }
  return tenant.account.id;
}

const viewer = (request: FastifyRequest) => requireTenant(request.auth).tenant.account.id;

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const b = app.billing;
  const config = { policy: BILLING };

  // GET /api/plans – the plan catalogue (public)
  app.get('/plans', { config: { policy: { access: 'public' } } }, async () => ({ results: plans }));

  // GET /api/billing/config – which card form the app shows (provider and publishable key)
  app.get('/billing/config', { config }, async () => ({
    results: {
      provider: b.provider.name,
      publishable_key: b.provider instanceof StripeProvider ? b.provider.settings.publishableKey : null,
    },
  }));

  // GET /api/billing – plan, period, usage against limits, primary card, next invoice, recent payments
  app.get('/billing', { config }, async (request) => ({ results: await overview(b, viewer(request)) }));

  // GET /api/billing/subscription – the current subscription (null before a plan is chosen)
  app.get('/billing/subscription', { config }, async (request) => {
    const sub = await billingSubscription(b, viewer(request));
    if (!sub) return { results: null };
    const { plan_id, interval, status, current_period_end, cancel_at } = sub;
    return { results: { plan_id, interval, status, current_period_end, cancel_at } satisfies Subscription };
  });

  // POST /api/billing/subscription – choose a plan (onboarding); paid plans charge the primary card
  app.post('/billing/subscription', { config }, async (request) => {
    const accountId = editor(request);
    const body = parseBody(SubscribeRequest, request.body);
    const change = await changeSubscription(b, accountId, body.plan_id, body.interval);
    const { plan_id, interval, status, current_period_end, cancel_at } = change.subscription;
    return { results: { plan_id, interval, status, current_period_end, cancel_at } satisfies Subscription };
  });

  // POST /api/billing/subscription/preview – what a change would cost and when it takes effect
  app.post('/billing/subscription/preview', { config }, async (request) => {
    const accountId = editor(request);
    const body = parseBody(ChangeSubscriptionRequest, request.body);
    return { results: await previewChange(b, accountId, body.plan_id, body.interval) };
  });

  // POST /api/billing/subscription/change – subscribe, upgrade (now, prorated), downgrade (period end), switch interval
  app.post('/billing/subscription/change', { config }, async (request) => {
    const accountId = editor(request);
    const body = parseBody(ChangeSubscriptionRequest, request.body);
    return { results: await changeSubscription(b, accountId, body.plan_id, body.interval) };
  });

  // POST /api/billing/subscription/cancel – cancel at period end (revocable) or now
  app.post('/billing/subscription/cancel', { config }, async (request) => {
    const accountId = editor(request);
    return { results: await cancelSubscription(b, accountId, parseBody(CancelSubscriptionRequest, request.body)) };
  });

  // POST /api/billing/subscription/resume – revoke a scheduled cancellation or downgrade
  app.post('/billing/subscription/resume', { config }, async (request) => ({
    results: await resumeSubscription(b, editor(request)),
  }));

  // GET /api/billing/payment-methods – the account's cards (one primary)
  app.get('/billing/payment-methods', { config }, async (request) => ({
    results: await listPaymentMethods(b, viewer(request)),
  }));

  // POST /api/billing/payment-methods – add a card (local: test numbers; stripe: an Elements token)
  app.post('/billing/payment-methods', { config }, async (request, reply) => {
    const accountId = editor(request);
    const method = await addPaymentMethod(b, accountId, parseBody(AddPaymentMethodRequest, request.body));
    return reply.code(201).send({ results: method });
  });

  // PATCH /api/billing/payment-methods/:id – cardholder name, expiry
  app.patch<IdParams>('/billing/payment-methods/:id', { config }, async (request) => ({
    results: await updatePaymentMethod(
      b,
      editor(request),
      request.params.id,
      parseBody(UpdatePaymentMethodRequest, request.body),
    ),
  }));

  // DELETE /api/billing/payment-methods/:id – remove (the primary only when another card takes over or nothing paid depends on it)
  app.delete<IdParams>('/billing/payment-methods/:id', { config }, async (request) => ({
    results: await removePaymentMethod(b, editor(request), request.params.id),
  }));

  // POST /api/billing/payment-methods/:id/primary – make this card the one primary card
  app.post<IdParams>('/billing/payment-methods/:id/primary', { config }, async (request) => ({
    results: await makePrimary(b, editor(request), request.params.id),
  }));

  // POST /api/billing/payment-methods/:id/confirm – finish the 3-D Secure challenge of a card being added
  app.post<IdParams>('/billing/payment-methods/:id/confirm', { config }, async (request) => {
    const accountId = editor(request);
    const body = parseBody(ConfirmChallengeRequest, request.body);
    return { results: await confirmPaymentMethod(b, accountId, request.params.id, body.authenticated) };
  });

  // POST /api/billing/payments/:id/confirm – finish the 3-D Secure challenge of a payment
  app.post<IdParams>('/billing/payments/:id/confirm', { config }, async (request) => {
    const accountId = editor(request);
    const body = parseBody(ConfirmChallengeRequest, request.body);
    return { results: await confirmPayment(b, accountId, request.params.id, body.authenticated) };
  });

  // GET /api/billing/payments – payments history
  app.get('/billing/payments', { config }, async (request) => ({ results: await listPayments(b, viewer(request)) }));

  // GET /api/billing/address – billing address and tax ID (null until set)
  app.get('/billing/address', { config }, async (request) => ({ results: await readAddress(b, viewer(request)) }));

  // PUT /api/billing/address – save the billing address and tax ID (validated per country)
  app.put('/billing/address', { config }, async (request) => ({
    results: await saveAddress(b, editor(request), parseBody(BillingAddressRequest, request.body)),
  }));

  // GET /api/billing/invoices – invoices, newest first
  app.get('/billing/invoices', { config }, async (request) => ({ results: await listInvoices(b, viewer(request)) }));

  // GET /api/billing/invoices/:id – one invoice
  app.get<IdParams>('/billing/invoices/:id', { config }, async (request) => ({
    results: await readInvoice(b, viewer(request), request.params.id),
  }));

  // POST /api/billing/invoices/:id/pay – pay an unpaid invoice with the primary card
  app.post<IdParams>('/billing/invoices/:id/pay', { config }, async (request) => ({
    results: await payInvoice(b, editor(request), request.params.id),
  }));
}
