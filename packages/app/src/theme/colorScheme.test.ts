import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARK_CLASS, NO_TRANSITION_CLASS } from '@rabt/ui';
import { installMatchMedia } from '../test/matchMedia.ts';
import { applyScheme, preferenceFor, readPreference, resolveScheme, revealRadius, switchScheme } from './colorScheme.ts';
import { colorSchemeStore, startColorScheme } from './colorSchemeStore.ts';

const DARK = '(prefers-color-scheme: dark)';
const REDUCED = '(prefers-reduced-motion: reduce)';
const root = document.documentElement;

beforeEach(() => {
  root.className = '';
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // @ts-expect-error jsdom has no view transitions; tests add and remove one.
  delete document.startViewTransition;
});

describe('preference values (spec §3/§4)', () => {
  it('reads auto, light or dark from color-schema; default and junk are auto', () => {
    expect(readPreference()).toBe('auto');
    localStorage.setItem('color-schema', 'dark');
    expect(readPreference()).toBe('dark');
    localStorage.setItem('color-schema', 'light');
    expect(readPreference()).toBe('light');
    localStorage.setItem('color-schema', 'purple');
    expect(readPreference()).toBe('auto');
  });

  it.each([
    ['auto', false, 'light'],
    ['auto', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with system dark=%s shows %s', (preference, systemDark, scheme) => {
    expect(resolveScheme(preference, systemDark)).toBe(scheme);
  });

  it.each([
    ['dark', true, 'auto'],
    ['light', false, 'auto'],
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['auto', true, 'auto'],
  ] as const)('choosing %s when the system is dark=%s stores %s', (choice, systemDark, stored) => {
    expect(preferenceFor(choice, systemDark)).toBe(stored);
  });
});

describe('applyScheme', () => {
  it('dark adds the dark class, light removes it', () => {
    applyScheme('dark');
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
    applyScheme('light');
    expect(root.classList.contains(DARK_CLASS)).toBe(false);
  });

  it('adds the no-transition class during the switch and removes it on the next timer tick', () => {
    applyScheme('dark');
    expect(root.classList.contains(NO_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(0);
    expect(root.classList.contains(NO_TRANSITION_CLASS)).toBe(false);
  });
});

function fakeViewTransition() {
  const animate = vi.fn();
  root.animate = animate as unknown as typeof root.animate;
  const start = vi.fn((update: () => void) => {
    update();
    return {
      ready: Promise.resolve(),
      finished: Promise.resolve(),
      updateCallbackDone: Promise.resolve(),
      skipTransition: () => {},
    };
  });
  document.startViewTransition = start as unknown as typeof document.startViewTransition;
  return { animate, start };
}

describe('switchScheme', () => {
  it('plays a 300 ms ease-in circular reveal from the click point when view transitions exist', async () => {
    installMatchMedia({ [REDUCED]: false });
    vi.stubGlobal('innerWidth', 1000);
    vi.stubGlobal('innerHeight', 800);
    const { animate, start } = fakeViewTransition();
    await switchScheme('dark', { x: 100, y: 50 });
    expect(start).toHaveBeenCalledOnce();
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
    const radius = Math.hypot(900, 750);
    expect(animate).toHaveBeenCalledWith(
      { clipPath: ['circle(0px at 100px 50px)', `circle(${radius}px at 100px 50px)`] },
      { duration: 300, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
    );
  });

  it('is instant when the user prefers reduced motion', async () => {
    installMatchMedia({ [REDUCED]: true });
    const { animate, start } = fakeViewTransition();
    await switchScheme('dark', { x: 1, y: 1 });
    expect(start).not.toHaveBeenCalled();
    expect(animate).not.toHaveBeenCalled();
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
  });

  it('is instant without view transitions', async () => {
    installMatchMedia();
    await switchScheme('dark');
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
  });

  it('the reveal radius reaches the farthest corner', () => {
    expect(revealRadius({ x: 0, y: 0 }, 300, 400)).toBe(500);
  });
});

describe('colour scheme store', () => {
  it('defaults to auto and follows the system live', () => {
    const media = installMatchMedia({ [DARK]: false });
    const stop = startColorScheme();
    expect(colorSchemeStore.getState().preference).toBe('auto');
    expect(root.classList.contains(DARK_CLASS)).toBe(false);
    media.set(DARK, true);
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
    media.set(DARK, false);
    expect(root.classList.contains(DARK_CLASS)).toBe(false);
    stop();
    expect(media.listenerCount(DARK)).toBe(0);
  });

  it('an explicit choice is stored and ignores system changes', async () => {
    const media = installMatchMedia({ [DARK]: false });
    startColorScheme();
    await colorSchemeStore.getState().choose('dark');
    expect(localStorage.getItem('color-schema')).toBe('dark');
    media.set(DARK, false);
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
  });

  it('choosing the system preference resets to auto', async () => {
    installMatchMedia({ [DARK]: true });
    localStorage.setItem('color-schema', 'light');
    startColorScheme();
    expect(root.classList.contains(DARK_CLASS)).toBe(false);
    await colorSchemeStore.getState().toggle();
    expect(localStorage.getItem('color-schema')).toBe('auto');
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
  });

  it('applies a stored dark preference at start-up', () => {
    installMatchMedia({ [DARK]: false });
    localStorage.setItem('color-schema', 'dark');
    startColorScheme();
    expect(root.classList.contains(DARK_CLASS)).toBe(true);
  });
});
