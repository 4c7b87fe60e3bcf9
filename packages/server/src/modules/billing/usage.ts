/**
 * How much of each plan limit an account uses, for the overview and the downgrade check. The
 * counting is entitlements.ts's (each module registers the counter for the resource it owns).
 */
import type { LimitOverage, Plan, UsageRow } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { usageOf as countUsage } from './entitlements.ts';

/** The order the overview lists them in. */
export const LIMITED_RESOURCES = ['links', 'qrs', 'cards', 'users', 'domains'] as const;

export async function usageOf(db: Db, accountId: string, plan: Plan | undefined): Promise<UsageRow[]> {
  const rows: UsageRow[] = [];
  for (const resource of LIMITED_RESOURCES) {
    rows.push({ resource, usage: await countUsage(db, accountId, resource), limit: plan ? plan.limits[resource] : 0 });
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
