import { createStore, useStore } from 'zustand';
import { STORAGE_KEYS, storage } from './storage.ts';

/**
 * The session (spec §3/§4): token and account id, mirrored in localStorage under `token` and
 * `account-id`. Signed in means a stored token. Server data (the customer) is SWR's, not ours.
 */
export interface SessionState {
  token: string | null;
  accountId: string | null;
}

export interface SessionActions {
  /** Login success: store both. */
  signIn(session: { token: string; account_id: string }): void;
  /** Switch organisation without signing out. */
  setAccountId(accountId: string): void;
  /** Remove both, in memory and in storage. */
  logout(): void;
  /** Re-read storage (start-up and another tab's change). */
  hydrate(): void;
}

const readStored = (): SessionState => ({
  token: storage.get(STORAGE_KEYS.token),
  accountId: storage.get(STORAGE_KEYS.accountId),
});

export const sessionStore = createStore<SessionState & SessionActions>()((set) => ({
  ...readStored(),
  signIn({ token, account_id }) {
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.accountId, account_id);
    set({ token, accountId: account_id });
  },
  setAccountId(accountId) {
    storage.set(STORAGE_KEYS.accountId, accountId);
    set({ accountId });
  },
  logout() {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.accountId);
    set({ token: null, accountId: null });
  },
  hydrate() {
    set(readStored());
  },
}));

/** Signed in = a stored token (spec §4). */
export const isSignedIn = (state: SessionState): boolean => Boolean(state.token);

/** React binding: `useSession((s) => s.token)`. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * Keep tabs in step: a logout or login in another tab changes storage, and this tab follows.
 * Returns the unsubscribe function.
 */
function onOtherTabStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.accountId) {
    sessionStore.getState().hydrate();
  }
}

export function followOtherTabs(target: Window = window): () => void {
  target.addEventListener('storage', onOtherTabStorage);
  return () => target.removeEventListener('storage', onOtherTabStorage);
}
