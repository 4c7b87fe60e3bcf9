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
import { ALL_WORKSPACES, useCurrentWorkspaceId } from '../stores/workspace.ts';
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

/**
 * The switcher's current choice, resolved (decision 067): ALL_WORKSPACES, a workspace id, or null
 * while it cannot be known yet. A stored choice the member may no longer use (deleted, or access
 * removed) falls back to the default workspace, or the first they may use.
 */
export function useResolvedWorkspace(): string | null {
  const accountId = useSession((s) => s.accountId);
  const chosen = useCurrentWorkspaceId(accountId);
  const { data: workspaces, error } = useWorkspaces();
  if (chosen === ALL_WORKSPACES) return ALL_WORKSPACES;
  if (chosen && (!workspaces || workspaces.some((w) => w.id === chosen))) return chosen;
  if (workspaces) return workspaces.find((w) => w.is_default)?.id ?? workspaces[0]?.id ?? ALL_WORKSPACES;
  // A role without workspaces:view cannot list them: show what the server lets them see.
  if (error) return ALL_WORKSPACES;
  return null;
}

/**
 * What a list asks for: `{ ready: false }` while the choice is unknown; else the `workspace_id` to
 * send (undefined: every workspace the member may use).
 */
export function useListWorkspace(): { ready: false } | { ready: true; workspaceId: string | undefined } {
  const resolved = useResolvedWorkspace();
  if (resolved === null) return { ready: false };
  return { ready: true, workspaceId: resolved === ALL_WORKSPACES ? undefined : resolved };
}

/** The workspace new links, QR codes, cards and companies go to: the current one (undefined: the server's default). */
export function useNewItemWorkspace(): string | undefined {
  const resolved = useResolvedWorkspace();
  return resolved === null || resolved === ALL_WORKSPACES ? undefined : resolved;
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
