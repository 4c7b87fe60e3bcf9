/**
 * Subscription billing (spec §3–§5, §8): payment methods, billing address and tax ID, the
 * subscription with its period, cancellation and scheduled change, invoices with their due
 * display, payments, and the billing overview. Money is always integer minor units (cents).
 *
 * The rules the screens and the server share live here too: tax ID formats per country, card
 * expiry flags, the invoice due display and the decline-code messages.
 */
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { billingIntervals } from './plans.ts';

// ---------------------------------------------------------------------------------------------
// Codes and messages (spec §8)

/** Stripe's card-decline codes the local provider reproduces; each maps to a message. */
export const declineCodes = [
  'generic_decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'incorrect_number',
] as const;
export type DeclineCode = (typeof declineCodes)[number];

/** Every billing failure a payment can end in: a decline, or a 3-D Secure step the customer must complete. */
export const paymentFailureCodes = [...declineCodes, 'authentication_required'] as const;
export type PaymentFailureCode = (typeof paymentFailureCodes)[number];

export const DECLINE_MESSAGES: Record<PaymentFailureCode, string> = {
  generic_decline: 'Your card was declined. Please contact your bank or use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card or contact your bank.',
  expired_card: 'Your card has expired. Please use another card.',
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  processing_error: 'An error occurred while processing your card. Please try again in a moment.',
  incorrect_number: 'Your card number is incorrect. Please check it and try again.',
  authentication_required: 'Your bank asks you to confirm this payment. Please complete the authentication.',
};

export const TAX_ID_INVALID_MESSAGE = 'The tax ID is not valid for the selected country.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed to selected price.';
export const PLAN_NOT_AVAILABLE_MESSAGE = 'Selected plan is not available at the moment.';
export const DOWNGRADE_REFUSED_MESSAGE = 'Your usage is above the limits of the selected plan.';
export const REQUIRES_PAYMENT_METHOD_MESSAGE = 'Add a payment method to subscribe to a paid plan.';
export const PRIMARY_METHOD_IN_USE_MESSAGE =
  'This card pays for your subscription. Make another card primary before removing it.';
export const NOT_A_TEST_CARD_MESSAGE = 'Only test card numbers can be used with local billing.';

// ---------------------------------------------------------------------------------------------
// Payment methods

export const cardBrands = ['visa', 'mastercard', 'other'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** active: usable; requires_action: added but its 3-D Secure challenge is not completed yet. */
export const PaymentMethod = object({
  id: string(),
  brand: enums(cardBrands),
  last4: string(),
  exp_month: integer(),
  exp_year: integer(),
  cardholder_name: string(),
  is_primary: boolean(),
  status: enums(['active', 'requires_action']),
  created_at: IsoDate,
  /**
   * Stripe mode, on the answer that added a card needing 3-D Secure: the SetupIntent's client
   * secret for Stripe.js `handleNextAction` (decision 074). Absent otherwise.
   */
  client_secret: optional(nullable(string())),
});
export type PaymentMethod = Infer<typeof PaymentMethod>;
export const PaymentMethodResponse = results(PaymentMethod);
export const PaymentMethodListResponse = results(array(PaymentMethod));

/**
 * Add a card. Local provider: the number, expiry and CVC (never stored: only brand, last4, expiry
 * and a token are kept). Stripe provider: `token`, the PaymentMethod id Stripe Elements created.
 */
export const AddPaymentMethodRequest = object({
  cardholder_name: size(string(), 0, 120),
  number: optional(size(string(), 0, 32)),
  exp_month: optional(integer()),
  exp_year: optional(integer()),
  cvc: optional(size(string(), 0, 4)),
  token: optional(size(string(), 0, 255)),
  make_primary: optional(boolean()),
});
export type AddPaymentMethodRequest = Infer<typeof AddPaymentMethodRequest>;

export const UpdatePaymentMethodRequest = object({
  cardholder_name: optional(size(string(), 0, 120)),
  exp_month: optional(integer()),
  exp_year: optional(integer()),
});
export type UpdatePaymentMethodRequest = Infer<typeof UpdatePaymentMethodRequest>;

/** Completes (or fails) a 3-D Secure challenge of a card being added or of a payment. */
export const ConfirmChallengeRequest = object({ authenticated: boolean() });
export type ConfirmChallengeRequest = Infer<typeof ConfirmChallengeRequest>;

/** Cards expiring within this many days are flagged "expiring soon". */
export const CARD_EXPIRY_WARNING_DAYS = 60;

/** ok, expiring (within the warning window) or expired: a card is valid through the end of its month. */
export function cardExpiryState(expMonth: number, expYear: number, now: Date = new Date()): 'ok' | 'expiring' | 'expired' {
  const end = Date.UTC(expYear, expMonth, 1); // first instant after the expiry month
  if (now.getTime() >= end) return 'expired';
  return end - now.getTime() <= CARD_EXPIRY_WARNING_DAYS * 86_400_000 ? 'expiring' : 'ok';
}

// ---------------------------------------------------------------------------------------------
// Billing address and tax ID

export const BillingAddress = object({
  name: string(),
  line1: string(),
  line2: nullable(string()),
  city: string(),
  state: string(),
  country: string(),
  postal_code: nullable(string()),
  tax_id: nullable(string()),
  tax_id_type: nullable(string()),
});
export type BillingAddress = Infer<typeof BillingAddress>;
export const BillingAddressResponse = results(nullable(BillingAddress));

export const BillingAddressRequest = object({
  name: size(string(), 0, 120),
  line1: size(string(), 0, 200),
  line2: optional(nullable(size(string(), 0, 200))),
  city: size(string(), 0, 120),
  state: size(string(), 0, 120),
  country: size(string(), 0, 2),
  postal_code: optional(nullable(size(string(), 0, 20))),
  tax_id: optional(nullable(size(string(), 0, 40))),
});
export type BillingAddressRequest = Infer<typeof BillingAddressRequest>;

/** Spec §5: name, country, address, city and state are required. */
export const BILLING_ADDRESS_REQUIRED = ['name', 'country', 'line1', 'city', 'state'] as const;

/** EU VAT numbers: the ISO country → the VAT prefix and the body that follows it. */
const EU_VAT: Record<string, [string, RegExp]> = {
  AT: ['AT', /^U\d{8}$/],
  BE: ['BE', /^[01]\d{9}$/],
  BG: ['BG', /^\d{9,10}$/],
  CY: ['CY', /^\d{8}[A-Z]$/],
  CZ: ['CZ', /^\d{8,10}$/],
  DE: ['DE', /^\d{9}$/],
  DK: ['DK', /^\d{8}$/],
  EE: ['EE', /^\d{9}$/],
  GR: ['EL', /^\d{9}$/],
  ES: ['ES', /^[A-Z0-9]\d{7}[A-Z0-9]$/],
  FI: ['FI', /^\d{8}$/],
  FR: ['FR', /^[A-HJ-NP-Z0-9]{2}\d{9}$/],
  HR: ['HR', /^\d{11}$/],
  HU: ['HU', /^\d{8}$/],
  IE: ['IE', /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/],
  IT: ['IT', /^\d{11}$/],
  LT: ['LT', /^(\d{9}|\d{12})$/],
  LU: ['LU', /^\d{8}$/],
  LV: ['LV', /^\d{11}$/],
  MT: ['MT', /^\d{8}$/],
  NL: ['NL', /^\d{9}B\d{2}$/],
  PL: ['PL', /^\d{10}$/],
  PT: ['PT', /^\d{9}$/],
  RO: ['RO', /^\d{2,10}$/],
  SE: ['SE', /^\d{12}$/],
  SI: ['SI', /^\d{8}$/],
  SK: ['SK', /^\d{10}$/],
};
export const EU_COUNTRIES = Object.keys(EU_VAT);

export type TaxIdType = 'eu_vat' | 'gb_vat' | 'sa_vat' | 'ae_trn' | 'us_ein' | 'other';
export type TaxIdCheck = { ok: true; type: TaxIdType; value: string } | { ok: false };

/**
 * Validates a tax ID for the billing country (EU VAT with the country's prefix, GB VAT, Saudi VAT,
 * UAE TRN, US EIN); other countries accept 3–30 letters and digits. Spaces, dots and dashes are
 * ignored except in the EIN, which is normalised to NN-NNNNNNN.
 */
export function validateTaxId(country: string, raw: string): TaxIdCheck {
  const c = country.toUpperCase();
  const compact = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (c === 'US') {
    return /^\d{9}$/.test(compact) && !compact.startsWith('00')
      ? { ok: true, type: 'us_ein', value: `${compact.slice(0, 2)}-${compact.slice(2)}` }
      : { ok: false };
  }
  if (c === 'GB') {
    const body = compact.startsWith('GB') ? compact.slice(2) : compact;
    return /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(body)
      ? { ok: true, type: 'gb_vat', value: `GB${body}` }
      : { ok: false };
  }
  if (c === 'SA') return /^3\d{13}3$/.test(compact) ? { ok: true, type: 'sa_vat', value: compact } : { ok: false };
  if (c === 'AE') return /^100\d{12}$/.test(compact) ? { ok: true, type: 'ae_trn', value: compact } : { ok: false };
  const eu = EU_VAT[c];
  if (eu) {
    const [prefix, body] = eu;
    const rest = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
    return body.test(rest) ? { ok: true, type: 'eu_vat', value: `${prefix}${rest}` } : { ok: false };
  }
  return /^[A-Z0-9]{3,30}$/.test(compact) ? { ok: true, type: 'other', value: compact } : { ok: false };
}

// ---------------------------------------------------------------------------------------------
// Subscription

export const subscriptionStatuses = ['active', 'past_due', 'canceled', 'incomplete'] as const;
export const cancelTypes = ['at_period_end', 'now'] as const;
export type CancelType = (typeof cancelTypes)[number];

export const BillingSubscription = object({
  plan_id: string(),
  interval: enums(billingIntervals),
  status: enums(subscriptionStatuses),
  current_period_start: nullable(IsoDate),
  current_period_end: nullable(IsoDate),
  /** When a cancellation at period end takes effect (revocable until then). */
  cancel_at: nullable(IsoDate),
  cancel_reason: nullable(string()),
  /** A downgrade or a shorter interval waiting for the period end. */
  pending_plan_id: nullable(string()),
  pending_interval: nullable(enums(billingIntervals)),
  /** While past due: when the account moves to the free plan if the invoice stays unpaid. */
  grace_until: nullable(IsoDate),
});
export type BillingSubscription = Infer<typeof BillingSubscription>;

export const ChangeSubscriptionRequest = object({ plan_id: size(string(), 1, 64), interval: enums(billingIntervals) });
export type ChangeSubscriptionRequest = Infer<typeof ChangeSubscriptionRequest>;

export const CancelSubscriptionRequest = object({
  cancel_type: enums(cancelTypes),
  reason: optional(nullable(size(string(), 0, 500))),
});
export type CancelSubscriptionRequest = Infer<typeof CancelSubscriptionRequest>;

/** A usage above the target plan's limit: why a downgrade is refused. */
export const LimitOverage = object({ resource: string(), usage: number(), limit: number() });
export type LimitOverage = Infer<typeof LimitOverage>;
/** `details` of PLAN_DOWNGRADE_REFUSED. */
export const DowngradeRefusedDetails = object({ plan_id: string(), over: array(LimitOverage) });
export type DowngradeRefusedDetails = Infer<typeof DowngradeRefusedDetails>;
/** `details` of a payment failure (decline codes, authentication_required). */
export const PaymentFailedDetails = object({
  payment_id: nullable(string()),
  invoice_id: nullable(string()),
  payment_method_id: nullable(string()),
  /** Stripe mode, authentication_required: the PaymentIntent's client secret for `handleNextAction`. */
  client_secret: optional(nullable(string())),
});
export type PaymentFailedDetails = Infer<typeof PaymentFailedDetails>;

// ---------------------------------------------------------------------------------------------
// Invoices and payments

export const invoiceStatuses = ['paid', 'unpaid', 'pending_payment', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const InvoiceLine = object({
  description: string(),
  /** proration lines carry the period they cover. */
  kind: enums(['plan', 'proration_charge', 'proration_credit', 'credit']),
  plan_id: nullable(string()),
  interval: nullable(enums(billingIntervals)),
  period_start: nullable(IsoDate),
  period_end: nullable(IsoDate),
  amount: integer(),
});
export type InvoiceLine = Infer<typeof InvoiceLine>;

export const InvoiceParty = object({
  name: string(),
  lines: array(string()),
  country: nullable(string()),
  tax_id: nullable(string()),
  email: nullable(string()),
});
export type InvoiceParty = Infer<typeof InvoiceParty>;

export const Invoice = object({
  id: string(),
  number: string(),
  status: enums(invoiceStatuses),
  issued_at: IsoDate,
  due_at: IsoDate,
  paid_at: nullable(IsoDate),
  period_start: nullable(IsoDate),
  period_end: nullable(IsoDate),
  currency: string(),
  subtotal: integer(),
  tax_rate_bp: integer(),
  tax: integer(),
  total: integer(),
  issuer: InvoiceParty,
  recipient: InvoiceParty,
  lines: array(InvoiceLine),
  attempt_count: integer(),
  next_attempt_at: nullable(IsoDate),
  last_failure_code: nullable(string()),
});
export type Invoice = Infer<typeof Invoice>;
export const InvoiceResponse = results(Invoice);
export const InvoiceListResponse = results(array(Invoice));

export const Payment = object({
  id: string(),
  invoice_id: nullable(string()),
  amount: integer(),
  currency: string(),
  status: enums(['succeeded', 'failed', 'requires_action']),
  failure_code: nullable(string()),
  card_brand: nullable(enums(cardBrands)),
  card_last4: nullable(string()),
  created_at: IsoDate,
});
export type Payment = Infer<typeof Payment>;
export const PaymentListResponse = results(array(Payment));
export const PaymentResponse = results(Payment);

/** What a change did: took effect now (with the invoice it was charged on) or waits for the period end. */
export const SubscriptionChange = object({
  subscription: BillingSubscription,
  effective: enums(['now', 'period_end']),
  invoice: nullable(Invoice),
});
export type SubscriptionChange = Infer<typeof SubscriptionChange>;
export const SubscriptionChangeResponse = results(SubscriptionChange);

/** What a change would cost, before confirming it (the confirmation screen). */
export const ChangePreview = object({
  effective: enums(['now', 'period_end']),
  lines: array(InvoiceLine),
  subtotal: integer(),
  tax: integer(),
  total: integer(),
  currency: string(),
  over: array(LimitOverage),
});
export type ChangePreview = Infer<typeof ChangePreview>;
export const ChangePreviewResponse = results(ChangePreview);

export type InvoiceDue =
  | { kind: 'paid' }
  | { kind: 'void' }
  | { kind: 'due_today' }
  | { kind: 'due_in'; days: number }
  | { kind: 'past_due'; days: number };

const utcDay = (d: Date) => Math.floor(d.getTime() / 86_400_000);

/** Spec §4 due display, in whole UTC days between today and the due date. */
export function invoiceDue(invoice: Pick<Invoice, 'status' | 'due_at'>, now: Date = new Date()): InvoiceDue {
  if (invoice.status === 'paid') return { kind: 'paid' };
  if (invoice.status === 'void') return { kind: 'void' };
  const diff = utcDay(new Date(invoice.due_at)) - utcDay(now);
  if (diff === 0) return { kind: 'due_today' };
  return diff > 0 ? { kind: 'due_in', days: diff } : { kind: 'past_due', days: -diff };
}

// ---------------------------------------------------------------------------------------------
// Overview and provider settings

export const UsageRow = object({ resource: string(), usage: number(), limit: nullable(number()) });
export type UsageRow = Infer<typeof UsageRow>;

export const BillingOverview = object({
  provider: enums(['local', 'stripe']),
  subscription: nullable(BillingSubscription),
  usage: array(UsageRow),
  primary_method: nullable(PaymentMethod),
  next_invoice: nullable(object({ date: IsoDate, amount: integer(), currency: string(), plan_id: string() })),
  recent_payments: array(Payment),
  open_invoice: nullable(Invoice),
  credit_balance: integer(),
});
export type BillingOverview = Infer<typeof BillingOverview>;
export const BillingOverviewResponse = results(BillingOverview);

/** GET billing/config: which card form to show (spec §7: the provider script and its key). */
export const BillingClientConfig = object({
  provider: enums(['local', 'stripe']),
  publishable_key: nullable(string()),
});
export type BillingClientConfig = Infer<typeof BillingClientConfig>;
export const BillingClientConfigResponse = results(BillingClientConfig);

export const WebhookAck = object({ received: literal(true), duplicate: boolean() });
export const CancelResultResponse = results(BillingSubscription);

/** Minor units → "12.00"; the app formats with Intl, this is for the PDF and mails. */
export function formatMinor(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${(abs / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
