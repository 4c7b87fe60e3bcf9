/**
 * A small framework-free progress store with NProgress semantics (spec §9: minimum 0.08,
 * speed 200 ms, trickle 800 ms). The app calls `start()` when a route change begins and
 * `done()` when it settles; `RouteProgressBar` renders the state.
 */

export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED_MS = 200;
export const PROGRESS_TRICKLE_MS = 800;
/** Trickling never reaches the end on its own: only `done()` completes the bar. */
export const PROGRESS_TRICKLE_CEILING = 0.994;

export interface ProgressState {
  /** 0 to 1 while visible; `null` when idle (nothing rendered). */
  value: number | null;
  /** True after `done()` reached 1, while the bar fades out. */
  fading: boolean;
}

export interface ProgressOptions {
  /** @defaultValue 0.08 */
  minimum?: number;
  /** Duration of the bar's transitions and of the fade, in ms. @defaultValue 200 */
  speed?: number;
  /** Interval between automatic increments, in ms. @defaultValue 800 */
  trickleSpeed?: number;
  /** Random source for `done()`'s last jump; injectable for tests. @defaultValue Math.random */
  random?: () => number;
}

export interface ProgressController {
  /** Shows the bar at the minimum (or keeps the current value) and starts trickling. */
  start(): void;
  /** Sets the value, clamped to [minimum, 1]. At 1 the bar completes and fades out. */
  set(value: number): void;
  /** Adds `amount`, or a step that shrinks as the bar fills; never passes 0.994. Starts the bar if idle. */
  inc(amount?: number): void;
  /** Completes the bar and fades it out. Does nothing when idle unless `force`. */
  done(force?: boolean): void;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
  readonly speed: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** NProgress's trickle steps: big at first, tiny near the end. */
export function trickleAmount(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

export function createProgressController(options: ProgressOptions = {}): ProgressController {
  const minimum = options.minimum ?? PROGRESS_MINIMUM;
  const speed = options.speed ?? PROGRESS_SPEED_MS;
  const trickleSpeed = options.trickleSpeed ?? PROGRESS_TRICKLE_MS;
  const random = options.random ?? Math.random;

  let state: ProgressState = { value: null, fading: false };
  const listeners = new Set<() => void>();
  let trickleTimer: ReturnType<typeof setTimeout> | undefined;
  let fadeTimers: ReturnType<typeof setTimeout>[] = [];

  const emit = (next: ProgressState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const clearFade = () => {
    fadeTimers.forEach(clearTimeout);
    fadeTimers = [];
  };
  const stopTrickle = () => {
    if (trickleTimer !== undefined) clearTimeout(trickleTimer);
    trickleTimer = undefined;
  };

  const set = (value: number) => {
    const next = clamp(value, minimum, 1);
    clearFade();
    if (next === 1) {
      stopTrickle();
      emit({ value: 1, fading: false });
      // Let the bar reach the end, then fade it out, then remove it.
      fadeTimers.push(
        setTimeout(() => {
          emit({ value: 1, fading: true });
          fadeTimers.push(setTimeout(() => emit({ value: null, fading: false }), speed));
        }, speed),
      );
      return;
    }
    emit({ value: next, fading: false });
  };

  const isRunning = () => state.value !== null && state.value < 1;

  const inc = (amount?: number) => {
    if (!isRunning()) {
      start();
      return;
    }
    const current = state.value ?? 0;
    const step = amount ?? trickleAmount(current);
    set(clamp(current + step, 0, PROGRESS_TRICKLE_CEILING));
  };

  const trickle = () => {
    stopTrickle();
    trickleTimer = setTimeout(() => {
      trickleTimer = undefined;
      if (!isRunning()) return;
      inc();
      trickle();
    }, trickleSpeed);
  };

  function start() {
    if (!isRunning()) set(0);
    trickle();
  }

  const done = (force = false) => {
    if (!force && !isRunning()) return;
    if (isRunning()) inc(0.3 + 0.5 * random());
    set(1);
  };

  return {
    start,
    set,
    inc,
    done,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    speed,
  };
}

/** The app's one route progress bar: `routeProgress.start()` on navigation, `routeProgress.done()` when it settles. */
export const routeProgress = createProgressController();
