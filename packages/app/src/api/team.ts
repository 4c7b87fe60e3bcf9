import useSWR, { useSWRConfig } from 'swr';
import {
  AccessRequestListResponse,
  AccessRequestResponse,
  apiPaths,
  DeleteRoleResponse,
  LeaveAccountResponse,
  MemberListResponse,
  MemberResponse,
  MyPermissionsResponse,
  RemovedResponse,
  RoleListResponse,
  RoleResponse,
  type AccessRequest,
  type Member,
  type MyPermissions,
  type Permission,
  type Role,
  type RoleRequest,
  type InviteMemberRequest,
  type UpdateMemberRequest,
  type UpdateRoleRequest,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { useCan } from './accounts.ts';
import { apiCall, type ApiError } from './client.ts';

/** Roles, members, invitations and access requests of the current organisation (decisions 060–061). */
const ROLES = 'roles';
const ROLE = 'role';
const MEMBERS = 'members';
const REQUESTS = 'access-requests';
const PERMISSIONS = 'my-permissions';

export const teamApi = {
  permissions: () => apiCall(apiPaths.accountPermissions, MyPermissionsResponse).then((r) => r.results),
  roles: () => apiCall(apiPaths.roles, RoleListResponse).then((r) => r.results),
  role: (id: string) => apiCall(apiPaths.role(id), RoleResponse).then((r) => r.results),
  createRole: (data: RoleRequest) => apiCall(apiPaths.roles, RoleResponse, { method: 'post', data }).then((r) => r.results),
  updateRole: (id: string, data: UpdateRoleRequest) =>
    apiCall(apiPaths.role(id), RoleResponse, { method: 'put', data }).then((r) => r.results),
  deleteRole: (id: string) => apiCall(apiPaths.role(id), DeleteRoleResponse, { method: 'delete' }).then((r) => r.results),
  members: () => apiCall(apiPaths.members, MemberListResponse).then((r) => r.results),
  /** workspace_ids null (or left out): the invitee gets every workspace. */
  invite: (data: InviteMemberRequest) =>
    apiCall(apiPaths.members, MemberResponse, { method: 'post', data }).then((r) => r.results),
  changeRole: (id: string, role: string) =>
    apiCall(apiPaths.member(id), MemberResponse, { method: 'put', data: { role } }).then((r) => r.results),
  /** The body always names the role (the contract requires it); workspace_ids null lifts the limit. */
  updateMember: (id: string, data: UpdateMemberRequest) =>
    apiCall(apiPaths.member(id), MemberResponse, { method: 'put', data }).then((r) => r.results),
  removeMember: (id: string) => apiCall(apiPaths.member(id), RemovedResponse, { method: 'delete' }).then((r) => r.results),
  leave: () => apiCall(apiPaths.leaveAccount, LeaveAccountResponse, { method: 'delete' }).then((r) => r.results),
  requests: () => apiCall(apiPaths.accessRequests, AccessRequestListResponse).then((r) => r.results),
  requestAccess: (data: { permission?: Permission | null; path?: string | null; message?: string | null }) =>
    apiCall(apiPaths.accessRequests, AccessRequestResponse, { method: 'post', data }).then((r) => r.results),
  approve: (id: string, role: string) =>
    apiCall(apiPaths.approveAccessRequest(id), AccessRequestResponse, { method: 'post', data: { role } }).then((r) => r.results),
  decline: (id: string) =>
    apiCall(apiPaths.declineAccessRequest(id), AccessRequestResponse, { method: 'post' }).then((r) => r.results),
};

const options = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true } as const;

/** The signed-in member's role and permissions in the current organisation. */
export function useMyPermissions() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<MyPermissions, ApiError>(accountId ? [PERMISSIONS, accountId] : null, () => teamApi.permissions(), options);
}

/**
 * Whether the member may do `permission` here (false while loading: the screen hides the action,
 * the server decides anyway). The same answer as `useCan`, from GET accounts (custom roles included).
 */
export function usePermitted(permission: Permission): boolean {
  return useCan(permission) ?? false;
}

export function useRoles() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Role[], ApiError>([ROLES, accountId], () => teamApi.roles(), options);
}

export function useRole(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Role, ApiError>(id ? [ROLE, accountId, id] : null, () => teamApi.role(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export function useMembers() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Member[], ApiError>([MEMBERS, accountId], () => teamApi.members(), options);
}

export function useAccessRequests() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<AccessRequest[], ApiError>([REQUESTS, accountId], () => teamApi.requests(), options);
}

const keyIs =
  (...names: string[]) =>
  (key: unknown) =>
    Array.isArray(key) && names.includes(key[0] as string);

/** Mutations: each refreshes what it changes (roles count members, so both lists). */
export function useTeamMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keyIs(ROLES, ROLE, MEMBERS, REQUESTS, PERMISSIONS));
  const after = async <T>(work: Promise<T>) => {
    const result = await work;
    await refresh();
    return result;
  };
  return {
    createRole: (data: RoleRequest) => after(teamApi.createRole(data)),
    updateRole: (id: string, data: UpdateRoleRequest) => after(teamApi.updateRole(id, data)),
    deleteRole: (id: string) => after(teamApi.deleteRole(id)),
    invite: (data: InviteMemberRequest) => after(teamApi.invite(data)),
    changeRole: (id: string, role: string) => after(teamApi.changeRole(id, role)),
    changeWorkspaces: (id: string, role: string, workspaceIds: string[] | null) =>
      after(teamApi.updateMember(id, { role, workspace_ids: workspaceIds })),
    removeMember: (id: string) => after(teamApi.removeMember(id)),
    leave: () => teamApi.leave(),
    approve: (id: string, role: string) => after(teamApi.approve(id, role)),
    decline: (id: string) => after(teamApi.decline(id)),
    reload: refresh,
  };
}
