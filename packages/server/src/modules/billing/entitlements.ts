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
  type PlanReadOnlyDetails,
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

// ---------------------------------------------------------------------------------------------
// Read-only items over a lower plan's limits (decision 075)
// ---------------------------------------------------------------------------------------------

/** What the keep rule needs of an item: its id and when it was created. */
export interface ItemKey {
  id: string;
  created_at: string | Date;
}

/** Given the plan's limit, which of an account's items stay editable (the rest are read-only). */
export type KeepRule = (db: Db, accountId: string, limit: number) => Promise<(item: ItemKey) => boolean>;

const keepRules = new Map<LimitedResource, KeepRule>();

/** A module that owns a limited resource says which of its items stay editable over the limit. */
export function registerKeepRule(resource: LimitedResource, rule: KeepRule): void {
  keepRules.set(resource, rule);
}

const instant = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Orders items oldest first, ties by id (ULIDs), so the kept set never depends on the database. */
function olderOrSame(a: ItemKey, b: ItemKey): boolean {
  const ta = instant(a.created_at);
  const tb = instant(b.created_at);
  return ta < tb || (ta === tb && a.id <= b.id);
}

/**
 * The usual rule: the oldest `limit` items stay editable. `nth` answers the item at a 0-based
 * position in that order (created_at, then id), so one row is read however many items there are.
 */
export function keepOldest(nth: (db: Db, accountId: string, offset: number) => Promise<ItemKey | undefined>): KeepRule {
  return async (db, accountId, limit) => {
    if (limit <= 0) return () => false;
    const last = await nth(db, accountId, limit - 1);
    return last ? (item) => olderOrSame(item, last) : () => true;
  };
}

registerKeepRule(
  'links',
  keepOldest((db, accountId, offset) =>
    db
      .selectFrom('links')
      .select(['id', 'created_at'])
      .where('account_id', '=', accountId)
      .where('kind', '=', 'link')
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirst(),
  ),
);
registerKeepRule(
  'domains',
  keepOldest((db, accountId, offset) =>
    db
      .selectFrom('domains')
      .select(['id', 'created_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirst(),
  ),
);
// Members: owners always stay active (someone must be able to pay and remove people), then the
// earliest to join. An account has few members, so they are sorted here.
registerKeepRule('users', async (db, accountId, limit) => {
  const rows = await db
    .selectFrom('memberships')
    .select(['id', 'role', 'created_at'])
    .where('account_id', '=', accountId)
    .execute();
  const kept = new Set(
    rows
      .toSorted((a, b) => {
        const owner = Number(b.role === 'owner') - Number(a.role === 'owner');
        return owner || (olderOrSame(a, b) ? -1 : 1);
      })
      .slice(0, Math.max(0, limit))
      .map((r) => r.id),
  );
  return (item) => kept.has(item.id);
});

/** The account whose plan decides (a tenant's `account`). */
export type PlanAccount = Pick<Tenant['account'], 'id' | 'plan_id'>;

/** Which of an account's items of one resource are read-only, and why (the plan's limit and usage). */
export interface ReadOnlyRule {
  details: PlanReadOnlyDetails;
  isReadOnly(item: ItemKey): boolean;
}

/**
 * null while the account's usage fits its plan (the common case: one count query); otherwise the
 * rule that tells read-only items apart. Lists call it once and mark every row with it.
 */
export async function readOnlyRule(db: Db, account: PlanAccount, resource: LimitedResource): Promise<ReadOnlyRule | null> {
  const limit = findPlan(account.plan_id)?.limits[resource];
  if (limit === null || limit === undefined) return null;
  const usage = await usageOf(db, account.id, resource);
  if (usage <= limit) return null;
  const rule = keepRules.get(resource);
  const kept = rule ? await rule(db, account.id, limit) : () => true;
  const details: PlanReadOnlyDetails = {
    resource,
    limit,
    usage,
    upgrade_plan_id: cheapestPlanWith({ resource, count: usage })?.id ?? null,
  };
  return { details, isReadOnly: (item) => !kept(item) };
}

/** `read_only: true` on the items the rule marks, the field left out otherwise (lists and editors). */
export function markReadOnly<T extends ItemKey>(rule: ReadOnlyRule | null, item: T): T & { read_only?: boolean } {
  return rule?.isReadOnly(item) ? { ...item, read_only: true } : item;
}

const READ_ONLY_NOUN: Record<LimitedResource, string> = {
  links: 'link',
  users: 'member',
  domains: 'domain',
  qrs: 'QR code',
  cards: 'card',
};

export function itemReadOnly(details: PlanReadOnlyDetails) {
  return appError(
    ErrorCode.PLAN_ITEM_READ_ONLY,
    `This ${READ_ONLY_NOUN[details.resource]} is read-only: your plan allows ${details.limit} ${LIMIT_NOUN[details.resource]} ` +
      `and ${details.usage} are in use. Upgrade your plan or delete some to edit it again.`,
    details,
  );
}

/**
 * 403 PLAN_ITEM_READ_ONLY when `item` is over the plan's limit (decision 075). Every module's
 * service calls it before changing an item; deleting one is always allowed, since that is how an
 * account gets back within its plan.
 */
export async function assertEditable(db: Db, account: PlanAccount, resource: LimitedResource, item: ItemKey): Promise<void> {
  const rule = await readOnlyRule(db, account, resource);
  if (rule?.isReadOnly(item)) throw itemReadOnly(rule.details);
}
