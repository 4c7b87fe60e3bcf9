/**
 * Roles (decision 060): a role is a named set of permissions (resource × action). The four built-in
 * roles come from permissions.ts and cannot be changed or deleted; an organisation adds its own.
 * A membership's `role` is a built-in key or a custom role's id.
 */
import { array, boolean, define, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { allPermissions, builtInRoles, type BuiltInRole, type Permission } from './permissions.ts';

export const PermissionValue = define<Permission>(
  'permission',
  (v) => typeof v === 'string' && (allPermissions as readonly string[]).includes(v),
);

export function isBuiltInRole(id: string): id is BuiltInRole {
  return (builtInRoles as readonly string[]).includes(id);
}

/** Spec §5: 'At least one permission must be selected'. */
export const ROLE_MESSAGES = {
  nameRequired: 'Role name is required',
  permissionRequired: 'At least one permission must be selected',
  nameTaken: 'A role with this name already exists',
  builtIn: 'Built-in roles cannot be changed or deleted',
  inUse: 'Move the members and invitations on this role to another role first',
  conflict: 'Someone else saved this role since you opened it. Reload to see their changes.',
} as const;

export const Role = object({
  /** A built-in key (owner, admin, editor, viewer) or the custom role's id. */
  id: string(),
  name: string(),
  description: nullable(string()),
  built_in: boolean(),
  permissions: array(PermissionValue),
  /** Members and pending invitations on this role. */
  members: number(),
  /** Incremented on every save; send it back with PUT so a concurrent edit is refused, not lost. */
  version: number(),
  created_at: nullable(IsoDate),
  updated_at: nullable(IsoDate),
});
export type Role = Infer<typeof Role>;
export const RoleResponse = results(Role);
export const RoleListResponse = results(array(Role));

export const RoleRequest = object({
  name: size(string(), 1, 60),
  description: optional(nullable(size(string(), 0, 300))),
  permissions: size(array(PermissionValue), 0, allPermissions.length),
});
export type RoleRequest = Infer<typeof RoleRequest>;

export const UpdateRoleRequest = object({
  name: size(string(), 1, 60),
  description: optional(nullable(size(string(), 0, 300))),
  permissions: size(array(PermissionValue), 0, allPermissions.length),
  version: number(),
});
export type UpdateRoleRequest = Infer<typeof UpdateRoleRequest>;

export const DeleteRoleResponse = results(object({ id: string(), deleted: boolean() }));
