import { createStore, useStore } from 'zustand';
import {
  DARK_QUERY,
  preferenceFor,
  readPreference,
  resolveScheme,
  storePreference,
  switchScheme,
  applyScheme,
  systemPrefersDark,
  type ClickPoint,
  type ColorScheme,
  type ColorSchemePreference,
} from './colorScheme.ts';

interface ColorSchemeState {
  preference: ColorSchemePreference;
  systemDark: boolean;
  /** The scheme in effect. */
  scheme: ColorScheme;
  /** Choose light, dark or auto (from a click, for the reveal's origin). */
  choose(choice: ColorSchemePreference, from?: ClickPoint): Promise<void>;
  /** The shell's toggle: the opposite of what is shown now. */
  toggle(from?: ClickPoint): Promise<void>;
}

export const colorSchemeStore = createStore<ColorSchemeState>()((set, get) => ({
  preference: 'auto',
  systemDark: false,
  scheme: 'light',
  async choose(choice, from) {
    const { systemDark } = get();
    const preference = preferenceFor(choice, systemDark);
    storePreference(preference);
    const scheme = resolveScheme(preference, systemDark);
    set({ preference, scheme });
    await switchScheme(scheme, from);
  },
  toggle(from) {
    return get().choose(get().scheme === 'dark' ? 'light' : 'dark', from);
  },
}));

/**
 * Dark-mode start-up: read the stored preference, apply it without animation, and follow the
 * operating system live while the preference is auto. Returns the unsubscribe function.
 */
export function startColorScheme(): () => void {
  const systemDark = systemPrefersDark();
  const preference = readPreference();
  const scheme = resolveScheme(preference, systemDark);
  colorSchemeStore.setState({ preference, systemDark, scheme });
  applyScheme(scheme);

  const query = globalThis.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  const onChange = (event: MediaQueryListEvent) => {
    const { preference: current } = colorSchemeStore.getState();
    const next = resolveScheme(current, event.matches);
    colorSchemeStore.setState({ systemDark: event.matches, scheme: next });
    if (current === 'auto') applyScheme(next);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useColorScheme<T>(selector: (state: ColorSchemeState) => T): T {
  return useStore(colorSchemeStore, selector);
}
