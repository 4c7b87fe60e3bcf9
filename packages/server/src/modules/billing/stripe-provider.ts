/**
 * The Stripe provider (BILLING_PROVIDER=stripe, decision 074): the official SDK for customers,
 * SetupIntents (saving a card Elements created, with 3-D Secure when the bank asks) and
 * PaymentIntents (charging our invoices on and off session). Our scheduler keeps the renewal
 * clock for both providers; Stripe's webhooks (webhooks.ts) settle payments that finish later.
 * `host`/`port`/`protocol` point the SDK at a local HTTP double in tests.
 */
import { Stripe } from 'stripe';
import { declineCodes, type CardBrand, type PaymentFailureCode } from '@rabt/contract';
import type { BillingProvider, CardInput, ChargeRequest, ChargeResult, SetupResult, StoredCard } from './provider.ts';

export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION as never,
    maxNetworkRetries: settings.host ? 0 : 2,
    telemetry: false,
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol ?? 'http' } : {}),
  });
}

const known = (c: string | undefined): c is PaymentFailureCode =>
  c === 'authentication_required' || (declineCodes as readonly string[]).includes(c ?? '');

/** Stripe's error → one of our failure codes (decline_code first, then code). */
export function failureCodeOf(error: unknown): PaymentFailureCode | null {
  const e = error as { type?: string; code?: string; decline_code?: string } | null;
  if (!e || (e.type !== 'StripeCardError' && e.type !== 'card_error' && e.code !== 'authentication_required')) return null;
  if (known(e.decline_code)) return e.decline_code;
  if (known(e.code)) return e.code;
  return 'generic_decline';
}

const brandOf = (b: string | undefined): CardBrand => (b === 'visa' || b === 'mastercard' ? b : 'other');

export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(readonly settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  async ensureCustomer(account: { id: string; name: string; email: string }, existing: string | null): Promise<string> {
    if (existing) return existing;
    const customer = await this.stripe.customers.create(
      { name: account.name, email: account.email || undefined, metadata: { account_id: account.id } },
      { idempotencyKey: `customer-${account.id}` },
    );
    return customer.id;
  }

  private async card(paymentMethodId: string, setupIntentId: string | null): Promise<StoredCard> {
    const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    return {
      providerRef: pm.id,
      brand: brandOf(pm.card?.brand),
      last4: pm.card?.last4 ?? '????',
      expMonth: pm.card?.exp_month ?? 1,
      expYear: pm.card?.exp_year ?? 2000,
      providerData: setupIntentId ? JSON.stringify({ setup_intent: setupIntentId }) : null,
    };
  }

  async setupCard(customerRef: string, input: CardInput): Promise<SetupResult> {
    if (!input.token) return { status: 'failed', code: 'incorrect_number' };
    try {
      const intent = await this.stripe.setupIntents.create({
        customer: customerRef,
        payment_method: input.token,
        usage: 'off_session',
        confirm: true,
      });
      const card = await this.card(input.token, intent.id);
      if (intent.status === 'succeeded') return { status: 'succeeded', card };
      if (intent.status === 'requires_action') return { status: 'requires_action', card, clientSecret: intent.client_secret };
      return { status: 'failed', code: failureCodeOf(intent.last_setup_error) ?? 'generic_decline' };
    } catch (error) {
      const code = failureCodeOf(error);
      if (code) return { status: 'failed', code };
      throw error;
    }
  }

  async confirmCardSetup(_customerRef: string, card: StoredCard): Promise<SetupResult> {
    const { setup_intent: id } = JSON.parse(card.providerData ?? '{}') as { setup_intent?: string };
    if (!id) return { status: 'failed', code: 'authentication_required' };
    const intent = await this.stripe.setupIntents.retrieve(id);
    return intent.status === 'succeeded' ? { status: 'succeeded', card } : { status: 'failed', code: 'authentication_required' };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          customer: request.customerRef,
          payment_method: request.card.providerRef,
          off_session: request.offSession,
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', ref: intent.id };
      if (intent.status === 'requires_action')
        return { status: 'requires_action', ref: intent.id, clientSecret: intent.client_secret };
      if (intent.status === 'processing') return { status: 'requires_action', ref: intent.id, clientSecret: null };
      return { status: 'failed', ref: intent.id, code: failureCodeOf(intent.last_payment_error) ?? 'generic_decline' };
    } catch (error) {
      const code = failureCodeOf(error);
      if (!code) throw error;
      const ref = (error as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
      return { status: 'failed', ref, code };
    }
  }

  async confirmCharge(ref: string): Promise<ChargeResult> {
    const intent = await this.stripe.paymentIntents.retrieve(ref);
    if (intent.status === 'succeeded') return { status: 'succeeded', ref };
    if (intent.status === 'requires_action' || intent.status === 'processing')
      return { status: 'requires_action', ref, clientSecret: intent.client_secret };
    return {
      status: 'failed',
      ref,
      code: failureCodeOf({ type: 'card_error', ...intent.last_payment_error }) ?? 'authentication_required',
    };
  }

  async detachCard(card: StoredCard): Promise<void> {
    await this.stripe.paymentMethods.detach(card.providerRef).catch(() => undefined);
  }
}
