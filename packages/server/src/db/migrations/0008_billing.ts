/**
 * Subscription billing: the subscription's cancellation and scheduled change, the billing
 * profile (address, tax ID, provider customer, credit balance), payment methods (brand, last4,
 * expiry and a provider token — never a card number), invoices, payments, and the provider
 * webhook events already handled (idempotency by event id). Money is integer minor units.
 * Same portable subset as 0001–0003 (text ids, ISO timestamps written by the app, JSON as text).
 */
import type { Kysely } from 'kysely';

const SUBSCRIPTION_COLUMNS: [string, 'text' | 'timestamptz'][] = [
  ['cancel_reason', 'text'],
  ['canceled_at', 'timestamptz'],
  ['pending_plan_id', 'text'],
  ['pending_interval', 'text'],
  ['past_due_since', 'timestamptz'],
  ['grace_until', 'timestamptz'],
  ['provider_subscription_id', 'text'],
  // The provider event time of the last webhook applied to this subscription (out-of-order guard).
  ['provider_synced_at', 'timestamptz'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of SUBSCRIPTION_COLUMNS) {
    await db.schema.alterTable('subscriptions').addColumn(column, type).execute();
  }

  await db.schema
    .createTable('billing_profiles')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('line1', 'text')
    .addColumn('line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('tax_id', 'text')
    .addColumn('tax_id_type', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('credit_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // local: pm_local_<random>; stripe: the PaymentMethod id.
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    // local provider only: how the test card behaves on later charges (JSON), never the number.
    .addColumn('provider_data', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('cardholder_name', 'text', (c) => c.notNull())
    .addColumn('is_primary', 'boolean', (c) => c.notNull())
    // active | requires_action
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_methods_account').on('payment_methods').column('account_id').execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // paid | unpaid | pending_payment | void
    .addColumn('status', 'text', (c) => c.notNull())
    // subscribe | change | renewal
    .addColumn('reason', 'text', (c) => c.notNull())
    // JSON: what paying this invoice applies ({ plan_id, interval, period_start, period_end, reset_period }).
    .addColumn('purpose', 'text')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('last_failure_code', 'text')
    .addColumn('provider_invoice_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_account').on('invoices').columns(['account_id', 'issued_at']).execute();
  await db.schema.createIndex('invoices_retry').on('invoices').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('payment_method_id', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // succeeded | failed | requires_action
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_code', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_account').on('payments').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('payment_methods').execute();
  await db.schema.dropTable('billing_profiles').execute();
  for (let i = SUBSCRIPTION_COLUMNS.length - 1; i >= 0; i--) {
    await db.schema.alterTable('subscriptions').dropColumn(SUBSCRIPTION_COLUMNS[i]![0]).execute();
  }
}
