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
