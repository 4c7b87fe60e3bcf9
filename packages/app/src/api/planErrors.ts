/**
 * 409 PLAN_LIMIT_REACHED and 403 PLAN_LOCKED → what screens show (a PlanBlock): the specific
 * limit or feature, the plan that lifts it by name, and the upgrade page's href that returns here.
 */
import {
  ErrorCode,
  PlanLimitDetails,
  PlanLockedDetails,
  PlanReadOnlyDetails,
  cheapestPlanWith,
  type Entitlements,
  type LimitedResource,
  type Plan,
} from '@rabt/contract';
import type { PlanBlock } from '@rabt/screens';
import { is } from 'superstruct';
import { upgradeHref } from './billing.ts';
import type { ApiError } from './errors.ts';

export interface PlanBlockOptions {
  /** The path the upgrade page returns to. */
  returnTo: string;
  /** The catalogue, to name the plan ("Business"); ids are shown as-is without it. */
  plans?: readonly Plan[];
  /** How many were asked for (rows in an import), when known. */
  requested?: number;
}

export function planBlockOf(error: ApiError | undefined, { returnTo, plans, requested }: PlanBlockOptions): PlanBlock | null {
  if (!error) return null;
  const planName = (id: string | null | undefined) => (id ? (plans?.find((p) => p.id === id)?.name ?? id) : null);
  if (error.code === ErrorCode.PLAN_LIMIT_REACHED && is(error.details, PlanLimitDetails)) {
    const d = error.details;
    return {
      kind: 'limit',
      resource: d.resource,
      limit: d.limit,
      usage: d.usage,
      fits: d.fits,
      ...(requested === undefined ? {} : { requested }),
      plan: planName(d.upgrade_plan_id),
      upgradeHref: upgradeHref({ resource: d.resource }, returnTo),
    };
  }
  if (error.code === ErrorCode.PLAN_ITEM_READ_ONLY && is(error.details, PlanReadOnlyDetails)) {
    const d = error.details;
    return {
      kind: 'readOnly',
      resource: d.resource,
      limit: d.limit,
      usage: d.usage,
      plan: planName(d.upgrade_plan_id),
      upgradeHref: upgradeHref({ resource: d.resource }, returnTo),
    };
  }
  if (error.code === ErrorCode.PLAN_LOCKED && is(error.details, PlanLockedDetails)) {
    const d = error.details;
    return {
      kind: 'locked',
      feature: d.feature,
      plan: planName(d.upgrade_plan_id),
      upgradeHref: upgradeHref({ feature: d.feature }, returnTo),
    };
  }
  return null;
}

/**
 * A list's notice when some of its rows are `read_only` (over the plan's limit after a downgrade,
 * decision 075): the limit and usage from the entitlements, and the plan whose limit takes them.
 */
export function readOnlyBlockOf(
  rows: readonly { read_only?: boolean }[] | undefined,
  resource: LimitedResource,
  view: { entitlements: Entitlements; plans: readonly Plan[] } | undefined,
  returnTo: string,
): PlanBlock | null {
  if (!view || !rows?.some((row) => row.read_only)) return null;
  const limit = view.entitlements.limits[resource];
  const usage = view.entitlements.usage[resource];
  if (limit === null) return null;
  return {
    kind: 'readOnly',
    resource,
    limit,
    usage,
    plan: cheapestPlanWith({ resource, count: usage }, view.plans)?.name ?? null,
    upgradeHref: upgradeHref({ resource }, returnTo),
  };
}
