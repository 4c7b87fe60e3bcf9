/**
 * localStorage that never throws: private modes and disabled storage must not stop the app,
 * they only lose persistence.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* persistence is best effort */
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* persistence is best effort */
    }
  },
};

/** Storage keys of spec §3/§9, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  accountId: 'account-id',
  colorScheme: 'color-schema',
  locale: 'locale',
} as const;

/** The stored workspace choice of one organisation (stores/workspace.ts; the first script reads it too). */
export const workspaceStorageKey = (accountId: string): string => `workspace-id:${accountId}`;
