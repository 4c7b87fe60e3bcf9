import { vi } from 'vitest';

/**
 * A controllable matchMedia for jsdom (which has none): `media.set('(prefers-color-scheme: dark)', true)`
 * flips a query and fires its change listeners, as the operating system would.
 */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return state.get(query) ?? false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.get(query)?.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    set(query: string, matches: boolean) {
      state.set(query, matches);
      listeners.get(query)?.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent));
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}
