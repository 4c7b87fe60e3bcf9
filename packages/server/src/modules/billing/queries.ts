/** Billing rows: subscriptions, profiles, payment methods, invoices, payments (Kysely only, takes Db). */
import type {
  BillingAddress,
  BillingInterval,
  BillingSubscription,
  CardBrand,
  Invoice,
  InvoiceLine,
  InvoiceParty,
  Payment,
  PaymentMethod,
  Subscription,
} from '@rabt/contract';
import type { Selectable } from 'kysely';
import type {
  BillingProfilesTable,
  Db,
  Dialect,
  InvoicesTable,
  PaymentMethodsTable,
  PaymentsTable,
  SubscriptionsTable,
} from '../../db/schema.ts';
import { bool } from '../../db/codec.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type ProfileRow = Selectable<BillingProfilesTable>;
export type MethodRow = Selectable<PaymentMethodsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type PaymentRow = Selectable<PaymentsTable>;

function toContract(
  r: Pick<SubscriptionRow, 'plan_id' | 'interval' | 'status' | 'current_period_end' | 'cancel_at'>,
): Subscription {
  return {
    plan_id: r.plan_id,
    interval: r.interval as BillingInterval,
    status: r.status as Subscription['status'],
    current_period_end: r.current_period_end,
    cancel_at: r.cancel_at,
  };
}

export function toBillingSubscription(r: SubscriptionRow): BillingSubscription {
  return {
    plan_id: r.plan_id,
    interval: r.interval as BillingInterval,
    status: r.status as BillingSubscription['status'],
    current_period_start: r.current_period_start,
    current_period_end: r.current_period_end,
    cancel_at: r.cancel_at,
    cancel_reason: r.cancel_reason,
    pending_plan_id: r.pending_plan_id,
    pending_interval: (r.pending_interval as BillingInterval | null) ?? null,
    grace_until: r.grace_until,
  };
}

export function toPaymentMethod(r: MethodRow): PaymentMethod {
  return {
    id: r.id,
    brand: r.brand as CardBrand,
    last4: r.last4,
    exp_month: Number(r.exp_month),
    exp_year: Number(r.exp_year),
    cardholder_name: r.cardholder_name,
    is_primary: bool.decode(r.is_primary),
    status: r.status as PaymentMethod['status'],
    created_at: r.created_at,
  };
}

export function toInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    number: r.number,
    status: r.status as Invoice['status'],
    issued_at: r.issued_at,
    due_at: r.due_at,
    paid_at: r.paid_at,
    period_start: r.period_start,
    period_end: r.period_end,
    currency: r.currency,
    subtotal: Number(r.subtotal),
    tax_rate_bp: Number(r.tax_rate_bp),
    tax: Number(r.tax),
    total: Number(r.total),
    issuer: JSON.parse(r.issuer) as InvoiceParty,
    recipient: JSON.parse(r.recipient) as InvoiceParty,
    lines: JSON.parse(r.lines) as InvoiceLine[],
    attempt_count: Number(r.attempt_count),
    next_attempt_at: r.next_attempt_at,
    last_failure_code: r.last_failure_code,
  };
}

export function toPayment(r: PaymentRow): Payment {
  return {
    id: r.id,
    invoice_id: r.invoice_id,
    amount: Number(r.amount),
    currency: r.currency,
    status: r.status as Payment['status'],
    failure_code: r.failure_code,
    card_brand: (r.card_brand as CardBrand | null) ?? null,
    card_last4: r.card_last4,
    created_at: r.created_at,
  };
}

export function toAddress(r: ProfileRow | undefined): BillingAddress | null {
  if (!r || !r.country) return null;
  return {
    name: r.name ?? '',
    line1: r.line1 ?? '',
    line2: r.line2,
    city: r.city ?? '',
    state: r.state ?? '',
    country: r.country,
    postal_code: r.postal_code,
    tax_id: r.tax_id,
    tax_id_type: r.tax_id_type,
  };
}

export async function subscriptionRow(db: Db, accountId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export async function currentSubscription(db: Db, accountId: string): Promise<Subscription | undefined> {
  const row = await subscriptionRow(db, accountId);
  return row ? toContract(row) : undefined;
}

/** Puts the account on a plan now (free plans have no period end: they run until changed). */
export async function subscribeAccount(
  db: Db,
  accountId: string,
  planId: string,
  interval: BillingInterval,
  period: { start?: string; end?: string | null; anchorDay?: number | null } = {},
): Promise<Subscription> {
  const now = period.start ?? isoNow();
  const values = {
    plan_id: planId,
    interval,
    status: 'active',
    current_period_start: now,
    current_period_end: period.end ?? null,
    // A new period run renews on its start's day of month; a renewal passes the kept anchor (decision 076).
    anchor_day: period.anchorDay ?? new Date(now).getUTCDate(),
    cancel_at: null,
    cancel_reason: null,
    canceled_at: null,
    pending_plan_id: null,
    pending_interval: null,
    past_due_since: null,
    grace_until: null,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('subscriptions')
      .values({ id: newId(), account_id: accountId, created_at: now, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    await trx.updateTable('accounts').set({ plan_id: planId, updated_at: now }).where('id', '=', accountId).execute();
  });
  return toContract(values);
}

export async function profileRow(db: Db, accountId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('billing_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export async function ensureProfile(db: Db, accountId: string, now: string): Promise<ProfileRow> {
  const found = await profileRow(db, accountId);
  if (found) return found;
  await db
    .insertInto('billing_profiles')
    .values({ account_id: accountId, credit_balance: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return (await profileRow(db, accountId))!;
}

export async function listMethodRows(db: Db, accountId: string): Promise<MethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function methodRow(db: Db, accountId: string, id: string): Promise<MethodRow | undefined> {
  return db.selectFrom('payment_methods').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export async function primaryMethodRow(db: Db, accountId: string): Promise<MethodRow | undefined> {
  const rows = await listMethodRows(db, accountId);
  return rows.find((r) => bool.decode(r.is_primary) && r.status === 'active');
}

/** Makes `id` the one primary card of the account (spec §4), in one transaction. */
export async function setPrimary(db: Db, dialect: Dialect, accountId: string, id: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_methods')
      .set({ is_primary: bool.encode(false, dialect), updated_at: now })
      .where('account_id', '=', accountId)
      .execute();
    await trx
      .updateTable('payment_methods')
      .set({ is_primary: bool.encode(true, dialect), updated_at: now })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .execute();
  });
}

export async function invoiceRow(db: Db, accountId: string, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export async function listInvoiceRows(db: Db, accountId: string): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '!=', 'void')
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
}

export async function listPaymentRows(db: Db, accountId: string, limit = 100): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The account owner's address and language, for billing mails. */
export async function ownerOf(db: Db, accountId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select(['customers.email', 'customers.name', 'customers.language'])
    .where('memberships.account_id', '=', accountId)
    .where('memberships.role', '=', 'owner')
    .executeTakeFirst();
}

export async function nextInvoiceNumber(db: Db, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const prefix = `RABT-${year}-`;
  // tenancy: invoice numbers are one sequence across every account (RABT-<year>-<n>).
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('number', 'like', `${prefix}%`)
    .executeTakeFirst();
  const last = row?.max ? Number(String(row.max).slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(6, '0')}`;
}
