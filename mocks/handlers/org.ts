import { is } from 'superstruct';
import {
  apiPaths,
  apiRoutes,
  AppRequest,
  ApproveAccessRequest,
  builtInRolePermissions,
  CreateApiKeyRequest,
  defaultNotificationSettings,
  NotificationSettings,
  ErrorCode,
  InviteMemberRequest,
  JoinRequest,
  isBuiltInRole,
  ROLE_MESSAGES,
  RoleRequest,
  TEAM_MESSAGES,
  UpdateMemberRequest,
  UpdateRoleRequest,
  WORKSPACE_MESSAGES,
  WorkspaceRequest,
  type AccessRequest,
  type App,
  type Member,
  type Role,
  type Workspace,
} from '@rabt/contract';
import { accountAcme } from '../fixtures/accounts.ts';
import { accessRequestsAll, appsAll, createdKeySecret, membersAll, rolesAll, workspacesAll } from '../fixtures/org.ts';
import { db } from '../db.ts';
import { apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';

/**
 * Roles, members, access requests, workspaces and API apps, answering like the server for the
 * Acme organisation (other accounts start empty but for their default workspace). Every mock
 * caller is the organisation's owner; the permission guard itself is the server's, tested there.
 */
const TENANT = { verified: true, tenant: 'required', plan: true } as const;

interface OrgStore {
  roles: Role[];
  members: Member[];
  requests: AccessRequest[];
  workspaces: Workspace[];
  apps: App[];
}

const stores = new WeakMap<object, Map<string, OrgStore>>();

/** The organisation rows of the current mock db, per account (re-seeded after each resetDb()). */
export function orgStore(accountId: string): OrgStore {
  let byAccount = stores.get(db);
  if (!byAccount) {
    byAccount = new Map();
    stores.set(db, byAccount);
  }
  let store = byAccount.get(accountId);
  if (!store) {
    const acme = accountId === accountAcme.id;
    const account = db.accounts.get(accountId);
    store = {
      roles: structuredClone(acme ? rolesAll : rolesAll.filter((r) => r.built_in)),
      members: structuredClone(acme ? membersAll : []),
      requests: structuredClone(acme ? accessRequestsAll : []),
      workspaces: structuredClone(
        acme
          ? workspacesAll
          : [{ ...workspacesAll[0]!, id: account?.default_workspace_id ?? `wsp_${accountId}`, counts: { links: 0 } }],
      ),
      apps: structuredClone(acme ? appsAll : []),
    };
    byAccount.set(accountId, store);
  }
  return store;
}

const newId = (prefix: string) => `${prefix}_mock_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const now = () => new Date().toISOString();
const notFound = (what: string) => apiError(ErrorCode.NOT_FOUND, `${what} not found`);

function roleErrors(body: { name: string; permissions: readonly string[] }) {
  const fields = [];
  if (!body.name.trim()) fields.push({ field: 'name', code: 'required', message: ROLE_MESSAGES.nameRequired });
  if (body.permissions.length === 0)
    fields.push({ field: 'permissions', code: 'required', message: ROLE_MESSAGES.permissionRequired });
  return fields.length ? apiError(ErrorCode.VALIDATION_FAILED, fields[0]!.message, fields) : null;
}

/** Per-customer notification choices (the server keeps them on the customer). */
const notificationStores = new WeakMap<object, Map<string, NotificationSettings>>();
function notificationsOf(customerId: string): NotificationSettings {
  let byCustomer = notificationStores.get(db);
  if (!byCustomer) {
    byCustomer = new Map();
    notificationStores.set(db, byCustomer);
  }
  return byCustomer.get(customerId) ?? { ...defaultNotificationSettings };
}

/** Like the server's workspaceIdsOf: a limited member needs at least one of this organisation's workspaces. */
function workspaceIdsRefused(store: OrgStore, ids: readonly string[] | null | undefined): Response | null {
  if (ids === null || ids === undefined) return null;
  if (ids.length === 0) {
    const message = 'Choose at least one workspace';
    return apiError(ErrorCode.VALIDATION_FAILED, message, [{ field: 'workspace_ids', code: 'required', message }]);
  }
  if (ids.some((id) => !store.workspaces.some((w) => w.id === id))) {
    const message = 'Choose workspaces of this organisation';
    return apiError(ErrorCode.VALIDATION_FAILED, message, [{ field: 'workspace_ids', code: 'invalid', message }]);
  }
  return null;
}

const handlersList = [
  http.get(apiUrl(apiPaths.notifications), ({ request }) => {
    const caller = authorise(request, { verified: true, tenant: 'none', plan: false });
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: notificationsOf(caller.customerId) });
  }),
  http.put(apiUrl(apiPaths.notifications), async ({ request }) => {
    const caller = authorise(request, { verified: true, tenant: 'none', plan: false });
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, NotificationSettings)) return validationFailed(NotificationSettings, body);
    notificationsOf(caller.customerId);
    notificationStores.get(db)?.set(caller.customerId, body);
    return HttpResponse.json({ results: body });
  }),

  http.get(apiUrl(apiPaths.accountPermissions), ({ request }) => {
    const caller = authorise(request, { ...TENANT, plan: false });
    if (caller instanceof Response) return caller;
    return HttpResponse.json({
      results: {
        role: 'owner',
        role_name: 'Owner',
        permissions: [...builtInRolePermissions.owner].toSorted(),
        workspace_ids: null,
      },
    });
  }),

  http.get(apiUrl(apiPaths.roles), ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: orgStore(caller.accountId!).roles });
  }),
  http.post(apiUrl(apiPaths.roles), async ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, RoleRequest)) return validationFailed(RoleRequest, body);
    const refused = roleErrors(body);
    if (refused) return refused;
    const store = orgStore(caller.accountId!);
    if (store.roles.some((r) => r.name.toLowerCase() === body.name.trim().toLowerCase()))
      return apiError(ErrorCode.ROLE_NAME_TAKEN, ROLE_MESSAGES.nameTaken, [
        { field: 'name', code: 'taken', message: ROLE_MESSAGES.nameTaken },
      ]);
    const role: Role = {
      id: newId('rol'),
      name: body.name.trim(),
      description: body.description?.trim() || null,
      built_in: false,
      permissions: [...new Set(body.permissions)].toSorted(),
      members: 0,
      version: 1,
      created_at: now(),
      updated_at: now(),
    };
    store.roles.push(role);
    return HttpResponse.json({ results: role }, { status: 201 });
  }),
  http.get(apiUrl(apiRoutes.role), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const role = orgStore(caller.accountId!).roles.find((r) => r.id === params.id);
    return role ? HttpResponse.json({ results: role }) : notFound('Role');
  }),
  http.put(apiUrl(apiRoutes.role), async ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    if (isBuiltInRole(String(params.id))) return apiError(ErrorCode.ROLE_BUILT_IN, ROLE_MESSAGES.builtIn);
    const role = orgStore(caller.accountId!).roles.find((r) => r.id === params.id);
    if (!role) return notFound('Role');
    const body = await jsonBody(request);
    if (!is(body, UpdateRoleRequest)) return validationFailed(UpdateRoleRequest, body);
    const refused = roleErrors(body);
    if (refused) return refused;
    if (body.version !== role.version)
      return apiError(ErrorCode.EDIT_CONFLICT, ROLE_MESSAGES.conflict, { current_version: role.version });
    Object.assign(role, {
      name: body.name.trim(),
      description: body.description?.trim() || null,
      permissions: [...new Set(body.permissions)].toSorted(),
      version: role.version + 1,
      updated_at: now(),
    });
    return HttpResponse.json({ results: role });
  }),
  http.delete(apiUrl(apiRoutes.role), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    if (isBuiltInRole(String(params.id))) return apiError(ErrorCode.ROLE_BUILT_IN, ROLE_MESSAGES.builtIn);
    const store = orgStore(caller.accountId!);
    const role = store.roles.find((r) => r.id === params.id);
    if (!role) return notFound('Role');
    if (role.members > 0) return apiError(ErrorCode.ROLE_IN_USE, ROLE_MESSAGES.inUse, { members: role.members });
    store.roles = store.roles.filter((r) => r !== role);
    return HttpResponse.json({ results: { id: role.id, deleted: true } });
  }),

  http.get(apiUrl(apiPaths.members), ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const members = orgStore(caller.accountId!).members.map((m) => ({ ...m, is_you: m.customer_id === caller.customerId }));
    return HttpResponse.json({ results: members });
  }),
  http.post(apiUrl(apiPaths.members), async ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, InviteMemberRequest)) return validationFailed(InviteMemberRequest, body);
    const store = orgStore(caller.accountId!);
    const email = body.email.trim().toLowerCase();
    const customer = [...db.customers.values()].find((c) => c.customer.email === email);
    if (!customer)
      return apiError(ErrorCode.INVITEE_NOT_FOUND, TEAM_MESSAGES.inviteeNotFound, [
        { field: 'email', code: 'not_found', message: TEAM_MESSAGES.inviteeNotFound },
      ]);
    if (store.members.some((m) => m.kind === 'member' && m.email === email))
      return apiError(ErrorCode.ALREADY_MEMBER, TEAM_MESSAGES.alreadyMember, [
        { field: 'email', code: 'taken', message: TEAM_MESSAGES.alreadyMember },
      ]);
    const role = store.roles.find((r) => r.id === body.role);
    if (!role)
      return apiError(ErrorCode.VALIDATION_FAILED, 'Choose one of the organisation’s roles', [
        { field: 'role', code: 'invalid', message: 'Choose one of the organisation’s roles' },
      ]);
    const refused = workspaceIdsRefused(store, body.workspace_ids);
    if (refused) return refused;
    const row: Member = {
      id: newId('inv'),
      kind: 'invitation',
      customer_id: null,
      name: customer.customer.name,
      email,
      phone: customer.customer.phone,
      role: role.id,
      role_name: role.name,
      permissions: role.permissions,
      state: 'pending',
      workspace_ids: body.workspace_ids ? [...new Set(body.workspace_ids)].toSorted() : null,
      last_active_at: null,
      created_at: now(),
      is_you: false,
    };
    store.members = [...store.members.filter((m) => !(m.kind === 'invitation' && m.email === email)), row];
    return HttpResponse.json({ results: row }, { status: 201 });
  }),
  http.delete(apiUrl(apiPaths.leaveAccount), ({ request }) => {
    const caller = authorise(request, { ...TENANT, plan: false });
    if (caller instanceof Response) return caller;
    const store = orgStore(caller.accountId!);
    const me = store.members.find((m) => m.customer_id === caller.customerId);
    // Accounts without seeded members (all but Acme): the caller's role is the account row's.
    const myRole = me?.role ?? db.accounts.get(caller.accountId!)?.role;
    const otherOwners = store.members.filter((m) => m !== me && m.kind === 'member' && m.role === 'owner');
    if (myRole === 'owner' && otherOwners.length === 0) return apiError(ErrorCode.LAST_OWNER, TEAM_MESSAGES.lastOwner);
    store.members = store.members.filter((m) => m !== me);
    // Like the server's membership row: GET accounts no longer lists the organisation.
    const row = db.customers.get(caller.customerId)!;
    row.accountIds = row.accountIds.filter((id) => id !== caller.accountId);
    return HttpResponse.json({ results: { account_id: caller.accountId, left: true } });
  }),
  http.put(apiUrl(apiRoutes.member), async ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const store = orgStore(caller.accountId!);
    const member = store.members.find((m) => m.id === params.id && m.kind === 'member');
    if (!member) return notFound('Member');
    const body = await jsonBody(request);
    if (!is(body, UpdateMemberRequest)) return validationFailed(UpdateMemberRequest, body);
    const role = store.roles.find((r) => r.id === body.role);
    if (!role)
      return apiError(ErrorCode.VALIDATION_FAILED, 'Choose one of the organisation’s roles', [
        { field: 'role', code: 'invalid', message: 'Choose one of the organisation’s roles' },
      ]);
    const owners = store.members.filter((m) => m.kind === 'member' && m.role === 'owner');
    if (member.role === 'owner' && role.id !== 'owner' && owners.length <= 1)
      return apiError(ErrorCode.LAST_OWNER, TEAM_MESSAGES.lastOwner);
    const refused = workspaceIdsRefused(store, body.workspace_ids);
    if (refused) return refused;
    Object.assign(member, { role: role.id, role_name: role.name, permissions: role.permissions });
    if (body.workspace_ids !== undefined)
      member.workspace_ids = body.workspace_ids === null ? null : [...new Set(body.workspace_ids)].toSorted();
    return HttpResponse.json({ results: member });
  }),
  http.delete(apiUrl(apiRoutes.member), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const store = orgStore(caller.accountId!);
    const member = store.members.find((m) => m.id === params.id);
    if (!member) return notFound('Member');
    store.members = store.members.filter((m) => m !== member);
    return HttpResponse.json({ results: { id: member.id, removed: true } });
  }),

  http.get(apiUrl(apiPaths.accessRequests), ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: orgStore(caller.accountId!).requests });
  }),
  http.post(apiUrl(apiPaths.accessRequests), async ({ request }) => {
    const caller = authorise(request, { ...TENANT, plan: false });
    if (caller instanceof Response) return caller;
    const body = ((await jsonBody(request)) ?? {}) as { permission?: string; path?: string; message?: string };
    const customer = db.customers.get(caller.customerId)!.customer;
    const row: AccessRequest = {
      id: newId('req'),
      kind: 'access',
      customer_id: customer.id,
      name: customer.name,
      email: customer.email,
      permission: (body.permission as AccessRequest['permission']) ?? null,
      path: body.path ?? null,
      message: body.message ?? null,
      state: 'pending',
      role: null,
      created_at: now(),
      decided_at: null,
    };
    orgStore(caller.accountId!).requests.unshift(row);
    return HttpResponse.json({ results: row }, { status: 201 });
  }),
  // Any signed-in customer; the same answer whether or not the organisation exists (like the server).
  http.post(apiUrl(apiPaths.joinRequest), async ({ request }) => {
    const caller = authorise(request, { verified: true, tenant: 'none', plan: false });
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, JoinRequest)) return validationFailed(JoinRequest, body);
    return HttpResponse.json({ results: { accepted: true } }, { status: 202 });
  }),
  http.post(apiUrl(apiRoutes.approveAccessRequest), async ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).requests.find((r) => r.id === params.id);
    if (!row) return notFound('Request');
    const body = await jsonBody(request);
    if (!is(body, ApproveAccessRequest)) return validationFailed(ApproveAccessRequest, body);
    if (row.state === 'pending') Object.assign(row, { state: 'approved', role: body.role, decided_at: now() });
    return HttpResponse.json({ results: row });
  }),
  http.post(apiUrl(apiRoutes.declineAccessRequest), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).requests.find((r) => r.id === params.id);
    if (!row) return notFound('Request');
    if (row.state === 'pending') Object.assign(row, { state: 'declined', decided_at: now() });
    return HttpResponse.json({ results: row });
  }),

  http.get(apiUrl(apiPaths.workspaces), ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: orgStore(caller.accountId!).workspaces });
  }),
  http.post(apiUrl(apiPaths.workspaces), async ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, WorkspaceRequest)) return validationFailed(WorkspaceRequest, body);
    if (!body.name.trim())
      return apiError(ErrorCode.VALIDATION_FAILED, WORKSPACE_MESSAGES.nameRequired, [
        { field: 'name', code: 'required', message: WORKSPACE_MESSAGES.nameRequired },
      ]);
    const store = orgStore(caller.accountId!);
    const row: Workspace = {
      id: newId('wsp'),
      name: body.name.trim(),
      is_default: false,
      counts: { links: 0 },
      created_at: now(),
      updated_at: now(),
    };
    store.workspaces.push(row);
    if (body.is_default) for (const w of store.workspaces) w.is_default = w === row;
    return HttpResponse.json({ results: row }, { status: 201 });
  }),
  http.get(apiUrl(apiRoutes.workspace), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).workspaces.find((w) => w.id === params.id);
    return row ? HttpResponse.json({ results: row }) : notFound('Workspace');
  }),
  http.put(apiUrl(apiRoutes.workspace), async ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const store = orgStore(caller.accountId!);
    const row = store.workspaces.find((w) => w.id === params.id);
    if (!row) return notFound('Workspace');
    const body = await jsonBody(request);
    if (!is(body, WorkspaceRequest)) return validationFailed(WorkspaceRequest, body);
    if (!body.name.trim())
      return apiError(ErrorCode.VALIDATION_FAILED, WORKSPACE_MESSAGES.nameRequired, [
        { field: 'name', code: 'required', message: WORKSPACE_MESSAGES.nameRequired },
      ]);
    Object.assign(row, { name: body.name.trim(), updated_at: now() });
    if (body.is_default) for (const w of store.workspaces) w.is_default = w === row;
    return HttpResponse.json({ results: row });
  }),
  http.delete(apiUrl(apiRoutes.workspace), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const store = orgStore(caller.accountId!);
    const row = store.workspaces.find((w) => w.id === params.id);
    if (!row) return notFound('Workspace');
    if (row.is_default) return apiError(ErrorCode.WORKSPACE_DEFAULT, WORKSPACE_MESSAGES.defaultUndeletable);
    const moveTo = new URL(request.url).searchParams.get('move_to');
    const held = row.counts.links ?? 0;
    if (held > 0 && !moveTo) return apiError(ErrorCode.WORKSPACE_NOT_EMPTY, WORKSPACE_MESSAGES.notEmpty, row.counts);
    const target = moveTo ? store.workspaces.find((w) => w.id === moveTo && w !== row) : null;
    if (moveTo && !target)
      return apiError(ErrorCode.VALIDATION_FAILED, WORKSPACE_MESSAGES.moveTarget, [
        { field: 'move_to', code: 'invalid', message: WORKSPACE_MESSAGES.moveTarget },
      ]);
    if (target) target.counts = { links: (target.counts.links ?? 0) + held };
    store.workspaces = store.workspaces.filter((w) => w !== row);
    return HttpResponse.json({ results: { id: row.id, deleted: true, moved_to: moveTo, moved: moveTo ? { links: held } : {} } });
  }),

  http.get(apiUrl(apiPaths.apps), ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ results: orgStore(caller.accountId!).apps });
  }),
  http.post(apiUrl(apiPaths.apps), async ({ request }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!is(body, AppRequest)) return validationFailed(AppRequest, body);
    const row: App = {
      id: newId('app'),
      name: body.name.trim(),
      description: body.description?.trim() || null,
      keys: [],
      created_at: now(),
      updated_at: now(),
    };
    orgStore(caller.accountId!).apps.push(row);
    return HttpResponse.json({ results: row }, { status: 201 });
  }),
  http.get(apiUrl(apiRoutes.app), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).apps.find((a) => a.id === params.id);
    return row ? HttpResponse.json({ results: row }) : notFound('App');
  }),
  http.put(apiUrl(apiRoutes.app), async ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).apps.find((a) => a.id === params.id);
    if (!row) return notFound('App');
    const body = await jsonBody(request);
    if (!is(body, AppRequest)) return validationFailed(AppRequest, body);
    Object.assign(row, { name: body.name.trim(), description: body.description?.trim() || null, updated_at: now() });
    return HttpResponse.json({ results: row });
  }),
  http.delete(apiUrl(apiRoutes.app), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const store = orgStore(caller.accountId!);
    const row = store.apps.find((a) => a.id === params.id);
    if (!row) return notFound('App');
    store.apps = store.apps.filter((a) => a !== row);
    return HttpResponse.json({ results: { id: row.id, deleted: true } });
  }),
  http.post(apiUrl(apiRoutes.appKeys), async ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).apps.find((a) => a.id === params.id);
    if (!row) return notFound('App');
    const body = await jsonBody(request);
    if (!is(body, CreateApiKeyRequest)) return validationFailed(CreateApiKeyRequest, body);
    const key = {
      id: newId('key'),
      name: body.name.trim(),
      prefix: createdKeySecret.slice(0, 9),
      scopes: [...new Set(body.scopes)].toSorted(),
      created_at: now(),
      last_used_at: null,
      revoked_at: null,
    };
    row.keys.push(key);
    return HttpResponse.json({ results: { ...key, key: createdKeySecret } }, { status: 201 });
  }),
  http.delete(apiUrl(apiRoutes.appKey), ({ request, params }) => {
    const caller = authorise(request, TENANT);
    if (caller instanceof Response) return caller;
    const row = orgStore(caller.accountId!).apps.find((a) => a.id === params.id);
    const key = row?.keys.find((k) => k.id === params.keyId);
    if (!key) return notFound('Key');
    key.revoked_at ??= now();
    return HttpResponse.json({ results: key });
  }),

  // The API reference for key users: public, a small stand-in for the server's generated document.
  http.get(apiUrl(apiPaths.openapi), () =>
    HttpResponse.json({ openapi: '3.1.0', info: { title: 'Rabt API (mock)', version: '1' }, paths: {} }),
  ),
  http.get(apiUrl(apiPaths.apiReference), () =>
    HttpResponse.html('<!doctype html><html lang="en"><title>Rabt API reference (mock)</title><h1>Rabt API</h1></html>'),
  ),
];

export const orgHandlers = handlersList;
