import useSWR, { useSWRConfig } from 'swr';
import {
  apiPaths,
  DeleteWorkspaceResponse,
  WorkspaceListResponse,
  WorkspaceResponse,
  type Workspace,
  type WorkspaceRequest,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

const WORKSPACES = 'workspaces';

export const workspacesApi = {
  list: () => apiCall(apiPaths.workspaces, WorkspaceListResponse).then((r) => r.results),
  create: (data: WorkspaceRequest) =>
    apiCall(apiPaths.workspaces, WorkspaceResponse, { method: 'post', data }).then((r) => r.results),
  update: (id: string, data: WorkspaceRequest) =>
    apiCall(apiPaths.workspace(id), WorkspaceResponse, { method: 'put', data }).then((r) => r.results),
  remove: (id: string, moveTo: string | null) =>
    apiCall(apiPaths.workspace(id), DeleteWorkspaceResponse, {
      method: 'delete',
      ...(moveTo ? { params: { move_to: moveTo } } : {}),
    }).then((r) => r.results),
};

/** The workspaces the member may use in the current organisation. */
export function useWorkspaces() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Workspace[], ApiError>(accountId ? [WORKSPACES, accountId] : null, () => workspacesApi.list(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

export function useWorkspaceMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key: unknown) => Array.isArray(key) && (key[0] === WORKSPACES || key[0] === 'links'));
  return {
    create: async (data: WorkspaceRequest) => {
      const w = await workspacesApi.create(data);
      await refresh();
      return w;
    },
    update: async (id: string, data: WorkspaceRequest) => {
      const w = await workspacesApi.update(id, data);
      await refresh();
      return w;
    },
    remove: async (id: string, moveTo: string | null) => {
      const result = await workspacesApi.remove(id, moveTo);
      await refresh();
      return result;
    },
  };
}
