/**
 * The one interface both payment providers implement (decision 070). Our database stays the
 * source of truth for subscriptions, invoices and the renewal clock; a provider only keeps
 * customers and cards and moves money. Results are plain values, never thrown: a decline is an
 * outcome, not an error, until the service decides what the customer sees.
 */
import type { CardBrand, PaymentFailureCode } from '@rabt/contract';

/** What we keep of a card: never its number (brand, last4, expiry and the provider's token). */
export interface StoredCard {
  providerRef: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Provider-private state (the local provider's test-card behaviour); null for Stripe. */
  providerData: string | null;
}

export interface CardInput {
  cardholderName: string;
  number?: string | undefined;
  expMonth?: number | undefined;
  expYear?: number | undefined;
  cvc?: string | undefined;
  /** Stripe: the PaymentMethod id Elements created in the browser. */
  token?: string | undefined;
}

export type SetupResult =
  | { status: 'succeeded'; card: StoredCard }
  /** Saved, but the bank wants a 3-D Secure challenge before it can be used. */
  | { status: 'requires_action'; card: StoredCard; clientSecret: string | null }
  | { status: 'failed'; code: PaymentFailureCode; message?: string };

export type ChargeResult =
  | { status: 'succeeded'; ref: string }
  | { status: 'requires_action'; ref: string; clientSecret: string | null }
  | { status: 'failed'; ref: string | null; code: PaymentFailureCode };

export interface ChargeRequest {
  customerRef: string;
  card: StoredCard;
  amount: number;
  currency: string;
  /** Same key, same charge: retries of one attempt never charge twice. */
  idempotencyKey: string;
  /** Renewals and retries run without the customer: a 3-D Secure step fails with authentication_required. */
  offSession: boolean;
  description: string;
}

export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** The provider's customer for the account, created on first use. */
  ensureCustomer(account: { id: string; name: string; email: string }, existing: string | null): Promise<string>;
  setupCard(customerRef: string, input: CardInput): Promise<SetupResult>;
  /** The customer completed (or failed) the challenge of a card being added. */
  confirmCardSetup(customerRef: string, card: StoredCard, authenticated: boolean): Promise<SetupResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The customer completed (or failed) the challenge of a payment. */
  confirmCharge(ref: string, card: StoredCard, authenticated: boolean): Promise<ChargeResult>;
  detachCard(card: StoredCard): Promise<void>;
}
