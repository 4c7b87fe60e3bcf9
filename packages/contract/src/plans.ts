import { array, boolean, enums, nullable, number, object, size, string, type Infer } from 'superstruct';
import { results } from './envelope.ts';

export const billingIntervals = ['week', 'month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Features a plan can lock (spec §6); the upgrade prompt names them. */
export const lockableFeatures = ['branded_domains', 'link_schedule', 'link_expiry', 'link_password', 'analytics'] as const;
export type LockableFeature = (typeof lockableFeatures)[number];

/** Units a plan meters (spec §3 "plan feature units"); null limit means unlimited. */
export const planUnits = ['feed', 'post', 'profile', 'user', 'message'] as const;
export type PlanUnit = (typeof planUnits)[number];

/** Resources a plan caps by count; a null limit is unlimited. */
export const limitedResources = ['links', 'users', 'domains', 'qrs', 'cards'] as const;
export type LimitedResource = (typeof limitedResources)[number];

export const Price = object({ id: string(), interval: enums(billingIntervals), amount: number(), currency: string() });
export const Plan = object({
  id: string(),
  name: string(),
  description: string(),
  prices: array(Price),
  features: array(enums(lockableFeatures)),
  limits: object({
    links: nullable(number()),
    users: nullable(number()),
    domains: nullable(number()),
    qrs: nullable(number()),
    cards: nullable(number()),
  }),
  recommended: boolean(),
});
export type Plan = Infer<typeof Plan>;
export type Price = Infer<typeof Price>;
export const PlanListResponse = results(array(Plan));

export const SubscribeRequest = object({ plan_id: size(string(), 1, 64), interval: enums(billingIntervals) });
export type SubscribeRequest = Infer<typeof SubscribeRequest>;
export const Subscription = object({
  plan_id: string(),
  interval: enums(billingIntervals),
  status: enums(['active', 'past_due', 'canceled', 'incomplete']),
  current_period_end: nullable(string()),
  cancel_at: nullable(string()),
});
export type Subscription = Infer<typeof Subscription>;
export const SubscriptionResponse = results(Subscription);
/** GET billing/subscription: the Account-Id account's subscription, null before a plan is chosen. */
export const CurrentSubscriptionResponse = results(nullable(Subscription));

/** GET billing/entitlements: what the Account-Id account's plan allows, and how much of it is used. */
export const Entitlements = object({
  plan_id: nullable(string()),
  features: array(enums(lockableFeatures)),
  limits: Plan.schema.limits,
  usage: object({ links: number(), users: number(), domains: number(), qrs: number(), cards: number() }),
});
export type Entitlements = Infer<typeof Entitlements>;
export const EntitlementsResponse = results(Entitlements);

/** `details` of PLAN_LIMIT_REACHED: which limit, how much is used, and how many of the request fit. */
export const PlanLimitDetails = object({
  resource: enums(limitedResources),
  limit: number(),
  usage: number(),
  /** How many of the requested items still fit (an import of 80 rows with 30 left: 30). */
  fits: number(),
  /** The cheapest plan whose limit takes the request; null when no plan does. */
  upgrade_plan_id: nullable(string()),
});
export type PlanLimitDetails = Infer<typeof PlanLimitDetails>;

/**
 * `details` of PLAN_ITEM_READ_ONLY (decision 075): the item is over the plan's limit of `resource`
 * (after a downgrade or the move to free), so it can be viewed, used and deleted but not changed.
 */
export const PlanReadOnlyDetails = object({
  resource: enums(limitedResources),
  limit: number(),
  usage: number(),
  /** The cheapest plan whose limit takes the current usage; null when no plan does. */
  upgrade_plan_id: nullable(string()),
});
export type PlanReadOnlyDetails = Infer<typeof PlanReadOnlyDetails>;

// ---------------------------------------------------------------------------------------------
// The plan catalogue and the one capability helper (server, mocks and app all call these)
// ---------------------------------------------------------------------------------------------

export const FREE_PLAN_ID = 'free';
export const CURRENCY = 'usd';

/**
 * The single truth of what each plan costs, unlocks and allows; the plan cards render it.
 * Prices are integer minor units. A limit of 0 means the plan does not include the resource
 * at all, which for domains must agree with the branded_domains feature (a test checks it).
 */
export const plans: readonly Plan[] = [
  {
    id: FREE_PLAN_ID,
    name: 'Free',
    description: 'Short links and QR codes for getting started.',
    prices: [
      { id: 'free-month', interval: 'month', amount: 0, currency: CURRENCY },
      { id: 'free-year', interval: 'year', amount: 0, currency: CURRENCY },
    ],
    features: [],
    limits: { links: 50, users: 1, domains: 0, qrs: 10, cards: 1 },
    recommended: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'Scheduling, expiry, passwords and analytics for growing teams.',
    prices: [
      // Weekly for short campaigns (spec §9 intervals): no saving against monthly, on purpose.
      { id: 'pro-week', interval: 'week', amount: 400, currency: CURRENCY },
      { id: 'pro-month', interval: 'month', amount: 1200, currency: CURRENCY },
      { id: 'pro-year', interval: 'year', amount: 12000, currency: CURRENCY },
    ],
    features: ['link_schedule', 'link_expiry', 'link_password', 'analytics'],
    limits: { links: 5000, users: 5, domains: 0, qrs: 500, cards: 25 },
    recommended: true,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'Branded domains and room for the whole organisation.',
    prices: [
      { id: 'business-month', interval: 'month', amount: 4900, currency: CURRENCY },
      { id: 'business-year', interval: 'year', amount: 49000, currency: CURRENCY },
    ],
    features: ['branded_domains', 'link_schedule', 'link_expiry', 'link_password', 'analytics'],
    limits: { links: null, users: 25, domains: 20, qrs: null, cards: null },
    recommended: false,
  },
];

export function findPlan(id: string | null | undefined, catalogue: readonly Plan[] = plans): Plan | undefined {
  return catalogue.find((p) => p.id === id);
}

export function findPrice(plan: Plan, interval: BillingInterval): Price | undefined {
  return plan.prices.find((p) => p.interval === interval);
}

export function isFree(plan: Plan): boolean {
  return plan.prices.every((p) => p.amount === 0);
}

/** Whether an account on `planId` may use a lockable feature (spec §6 upgrade prompts). */
export function planAllows(planId: string | null | undefined, feature: LockableFeature, catalogue = plans): boolean {
  return findPlan(planId, catalogue)?.features.includes(feature) ?? false;
}

/** The plan's cap on a resource: null = unlimited; 0 without a plan. */
export function planLimit(planId: string | null | undefined, resource: LimitedResource, catalogue = plans): number | null {
  const plan = findPlan(planId, catalogue);
  return plan ? plan.limits[resource] : 0;
}

/** Cheapest monthly-equivalent price of a plan, for ordering upgrades. */
function monthlyCost(plan: Plan): number {
  const perMonth = plan.prices.map((p) =>
    p.interval === 'year' ? p.amount / 12 : p.interval === 'week' ? (p.amount * 52) / 12 : p.amount,
  );
  return perMonth.length ? Math.min(...perMonth) : Number.POSITIVE_INFINITY;
}

/**
 * The cheapest plan that has `feature` (or all `features`) and room for `count` of `resource`, or
 * undefined when none does. The upgrade prompt names it.
 */
export function cheapestPlanWith(
  need: { feature?: LockableFeature; features?: readonly LockableFeature[]; resource?: LimitedResource; count?: number },
  catalogue = plans,
): Plan | undefined {
  const wanted = [...(need.features ?? []), ...(need.feature ? [need.feature] : [])];
  return [...catalogue]
    .filter((plan) => wanted.every((feature) => plan.features.includes(feature)))
    .filter((plan) => {
      if (!need.resource) return true;
      const limit = plan.limits[need.resource];
      return limit === null || limit >= (need.count ?? 1);
    })
    .toSorted((a, b) => monthlyCost(a) - monthlyCost(b))[0];
}

export interface LimitCheck {
  allowed: boolean;
  /** null = unlimited */
  limit: number | null;
  usage: number;
  /** null = unlimited */
  remaining: number | null;
  /** The cheapest plan that takes usage + adding, when this one does not. */
  upgrade: Plan | undefined;
}

/** Whether `adding` more of `resource` fit an account on `planId` that already uses `usage`. */
export function limitCheck(
  planId: string | null | undefined,
  resource: LimitedResource,
  usage: number,
  adding = 1,
  catalogue = plans,
): LimitCheck {
  const limit = planLimit(planId, resource, catalogue);
  if (limit === null) return { allowed: true, limit, usage, remaining: null, upgrade: undefined };
  const remaining = Math.max(0, limit - usage);
  const allowed = adding <= remaining;
  return {
    allowed,
    limit,
    usage,
    remaining,
    upgrade: allowed ? undefined : cheapestPlanWith({ resource, count: usage + adding }, catalogue),
  };
}
