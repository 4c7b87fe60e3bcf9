/**
 * Plan enforcement in the mocks, through the contract's one capability helper (planAllows,
 * limitCheck, cheapestPlanWith) over the fixture catalogue, so a story or app test sees the
 * server's PLAN_LOCKED / PLAN_LIMIT_REACHED answers and GET billing/entitlements.
 */
import {
  apiPaths,
  cheapestPlanWith,
  ErrorCode,
  limitCheck,
  planAllows,
  type Entitlements,
  type LimitedResource,
  type LockableFeature,
  type PlanLimitDetails,
  type PlanLockedDetails,
  type PlanReadOnlyDetails,
  findPlan,
} from '@rabt/contract';
import { plans } from '../fixtures/plans.ts';
import { db } from '../db.ts';
import { apiError, apiUrl, authorise, http, HttpResponse } from './http.ts';

type UsageCounter = (accountId: string) => number;
const counters = new Map<LimitedResource, UsageCounter>();

/** A mock resource store says how to count an account's use (links, domains …). */
export function registerMockUsage(resource: LimitedResource, counter: UsageCounter): void {
  counters.set(resource, counter);
}

export const usageOf = (accountId: string, resource: LimitedResource) =>
  resource === 'users' ? (db.accounts.has(accountId) ? 1 : 0) : (counters.get(resource)?.(accountId) ?? 0);

const planOf = (accountId: string) => db.accounts.get(accountId)?.plan ?? null;

export const mockPlanAllows = (accountId: string, feature: LockableFeature) => planAllows(planOf(accountId), feature, plans);

/** The server's 403 PLAN_LOCKED for `feature`. */
export function mockPlanLocked(feature: LockableFeature, field?: string): Response {
  const details: PlanLockedDetails = {
    feature,
    ...(field ? { field } : {}),
    upgrade_plan_id: cheapestPlanWith({ feature }, plans)?.id ?? null,
  };
  return apiError(ErrorCode.PLAN_LOCKED, 'Your plan does not include this feature. Upgrade to use it.', details);
}

/** The server's 409 PLAN_LIMIT_REACHED (PLAN_USERS_LIMIT for users) when `adding` do not fit; else null. */
export function mockLimitRefusal(accountId: string, resource: LimitedResource, adding = 1): Response | null {
  const usage = usageOf(accountId, resource);
  const check = limitCheck(planOf(accountId), resource, usage, adding, plans);
  if (check.allowed) return null;
  const details: PlanLimitDetails = {
    resource,
    limit: check.limit ?? 0,
    usage,
    fits: check.remaining ?? 0,
    upgrade_plan_id: check.upgrade?.id ?? null,
  };
  if (resource === 'users') return apiError(ErrorCode.PLAN_USERS_LIMIT, 'Plan users limit reached', details);
  return apiError(ErrorCode.PLAN_LIMIT_REACHED, `Your plan allows ${details.limit} ${resource}.`, details);
}

interface MockItem {
  id: string;
  created_at: string;
}

/**
 * Decision 075 as the server applies it: over the plan's limit the oldest N items (ties by id)
 * stay editable and the newer ones are read-only. The details of the refusal, or null while `id`
 * is editable.
 */
function readOnlyDetails(
  accountId: string,
  resource: LimitedResource,
  items: readonly MockItem[],
  id: string,
): PlanReadOnlyDetails | null {
  const limit = findPlan(planOf(accountId), plans)?.limits[resource] ?? 0;
  if (limit === null || items.length <= limit) return null;
  const kept = items
    .toSorted((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .slice(0, limit)
    .some((item) => item.id === id);
  if (kept) return null;
  const usage = items.length;
  return { resource, limit, usage, upgrade_plan_id: cheapestPlanWith({ resource, count: usage }, plans)?.id ?? null };
}

/** `read_only: true` on an item over the limit, left out otherwise (lists and single reads). */
export function mockMarkReadOnly<T extends MockItem>(
  accountId: string,
  resource: LimitedResource,
  items: readonly MockItem[],
  item: T,
): T & { read_only?: boolean } {
  return readOnlyDetails(accountId, resource, items, item.id) ? { ...item, read_only: true } : item;
}

/** The server's 403 PLAN_ITEM_READ_ONLY when `id` is over the limit; else null. */
export function mockReadOnlyRefusal(
  accountId: string,
  resource: LimitedResource,
  items: readonly MockItem[],
  id: string,
): Response | null {
  const details = readOnlyDetails(accountId, resource, items, id);
  if (!details) return null;
  return apiError(
    ErrorCode.PLAN_ITEM_READ_ONLY,
    `This item is read-only: your plan allows ${details.limit} and ${details.usage} are in use. Upgrade your plan or delete some to edit it again.`,
    details,
  );
}

// GET billing/entitlements – any member, also before a plan is chosen
const getEntitlements = http.get(apiUrl(apiPaths.entitlements), ({ request }) => {
  const caller = authorise(request, { verified: true, tenant: 'required', plan: false });
  if (caller instanceof Response) return caller;
  const plan = findPlan(planOf(caller.accountId!), plans);
  const usage = {
    links: usageOf(caller.accountId!, 'links'),
    users: usageOf(caller.accountId!, 'users'),
    domains: usageOf(caller.accountId!, 'domains'),
    qrs: usageOf(caller.accountId!, 'qrs'),
    cards: usageOf(caller.accountId!, 'cards'),
  };
  const results: Entitlements = {
    plan_id: plan?.id ?? null,
    features: plan ? [...plan.features] : [],
    limits: plan ? { ...plan.limits } : { links: 0, users: 0, domains: 0, qrs: 0, cards: 0 },
    usage,
  };
  return HttpResponse.json({ results });
});

export const entitlementHandlers = [getEntitlements];
