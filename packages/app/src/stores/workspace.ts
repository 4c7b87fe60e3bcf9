import { createStore, useStore } from 'zustand';
import { storage, workspaceStorageKey } from './storage.ts';

/**
 * The workspace the member is working in, per organisation (decisions 062, 067), kept in
 * localStorage under `workspace-id:<account id>`. Null means the organisation's default workspace;
 * ALL_WORKSPACES, the switcher's "All workspaces" choice (lists show every workspace the member
 * may use, new items go to the default).
 */
export const ALL_WORKSPACES = 'all';

const keyFor = workspaceStorageKey;

export interface WorkspaceState {
  byAccount: Record<string, string | null>;
  current(accountId: string | null): string | null;
  choose(accountId: string, workspaceId: string): void;
}

export const workspaceStore = createStore<WorkspaceState>()((set, get) => ({
  byAccount: {},
  current(accountId) {
    if (!accountId) return null;
    const known = get().byAccount[accountId];
    return known !== undefined ? known : storage.get(keyFor(accountId));
  },
  choose(accountId, workspaceId) {
    storage.set(keyFor(accountId), workspaceId);
    set((s) => ({ byAccount: { ...s.byAccount, [accountId]: workspaceId } }));
  },
}));

export function useCurrentWorkspaceId(accountId: string | null): string | null {
  return useStore(workspaceStore, (s) => s.current(accountId));
}
