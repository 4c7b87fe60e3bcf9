/**
 * Roles (decision 060): the four built-in roles from the contract plus each organisation's custom
 * roles (table `roles`). A membership's or invitation's `role` column holds a built-in key or a
 * custom role's id; `resolveRole` turns it into permissions for the guard.
 */
import {
  ErrorCode,
  ROLE_MESSAGES,
  builtInRolePermissions,
  builtInRoles,
  isBuiltInRole,
  type Permission,
  type Role,
  type RoleRequest,
  type UpdateRoleRequest,
} from '@rabt/contract';
import { allPermissions } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';

export const BUILT_IN_ROLE_NAMES: Record<(typeof builtInRoles)[number], string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

const known = new Set<string>(allPermissions);

export function decodePermissionList(value: unknown): Permission[] {
  const list = json.decode<unknown>(value, []);
  return Array.isArray(list) ? list.filter((p): p is Permission => typeof p === 'string' && known.has(p)) : [];
}

/** Old rows said `member` before the four built-in roles (decision 060): it reads as editor. */
export function normaliseRoleKey(role: string): string {
  return role === 'member' ? 'editor' : role;
}

export interface ResolvedRole {
  id: string;
  name: string;
  permissions: Permission[];
}

/** A membership's role → its permissions; an unknown or deleted custom role grants nothing. */
export async function resolveRole(db: Db, accountId: string, role: string): Promise<ResolvedRole> {
  const key = normaliseRoleKey(role);
  if (isBuiltInRole(key)) return { id: key, name: BUILT_IN_ROLE_NAMES[key], permissions: [...builtInRolePermissions[key]] };
  const row = await db
    .selectFrom('roles')
    .select(['id', 'name', 'permissions'])
    .where('id', '=', key)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row
    ? { id: row.id, name: row.name, permissions: decodePermissionList(row.permissions) }
    : { id: key, name: key, permissions: [] };
}

/** Every role of the account by id, for lists (one query). */
export async function roleDirectory(db: Db, accountId: string): Promise<Map<string, ResolvedRole>> {
  const map = new Map<string, ResolvedRole>();
  for (const key of builtInRoles)
    map.set(key, { id: key, name: BUILT_IN_ROLE_NAMES[key], permissions: [...builtInRolePermissions[key]] });
  const rows = await db.selectFrom('roles').select(['id', 'name', 'permissions']).where('account_id', '=', accountId).execute();
  for (const r of rows) map.set(r.id, { id: r.id, name: r.name, permissions: decodePermissionList(r.permissions) });
  return map;
}

/** A role id a member or invitation may be given in this account (404-free: a validation error). */
export async function assertAssignableRole(db: Db, accountId: string, role: string, field = 'role'): Promise<ResolvedRole> {
  const key = normaliseRoleKey(role);
  if (isBuiltInRole(key)) return resolveRole(db, accountId, key);
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('id', '=', key)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row)
    throw validationFailed(
      [{ field, code: 'invalid', message: 'Choose one of the organisation’s roles' }],
      'Choose one of the organisation’s roles',
    );
  return resolveRole(db, accountId, key);
}

async function usage(db: Db, accountId: string): Promise<Map<string, number>> {
  const members = await db
    .selectFrom('memberships')
    .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .groupBy('role')
    .execute();
  const invitations = await db
    .selectFrom('invitations')
    .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .where('accepted_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .groupBy('role')
    .execute();
  const counts = new Map<string, number>();
  for (const r of [...members, ...invitations]) {
    const key = normaliseRoleKey(r.role);
    counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
  }
  return counts;
}

type RoleRow = {
  id: string;
  name: string;
  description: string | null;
  permissions: unknown;
  version: number;
  created_at: string;
  updated_at: string;
};

function toRole(r: RoleRow, members: number): Role {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    built_in: false,
    permissions: decodePermissionList(r.permissions),
    members,
    version: Number(r.version),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function builtIn(key: (typeof builtInRoles)[number], members: number): Role {
  return {
    id: key,
    name: BUILT_IN_ROLE_NAMES[key],
    description: null,
    built_in: true,
    permissions: [...builtInRolePermissions[key]],
    members,
    version: 0,
    created_at: null,
    updated_at: null,
  };
}

const ROLE_COLUMNS = ['id', 'name', 'description', 'permissions', 'version', 'created_at', 'updated_at'] as const;

export async function listRoles(db: Db, accountId: string): Promise<Role[]> {
  const counts = await usage(db, accountId);
  const rows = await db
    .selectFrom('roles')
    .select(ROLE_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('name_key')
    .execute();
  return [...builtInRoles.map((k) => builtIn(k, counts.get(k) ?? 0)), ...rows.map((r) => toRole(r, counts.get(r.id) ?? 0))];
}

export async function readRole(db: Db, accountId: string, id: string): Promise<Role> {
  const counts = await usage(db, accountId);
  if (isBuiltInRole(id)) return builtIn(id, counts.get(id) ?? 0);
  const row = await db
    .selectFrom('roles')
    .select(ROLE_COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
  if (!row) throw notFound('Role not found');
  return toRole(row, counts.get(row.id) ?? 0);
}

function checkInput(input: RoleRequest): { name: string; description: string | null; permissions: Permission[] } {
  const name = input.name.trim();
  const permissions = [...new Set(input.permissions)].toSorted() as Permission[];
  const fields = [];
  if (!name) fields.push({ field: 'name', code: 'required', message: ROLE_MESSAGES.nameRequired });
  if (permissions.length === 0)
    fields.push({ field: 'permissions', code: 'required', message: ROLE_MESSAGES.permissionRequired });
  if (isBuiltInRole(name.toLowerCase())) fields.push({ field: 'name', code: 'taken', message: ROLE_MESSAGES.nameTaken });
  if (fields.length > 0) throw validationFailed(fields, fields[0]!.message);
  const description = input.description?.trim() || null;
  return { name, description, permissions };
}

const nameTaken = () =>
  appError(ErrorCode.ROLE_NAME_TAKEN, ROLE_MESSAGES.nameTaken, [
    { field: 'name', code: 'taken', message: ROLE_MESSAGES.nameTaken },
  ]);

export async function createRole(db: Db, accountId: string, input: RoleRequest): Promise<Role> {
  const { name, description, permissions } = checkInput(input);
  const now = isoNow();
  const id = newId();
  try {
    await db
      .insertInto('roles')
      .values({
        id,
        account_id: accountId,
        name,
        name_key: name.toLowerCase(),
        description,
        permissions: json.encode(permissions),
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return readRole(db, accountId, id);
}

/** Compare-and-set on `version`: a save based on an older version is refused, never merged silently. */
export async function updateRole(db: Db, accountId: string, id: string, input: UpdateRoleRequest): Promise<Role> {
  if (isBuiltInRole(id)) throw appError(ErrorCode.ROLE_BUILT_IN, ROLE_MESSAGES.builtIn);
  const current = await readRole(db, accountId, id);
  const { name, description, permissions } = checkInput(input);
  let updated: bigint;
  try {
    const result = await db
      .updateTable('roles')
      .set({
        name,
        name_key: name.toLowerCase(),
        description,
        permissions: json.encode(permissions),
        version: input.version + 1,
        updated_at: isoNow(),
      })
      .where('id', '=', current.id)
      .where('account_id', '=', accountId)
      .where('version', '=', input.version)
      .executeTakeFirst();
    updated = result.numUpdatedRows;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  if (updated === 0n) {
    const latest = await readRole(db, accountId, id);
    throw appError(ErrorCode.EDIT_CONFLICT, ROLE_MESSAGES.conflict, { current_version: latest.version });
  }
  return readRole(db, accountId, id);
}

export async function deleteRole(db: Db, accountId: string, id: string): Promise<void> {
  if (isBuiltInRole(id)) throw appError(ErrorCode.ROLE_BUILT_IN, ROLE_MESSAGES.builtIn);
  const role = await readRole(db, accountId, id);
  if (role.members > 0) throw appError(ErrorCode.ROLE_IN_USE, ROLE_MESSAGES.inUse, { members: role.members });
  await db.deleteFrom('roles').where('id', '=', role.id).where('account_id', '=', accountId).execute();
}
