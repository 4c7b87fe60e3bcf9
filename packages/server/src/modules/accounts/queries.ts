/** Accounts (organisations), memberships and default workspaces. */
import type { Account, Locale, MembershipRole, Permission } from '@rabt/contract';
import { builtInRolePermissions, membershipRoles } from '@rabt/contract';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/schema.ts';
import { bool, json } from '../../db/codec.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import { resolveRole } from './roles.ts';

/** A member's permissions come from their role (contract permissions.ts), never from a copy. */
export function permissionsOf(role: MembershipRole): readonly Permission[] {
  return builtInRolePermissions[role];
}

const DEFAULT_WORKSPACE_NAME: Record<Locale, string> = { en: 'Default workspace', ar: 'مساحة العمل الافتراضية' };

/** An unknown stored role fails closed: the least a member can be. */
export function decodeRole(value: string): MembershipRole {
  return (membershipRoles as readonly string[]).includes(value) ? (value as MembershipRole) : 'viewer';
}

/** A new organisation named after its owner, with its default workspace. Call inside a transaction. */
export async function createAccountFor(
  db: Db,
  dialect: Dialect,
  owner: { customerId: string; name: string; language: Locale },
  planId: string | null = null,
): Promise<string> {
  const now = isoNow();
  const accountId = newId();
  await db
    .insertInto('accounts')
    .values({ id: accountId, name: owner.name, plan_id: planId, created_at: now, updated_at: now, deleted_at: null })
    .execute();
  await db
    .insertInto('memberships')
    .values({
      id: newId(),
      account_id: accountId,
      customer_id: owner.customerId,
      role: 'owner',
      // The role decides; the column keeps a snapshot for audits and exports.
      permissions: json.encode(permissionsOf('owner')),
      created_at: now,
    })
    .execute();
  await db
    .insertInto('workspaces')
    .values({
      id: newId(),
      account_id: accountId,
      name: DEFAULT_WORKSPACE_NAME[owner.language],
      is_default: bool.encode(true, dialect),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return accountId;
}

export async function listAccounts(db: Db, customerId: string): Promise<Account[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.id', 'memberships.account_id')
    .leftJoin('workspaces', (join) =>
      join.onRef('workspaces.account_id', '=', 'accounts.id').on('workspaces.is_default', '=', sql<boolean>`true`),
    )
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.plan_id',
      'accounts.created_at',
      'memberships.role',
      'memberships.permissions',
      'memberships.created_at as joined_at',
      'workspaces.id as default_workspace_id',
    ])
    .where('memberships.customer_id', '=', customerId)
    .where('accounts.deleted_at', 'is', null)
    .orderBy('memberships.created_at')
    .orderBy('accounts.id')
    .execute();
  // Custom roles (decision 060) resolve to their own permissions; built-in ones from the contract.
  const resolved = await Promise.all(rows.map((r) => resolveRole(db, r.id, r.role)));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    role: resolved[i]!.id,
    permissions: [...resolved[i]!.permissions],
    plan: r.plan_id,
    default_workspace_id: r.default_workspace_id ?? '',
    created_at: r.created_at,
  }));
}

/**
 * The account a fresh sign-in lands in: one that already has a plan (a team the customer joined),
 * otherwise the oldest membership (usually their own organisation).
 */
export async function landingAccountId(db: Db, customerId: string): Promise<string | undefined> {
  const accounts = await listAccounts(db, customerId);
  return (accounts.find((a) => a.plan !== null) ?? accounts[0])?.id;
}

export async function findTenant(db: Db, customerId: string, accountId: string): Promise<Tenant | undefined> {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('accounts', 'accounts.id', 'memberships.account_id')
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.plan_id',
      'accounts.created_at',
      'memberships.role',
      'memberships.workspace_ids',
    ])
    .where('memberships.customer_id', '=', customerId)
    .where('memberships.account_id', '=', accountId)
    .where('accounts.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const role = await resolveRole(db, row.id, row.role);
  const workspaceIds = json.decode<unknown>(row.workspace_ids, null);
  return {
    account: { id: row.id, name: row.name, plan_id: row.plan_id, created_at: row.created_at },
    role: role.id,
    permissions: new Set(role.permissions),
    workspaceIds: Array.isArray(workspaceIds) ? workspaceIds.filter((w): w is string => typeof w === 'string') : null,
  };
}

export async function countMembers(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isMember(db: Db, accountId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('account_id', '=', accountId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
