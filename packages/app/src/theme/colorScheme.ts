import { DARK_CLASS, NO_TRANSITION_CLASS } from '@rabt/ui';
import { STORAGE_KEYS, storage } from '../stores/storage.ts';

/** Spec §3/§4: the stored preference; `auto` follows the operating system. */
export type ColorSchemePreference = 'auto' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Spec §9: the colour switch animation. */
export const SWITCH_DURATION_MS = 300;

const PREFERENCES: readonly ColorSchemePreference[] = ['auto', 'light', 'dark'];

/** The stored preference under `color-schema`; anything else (or nothing) is `auto`. */
export function readPreference(): ColorSchemePreference {
  const stored = storage.get(STORAGE_KEYS.colorScheme);
  return PREFERENCES.includes(stored as ColorSchemePreference) ? (stored as ColorSchemePreference) : 'auto';
}

export function storePreference(preference: ColorSchemePreference): void {
  storage.set(STORAGE_KEYS.colorScheme, preference);
}

/** Whether the operating system prefers dark (false where matchMedia is missing). */
export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

export function resolveScheme(preference: ColorSchemePreference, systemDark: boolean): ColorScheme {
  if (preference === 'auto') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Spec §4: choosing the system's own preference resets to auto; otherwise light or dark is kept. */
export function preferenceFor(choice: ColorSchemePreference, systemDark: boolean): ColorSchemePreference {
  if (choice === 'auto') return 'auto';
  return (choice === 'dark') === systemDark ? 'auto' : choice;
}

/**
 * Puts the scheme on <html>: dark adds DARK_CLASS, light removes it. NO_TRANSITION_CLASS stops
 * every transition during the swap (no colours fading at different speeds) and is removed on the
 * next timer tick.
 */
export function applyScheme(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  root.classList.add(NO_TRANSITION_CLASS);
  root.classList.toggle(DARK_CLASS, scheme === 'dark');
  root.style.colorScheme = scheme;
  setTimeout(() => root.classList.remove(NO_TRANSITION_CLASS), 0);
}

export interface ClickPoint {
  x: number;
  y: number;
}

/** Radius that covers the viewport from the click point: the reveal's final circle. */
export function revealRadius({ x, y }: ClickPoint, width = innerWidth, height = innerHeight): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}

/**
 * Switches with a circular reveal from the click point (300 ms, ease-in) when view transitions
 * exist and motion is not reduced; otherwise instantly.
 */
export async function switchScheme(scheme: ColorScheme, from?: ClickPoint): Promise<void> {
  const root = document.documentElement;
  const reduced = globalThis.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
  if (typeof document.startViewTransition !== 'function' || reduced) {
    applyScheme(scheme, root);
    return;
  }
  const point = from ?? { x: innerWidth / 2, y: innerHeight / 2 };
  const transition = document.startViewTransition(() => applyScheme(scheme, root));
  try {
    await transition.ready;
  } catch {
    return; // Skipped transitions (tab hidden, another one started) still applied the scheme.
  }
  const radius = revealRadius(point);
  root.animate(
    { clipPath: [`circle(0px at ${point.x}px ${point.y}px)`, `circle(${radius}px at ${point.x}px ${point.y}px)`] },
    { duration: SWITCH_DURATION_MS, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
  );
}
