import type { Account, BillingInterval, Customer, Invitation, PendingEmailChange, Subscription } from '@rabt/contract';
import { builtInRolePermissions } from '@rabt/contract';
import { accountAcme, accountNoor, accountUnsubscribed } from './fixtures/accounts.ts';
import { customerLayla, customerNoPlan, customerOmar, customerUnverified, MOCK_PASSWORD } from './fixtures/customers.ts';
import { invitations as invitationFixtures } from './fixtures/invitations.ts';

/**
 * The in-memory mock database: register, login, verify and subscribe persist within one
 * session (a page load in the browser, a test between `resetDb()` calls in Vitest).
 */
interface StoredCustomer {
  customer: Customer;
  password: string;
  /** Accounts the customer belongs to; the first is where login lands. */
  accountIds: string[];
  /** A verified customer's change of address waiting for its link (decision 114). */
  pendingEmail?: PendingEmailChange | null;
  /** The last change's link was opened (a second click is "already used", as on the server). */
  emailChangeUsed?: boolean;
}

interface Db {
  customers: Map<string, StoredCustomer>;
  accounts: Map<string, Account>;
  subscriptions: Map<string, Subscription>;
  /** bearer token → customer id */
  sessions: Map<string, string>;
  /** pending invitations, by id, with the invited address */
  invitations: Map<string, Invitation & { email: string }>;
  sequence: number;
}

function seed(): Db {
  const customers = new Map<string, StoredCustomer>();
  const add = (customer: Customer, accountIds: string[]) =>
    customers.set(customer.id, { customer: { ...customer }, password: MOCK_PASSWORD, accountIds });
  add(customerLayla, [accountAcme.id]);
  add(customerOmar, [accountNoor.id]);
  add(customerUnverified, []);
  add(customerNoPlan, [accountUnsubscribed.id]);
  const accounts = new Map([accountAcme, accountNoor, accountUnsubscribed].map((a) => [a.id, { ...a }]));
  const subscriptions = new Map<string, Subscription>();
  for (const account of accounts.values()) {
    if (account.plan)
      subscriptions.set(account.id, {
        plan_id: account.plan,
        interval: 'month',
        status: 'active',
        current_period_end: '2030-01-01T00:00:00.000Z',
        cancel_at: null,
      });
  }
  // Both fixture invitations go to the customer without a plan, so onboard-invitation has data.
  const invitations = new Map(invitationFixtures.map((i) => [i.id, { ...i, email: customerNoPlan.email }]));
  return { customers, accounts, subscriptions, sessions: new Map(), invitations, sequence: 0 };
}

export let db: Db = seed();

/** Back to the fixtures (tests call it in beforeEach). */
export function resetDb(): void {
  db = seed();
}

const nextId = (prefix: string) => `${prefix}_mock${String(++db.sequence).padStart(6, '0')}`;

export function findByEmail(email: string): StoredCustomer | undefined {
  const wanted = email.trim().toLowerCase();
  return [...db.customers.values()].find((row) => row.customer.email.toLowerCase() === wanted);
}

/** A token the real server's bearer pattern accepts too ([A-Za-z0-9_-]{20,200}). */
export function openSession(customerId: string): string {
  const token = `mock_session_${customerId}_${++db.sequence}`.replace(/[^\w-]/g, '_');
  db.sessions.set(token, customerId);
  return token;
}

export function registerCustomer(input: { name: string; email: string; password: string; language?: 'en' | 'ar' }): {
  customer: Customer;
  accountId: string;
} {
  const customer: Customer = {
    id: nextId('cus'),
    name: input.name,
    first_name: null,
    last_name: null,
    email: input.email,
    phone: null,
    language: input.language ?? 'en',
    email_verified: false,
    address: null,
    created_at: new Date().toISOString(),
  };
  const account: Account = {
    id: nextId('acc'),
    name: input.name,
    role: 'owner',
    permissions: [...builtInRolePermissions.owner],
    plan: null,
    default_workspace_id: nextId('wsp'),
    created_at: customer.created_at,
  };
  db.accounts.set(account.id, account);
  db.customers.set(customer.id, { customer, password: input.password, accountIds: [account.id] });
  return { customer, accountId: account.id };
}

/** The token a verification mail would carry (deterministic so dev and tests can follow it). */
export const verificationToken = (customerId: string) => `verify-${customerId}`;
/** The token a change-of-address mail would carry (one per customer: a new change replaces it). */
export const emailChangeToken = (customerId: string) => `change-${customerId}`;
/** The token a reset mail would carry. */
export const resetToken = (customerId: string) => `reset-${customerId}`;

export function subscribe(accountId: string, planId: string, interval: BillingInterval): Subscription {
  const subscription: Subscription = {
    plan_id: planId,
    interval,
    status: 'active',
    current_period_end: '2030-01-01T00:00:00.000Z',
    cancel_at: null,
  };
  db.subscriptions.set(accountId, subscription);
  const account = db.accounts.get(accountId);
  if (account) account.plan = planId;
  return subscription;
}

export function nextAccountId(): string {
  return nextId('acc');
}
