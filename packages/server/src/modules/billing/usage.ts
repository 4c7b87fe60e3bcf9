/**
 * How much of each plan limit an account uses, for the overview and the downgrade check.
 * Counts what exists in this tree (links, domains, users); resources other modules own (QR
 * codes, cards) count through the foundation's usage counters once those are registered.
 */
import type { LimitOverage, Plan, UsageRow } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';

export const LIMITED_RESOURCES = ['links', 'qrs', 'cards', 'users', 'domains'] as const;
export type LimitedResourceName = (typeof LIMITED_RESOURCES)[number];

type Counter = (db: Db, accountId: string) => Promise<number>;

async function count(query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
  return Number((await query)?.n ?? 0);
}

const counters: Partial<Record<LimitedResourceName, Counter>> = {
  links: (db, id) =>
    count(
      db
        .selectFrom('links')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst() as Promise<{ n: number }>,
    ),
  domains: (db, id) =>
    count(
      db
        .selectFrom('domains')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', id)
        .executeTakeFirst() as Promise<{ n: number }>,
    ),
  users: (db, id) =>
    count(
      db
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', id)
        .executeTakeFirst() as Promise<{ n: number }>,
    ),
};

/** Other modules add theirs (QR codes, cards). */
export function registerBillingUsageCounter(resource: LimitedResourceName, counter: Counter): void {
  counters[resource] = counter;
}

export async function usageOf(db: Db, accountId: string, plan: Plan | undefined): Promise<UsageRow[]> {
  const rows: UsageRow[] = [];
  for (const resource of LIMITED_RESOURCES) {
    const counter = counters[resource];
    rows.push({ resource, usage: counter ? await counter(db, accountId) : 0, limit: plan ? plan.limits[resource] : 0 });
  }
  return rows;
}

/** The limits of `target` the account's usage is above (empty: the downgrade fits). */
export async function overagesFor(db: Db, accountId: string, target: Plan): Promise<LimitOverage[]> {
  const rows = await usageOf(db, accountId, target);
  return rows
    .filter((r) => r.limit !== null && r.usage > r.limit)
    .map((r) => ({ resource: r.resource, usage: r.usage, limit: r.limit as number }));
}
