/**
 * Plan enforcement on the server, in one place: every module asks here whether its account's plan
 * has a feature or room for more of a resource. The rules themselves are the contract's pure
 * capability helper (planAllows, limitCheck), so the server, the mocks and the app agree.
 *
 * Usage is counted by the module that owns the resource: it registers a counter at import time
 * (links, users and domains below; QR codes and cards in their modules).
 */
import {
  cheapestPlanWith,
  ErrorCode,
  limitCheck,
  limitedResources,
  planAllows,
  type Entitlements,
  type LimitedResource,
  type LockableFeature,
  type PlanLimitDetails,
  type PlanLockedDetails,
  findPlan,
} from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { countAccountDomains } from '../domains/queries.ts';
import { appError } from '../../lib/errors.ts';
import type { Tenant } from '../../types.ts';

export type UsageCounter = (db: Db, accountId: string) => Promise<number>;

const counters = new Map<LimitedResource, UsageCounter>();

/** A module that owns a limited resource says how to count an account's use of it. */
export function registerUsageCounter(resource: LimitedResource, counter: UsageCounter): void {
  counters.set(resource, counter);
}

export async function usageOf(db: Db, accountId: string, resource: LimitedResource): Promise<number> {
  const counter = counters.get(resource);
  return counter ? counter(db, accountId) : 0;
}

async function countRows(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

registerUsageCounter('links', (db, accountId) =>
  countRows(
    db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('kind', '=', 'link')
      .where('deleted_at', 'is', null),
  ),
);
registerUsageCounter('users', (db, accountId) =>
  countRows(
    db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId),
  ),
);
registerUsageCounter('domains', countAccountDomains);

const FEATURE_MESSAGE = 'Your plan does not include this feature. Upgrade to use it.';

/** 403 PLAN_LOCKED unless the tenant's plan has `feature`; `field` names the form field it came from. */
export function assertFeature(tenant: Tenant, feature: LockableFeature, field?: string): void {
  if (planAllows(tenant.account.plan_id, feature)) return;
  throw planLocked(feature, field);
}

export function planLocked(feature: LockableFeature, field?: string) {
  const details: PlanLockedDetails = {
    feature,
    ...(field ? { field } : {}),
    upgrade_plan_id: cheapestPlanWith({ feature })?.id ?? null,
  };
  return appError(ErrorCode.PLAN_LOCKED, FEATURE_MESSAGE, details);
}

const LIMIT_NOUN: Record<LimitedResource, string> = {
  links: 'links',
  users: 'users',
  domains: 'domains',
  qrs: 'QR codes',
  cards: 'cards',
};

/**
 * Throws unless `adding` more of `resource` fit the tenant's plan: 409 PLAN_LIMIT_REACHED, or the
 * spec's PLAN_USERS_LIMIT ('Plan users limit reached') for users. Call it inside the transaction
 * that inserts, where the module has one, so two concurrent requests cannot both take the last slot.
 */
export async function assertWithinLimit(db: Db, tenant: Tenant, resource: LimitedResource, adding = 1): Promise<void> {
  const planId = tenant.account.plan_id;
  const limit = findPlan(planId)?.limits[resource];
  if (limit === null) return; // unlimited: no need to count
  const usage = await usageOf(db, tenant.account.id, resource);
  const check = limitCheck(planId, resource, usage, adding);
  if (check.allowed) return;
  const details: PlanLimitDetails = {
    resource,
    limit: check.limit ?? 0,
    usage,
    fits: check.remaining ?? 0,
    upgrade_plan_id: check.upgrade?.id ?? null,
  };
  if (resource === 'users') throw appError(ErrorCode.PLAN_USERS_LIMIT, 'Plan users limit reached', details);
  const fits = details.fits;
  throw appError(
    ErrorCode.PLAN_LIMIT_REACHED,
    `Your plan allows ${details.limit} ${LIMIT_NOUN[resource]} and ${usage} are in use` +
      (adding > 1 ? `; ${fits} of the ${adding} requested fit.` : '.') +
      ' Upgrade your plan or remove some first.',
    details,
  );
}

/** GET billing/entitlements: the plan's features and limits with the account's usage of each. */
export async function entitlementsOf(db: Db, tenant: Tenant): Promise<Entitlements> {
  const plan = findPlan(tenant.account.plan_id);
  const usage = Object.fromEntries(
    await Promise.all(limitedResources.map(async (r) => [r, await usageOf(db, tenant.account.id, r)] as const)),
  ) as Entitlements['usage'];
  return {
    plan_id: plan?.id ?? null,
    features: plan ? [...plan.features] : [],
    limits: plan ? { ...plan.limits } : { links: 0, users: 0, domains: 0, qrs: 0, cards: 0 },
    usage,
  };
}
