/**
 * POST /webhooks/stripe (outside /api: Stripe sends no XSRF token; the signature is the check).
 * Verified with the SDK against the raw body; idempotent by event id (billing_events); safe out
 * of order because every transition only moves forward: a payment never leaves `succeeded`, a
 * paid invoice never becomes unpaid, an active card never goes back to requires_action.
 */
import { ErrorCode } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { Stripe } from 'stripe';
import { appError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { invoiceRow, primaryMethodRow, setPrimary } from './queries.ts';
import type { BillingRuntime } from './runtime.ts';
import { markPaid } from './service.ts';
import { failureCodeOf, StripeProvider } from './stripe-provider.ts';

type Applied = 'applied' | 'ignored';

async function onPaymentIntent(b: BillingRuntime, intent: Stripe.PaymentIntent, succeeded: boolean): Promise<Applied> {
  // tenancy: Stripe names the payment by its own id; the row found names the account.
  const payment = await b.db.selectFrom('payments').selectAll().where('provider_ref', '=', intent.id).executeTakeFirst();
  if (!payment || payment.status === 'succeeded') return 'ignored';
  const now = b.now().toISOString();
  if (succeeded) {
    await b.db
      .updateTable('payments')
      .set({ status: 'succeeded', failure_code: null, updated_at: now })
      .where('id', '=', payment.id)
      .where('account_id', '=', payment.account_id)
      .execute();
    const invoice = payment.invoice_id ? await invoiceRow(b.db, payment.account_id, payment.invoice_id) : undefined;
    if (invoice && invoice.status !== 'paid') await markPaid(b, invoice);
    return 'applied';
  }
  if (payment.status === 'failed') return 'ignored';
  const code = failureCodeOf({ type: 'card_error', ...intent.last_payment_error }) ?? 'generic_decline';
  await b.db
    .updateTable('payments')
    .set({ status: 'failed', failure_code: code, updated_at: now })
    .where('id', '=', payment.id)
    .where('account_id', '=', payment.account_id)
    .execute();
  if (payment.invoice_id) {
    await b.db
      .updateTable('invoices')
      .set({ status: 'unpaid', last_failure_code: code, updated_at: now })
      .where('id', '=', payment.invoice_id)
      .where('account_id', '=', payment.account_id)
      .where('status', '=', 'pending_payment')
      .execute();
  }
  return 'applied';
}

async function onSetupIntent(b: BillingRuntime, intent: Stripe.SetupIntent, succeeded: boolean): Promise<Applied> {
  const marker = JSON.stringify({ setup_intent: intent.id });
  // tenancy: Stripe names the setup by its own id; the card found names the account.
  const method = await b.db.selectFrom('payment_methods').selectAll().where('provider_data', '=', marker).executeTakeFirst();
  if (!method || method.status === 'active') return 'ignored';
  const now = b.now().toISOString();
  if (!succeeded) {
    await b.db.deleteFrom('payment_methods').where('id', '=', method.id).where('account_id', '=', method.account_id).execute();
    return 'applied';
  }
  await b.db
    .updateTable('payment_methods')
    .set({ status: 'active', updated_at: now })
    .where('id', '=', method.id)
    .where('account_id', '=', method.account_id)
    .execute();
  if (!(await primaryMethodRow(b.db, method.account_id))) await setPrimary(b.db, b.dialect, method.account_id, method.id, now);
  return 'applied';
}

/** Applies one verified event (exported for tests that replay and reorder events). */
export async function applyStripeEvent(b: BillingRuntime, event: Stripe.Event): Promise<{ duplicate: boolean; result: Applied }> {
  try {
    await b.db
      .insertInto('billing_events')
      .values({
        id: event.id,
        provider: 'stripe',
        type: event.type,
        occurred_at: new Date(event.created * 1000).toISOString(),
        received_at: b.now().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true, result: 'ignored' };
    throw error;
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { duplicate: false, result: await onPaymentIntent(b, event.data.object, true) };
    case 'payment_intent.payment_failed':
      return { duplicate: false, result: await onPaymentIntent(b, event.data.object, false) };
    case 'setup_intent.succeeded':
      return { duplicate: false, result: await onSetupIntent(b, event.data.object, true) };
    case 'setup_intent.setup_failed':
      return { duplicate: false, result: await onSetupIntent(b, event.data.object, false) };
    default:
      return { duplicate: false, result: 'ignored' };
  }
}

export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the exact bytes: keep the body raw in this plugin only (this encapsulated
  // context replaces the app's guarded JSON parser for the webhook route alone).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // POST /webhooks/stripe – a Stripe event, verified with STRIPE_WEBHOOK_SECRET
  app.post('/webhooks/stripe', { config: { policy: { access: 'public' } } }, async (request) => {
    const provider = app.billing.provider;
    if (!(provider instanceof StripeProvider) || !provider.settings.webhookSecret) throw notFound();
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = provider.stripe.webhooks.constructEvent(
        request.body as Buffer,
        typeof signature === 'string' ? signature : '',
        provider.settings.webhookSecret,
      );
    } catch {
      throw appError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, 'The webhook signature does not verify.');
    }
    const { duplicate } = await applyStripeEvent(app.billing, event);
    return { received: true, duplicate };
  });
}
