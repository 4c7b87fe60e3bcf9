/**
 * What the current account's plan allows: the one app hook over GET billing/entitlements and
 * GET plans, answering through the contract's capability helper (the same rules the server and
 * the mocks enforce). Screens get plain values from it (locked or not, the plan that unlocks).
 */
import useSWR from 'swr';
import {
  apiPaths,
  cheapestPlanWith,
  EntitlementsResponse,
  limitCheck,
  PlanListResponse,
  type Entitlements,
  type LimitCheck,
  type LimitedResource,
  type LockableFeature,
  type Plan,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

export const ENTITLEMENTS = 'billing-entitlements';

export interface EntitlementsView {
  entitlements: Entitlements;
  plans: readonly Plan[];
  allows(feature: LockableFeature): boolean;
  /** Whether `adding` more of `resource` fit, and the plan that would take them when not. */
  room(resource: LimitedResource, adding?: number): LimitCheck;
  /** The cheapest plan with `feature` (the upgrade prompt names it). */
  upgradeFor(need: Parameters<typeof cheapestPlanWith>[0]): Plan | undefined;
}

export async function fetchEntitlements(): Promise<EntitlementsView> {
  const [entitlements, plans] = await Promise.all([
    apiCall(apiPaths.entitlements, EntitlementsResponse).then((r) => r.results),
    apiCall(apiPaths.plans, PlanListResponse).then((r) => r.results),
  ]);
  return {
    entitlements,
    plans,
    allows: (feature) => entitlements.features.includes(feature),
    room: (resource, adding = 1) => limitCheck(entitlements.plan_id, resource, entitlements.usage[resource], adding, plans),
    upgradeFor: (need) => cheapestPlanWith(need, plans),
  };
}

/** The current account's plan features, limits and usage; keyed by account so a switch refetches. */
export function useEntitlements() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<EntitlementsView, ApiError>(accountId ? [ENTITLEMENTS, accountId] : null, fetchEntitlements, {
    shouldRetryOnError: false,
  });
}

/** After a create or delete the usage changed: refetch the entitlements of every account. */
export const isEntitlementsKey = (key: unknown) => Array.isArray(key) && key[0] === ENTITLEMENTS;

/** The href of the upgrade page for a locked feature or a full limit, returning to `returnTo`. */
export function upgradeHref(need: { feature?: LockableFeature; resource?: LimitedResource }, returnTo?: string): string {
  const query = new URLSearchParams();
  if (need.feature) query.set('feature', need.feature);
  if (need.resource) query.set('resource', need.resource);
  if (returnTo) query.set('return', returnTo);
  const search = query.toString();
  return `/billing/upgrade${search ? `?${search}` : ''}`;
}
