/** STUB until the lead's foundation lands (replaced by main's version at merge). */
export const permissionResources = ['links', 'qrs', 'cards', 'companies', 'domains', 'analytics', 'billing', 'team', 'workspaces', 'apps'] as const;
export type PermissionResource = (typeof permissionResources)[number];
export const permissionActions = ['view', 'create', 'edit', 'delete', 'publish'] as const;
export type PermissionAction = (typeof permissionActions)[number];
export type Permission = `${PermissionResource}:${PermissionAction}`;
export const allPermissions: readonly Permission[] = permissionResources.flatMap((r) => permissionActions.map((a) => `${r}:${a}` as Permission));
export const permissionScopeOf: Record<PermissionResource, 'administration' | 'publish'> = {
  links: 'publish', qrs: 'publish', cards: 'publish', companies: 'publish', analytics: 'publish',
  domains: 'administration', billing: 'administration', team: 'administration', workspaces: 'administration', apps: 'administration',
};
export const builtInRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type BuiltInRole = (typeof builtInRoles)[number];
const publishRes: PermissionResource[] = ['links', 'qrs', 'cards', 'companies', 'analytics'];
export const builtInRolePermissions: Record<BuiltInRole, readonly Permission[]> = {
  owner: allPermissions,
  admin: allPermissions,
  editor: allPermissions.filter((p) => publishRes.includes(p.split(':')[0] as PermissionResource) || p.endsWith(':view')),
  viewer: allPermissions.filter((p) => p.endsWith(':view')),
};
export function can(granted: Iterable<Permission>, permission: Permission): boolean {
  for (const g of granted) if (g === permission) return true;
  return false;
}
