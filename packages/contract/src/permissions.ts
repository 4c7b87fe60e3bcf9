/**
 * Roles and permissions (spec §6), in one table that the server's guard, the mocks and the app
 * read, so a route, a story and a hidden button cannot disagree about who may do what.
 *
 * A permission is `resource:action`. Resources are grouped under the spec's two scopes:
 * Administration (running the organisation) and Publish (making things people open).
 */
export const permissionResources = [
  'links',
  'qrs',
  'cards',
  'companies',
  'domains',
  'analytics',
  'billing',
  'team',
  'workspaces',
  'apps',
] as const;
export type PermissionResource = (typeof permissionResources)[number];

export const permissionActions = ['view', 'create', 'edit', 'delete', 'publish'] as const;
export type PermissionAction = (typeof permissionActions)[number];

export type Permission = `${PermissionResource}:${PermissionAction}`;

/** The spec's two scopes (§6). */
export const permissionScopes = ['administration', 'publish'] as const;
export type PermissionScope = (typeof permissionScopes)[number];

export const permissionScopeOf: Record<PermissionResource, PermissionScope> = {
  links: 'publish',
  qrs: 'publish',
  cards: 'publish',
  companies: 'publish',
  analytics: 'publish',
  domains: 'administration',
  billing: 'administration',
  team: 'administration',
  workspaces: 'administration',
  apps: 'administration',
};

/**
 * The actions that mean something for each resource; `publish` only where a thing goes public
 * (a card page, a link going live), so a role editor does not offer checkboxes that do nothing.
 */
export const resourceActions: Record<PermissionResource, readonly PermissionAction[]> = {
  links: ['view', 'create', 'edit', 'delete', 'publish'],
  qrs: ['view', 'create', 'edit', 'delete', 'publish'],
  cards: ['view', 'create', 'edit', 'delete', 'publish'],
  companies: ['view', 'create', 'edit', 'delete'],
  domains: ['view', 'create', 'edit', 'delete'],
  analytics: ['view'],
  billing: ['view', 'edit'],
  team: ['view', 'create', 'edit', 'delete'],
  workspaces: ['view', 'create', 'edit', 'delete'],
  apps: ['view', 'create', 'edit', 'delete'],
};

export const allPermissions: readonly Permission[] = permissionResources.flatMap((resource) =>
  resourceActions[resource].map((action) => `${resource}:${action}` as Permission),
);

const permissionSet: ReadonlySet<string> = new Set(allPermissions);
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && permissionSet.has(value);
}

/** Roles every organisation has; they cannot be deleted. A custom role names its own set. */
export const builtInRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type BuiltInRole = (typeof builtInRoles)[number];

const publishResources = permissionResources.filter((r) => permissionScopeOf[r] === 'publish');
const every = (resources: readonly PermissionResource[], actions?: readonly PermissionAction[]): Permission[] =>
  resources.flatMap((resource) =>
    resourceActions[resource]
      .filter((action) => !actions || actions.includes(action))
      .map((action) => `${resource}:${action}` as Permission),
  );

/**
 * Owner and Admin may do everything (an owner differs only in ownership rules: the last owner
 * cannot leave or be demoted). Editor publishes and may look at the rest of the organisation's
 * content; Viewer only looks.
 */
export const builtInRolePermissions: Record<BuiltInRole, readonly Permission[]> = {
  owner: allPermissions,
  admin: allPermissions,
  editor: [...every(publishResources), 'domains:view', 'workspaces:view', 'team:view'],
  viewer: every([...publishResources, 'domains', 'workspaces'], ['view']),
};

/** Whether `granted` includes `permission`. */
export function can(granted: Iterable<Permission> | ReadonlySet<Permission>, permission: Permission): boolean {
  if (granted instanceof Set) return granted.has(permission);
  for (const p of granted) if (p === permission) return true;
  return false;
}
