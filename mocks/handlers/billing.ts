/**
 * Billing in the mocks, answering like the server with the local provider: Stripe test cards
 * (4242… succeeds, decline numbers give their codes, 3-D Secure numbers need a challenge),
 * subscribe / upgrade now (prorated) / downgrade at period end (refused over the limits) /
 * cancel and revoke, one primary card, address with tax ID validation, invoices and payments.
 * State lives per mock database, so `resetDb()` resets it too.
 */
import { is } from 'superstruct';
import {
  AddPaymentMethodRequest,
  apiPaths,
  apiRoutes,
  BillingAddressRequest,
  CancelSubscriptionRequest,
  ChangeSubscriptionRequest,
  DECLINE_MESSAGES,
  ErrorCode,
  limitedResources,
  NOT_A_TEST_CARD_MESSAGE,
  TAX_ID_INVALID_MESSAGE,
  validateTaxId,
  type BillingAddress,
  type BillingInterval,
  type BillingOverview,
  type BillingSubscription,
  type Invoice,
  type InvoiceLine,
  type LimitOverage,
  type Payment,
  type PaymentFailureCode,
  type PaymentMethod,
  type Plan,
} from '@rabt/contract';
import { plans } from '../fixtures/plans.ts';
import { db, subscribe } from '../db.ts';
import { usageOf } from './entitlements.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';

const VIEW = allowed('billing:view', { plan: false });
const EDIT = allowed('billing:edit', { plan: false });

interface State {
  sub: BillingSubscription | null;
  methods: PaymentMethod[];
  /** method id → how it behaves on charges */
  behaviour: Map<string, 'succeeds' | 'declines' | 'authenticate'>;
  address: BillingAddress | null;
  invoices: Invoice[];
  payments: Payment[];
  pending: Map<string, { invoiceId: string; apply: () => void }>;
}

const stores = new WeakMap<object, Map<string, State>>();
let counter = 0;
const id = (p: string) => `${p}_mock_${++counter}`;

const TEST_CARDS: Record<
  string,
  { brand: 'visa' | 'mastercard'; setup: 'ok' | 'auth' | PaymentFailureCode; charge?: 'declines' | 'authenticate' }
> = {
  '4242424242424242': { brand: 'visa', setup: 'ok' },
  '5555555555554444': { brand: 'mastercard', setup: 'ok' },
  '4000000000000002': { brand: 'visa', setup: 'generic_decline' },
  '4000000000009995': { brand: 'visa', setup: 'insufficient_funds' },
  '4000000000000069': { brand: 'visa', setup: 'expired_card' },
  '4000000000000127': { brand: 'visa', setup: 'incorrect_cvc' },
  '4000000000000119': { brand: 'visa', setup: 'processing_error' },
  '4000000000009987': { brand: 'visa', setup: 'generic_decline' },
  '4000000000009979': { brand: 'visa', setup: 'generic_decline' },
  '4000000000006975': { brand: 'visa', setup: 'generic_decline' },
  '4100000000000019': { brand: 'visa', setup: 'generic_decline' },
  '4000000000000341': { brand: 'visa', setup: 'ok', charge: 'declines' },
  '4000002500003155': { brand: 'visa', setup: 'auth' },
  '4000002760003184': { brand: 'visa', setup: 'auth', charge: 'authenticate' },
};

const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate(), d.getUTCHours()));
const periodEnd = (start: Date, interval: BillingInterval) =>
  interval === 'week' ? new Date(start.getTime() + 7 * 86_400_000) : addMonths(start, interval === 'month' ? 1 : 12);
const priceOf = (planId: string, interval: BillingInterval) =>
  plans.find((p) => p.id === planId)?.prices.find((p) => p.interval === interval)?.amount ?? 0;

function state(accountId: string): State {
  let map = stores.get(db);
  if (!map) stores.set(db, (map = new Map()));
  let s = map.get(accountId);
  if (!s) {
    const base = db.subscriptions.get(accountId);
    const now = new Date();
    s = {
      sub: base
        ? {
            plan_id: base.plan_id,
            interval: base.interval,
            status: base.status,
            current_period_start: priceOf(base.plan_id, base.interval) > 0 ? now.toISOString() : null,
            current_period_end: priceOf(base.plan_id, base.interval) > 0 ? periodEnd(now, base.interval).toISOString() : null,
            cancel_at: null,
            cancel_reason: null,
            pending_plan_id: null,
            pending_interval: null,
            grace_until: null,
          }
        : null,
      methods: [],
      behaviour: new Map(),
      address: null,
      invoices: [],
      payments: [],
      pending: new Map(),
    };
    map.set(accountId, s);
  }
  return s;
}

function setPlan(accountId: string, s: State, planId: string, interval: BillingInterval, start: Date | null, end: Date | null) {
  subscribe(accountId, planId, interval);
  s.sub = {
    plan_id: planId,
    interval,
    status: 'active',
    current_period_start: start?.toISOString() ?? null,
    current_period_end: end?.toISOString() ?? null,
    cancel_at: null,
    cancel_reason: null,
    pending_plan_id: null,
    pending_interval: null,
    grace_until: null,
  };
}

const taxBp = (country: string | null | undefined) => ({ SA: 1500, AE: 500, GB: 2000, DE: 1900 })[country ?? ''] ?? 0;

function makeInvoice(s: State, lines: InvoiceLine[], start: Date, end: Date): Invoice {
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  const rate = taxBp(s.address?.country);
  const tax = Math.round((Math.max(subtotal, 0) * rate) / 10_000);
  const now = new Date().toISOString();
  return {
    id: id('inv'),
    number: `RABT-${new Date().getUTCFullYear()}-${String(s.invoices.length + 1).padStart(6, '0')}`,
    status: 'pending_payment',
    issued_at: now,
    due_at: now,
    paid_at: null,
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    currency: 'usd',
    subtotal,
    tax_rate_bp: rate,
    tax,
    total: Math.max(subtotal, 0) + tax,
    issuer: {
      name: 'Rabt FZ-LLC',
      lines: ['Dubai Internet City, Building 1', 'Dubai'],
      country: 'AE',
      tax_id: '100123456789003',
      email: 'billing@rabt.example',
    },
    recipient: {
      name: s.address?.name ?? 'Customer',
      lines: s.address ? [s.address.line1, `${s.address.city}, ${s.address.state}`] : [],
      country: s.address?.country ?? null,
      tax_id: s.address?.tax_id ?? null,
      email: null,
    },
    lines,
    attempt_count: 0,
    next_attempt_at: null,
    last_failure_code: null,
  };
}

const failure = (code: PaymentFailureCode, details: object = {}, message = DECLINE_MESSAGES[code]) =>
  apiError(code as keyof typeof DECLINE_MESSAGES & ErrorCode, message, {
    payment_id: null,
    invoice_id: null,
    payment_method_id: null,
    ...details,
  });

/** Charges the primary card for `invoice`; apply runs when it is paid. */
function charge(s: State, invoice: Invoice, apply: () => void): Response | null {
  const primary = s.methods.find((m) => m.is_primary && m.status === 'active');
  if (!primary) return apiError(ErrorCode.REQUIRES_PAYMENT_METHOD, 'Add a payment method to subscribe to a paid plan.');
  const behaviour = s.behaviour.get(primary.id) ?? 'succeeds';
  const payment: Payment = {
    id: id('pay'),
    invoice_id: invoice.id,
    amount: invoice.total,
    currency: 'usd',
    status: 'succeeded',
    failure_code: null,
    card_brand: primary.brand,
    card_last4: primary.last4,
    created_at: new Date().toISOString(),
  };
  invoice.attempt_count++;
  if (behaviour === 'declines') {
    s.payments.unshift({ ...payment, status: 'failed', failure_code: 'generic_decline' });
    return failure('generic_decline', { invoice_id: invoice.id, payment_method_id: primary.id });
  }
  if (behaviour === 'authenticate') {
    s.payments.unshift({ ...payment, status: 'requires_action' });
    s.invoices.unshift(invoice);
    s.pending.set(payment.id, { invoiceId: invoice.id, apply });
    return failure('authentication_required', { payment_id: payment.id, invoice_id: invoice.id, payment_method_id: primary.id });
  }
  s.payments.unshift(payment);
  invoice.status = 'paid';
  invoice.paid_at = payment.created_at;
  if (!s.invoices.includes(invoice)) s.invoices.unshift(invoice);
  apply();
  return null;
}

function overages(accountId: string, target: Plan): LimitOverage[] {
  const over: LimitOverage[] = [];
  for (const resource of limitedResources) {
    const limit = target.limits[resource];
    const usage = usageOf(accountId, resource);
    if (limit !== null && usage > limit) over.push({ resource, usage, limit });
  }
  return over;
}

const rank = (pid: string) => plans.findIndex((p) => p.id === pid);

type Plan_ = {
  effective: 'now' | 'period_end';
  lines: InvoiceLine[];
  over: LimitOverage[];
  start: Date;
  end: Date;
  free: boolean;
};

function plan(accountId: string, s: State, planId: string, interval: BillingInterval): Plan_ | Response {
  const target = plans.find((p) => p.id === planId);
  const price = target?.prices.find((p) => p.interval === interval);
  if (!target || !price) return apiError(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE, 'Selected plan is not available at the moment.');
  const cur = s.sub;
  if (cur && cur.plan_id === planId && cur.interval === interval && !cur.cancel_at && !cur.pending_plan_id) {
    return apiError(ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE, 'You are already subscribed to selected price.');
  }
  const now = new Date();
  const paidNow = cur?.current_period_end ? priceOf(cur.plan_id, cur.interval) : 0;
  const base = { over: [] as LimitOverage[], start: now, end: periodEnd(now, interval), free: price.amount === 0 };
  if (price.amount === 0 || (cur && paidNow > 0 && rank(planId) < rank(cur.plan_id))) {
    return paidNow > 0
      ? { ...base, effective: 'period_end', lines: [], over: overages(accountId, target) }
      : { ...base, effective: 'now', lines: [] };
  }
  const line = (amount: number, kind: InvoiceLine['kind'], description: string, p: string, i: BillingInterval): InvoiceLine => ({
    description,
    kind,
    plan_id: p,
    interval: i,
    period_start: now.toISOString(),
    period_end: base.end.toISOString(),
    amount,
  });
  if (!cur || paidNow === 0)
    return { ...base, effective: 'now', lines: [line(price.amount, 'plan', `${target.name} (${interval})`, planId, interval)] };
  const start = new Date(cur.current_period_start!);
  const end = new Date(cur.current_period_end!);
  const share = Math.max(0, end.getTime() - now.getTime()) / (end.getTime() - start.getTime());
  const credit = -Math.round(paidNow * share);
  if (cur.interval === interval) {
    return {
      ...base,
      start,
      end,
      effective: 'now',
      lines: [
        line(credit, 'proration_credit', `Unused time on ${cur.plan_id} (${cur.interval})`, cur.plan_id, cur.interval),
        line(
          Math.round(price.amount * share),
          'proration_charge',
          `Remaining time on ${target.name} (${interval})`,
          planId,
          interval,
        ),
      ],
    };
  }
  return {
    ...base,
    effective: 'now',
    lines: [
      line(credit, 'proration_credit', `Unused time on ${cur.plan_id}`, cur.plan_id, cur.interval),
      line(price.amount, 'plan', `${target.name} (${interval})`, planId, interval),
    ],
  };
}

const caller = (request: Parameters<typeof authorise>[0], policy = VIEW) => authorise(request, policy);

export const billingHandlers = [
  http.get(apiUrl(apiPaths.billingConfig), ({ request }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    return HttpResponse.json({ results: { provider: 'local', publishable_key: null } });
  }),
  http.get(apiUrl(apiPaths.billing), ({ request }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    const p = plans.find((x) => x.id === s.sub?.plan_id);
    const open = s.invoices.find((i) => i.status === 'unpaid' || i.status === 'pending_payment') ?? null;
    const nextPlan = s.sub?.pending_plan_id ?? s.sub?.plan_id;
    const nextAmount =
      s.sub?.current_period_end && !s.sub.cancel_at && nextPlan ? priceOf(nextPlan, s.sub.pending_interval ?? s.sub.interval) : 0;
    const overview: BillingOverview = {
      provider: 'local',
      subscription: s.sub,
      usage: (['links', 'qrs', 'cards', 'users', 'domains'] as const).map((r) => ({
        resource: r,
        usage: usageOf(c.accountId!, r),
        limit: p ? p.limits[r] : 0,
      })),
      primary_method: s.methods.find((m) => m.is_primary) ?? null,
      next_invoice:
        nextAmount > 0 ? { date: s.sub!.current_period_end!, amount: nextAmount, currency: 'usd', plan_id: nextPlan! } : null,
      recent_payments: s.payments.slice(0, 5),
      open_invoice: open,
      credit_balance: 0,
    };
    return HttpResponse.json({ results: overview });
  }),
  http.post(apiUrl(apiPaths.subscriptionPreview), async ({ request }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const body = await jsonBody(request);
    if (!is(body, ChangeSubscriptionRequest)) return validationFailed(ChangeSubscriptionRequest, body);
    const p = plan(c.accountId!, state(c.accountId!), body.plan_id, body.interval);
    if (p instanceof Response) return p;
    const invoice = makeInvoice(state(c.accountId!), p.lines, p.start, p.end);
    return HttpResponse.json({
      results: {
        effective: p.effective,
        lines: p.lines,
        subtotal: invoice.subtotal,
        tax: invoice.tax,
        total: invoice.total,
        currency: 'usd',
        over: p.over,
      },
    });
  }),
  http.post(apiUrl(apiPaths.subscriptionChange), async ({ request }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const body = await jsonBody(request);
    if (!is(body, ChangeSubscriptionRequest)) return validationFailed(ChangeSubscriptionRequest, body);
    const s = state(c.accountId!);
    const p = plan(c.accountId!, s, body.plan_id, body.interval);
    if (p instanceof Response) return p;
    if (p.over.length > 0) {
      return apiError(ErrorCode.PLAN_DOWNGRADE_REFUSED, 'Your usage is above the limits of the selected plan.', {
        plan_id: body.plan_id,
        over: p.over,
      });
    }
    if (p.effective === 'period_end') {
      s.sub = { ...s.sub!, pending_plan_id: body.plan_id, pending_interval: body.interval, cancel_at: null };
      return HttpResponse.json({ results: { subscription: s.sub, effective: 'period_end', invoice: null } });
    }
    if (p.free) {
      setPlan(c.accountId!, s, body.plan_id, body.interval, null, null);
      return HttpResponse.json({ results: { subscription: s.sub, effective: 'now', invoice: null } });
    }
    const invoice = makeInvoice(s, p.lines, p.start, p.end);
    const refused = charge(s, invoice, () => setPlan(c.accountId!, s, body.plan_id, body.interval, p.start, p.end));
    if (refused) return refused;
    return HttpResponse.json({ results: { subscription: s.sub, effective: 'now', invoice } });
  }),
  http.post(apiUrl(apiPaths.subscriptionCancel), async ({ request }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const body = await jsonBody(request);
    if (!is(body, CancelSubscriptionRequest)) return validationFailed(CancelSubscriptionRequest, body);
    const s = state(c.accountId!);
    if (!s.sub?.current_period_end) return apiError(ErrorCode.RESOURCE_MISSING, 'There is no paid subscription to cancel.');
    if (body.cancel_type === 'now') setPlan(c.accountId!, s, 'free', 'month', null, null);
    else
      s.sub = {
        ...s.sub,
        cancel_at: s.sub.current_period_end,
        cancel_reason: body.reason ?? null,
        pending_plan_id: null,
        pending_interval: null,
      };
    return HttpResponse.json({ results: s.sub });
  }),
  http.post(apiUrl(apiPaths.subscriptionResume), ({ request }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    if (!s.sub || (!s.sub.cancel_at && !s.sub.pending_plan_id)) {
      return apiError(ErrorCode.RESOURCE_MISSING, 'There is no scheduled cancellation or change to revoke.');
    }
    s.sub = { ...s.sub, cancel_at: null, cancel_reason: null, pending_plan_id: null, pending_interval: null };
    return HttpResponse.json({ results: s.sub });
  }),
  http.post(apiUrl(apiRoutes.paymentConfirm), async ({ request, params }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    const body = (await jsonBody(request)) as { authenticated?: boolean };
    const pending = s.pending.get(String(params.id));
    const payment = s.payments.find((p) => p.id === params.id);
    const invoice = s.invoices.find((i) => i.id === pending?.invoiceId);
    if (!pending || !payment || !invoice) return apiError(ErrorCode.NOT_FOUND, 'Payment not found');
    s.pending.delete(String(params.id));
    if (!body.authenticated) {
      payment.status = 'failed';
      payment.failure_code = 'authentication_required';
      invoice.status = 'void';
      return failure('authentication_required', { payment_id: payment.id, invoice_id: invoice.id });
    }
    payment.status = 'succeeded';
    invoice.status = 'paid';
    invoice.paid_at = new Date().toISOString();
    pending.apply();
    return HttpResponse.json({ results: { subscription: s.sub, effective: 'now', invoice } });
  }),
  http.get(apiUrl(apiPaths.paymentMethods), ({ request }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    return HttpResponse.json({ results: state(c.accountId!).methods });
  }),
  http.post(apiUrl(apiPaths.paymentMethods), async ({ request }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const body = await jsonBody(request);
    if (!is(body, AddPaymentMethodRequest)) return validationFailed(AddPaymentMethodRequest, body);
    const s = state(c.accountId!);
    const digits = (body.number ?? '').replace(/[\s-]/g, '');
    const card = TEST_CARDS[digits];
    if (!card)
      return failure(
        'incorrect_number',
        {},
        /^\d{12,19}$/.test(digits) ? NOT_A_TEST_CARD_MESSAGE : DECLINE_MESSAGES.incorrect_number,
      );
    if (card.setup !== 'ok' && card.setup !== 'auth') return failure(card.setup);
    const method: PaymentMethod = {
      id: id('pm'),
      brand: card.brand,
      last4: digits.slice(-4),
      exp_month: body.exp_month ?? 12,
      exp_year: body.exp_year ?? 2030,
      cardholder_name: body.cardholder_name,
      is_primary: false,
      status: card.setup === 'auth' ? 'requires_action' : 'active',
      created_at: new Date().toISOString(),
    };
    s.behaviour.set(
      method.id,
      card.charge === 'declines' ? 'declines' : card.charge === 'authenticate' ? 'authenticate' : 'succeeds',
    );
    if (method.status === 'active' && (!s.methods.some((m) => m.is_primary) || body.make_primary)) {
      for (const m of s.methods) m.is_primary = false;
      method.is_primary = true;
    }
    s.methods.push(method);
    return HttpResponse.json({ results: method }, { status: 201 });
  }),
  http.post(apiUrl(apiRoutes.paymentMethodConfirm), async ({ request, params }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    const body = (await jsonBody(request)) as { authenticated?: boolean };
    const method = s.methods.find((m) => m.id === params.id);
    if (!method) return apiError(ErrorCode.NOT_FOUND, 'Payment method not found');
    if (!body.authenticated) {
      s.methods = s.methods.filter((m) => m.id !== method.id);
      return failure('authentication_required', { payment_method_id: method.id });
    }
    method.status = 'active';
    if (!s.methods.some((m) => m.is_primary)) method.is_primary = true;
    return HttpResponse.json({ results: method });
  }),
  http.patch(apiUrl(apiRoutes.paymentMethod), async ({ request, params }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const method = state(c.accountId!).methods.find((m) => m.id === params.id);
    if (!method) return apiError(ErrorCode.NOT_FOUND, 'Payment method not found');
    Object.assign(method, (await jsonBody(request)) as object);
    return HttpResponse.json({ results: method });
  }),
  http.delete(apiUrl(apiRoutes.paymentMethod), ({ request, params }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    const method = s.methods.find((m) => m.id === params.id);
    if (!method) return apiError(ErrorCode.NOT_FOUND, 'Payment method not found');
    const others = s.methods.filter((m) => m.id !== method.id && m.status === 'active');
    if (method.is_primary && others.length === 0 && s.sub?.current_period_end && !s.sub.cancel_at) {
      return apiError(
        ErrorCode.PRIMARY_METHOD_IN_USE,
        'This card pays for your subscription. Make another card primary before removing it.',
      );
    }
    s.methods = s.methods.filter((m) => m.id !== method.id);
    if (method.is_primary && others.length > 0) others.at(-1)!.is_primary = true;
    return HttpResponse.json({ results: s.methods });
  }),
  http.post(apiUrl(apiRoutes.paymentMethodPrimary), ({ request, params }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    if (!s.methods.some((m) => m.id === params.id)) return apiError(ErrorCode.NOT_FOUND, 'Payment method not found');
    for (const m of s.methods) m.is_primary = m.id === params.id;
    return HttpResponse.json({ results: s.methods });
  }),
  http.get(apiUrl(apiPaths.billingAddress), ({ request }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    return HttpResponse.json({ results: state(c.accountId!).address });
  }),
  http.put(apiUrl(apiPaths.billingAddress), async ({ request }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const body = await jsonBody(request);
    if (!is(body, BillingAddressRequest)) return validationFailed(BillingAddressRequest, body);
    const missing = (['name', 'country', 'line1', 'city', 'state'] as const).filter((k) => !body[k].trim());
    if (missing.length > 0) {
      return apiError(
        ErrorCode.VALIDATION_FAILED,
        'Some fields are missing or invalid.',
        missing.map((field) => ({ field, code: 'required', message: `${field} is required.` })),
      );
    }
    let taxId: string | null = null;
    let taxType: string | null = null;
    if (body.tax_id?.trim()) {
      const check = validateTaxId(body.country, body.tax_id);
      if (!check.ok)
        return apiError(ErrorCode.TAX_ID_INVALID, TAX_ID_INVALID_MESSAGE, [
          { field: 'tax_id', code: 'tax_id_invalid', message: TAX_ID_INVALID_MESSAGE },
        ]);
      taxId = check.value;
      taxType = check.type;
    }
    const s = state(c.accountId!);
    s.address = {
      name: body.name,
      line1: body.line1,
      line2: body.line2 ?? null,
      city: body.city,
      state: body.state,
      country: body.country.toUpperCase(),
      postal_code: body.postal_code ?? null,
      tax_id: taxId,
      tax_id_type: taxType,
    };
    return HttpResponse.json({ results: s.address });
  }),
  http.get(apiUrl(apiPaths.invoices), ({ request }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    return HttpResponse.json({ results: state(c.accountId!).invoices.filter((i) => i.status !== 'void') });
  }),
  http.get(apiUrl(apiRoutes.invoice), ({ request, params }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    const invoice = state(c.accountId!).invoices.find((i) => i.id === params.id);
    return invoice ? HttpResponse.json({ results: invoice }) : apiError(ErrorCode.NOT_FOUND, 'Invoice not found');
  }),
  http.post(apiUrl(apiRoutes.invoicePay), ({ request, params }) => {
    const c = caller(request, EDIT);
    if (c instanceof Response) return c;
    const s = state(c.accountId!);
    const invoice = s.invoices.find((i) => i.id === params.id);
    if (!invoice) return apiError(ErrorCode.NOT_FOUND, 'Invoice not found');
    const refused = charge(s, invoice, () => {
      if (s.sub) s.sub = { ...s.sub, status: 'active', grace_until: null };
    });
    return refused ?? HttpResponse.json({ results: invoice });
  }),
  http.get(apiUrl(apiRoutes.invoicePdf), ({ request, params }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    const invoice = state(c.accountId!).invoices.find((i) => i.id === params.id);
    if (!invoice) return apiError(ErrorCode.NOT_FOUND, 'Invoice not found');
    return new HttpResponse('%PDF-1.3\n%mock\n', { headers: { 'content-type': 'application/pdf' } });
  }),
  http.get(apiUrl(apiPaths.payments), ({ request }) => {
    const c = caller(request);
    if (c instanceof Response) return c;
    return HttpResponse.json({ results: state(c.accountId!).payments });
  }),
];

/** Lets the POST billing/subscription (onboarding) handler subscribe paid plans like the server. */
export function mockHasPrimaryCard(accountId: string): boolean {
  return state(accountId).methods.some((m) => m.is_primary && m.status === 'active');
}
