import { createStore, useStore } from 'zustand';

/**
 * Spec §4: the offline flag. The HTTP layer sets it when a request gets no response and clears
 * it when any response arrives; while it is on, the Offline screen replaces the routed view.
 */
export const offlineStore = createStore<{ offline: boolean; setOffline(offline: boolean): void }>()((set) => ({
  offline: false,
  setOffline: (offline) => set((state) => (state.offline === offline ? state : { offline })),
}));

export const useOffline = (): boolean => useStore(offlineStore, (state) => state.offline);
