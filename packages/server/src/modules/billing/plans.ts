/**
 * The plan catalogue: the single place that says what each plan costs, unlocks and allows.
 * Prices are integer minor units (cents). The billing work will map these price ids to Stripe
 * prices; until then only the free plan can be subscribed without a card.
 */
import type { BillingInterval, LockableFeature, Plan } from '@rabt/contract';

export const FREE_PLAN_ID = 'free';
export const CURRENCY = 'usd';

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
      { id: 'pro-month', interval: 'month', amount: 1200, currency: CURRENCY },
      { id: 'pro-year', interval: 'year', amount: 12000, currency: CURRENCY },
    ],
    features: ['link_schedule', 'link_expiry', 'link_password', 'analytics'],
    limits: { links: 5000, users: 5, domains: 3, qrs: 500, cards: 25 },
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

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((p) => p.id === id);
}

export function findPrice(plan: Plan, interval: BillingInterval) {
  return plan.prices.find((p) => p.interval === interval);
}

export function isFree(plan: Plan): boolean {
  return plan.prices.every((p) => p.amount === 0);
}

/** Whether an account on `planId` may use a lockable feature (spec §6 upgrade prompts). */
export function planAllows(planId: string | null, feature: LockableFeature): boolean {
  return findPlan(planId)?.features.includes(feature) ?? false;
}

/** null = unlimited. */
export function planUserLimit(planId: string | null): number | null {
  const plan = findPlan(planId);
  return plan ? plan.limits.users : 0;
}
