import { createStore } from 'zustand';

/** Spec §9: progress bar minimum 0.08, speed 200 ms, trickle 800 ms; no spinner. */
export const PROGRESS_OPTIONS = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;

/** What the app needs of ui's RouteProgressBar controller. */
export interface ProgressController {
  start(): void;
  done(): void;
}

const noop: ProgressController = { start() {}, done() {} };
let controller: ProgressController = noop;

/** The progress-bar plugin installs ui's controller here. */
export function setProgressController(next: ProgressController): void {
  controller = next;
}

/**
 * Pages with data say so while they load (`useDataPending(isLoading)`); the bar is done when
 * the count drops to zero, or at once for static pages.
 */
export const pendingStore = createStore<{ pending: number }>()(() => ({ pending: 0 }));

let navigating = false;
/** The location the bar is running for (diagnostics and a guard against stale renders). */
let currentKey: string | null = null;

/** A route change began: start the bar. */
export function navigationStarted(locationKey: string): void {
  navigating = true;
  currentKey = locationKey;
  controller.start();
}

/** The new page rendered: finish now if nothing is loading, else when loads settle. */
export function pageRendered(locationKey: string): void {
  if (navigating && locationKey === currentKey && pendingStore.getState().pending === 0) finish();
}

function finish(): void {
  navigating = false;
  controller.done();
}

export function addPending(): () => void {
  pendingStore.setState((s) => ({ pending: s.pending + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pendingStore.setState((s) => ({ pending: s.pending - 1 }));
    if (navigating && pendingStore.getState().pending === 0) finish();
  };
}

/** Test helper: forget any half-finished navigation. */
export function resetRouteProgress(): void {
  navigating = false;
  pendingStore.setState({ pending: 0 });
  controller = noop;
}
