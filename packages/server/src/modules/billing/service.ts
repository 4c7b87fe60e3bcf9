/**
 * Billing rules: subscribe, change (upgrade now and prorated; downgrade or shorter interval at
 * period end, refused when usage is above the lower plan), cancel (at period end, revocable; or
 * now), payment methods with exactly one primary, billing address with the tax ID, invoices and
 * their collection, and the renewal pass (invoice at period end, charge, retry, past due, grace,
 * free plan). Every decision reads the time from `b.now()`.
 */
import {
  BILLING_ADDRESS_REQUIRED,
  DECLINE_MESSAGES,
  DOWNGRADE_REFUSED_MESSAGE,
  ErrorCode,
  NOT_A_TEST_CARD_MESSAGE,
  PLAN_NOT_AVAILABLE_MESSAGE,
  ALREADY_SUBSCRIBED_MESSAGE,
  PRIMARY_METHOD_IN_USE_MESSAGE,
  REQUIRES_PAYMENT_METHOD_MESSAGE,
  TAX_ID_INVALID_MESSAGE,
  validateTaxId,
  type AddPaymentMethodRequest,
  type BillingAddress,
  type BillingAddressRequest,
  type BillingInterval,
  type BillingOverview,
  type BillingSubscription,
  type CancelSubscriptionRequest,
  type ChangePreview,
  type FieldError,
  type Invoice,
  type InvoiceLine,
  type InvoiceParty,
  type LimitOverage,
  type PaymentFailureCode,
  type PaymentMethod,
  type Plan,
  type SubscriptionChange,
  type UpdatePaymentMethodRequest,
} from '@rabt/contract';
import { AppError, appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { bool } from '../../db/codec.ts';
import { FREE_PLAN_ID, findPlan, findPrice, isFree, plans } from './plans.ts';
import { addInterval, prorate, taxRateBp, totals } from './money.ts';
import type { StoredCard } from './provider.ts';
import {
  ensureProfile,
  invoiceRow,
  listInvoiceRows,
  listMethodRows,
  listPaymentRows,
  methodRow,
  nextInvoiceNumber,
  ownerOf,
  primaryMethodRow,
  profileRow,
  setPrimary,
  subscribeAccount,
  subscriptionRow,
  toAddress,
  toBillingSubscription,
  toInvoice,
  toPayment,
  toPaymentMethod,
  type InvoiceRow,
  type MethodRow,
  type SubscriptionRow,
} from './queries.ts';
import type { BillingRuntime } from './runtime.ts';
import { overagesFor, usageOf } from './usage.ts';
import { billingMail, invoiceRecipients, type PlanChange } from './mails.ts';
import { notificationRecipients } from '../accounts/notify.ts';

const DAY_MS = 86_400_000;

/** What paying an invoice does to the subscription. */
interface Purpose {
  plan_id: string;
  interval: BillingInterval;
  period_start: string;
  period_end: string;
}

const iso = (d: Date) => d.toISOString();

function paidAmount(planId: string, interval: BillingInterval): number {
  const plan = findPlan(planId);
  return plan ? (findPrice(plan, interval)?.amount ?? 0) : 0;
}

function isPaidRow(row: SubscriptionRow | undefined): row is SubscriptionRow {
  return Boolean(row && row.current_period_end && paidAmount(row.plan_id, row.interval as BillingInterval) > 0);
}

const rank = (planId: string) => plans.findIndex((p) => p.id === planId);
const INTERVAL_RANK: Record<BillingInterval, number> = { week: 0, month: 1, year: 2 };

function paymentError(
  code: PaymentFailureCode | 'requires_payment_method',
  ids: {
    payment_id?: string | null;
    invoice_id?: string | null;
    payment_method_id?: string | null;
    client_secret?: string | null;
  },
  message?: string,
): AppError {
  const details = {
    payment_id: ids.payment_id ?? null,
    invoice_id: ids.invoice_id ?? null,
    payment_method_id: ids.payment_method_id ?? null,
    // Stripe.js completes 3-D Secure in the browser with it (handleNextAction), then the app asks us again.
    ...(ids.client_secret ? { client_secret: ids.client_secret } : {}),
  };
  if (code === 'requires_payment_method')
    return appError(ErrorCode.REQUIRES_PAYMENT_METHOD, REQUIRES_PAYMENT_METHOD_MESSAGE, details);
  return appError(code as ErrorCode, message ?? DECLINE_MESSAGES[code], details);
}

function storedCard(row: MethodRow): StoredCard {
  return {
    providerRef: row.provider_ref,
    brand: row.brand as StoredCard['brand'],
    last4: row.last4,
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
    providerData: row.provider_data,
  };
}

async function customerRef(b: BillingRuntime, accountId: string): Promise<string> {
  const now = iso(b.now());
  const profile = await ensureProfile(b.db, accountId, now);
  if (profile.provider_customer_id) return profile.provider_customer_id;
  const account = await b.db.selectFrom('accounts').select(['id', 'name']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const owner = await ownerOf(b.db, accountId);
  const ref = await b.provider.ensureCustomer({ id: account.id, name: account.name, email: owner?.email ?? '' }, null);
  await b.db
    .updateTable('billing_profiles')
    .set({ provider_customer_id: ref, updated_at: now })
    .where('account_id', '=', accountId)
    .execute();
  return ref;
}

// ---------------------------------------------------------------------------------------------
// Subscription state

/** Moves the account to the free plan now, keeping all its data (over-limit items become read-only). */
async function moveToFree(b: BillingRuntime, accountId: string, reason: string | null): Promise<void> {
  const current = await subscriptionRow(b.db, accountId);
  await subscribeAccount(b.db, accountId, FREE_PLAN_ID, 'month', { start: iso(b.now()) });
  if (reason) {
    await b.db
      .updateTable('subscriptions')
      .set({ cancel_reason: reason, canceled_at: iso(b.now()) })
      .where('account_id', '=', accountId)
      .execute();
  }
  b.log.info({ accountId, from: current?.plan_id }, 'billing: account moved to the free plan');
}

async function applyPurpose(b: BillingRuntime, accountId: string, purpose: Purpose): Promise<void> {
  // A prorated upgrade keeps the current period, and with it the anchor day (a period that began
  // on a clamped Feb 28 still renews on the 31st); a new period starts its own anchor.
  const current = await subscriptionRow(b.db, accountId);
  const continues =
    current !== undefined &&
    Date.parse(current.current_period_start) === Date.parse(purpose.period_start) &&
    current.interval === purpose.interval;
  await subscribeAccount(b.db, accountId, purpose.plan_id, purpose.interval, {
    start: purpose.period_start,
    end: purpose.period_end,
    anchorDay: continues ? anchorOf(current) : null,
  });
}

/** The day of month a subscription renews on: its anchor, or (rows before 0014) its period start's day. */
function anchorOf(sub: Pick<SubscriptionRow, 'anchor_day' | 'current_period_start'>): number {
  return sub.anchor_day ?? new Date(sub.current_period_start).getUTCDate();
}

export async function billingSubscription(b: BillingRuntime, accountId: string): Promise<BillingSubscription | null> {
  const row = await subscriptionRow(b.db, accountId);
  return row ? toBillingSubscription(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Invoices

function recipientOf(
  profile: Awaited<ReturnType<typeof ensureProfile>>,
  accountName: string,
  email: string | null,
): InvoiceParty {
  const cityLine = [profile.city, profile.state, profile.postal_code].filter(Boolean).join(', ');
  return {
    name: profile.name || accountName,
    lines: [profile.line1, profile.line2, cityLine].filter((l): l is string => Boolean(l)),
    country: profile.country,
    tax_id: profile.tax_id,
    email,
  };
}

async function createInvoice(
  b: BillingRuntime,
  accountId: string,
  input: {
    reason: 'subscribe' | 'change' | 'renewal';
    lines: InvoiceLine[];
    purpose: Purpose | null;
    periodStart: string | null;
    periodEnd: string | null;
    dueAt?: string;
  },
): Promise<InvoiceRow> {
  const now = b.now();
  const profile = await ensureProfile(b.db, accountId, iso(now));
  const account = await b.db.selectFrom('accounts').select(['name']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const owner = await ownerOf(b.db, accountId);
  const rate = taxRateBp(profile.country, profile.tax_id_type, b.settings.issuer.country);
  const t = totals(input.lines, rate, Number(profile.credit_balance));
  const issuer: InvoiceParty = {
    name: b.settings.issuer.name,
    lines: b.settings.issuer.lines,
    country: b.settings.issuer.country,
    tax_id: b.settings.issuer.taxId,
    email: b.settings.issuer.email,
  };
  for (let attempt = 0; ; attempt++) {
    const id = newId();
    const row = {
      id,
      account_id: accountId,
      number: await nextInvoiceNumber(b.db, now),
      status: t.total === 0 ? 'paid' : 'pending_payment',
      reason: input.reason,
      purpose: input.purpose ? JSON.stringify(input.purpose) : null,
      issued_at: iso(now),
      due_at: input.dueAt ?? iso(now),
      paid_at: t.total === 0 ? iso(now) : null,
      period_start: input.periodStart,
      period_end: input.periodEnd,
      currency: b.settings.currency,
      subtotal: t.subtotal,
      tax_rate_bp: rate,
      tax: t.tax,
      total: t.total,
      issuer: JSON.stringify(issuer),
      recipient: JSON.stringify(recipientOf(profile, account.name, owner?.email ?? null)),
      lines: JSON.stringify(t.lines),
      attempt_count: 0,
      next_attempt_at: null,
      last_failure_code: null,
      provider_invoice_id: null,
      created_at: iso(now),
      updated_at: iso(now),
    };
    try {
      await b.db.transaction().execute(async (trx) => {
        await trx.insertInto('invoices').values(row).execute();
        const delta = t.creditAdded - t.creditUsed;
        if (delta !== 0) {
          await trx
            .updateTable('billing_profiles')
            .set((eb) => ({ credit_balance: eb('credit_balance', '+', delta), updated_at: iso(now) }))
            .where('account_id', '=', accountId)
            .execute();
        }
      });
      // Covered by credit: paid as it is issued, so the receipt goes now.
      if (row.status === 'paid') await mailInvoice(b, row, 'paid');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 5) throw error;
    }
  }
}

type Collection =
  | { status: 'paid'; paymentId: string | null }
  | { status: 'failed'; code: PaymentFailureCode | 'requires_payment_method'; paymentId: string | null; methodId: string | null }
  | { status: 'requires_action'; paymentId: string; methodId: string; clientSecret: string | null };

/** Charges the invoice to the primary card and records the payment (one attempt). */
async function collect(b: BillingRuntime, invoice: InvoiceRow, offSession: boolean): Promise<Collection> {
  const now = iso(b.now());
  if (invoice.status === 'paid') return { status: 'paid', paymentId: null };
  const method = await primaryMethodRow(b.db, invoice.account_id);
  const attempt = Number(invoice.attempt_count) + 1;
  if (!method) {
    await b.db
      .updateTable('invoices')
      .set({ attempt_count: attempt, last_failure_code: 'requires_payment_method', updated_at: now })
      .where('id', '=', invoice.id)
      .where('account_id', '=', invoice.account_id)
      .execute();
    return { status: 'failed', code: 'requires_payment_method', paymentId: null, methodId: null };
  }
  const result = await b.provider.charge({
    customerRef: await customerRef(b, invoice.account_id),
    card: storedCard(method),
    amount: Number(invoice.total),
    currency: invoice.currency,
    idempotencyKey: `${invoice.id}:${attempt}`,
    offSession,
    description: `Invoice ${invoice.number}`,
  });
  const paymentId = newId();
  await b.db
    .insertInto('payments')
    .values({
      id: paymentId,
      account_id: invoice.account_id,
      invoice_id: invoice.id,
      payment_method_id: method.id,
      amount: Number(invoice.total),
      currency: invoice.currency,
      status: result.status,
      failure_code: result.status === 'failed' ? result.code : null,
      card_brand: method.brand,
      card_last4: method.last4,
      provider_ref: result.ref,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (result.status === 'succeeded') {
    const paid = await b.db
      .updateTable('invoices')
      .set({
        status: 'paid',
        paid_at: now,
        attempt_count: attempt,
        next_attempt_at: null,
        last_failure_code: null,
        updated_at: now,
      })
      .where('id', '=', invoice.id)
      .where('account_id', '=', invoice.account_id)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) > 0) await mailInvoice(b, { ...invoice, paid_at: now }, 'paid');
    return { status: 'paid', paymentId };
  }
  await b.db
    .updateTable('invoices')
    .set({
      attempt_count: attempt,
      last_failure_code: result.status === 'failed' ? result.code : 'authentication_required',
      updated_at: now,
    })
    .where('id', '=', invoice.id)
    .where('account_id', '=', invoice.account_id)
    .execute();
  if (result.status === 'requires_action')
    return { status: 'requires_action', paymentId, methodId: method.id, clientSecret: result.clientSecret };
  return { status: 'failed', code: result.code, paymentId, methodId: method.id };
}

async function voidInvoice(b: BillingRuntime, invoice: Pick<InvoiceRow, 'id' | 'account_id'>): Promise<void> {
  await b.db
    .updateTable('invoices')
    .set({ status: 'void', next_attempt_at: null, updated_at: iso(b.now()) })
    .where('id', '=', invoice.id)
    .where('account_id', '=', invoice.account_id)
    .execute();
}

/**
 * A customer-present charge for a change: paid → the change applies; requires_action → the
 * invoice waits for the challenge (402 authentication_required); declined → the invoice is
 * voided, nothing changes, and the decline code answers.
 */
async function chargeNow(b: BillingRuntime, invoice: InvoiceRow, purpose: Purpose): Promise<InvoiceRow> {
  const outcome = await collect(b, invoice, false);
  if (outcome.status === 'paid') {
    await applyPurpose(b, invoice.account_id, purpose);
    await mailPlanChange(b, invoice.account_id, invoice.reason === 'subscribe' ? 'subscribed' : 'upgraded');
    return (await invoiceRow(b.db, invoice.account_id, invoice.id))!;
  }
  if (outcome.status === 'requires_action') {
    throw paymentError('authentication_required', {
      payment_id: outcome.paymentId,
      invoice_id: invoice.id,
      payment_method_id: outcome.methodId,
      client_secret: outcome.clientSecret,
    });
  }
  await voidInvoice(b, invoice);
  await refundCredit(b, invoice);
  throw paymentError(outcome.code, {
    payment_id: outcome.paymentId,
    invoice_id: invoice.id,
    payment_method_id: outcome.methodId,
  });
}

/** A voided change invoice gives back the account credit it used. */
async function refundCredit(b: BillingRuntime, invoice: InvoiceRow): Promise<void> {
  const lines = JSON.parse(invoice.lines) as InvoiceLine[];
  const used = -lines.filter((l) => l.kind === 'credit').reduce((s, l) => s + l.amount, 0);
  const subtotal = Number(invoice.subtotal);
  const added = subtotal < 0 ? -subtotal : 0;
  const delta = used - added;
  if (delta === 0) return;
  await b.db
    .updateTable('billing_profiles')
    .set((eb) => ({ credit_balance: eb('credit_balance', '+', delta) }))
    .where('account_id', '=', invoice.account_id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Changing the plan

type Plan_ = Plan;

interface ChangePlanResult {
  effective: 'now' | 'period_end';
  lines: InvoiceLine[];
  purpose: Purpose | null;
  target: Plan_;
  over: LimitOverage[];
  /** Free → free interval switch and the like: no money moves. */
  free: boolean;
}

function planLine(
  plan: Plan_,
  interval: BillingInterval,
  amount: number,
  start: Date,
  end: Date,
  kind: InvoiceLine['kind'] = 'plan',
  description?: string,
): InvoiceLine {
  return {
    description: description ?? `${plan.name} (${interval})`,
    kind,
    plan_id: plan.id,
    interval,
    period_start: iso(start),
    period_end: iso(end),
    amount,
  };
}

async function planChange(
  b: BillingRuntime,
  accountId: string,
  planId: string,
  interval: BillingInterval,
): Promise<ChangePlanResult> {
  const target = findPlan(planId);
  const price = target && findPrice(target, interval);
  if (!target || !price) throw appError(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE, PLAN_NOT_AVAILABLE_MESSAGE);
  const now = b.now();
  const current = await subscriptionRow(b.db, accountId);
  if (
    current &&
    current.plan_id === target.id &&
    current.interval === interval &&
    !current.pending_plan_id &&
    !current.cancel_at &&
    current.status !== 'canceled'
  ) {
    throw appError(ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE, ALREADY_SUBSCRIBED_MESSAGE);
  }
  const base = { target, over: [] as LimitOverage[] };
  if (current && current.plan_id === target.id && current.interval === interval) {
    // Same price with a scheduled cancel or change: keeping it revokes them (no money moves).
    return { ...base, effective: 'now', lines: [], purpose: null, free: true };
  }
  if (isFree(target)) {
    if (!isPaidRow(current)) return { ...base, effective: 'now', lines: [], purpose: null, free: true };
    const over = await overagesFor(b.db, accountId, target);
    return { ...base, effective: 'period_end', lines: [], purpose: null, free: true, over };
  }
  const end = addInterval(now, interval);
  if (!isPaidRow(current)) {
    const purpose = { plan_id: target.id, interval, period_start: iso(now), period_end: iso(end) };
    return { ...base, effective: 'now', lines: [planLine(target, interval, price.amount, now, end)], purpose, free: false };
  }
  const curPlan = findPlan(current.plan_id)!;
  const curInterval = current.interval as BillingInterval;
  const curAmount = paidAmount(current.plan_id, curInterval);
  const start = new Date(current.current_period_start);
  const periodEnd = new Date(current.current_period_end!);
  const higherPlan = rank(target.id) > rank(current.plan_id);
  const lowerPlan = rank(target.id) < rank(current.plan_id);
  const longer = INTERVAL_RANK[interval] > INTERVAL_RANK[curInterval];
  const shorter = INTERVAL_RANK[interval] < INTERVAL_RANK[curInterval];
  if (lowerPlan || (!higherPlan && shorter)) {
    const over = lowerPlan ? await overagesFor(b.db, accountId, target) : [];
    return { ...base, effective: 'period_end', lines: [], purpose: null, free: false, over };
  }
  // Upgrade (higher plan, or the same plan for a longer interval): now, prorated.
  const credit = prorate(curAmount, start, periodEnd, now);
  const creditLine = planLine(
    curPlan,
    curInterval,
    -credit,
    now,
    periodEnd,
    'proration_credit',
    `Unused time on ${curPlan.name} (${curInterval})`,
  );
  if (interval === curInterval && !longer) {
    const charge = prorate(price.amount, start, periodEnd, now);
    const lines = [
      creditLine,
      planLine(target, interval, charge, now, periodEnd, 'proration_charge', `Remaining time on ${target.name} (${interval})`),
    ];
    return {
      ...base,
      effective: 'now',
      lines,
      purpose: {
        plan_id: target.id,
        interval,
        period_start: current.current_period_start,
        period_end: current.current_period_end!,
      },
      free: false,
    };
  }
  // A new interval starts a new period now, with the unused time credited.
  const lines = [creditLine, planLine(target, interval, price.amount, now, end)];
  return {
    ...base,
    effective: 'now',
    lines,
    purpose: { plan_id: target.id, interval, period_start: iso(now), period_end: iso(end) },
    free: false,
  };
}

export async function previewChange(
  b: BillingRuntime,
  accountId: string,
  planId: string,
  interval: BillingInterval,
): Promise<ChangePreview> {
  const change = await planChange(b, accountId, planId, interval);
  const profile = await profileRow(b.db, accountId);
  const rate = taxRateBp(profile?.country ?? null, profile?.tax_id_type ?? null, b.settings.issuer.country);
  const t = totals(change.lines, rate, Number(profile?.credit_balance ?? 0));
  return {
    effective: change.effective,
    lines: t.lines,
    subtotal: t.subtotal,
    tax: t.tax,
    total: t.total,
    currency: b.settings.currency,
    over: change.over,
  };
}

export async function changeSubscription(
  b: BillingRuntime,
  accountId: string,
  planId: string,
  interval: BillingInterval,
): Promise<SubscriptionChange> {
  const change = await planChange(b, accountId, planId, interval);
  const now = b.now();
  if (change.over.length > 0) {
    throw appError(ErrorCode.PLAN_DOWNGRADE_REFUSED, DOWNGRADE_REFUSED_MESSAGE, { plan_id: change.target.id, over: change.over });
  }
  if (change.effective === 'period_end') {
    await b.db
      .updateTable('subscriptions')
      .set({ pending_plan_id: change.target.id, pending_interval: interval, cancel_at: null, updated_at: iso(now) })
      .where('account_id', '=', accountId)
      .execute();
    await mailPlanChange(b, accountId, 'downgrade_scheduled');
    return { subscription: (await billingSubscription(b, accountId))!, effective: 'period_end', invoice: null };
  }
  if (change.free) {
    const current = await subscriptionRow(b.db, accountId);
    if (current && current.plan_id === change.target.id && current.interval === interval) {
      await resumeSubscription(b, accountId);
    } else {
      await subscribeAccount(b.db, accountId, change.target.id, interval, { start: iso(now) });
    }
    return { subscription: (await billingSubscription(b, accountId))!, effective: 'now', invoice: null };
  }
  if (!(await primaryMethodRow(b.db, accountId))) throw paymentError('requires_payment_method', {});
  const current = await subscriptionRow(b.db, accountId);
  const invoice = await createInvoice(b, accountId, {
    reason: isPaidRow(current) ? 'change' : 'subscribe',
    lines: change.lines,
    purpose: change.purpose,
    periodStart: change.purpose!.period_start,
    periodEnd: change.purpose!.period_end,
  });
  const paid = await chargeNow(b, invoice, change.purpose!);
  return { subscription: (await billingSubscription(b, accountId))!, effective: 'now', invoice: toInvoice(paid) };
}

export async function cancelSubscription(
  b: BillingRuntime,
  accountId: string,
  body: CancelSubscriptionRequest,
): Promise<BillingSubscription> {
  const current = await subscriptionRow(b.db, accountId);
  if (!isPaidRow(current)) throw appError(ErrorCode.RESOURCE_MISSING, 'There is no paid subscription to cancel.');
  const reason = body.reason?.trim() || null;
  if (body.cancel_type === 'now') {
    await moveToFree(b, accountId, reason ?? 'canceled');
    if (!reason)
      await b.db.updateTable('subscriptions').set({ cancel_reason: null }).where('account_id', '=', accountId).execute();
    await mailPlanChange(b, accountId, 'canceled');
  } else {
    await b.db
      .updateTable('subscriptions')
      .set({
        cancel_at: current.current_period_end,
        cancel_reason: reason,
        canceled_at: iso(b.now()),
        pending_plan_id: null,
        pending_interval: null,
        updated_at: iso(b.now()),
      })
      .where('account_id', '=', accountId)
      .execute();
    await mailPlanChange(b, accountId, 'cancel_scheduled');
  }
  return (await billingSubscription(b, accountId))!;
}

/** Revokes a cancellation at period end, or a scheduled downgrade, while the period runs. */
export async function resumeSubscription(b: BillingRuntime, accountId: string): Promise<BillingSubscription> {
  const current = await subscriptionRow(b.db, accountId);
  if (!current || (!current.cancel_at && !current.pending_plan_id)) {
    throw appError(ErrorCode.RESOURCE_MISSING, 'There is no scheduled cancellation or change to revoke.');
  }
  await b.db
    .updateTable('subscriptions')
    .set({
      cancel_at: null,
      cancel_reason: null,
      canceled_at: null,
      pending_plan_id: null,
      pending_interval: null,
      updated_at: iso(b.now()),
    })
    .where('account_id', '=', accountId)
    .execute();
  await mailPlanChange(b, accountId, current.cancel_at ? 'cancel_revoked' : 'downgrade_revoked');
  return (await billingSubscription(b, accountId))!;
}

// ---------------------------------------------------------------------------------------------
// Payments waiting for 3-D Secure, and paying an open invoice

export async function confirmPayment(
  b: BillingRuntime,
  accountId: string,
  paymentId: string,
  authenticated: boolean,
): Promise<SubscriptionChange> {
  const payment = await b.db
    .selectFrom('payments')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment || !payment.invoice_id) throw notFound('Payment not found');
  const invoice = (await invoiceRow(b.db, accountId, payment.invoice_id))!;
  if (payment.status !== 'requires_action')
    throw appError(ErrorCode.RESOURCE_MISSING, 'This payment is not waiting for authentication.');
  const method = payment.payment_method_id ? await methodRow(b.db, accountId, payment.payment_method_id) : undefined;
  if (!method) throw appError(ErrorCode.RESOURCE_MISSING, 'The card of this payment was removed.');
  const result = await b.provider.confirmCharge(payment.provider_ref ?? '', storedCard(method), authenticated);
  const now = iso(b.now());
  await b.db
    .updateTable('payments')
    .set({
      status: result.status === 'succeeded' ? 'succeeded' : 'failed',
      failure_code: result.status === 'failed' ? result.code : null,
      updated_at: now,
    })
    .where('id', '=', paymentId)
    .where('account_id', '=', accountId)
    .execute();
  if (result.status === 'succeeded') {
    await markPaid(b, invoice);
    return {
      subscription: (await billingSubscription(b, accountId))!,
      effective: 'now',
      invoice: toInvoice((await invoiceRow(b.db, accountId, invoice.id))!),
    };
  }
  const code = result.status === 'failed' ? result.code : 'authentication_required';
  if (invoice.reason !== 'renewal') {
    await voidInvoice(b, invoice);
    await refundCredit(b, invoice);
  } else {
    await b.db
      .updateTable('invoices')
      .set({ status: 'unpaid', last_failure_code: code, updated_at: now })
      .where('id', '=', invoice.id)
      .where('account_id', '=', invoice.account_id)
      .execute();
  }
  throw paymentError(code, { payment_id: paymentId, invoice_id: invoice.id, payment_method_id: method.id });
}

export async function markPaid(b: BillingRuntime, invoice: InvoiceRow): Promise<void> {
  const now = iso(b.now());
  // Only the update that makes it paid sends the receipt (collect may have marked it already).
  const paid = await b.db
    .updateTable('invoices')
    .set({ status: 'paid', paid_at: now, next_attempt_at: null, last_failure_code: null, updated_at: now })
    .where('id', '=', invoice.id)
    .where('account_id', '=', invoice.account_id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) > 0) await mailInvoice(b, { ...invoice, paid_at: now }, 'paid');
  if (invoice.purpose && invoice.reason !== 'renewal') {
    await applyPurpose(b, invoice.account_id, JSON.parse(invoice.purpose) as Purpose);
    await mailPlanChange(b, invoice.account_id, invoice.reason === 'subscribe' ? 'subscribed' : 'upgraded');
  }
  if (invoice.reason === 'renewal') await recoverIfSettled(b, invoice.account_id);
}

/** Past due → active once no renewal invoice is left unpaid. */
async function recoverIfSettled(b: BillingRuntime, accountId: string): Promise<void> {
  const open = await b.db
    .selectFrom('invoices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('reason', '=', 'renewal')
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  if (open) return;
  await b.db
    .updateTable('subscriptions')
    .set({ status: 'active', past_due_since: null, grace_until: null, updated_at: iso(b.now()) })
    .where('account_id', '=', accountId)
    .where('status', '=', 'past_due')
    .execute();
}

/** The customer pays an unpaid invoice now, with the primary card. */
export async function payInvoice(b: BillingRuntime, accountId: string, invoiceId: string): Promise<Invoice> {
  const invoice = await invoiceRow(b.db, accountId, invoiceId);
  if (!invoice) throw notFound('Invoice not found');
  if (invoice.status === 'paid') throw appError(ErrorCode.RESOURCE_ALREADY_EXISTS, 'This invoice is already paid.');
  if (invoice.status === 'void') throw appError(ErrorCode.RESOURCE_MISSING, 'This invoice was voided.');
  const outcome = await collect(b, invoice, false);
  if (outcome.status === 'paid') {
    await markPaid(b, invoice);
    return toInvoice((await invoiceRow(b.db, accountId, invoiceId))!);
  }
  if (outcome.status === 'requires_action') {
    throw paymentError('authentication_required', {
      payment_id: outcome.paymentId,
      invoice_id: invoiceId,
      payment_method_id: outcome.methodId,
      client_secret: outcome.clientSecret,
    });
  }
  throw paymentError(outcome.code, { payment_id: outcome.paymentId, invoice_id: invoiceId, payment_method_id: outcome.methodId });
}

// ---------------------------------------------------------------------------------------------
// Renewal, retries, grace (the scheduler's pass)

async function notifyOwner(
  b: BillingRuntime,
  accountId: string,
  kind: 'payment_failed' | 'moved_to_free',
  vars: { amount?: number; graceUntil?: string; code?: string },
) {
  // Every member who may see billing and kept invoice and payment mails on (notifications settings).
  for (const to of await notificationRecipients(b.db, accountId, 'billing', 'billing:view')) {
    b.mail.send(
      to.email,
      billingMail(kind, to.language, { name: to.name, link: `${b.appUrl}/billing`, ...vars }, b.settings.currency),
    );
  }
}

/**
 * An invoice's news to the billing recipients and the invoice address (decision 116): `paid` once,
 * from the update that made it paid; `issued` for a renewal invoice its first charge left open
 * (an invoice paid as it is issued gets only the receipt).
 */
async function mailInvoice(
  b: BillingRuntime,
  invoice: Pick<InvoiceRow, 'id' | 'account_id' | 'number' | 'total' | 'currency' | 'issued_at' | 'paid_at'>,
  state: 'issued' | 'paid',
): Promise<void> {
  const link = `${b.appUrl}/billing/invoices/${encodeURIComponent(invoice.id)}`;
  const date = state === 'paid' ? (invoice.paid_at ?? iso(b.now())) : invoice.issued_at;
  for (const to of await invoiceRecipients(b.db, invoice.account_id)) {
    b.mail.send(
      to.email,
      billingMail(
        state === 'paid' ? 'invoice_paid' : 'invoice_issued',
        to.language,
        { name: to.name, link, number: invoice.number, amount: Number(invoice.total), date },
        invoice.currency,
      ),
    );
  }
}

/** A plan change (as the subscription now stands) to the members who may see billing and kept billing mails on. */
async function mailPlanChange(b: BillingRuntime, accountId: string, change: PlanChange): Promise<void> {
  const sub = await subscriptionRow(b.db, accountId);
  const account = await b.db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
  if (!sub || !account) return;
  const scheduled = change === 'downgrade_scheduled';
  const planId = scheduled ? (sub.pending_plan_id ?? sub.plan_id) : sub.plan_id;
  const interval = (scheduled ? (sub.pending_interval ?? sub.interval) : sub.interval) as BillingInterval;
  const vars = {
    link: `${b.appUrl}/billing`,
    change,
    plan: findPlan(planId)?.name ?? planId,
    interval: interval === 'year' ? ('year' as const) : ('month' as const),
    account: account.name,
    date: (change === 'cancel_scheduled' ? sub.cancel_at : sub.current_period_end) ?? undefined,
  };
  for (const to of await notificationRecipients(b.db, accountId, 'billing', 'billing:view')) {
    b.mail.send(to.email, billingMail('plan_changed', to.language, { name: to.name, ...vars }, b.settings.currency));
  }
}

async function failRenewal(b: BillingRuntime, invoice: InvoiceRow, code: string, firstFailure: boolean): Promise<void> {
  const now = b.now();
  const attempts = Number(invoice.attempt_count);
  const sub = await subscriptionRow(b.db, invoice.account_id);
  const since = firstFailure || !sub?.past_due_since ? now : new Date(sub.past_due_since);
  const retry = b.settings.retryDays[attempts - 1];
  const nextAttempt = retry === undefined ? null : iso(new Date(since.getTime() + retry * DAY_MS));
  const graceUntil = iso(new Date(since.getTime() + b.settings.graceDays * DAY_MS));
  await b.db
    .updateTable('invoices')
    .set({ status: 'unpaid', next_attempt_at: nextAttempt, last_failure_code: code, updated_at: iso(now) })
    .where('id', '=', invoice.id)
    .where('account_id', '=', invoice.account_id)
    .execute();
  if (firstFailure) {
    await b.db
      .updateTable('subscriptions')
      .set({ status: 'past_due', past_due_since: iso(since), grace_until: graceUntil, updated_at: iso(now) })
      .where('account_id', '=', invoice.account_id)
      .execute();
    await mailInvoice(b, invoice, 'issued');
  }
  await notifyOwner(b, invoice.account_id, 'payment_failed', {
    amount: Number(invoice.total),
    graceUntil: firstFailure ? graceUntil : (sub?.grace_until ?? graceUntil),
    code,
  });
}

async function renew(b: BillingRuntime, sub: SubscriptionRow): Promise<void> {
  const now = b.now();
  if (sub.cancel_at && new Date(sub.cancel_at) <= now) return moveToFree(b, sub.account_id, sub.cancel_reason);
  let planId = sub.plan_id;
  let interval = sub.interval as BillingInterval;
  if (sub.pending_plan_id) {
    planId = sub.pending_plan_id;
    interval = (sub.pending_interval as BillingInterval | null) ?? interval;
    if (paidAmount(planId, interval) === 0) return moveToFree(b, sub.account_id, null);
  }
  const plan = findPlan(planId);
  const price = plan && findPrice(plan, interval);
  if (!plan || !price) return moveToFree(b, sub.account_id, null);
  const start = new Date(sub.current_period_end!);
  // Monthly and yearly periods keep the anchor day, clamped per month (decision 076).
  const anchorDay = anchorOf(sub);
  const end = addInterval(start, interval, anchorDay);
  // The new period starts at once (Stripe does the same); the invoice for it is open until paid.
  await subscribeAccount(b.db, sub.account_id, planId, interval, { start: iso(start), end: iso(end), anchorDay });
  const invoice = await createInvoice(b, sub.account_id, {
    reason: 'renewal',
    lines: [planLine(plan, interval, price.amount, start, end)],
    purpose: null,
    periodStart: iso(start),
    periodEnd: iso(end),
    dueAt: iso(start),
  });
  const outcome = await collect(b, invoice, true);
  if (outcome.status === 'paid') return;
  const fresh = (await invoiceRow(b.db, sub.account_id, invoice.id))!;
  await failRenewal(b, fresh, outcome.status === 'failed' ? outcome.code : 'authentication_required', true);
}

/** One pass: period ends (cancel, scheduled change, renewal), due retries, expired grace periods. */
export async function runDueBilling(b: BillingRuntime): Promise<{ renewed: number; retried: number; downgraded: number }> {
  const now = iso(b.now());
  let renewed = 0;
  let retried = 0;
  let downgraded = 0;
  // Grace first: an account whose grace ended does not renew again.
  // tenancy: the billing scheduler works through every account's subscriptions and invoices.
  const expired = await b.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'past_due')
    .where('grace_until', '<=', now)
    .execute();
  for (const sub of expired) {
    const open = await b.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', sub.account_id)
      .where('status', '=', 'unpaid')
      .execute();
    for (const invoice of open) await voidInvoice(b, invoice);
    await moveToFree(b, sub.account_id, null);
    await notifyOwner(b, sub.account_id, 'moved_to_free', {});
    downgraded++;
  }
  // tenancy: every account's unpaid invoices whose retry is due.
  const retries = await b.db
    .selectFrom('invoices')
    .selectAll()
    .where('status', '=', 'unpaid')
    .where('next_attempt_at', '<=', now)
    .execute();
  for (const invoice of retries) {
    const outcome = await collect(b, invoice, true);
    retried++;
    if (outcome.status === 'paid') await markPaid(b, invoice);
    else
      await failRenewal(
        b,
        (await invoiceRow(b.db, invoice.account_id, invoice.id))!,
        outcome.status === 'failed' ? outcome.code : 'authentication_required',
        false,
      );
  }
  // Each subscription may cross several period ends if the scheduler was down; one per pass.
  // tenancy: every account's subscriptions whose period ended.
  const due = await b.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('current_period_end', 'is not', null)
    .where('current_period_end', '<=', now)
    .where('status', '=', 'active')
    .execute();
  for (const sub of due) {
    await renew(b, sub);
    renewed++;
  }
  return { renewed, retried, downgraded };
}

// ---------------------------------------------------------------------------------------------
// Payment methods

function cardFieldErrors(body: AddPaymentMethodRequest, provider: 'local' | 'stripe'): FieldError[] {
  const errors: FieldError[] = [];
  if (!body.cardholder_name.trim())
    errors.push({ field: 'cardholder_name', code: 'required', message: 'Name on card is required.' });
  if (provider === 'stripe') {
    if (!body.token) errors.push({ field: 'token', code: 'required', message: 'Card details are required.' });
    return errors;
  }
  if (!body.number?.trim()) errors.push({ field: 'number', code: 'required', message: 'Card number is required.' });
  if (body.exp_month === undefined || body.exp_month < 1 || body.exp_month > 12)
    errors.push({ field: 'exp_month', code: 'invalid', message: 'Expiry month must be 1 to 12.' });
  if (body.exp_year === undefined || body.exp_year < 2000 || body.exp_year > 2100)
    errors.push({ field: 'exp_year', code: 'invalid', message: 'Expiry year is invalid.' });
  if (!body.cvc?.trim()) errors.push({ field: 'cvc', code: 'required', message: 'Security code is required.' });
  return errors;
}

export async function listPaymentMethods(b: BillingRuntime, accountId: string): Promise<PaymentMethod[]> {
  return (await listMethodRows(b.db, accountId)).map(toPaymentMethod);
}

export async function addPaymentMethod(
  b: BillingRuntime,
  accountId: string,
  body: AddPaymentMethodRequest,
): Promise<PaymentMethod> {
  const errors = cardFieldErrors(body, b.provider.name);
  if (errors.length > 0) throw validationFailed(errors);
  const result = await b.provider.setupCard(await customerRef(b, accountId), {
    cardholderName: body.cardholder_name.trim(),
    number: body.number,
    expMonth: body.exp_month,
    expYear: body.exp_year,
    cvc: body.cvc,
    token: body.token,
  });
  if (result.status === 'failed') {
    throw paymentError(result.code, {}, result.message === 'not_a_test_card' ? NOT_A_TEST_CARD_MESSAGE : undefined);
  }
  const now = iso(b.now());
  const id = newId();
  const hasPrimary = Boolean(await primaryMethodRow(b.db, accountId));
  const active = result.status === 'succeeded';
  await b.db
    .insertInto('payment_methods')
    .values({
      id,
      account_id: accountId,
      provider: b.provider.name,
      provider_ref: result.card.providerRef,
      provider_data: result.card.providerData,
      brand: result.card.brand,
      last4: result.card.last4,
      exp_month: result.card.expMonth,
      exp_year: result.card.expYear,
      cardholder_name: body.cardholder_name.trim(),
      is_primary: bool.encode(false, b.dialect),
      status: active ? 'active' : 'requires_action',
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (active && (!hasPrimary || body.make_primary)) await setPrimary(b.db, b.dialect, accountId, id, now);
  const method = toPaymentMethod((await methodRow(b.db, accountId, id))!);
  return result.status === 'requires_action' && result.clientSecret ? { ...method, client_secret: result.clientSecret } : method;
}

export async function confirmPaymentMethod(
  b: BillingRuntime,
  accountId: string,
  id: string,
  authenticated: boolean,
): Promise<PaymentMethod> {
  const row = await methodRow(b.db, accountId, id);
  if (!row) throw notFound('Payment method not found');
  if (row.status !== 'requires_action') return toPaymentMethod(row);
  const result = await b.provider.confirmCardSetup(await customerRef(b, accountId), storedCard(row), authenticated);
  if (result.status !== 'succeeded') {
    await b.db.deleteFrom('payment_methods').where('id', '=', id).where('account_id', '=', accountId).execute();
    throw paymentError(result.status === 'failed' ? result.code : 'authentication_required', { payment_method_id: id });
  }
  const now = iso(b.now());
  await b.db
    .updateTable('payment_methods')
    .set({ status: 'active', updated_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .execute();
  if (!(await primaryMethodRow(b.db, accountId))) await setPrimary(b.db, b.dialect, accountId, id, now);
  return toPaymentMethod((await methodRow(b.db, accountId, id))!);
}

export async function updatePaymentMethod(
  b: BillingRuntime,
  accountId: string,
  id: string,
  body: UpdatePaymentMethodRequest,
): Promise<PaymentMethod> {
  const row = await methodRow(b.db, accountId, id);
  if (!row) throw notFound('Payment method not found');
  const errors: FieldError[] = [];
  if (body.cardholder_name !== undefined && !body.cardholder_name.trim())
    errors.push({ field: 'cardholder_name', code: 'required', message: 'Name on card is required.' });
  const month = body.exp_month ?? Number(row.exp_month);
  const year = body.exp_year ?? Number(row.exp_year);
  if (month < 1 || month > 12) errors.push({ field: 'exp_month', code: 'invalid', message: 'Expiry month must be 1 to 12.' });
  else if (Date.UTC(year, month, 1) <= b.now().getTime())
    errors.push({ field: 'exp_year', code: 'expired', message: 'The new expiry date is in the past.' });
  if (errors.length > 0) throw validationFailed(errors);
  await b.db
    .updateTable('payment_methods')
    .set({
      cardholder_name: body.cardholder_name?.trim() ?? row.cardholder_name,
      exp_month: month,
      exp_year: year,
      updated_at: iso(b.now()),
    })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .execute();
  return toPaymentMethod((await methodRow(b.db, accountId, id))!);
}

export async function makePrimary(b: BillingRuntime, accountId: string, id: string): Promise<PaymentMethod[]> {
  const row = await methodRow(b.db, accountId, id);
  if (!row) throw notFound('Payment method not found');
  if (row.status !== 'active')
    throw appError(ErrorCode.AUTHENTICATION_REQUIRED, DECLINE_MESSAGES.authentication_required, {
      payment_id: null,
      invoice_id: null,
      payment_method_id: id,
    });
  await setPrimary(b.db, b.dialect, accountId, id, iso(b.now()));
  return listPaymentMethods(b, accountId);
}

/**
 * Removes a card. When it is the primary one, the newest other active card takes over; with no
 * other card, a paid subscription keeps it (PRIMARY_METHOD_IN_USE).
 */
export async function removePaymentMethod(b: BillingRuntime, accountId: string, id: string): Promise<PaymentMethod[]> {
  const row = await methodRow(b.db, accountId, id);
  if (!row) throw notFound('Payment method not found');
  const others = (await listMethodRows(b.db, accountId)).filter((m) => m.id !== id && m.status === 'active');
  const successor = others.at(-1);
  if (bool.decode(row.is_primary) && !successor) {
    const sub = await subscriptionRow(b.db, accountId);
    if (
      isPaidRow(sub) &&
      !sub.cancel_at &&
      !(sub.pending_plan_id && paidAmount(sub.pending_plan_id, (sub.pending_interval ?? sub.interval) as BillingInterval) === 0)
    ) {
      throw appError(ErrorCode.PRIMARY_METHOD_IN_USE, PRIMARY_METHOD_IN_USE_MESSAGE);
    }
  }
  await b.provider.detachCard(storedCard(row));
  await b.db.deleteFrom('payment_methods').where('id', '=', id).where('account_id', '=', accountId).execute();
  if (bool.decode(row.is_primary) && successor) await setPrimary(b.db, b.dialect, accountId, successor.id, iso(b.now()));
  return listPaymentMethods(b, accountId);
}

// ---------------------------------------------------------------------------------------------
// Billing address and tax ID

export async function readAddress(b: BillingRuntime, accountId: string): Promise<BillingAddress | null> {
  return toAddress(await profileRow(b.db, accountId));
}

export async function saveAddress(b: BillingRuntime, accountId: string, body: BillingAddressRequest): Promise<BillingAddress> {
  const errors: FieldError[] = [];
  const labels: Record<(typeof BILLING_ADDRESS_REQUIRED)[number], string> = {
    name: 'Name is required.',
    country: 'Billing country is required.',
    line1: 'Address is required.',
    city: 'City is required.',
    state: 'State is required.',
  };
  for (const field of BILLING_ADDRESS_REQUIRED) {
    if (!body[field].trim()) errors.push({ field, code: 'required', message: labels[field] });
  }
  const country = body.country.trim().toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) errors.push({ field: 'country', code: 'invalid', message: 'Choose a country.' });
  if (errors.length > 0) throw validationFailed(errors);
  let taxId: string | null = null;
  let taxIdType: string | null = null;
  if (body.tax_id?.trim()) {
    const check = validateTaxId(country, body.tax_id);
    if (!check.ok) {
      throw appError(ErrorCode.TAX_ID_INVALID, TAX_ID_INVALID_MESSAGE, [
        { field: 'tax_id', code: 'tax_id_invalid', message: TAX_ID_INVALID_MESSAGE },
      ]);
    }
    taxId = check.value;
    taxIdType = check.type;
  }
  const now = iso(b.now());
  await ensureProfile(b.db, accountId, now);
  await b.db
    .updateTable('billing_profiles')
    .set({
      name: body.name.trim(),
      line1: body.line1.trim(),
      line2: body.line2?.trim() || null,
      city: body.city.trim(),
      state: body.state.trim(),
      country,
      postal_code: body.postal_code?.trim() || null,
      tax_id: taxId,
      tax_id_type: taxIdType,
      updated_at: now,
    })
    .where('account_id', '=', accountId)
    .execute();
  return (await readAddress(b, accountId))!;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listInvoices(b: BillingRuntime, accountId: string): Promise<Invoice[]> {
  return (await listInvoiceRows(b.db, accountId)).map(toInvoice);
}

export async function readInvoice(b: BillingRuntime, accountId: string, id: string): Promise<Invoice> {
  const row = await invoiceRow(b.db, accountId, id);
  if (!row) throw notFound('Invoice not found');
  return toInvoice(row);
}

export async function listPayments(b: BillingRuntime, accountId: string) {
  return (await listPaymentRows(b.db, accountId)).map(toPayment);
}

export async function overview(b: BillingRuntime, accountId: string): Promise<BillingOverview> {
  const sub = await subscriptionRow(b.db, accountId);
  const plan = findPlan(sub?.plan_id);
  const primary = await primaryMethodRow(b.db, accountId);
  const profile = await profileRow(b.db, accountId);
  const open = await b.db
    .selectFrom('invoices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', 'in', ['unpaid', 'pending_payment'])
    .orderBy('due_at', 'asc')
    .executeTakeFirst();
  let next: BillingOverview['next_invoice'] = null;
  if (isPaidRow(sub) && !sub.cancel_at) {
    const planId = sub.pending_plan_id ?? sub.plan_id;
    const interval = (sub.pending_interval ?? sub.interval) as BillingInterval;
    const amount = paidAmount(planId, interval);
    if (amount > 0) next = { date: sub.current_period_end!, amount, currency: b.settings.currency, plan_id: planId };
  }
  return {
    provider: b.provider.name,
    subscription: sub ? toBillingSubscription(sub) : null,
    usage: await usageOf(b.db, accountId, plan),
    primary_method: primary ? toPaymentMethod(primary) : null,
    next_invoice: next,
    recent_payments: (await listPaymentRows(b.db, accountId, 5)).map(toPayment),
    open_invoice: open ? toInvoice(open) : null,
    credit_balance: Number(profile?.credit_balance ?? 0),
  };
}
