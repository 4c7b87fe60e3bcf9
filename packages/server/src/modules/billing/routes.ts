/**
 * Billing under /api: plans, the overview, the subscription (subscribe, change, preview, cancel,
 * resume), payment methods, billing address and tax ID, invoices (read, pay, PDF) and payments.
 * Tenant-scoped by the auth plugin; reachable without a plan (this is where one is chosen).
 * Reading needs billing:view, changing needs billing:edit (owners and admins by default).
 */
import {
  AddPaymentMethodRequest,
  BillingAddressRequest,
  CancelSubscriptionRequest,
  ChangeSubscriptionRequest,
  ConfirmChallengeRequest,
  SubscribeRequest,
  UpdatePaymentMethodRequest,
  type Subscription,
} from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBody } from '../../lib/validate.ts';
import { allowed, requireTenant } from '../../types.ts';
import { entitlementsOf } from './entitlements.ts';
import { invoicePdf } from './pdf.ts';
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

type IdParams = { Params: { id: string } };

/** Reachable without a plan (this is where one is chosen); the auth plugin checks the permission. */
const VIEW = allowed('billing:view', { plan: false });
const EDIT = allowed('billing:edit', { plan: false });

const accountOf = (request: FastifyRequest) => requireTenant(request.auth).tenant.account.id;

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const b = app.billing;

  // GET /api/plans – the plan catalogue (public)
  app.get('/plans', { config: { policy: { access: 'public' } } }, async () => ({ results: plans }));

  // GET /api/billing/config – which card form the app shows (provider and publishable key)
  app.get('/billing/config', VIEW, async () => ({
    results: {
      provider: b.provider.name,
      publishable_key: b.provider instanceof StripeProvider ? b.provider.settings.publishableKey : null,
    },
  }));

  // GET /api/billing – plan, period, usage against limits, primary card, next invoice, recent payments
  app.get('/billing', VIEW, async (request) => ({ results: await overview(b, accountOf(request)) }));

  // GET /api/billing/entitlements – features, limits and usage of the current plan (any member)
  app.get('/billing/entitlements', { config: { policy: { access: 'signed-in', plan: false } } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await entitlementsOf(app.db, tenant) };
  });

  // GET /api/billing/subscription – the current subscription (null before a plan is chosen)
  app.get('/billing/subscription', VIEW, async (request) => {
    const sub = await billingSubscription(b, accountOf(request));
    if (!sub) return { results: null };
    const { plan_id, interval, status, current_period_end, cancel_at } = sub;
    return { results: { plan_id, interval, status, current_period_end, cancel_at } satisfies Subscription };
  });

  // POST /api/billing/subscription – choose a plan (onboarding); paid plans charge the primary card
  app.post('/billing/subscription', EDIT, async (request) => {
    const accountId = accountOf(request);
    const body = parseBody(SubscribeRequest, request.body);
    const change = await changeSubscription(b, accountId, body.plan_id, body.interval);
    const { plan_id, interval, status, current_period_end, cancel_at } = change.subscription;
    return { results: { plan_id, interval, status, current_period_end, cancel_at } satisfies Subscription };
  });

  // POST /api/billing/subscription/preview – what a change would cost and when it takes effect
  app.post('/billing/subscription/preview', EDIT, async (request) => {
    const accountId = accountOf(request);
    const body = parseBody(ChangeSubscriptionRequest, request.body);
    return { results: await previewChange(b, accountId, body.plan_id, body.interval) };
  });

  // POST /api/billing/subscription/change – subscribe, upgrade (now, prorated), downgrade (period end), switch interval
  app.post('/billing/subscription/change', EDIT, async (request) => {
    const accountId = accountOf(request);
    const body = parseBody(ChangeSubscriptionRequest, request.body);
    return { results: await changeSubscription(b, accountId, body.plan_id, body.interval) };
  });

  // POST /api/billing/subscription/cancel – cancel at period end (revocable) or now
  app.post('/billing/subscription/cancel', EDIT, async (request) => {
    const accountId = accountOf(request);
    return { results: await cancelSubscription(b, accountId, parseBody(CancelSubscriptionRequest, request.body)) };
  });

  // POST /api/billing/subscription/resume – revoke a scheduled cancellation or downgrade
  app.post('/billing/subscription/resume', EDIT, async (request) => ({
    results: await resumeSubscription(b, accountOf(request)),
  }));

  // GET /api/billing/payment-methods – the account's cards (one primary)
  app.get('/billing/payment-methods', VIEW, async (request) => ({
    results: await listPaymentMethods(b, accountOf(request)),
  }));

  // POST /api/billing/payment-methods – add a card (local: test numbers; stripe: an Elements token)
  app.post('/billing/payment-methods', EDIT, async (request, reply) => {
    const accountId = accountOf(request);
    const method = await addPaymentMethod(b, accountId, parseBody(AddPaymentMethodRequest, request.body));
    return reply.code(201).send({ results: method });
  });

  // PATCH /api/billing/payment-methods/:id – cardholder name, expiry
  app.patch<IdParams>('/billing/payment-methods/:id', EDIT, async (request) => ({
    results: await updatePaymentMethod(
      b,
      accountOf(request),
      request.params.id,
      parseBody(UpdatePaymentMethodRequest, request.body),
    ),
  }));

  // DELETE /api/billing/payment-methods/:id – remove (the primary only when another card takes over or nothing paid depends on it)
  app.delete<IdParams>('/billing/payment-methods/:id', EDIT, async (request) => ({
    results: await removePaymentMethod(b, accountOf(request), request.params.id),
  }));

  // POST /api/billing/payment-methods/:id/primary – make this card the one primary card
  app.post<IdParams>('/billing/payment-methods/:id/primary', EDIT, async (request) => ({
    results: await makePrimary(b, accountOf(request), request.params.id),
  }));

  // POST /api/billing/payment-methods/:id/confirm – finish the 3-D Secure challenge of a card being added
  app.post<IdParams>('/billing/payment-methods/:id/confirm', EDIT, async (request) => {
    const accountId = accountOf(request);
    const body = parseBody(ConfirmChallengeRequest, request.body);
    return { results: await confirmPaymentMethod(b, accountId, request.params.id, body.authenticated) };
  });

  // POST /api/billing/payments/:id/confirm – finish the 3-D Secure challenge of a payment
  app.post<IdParams>('/billing/payments/:id/confirm', EDIT, async (request) => {
    const accountId = accountOf(request);
    const body = parseBody(ConfirmChallengeRequest, request.body);
    return { results: await confirmPayment(b, accountId, request.params.id, body.authenticated) };
  });

  // GET /api/billing/payments – payments history
  app.get('/billing/payments', VIEW, async (request) => ({ results: await listPayments(b, accountOf(request)) }));

  // GET /api/billing/address – billing address and tax ID (null until set)
  app.get('/billing/address', VIEW, async (request) => ({ results: await readAddress(b, accountOf(request)) }));

  // PUT /api/billing/address – save the billing address and tax ID (validated per country)
  app.put('/billing/address', EDIT, async (request) => ({
    results: await saveAddress(b, accountOf(request), parseBody(BillingAddressRequest, request.body)),
  }));

  // GET /api/billing/invoices – invoices, newest first
  app.get('/billing/invoices', VIEW, async (request) => ({ results: await listInvoices(b, accountOf(request)) }));

  // GET /api/billing/invoices/:id – one invoice
  app.get<IdParams>('/billing/invoices/:id', VIEW, async (request) => ({
    results: await readInvoice(b, accountOf(request), request.params.id),
  }));

  // POST /api/billing/invoices/:id/pay – pay an unpaid invoice with the primary card
  app.post<IdParams>('/billing/invoices/:id/pay', EDIT, async (request) => ({
    results: await payInvoice(b, accountOf(request), request.params.id),
  }));

  // GET /api/billing/invoices/:id/pdf?lang=en|ar – the invoice as a PDF (Arabic shaped, right to left)
  app.get<IdParams & { Querystring: { lang?: string } }>('/billing/invoices/:id/pdf', VIEW, async (request, reply) => {
    const invoice = await readInvoice(b, accountOf(request), request.params.id);
    const pdf = await invoicePdf(invoice, request.query.lang === 'ar' ? 'ar' : 'en');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .send(pdf);
  });
}
