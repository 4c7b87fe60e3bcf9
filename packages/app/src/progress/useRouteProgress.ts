import { useEffect, useLayoutEffect } from 'react';
import { addPending, navigationStarted, pageRendered } from './routeProgress.ts';

/** Starts the bar when `locationKey` changes, and finishes it after the page's first render. */
export function useRouteProgress(locationKey: string): void {
  // Layout effect: start before the browser paints the new route. The key is read so the
  // effect re-runs on every navigation.
  useLayoutEffect(() => {
    navigationStarted(locationKey);
  }, [locationKey]);
  // Passive effect: runs after children's effects, so pages have reported their loads.
  useEffect(() => {
    pageRendered(locationKey);
  }, [locationKey]);
}

/** A page reports that its data is still loading; the bar waits for it. */
export function useDataPending(pending: boolean): void {
  useLayoutEffect(() => {
    if (!pending) return;
    return addPending();
  }, [pending]);
}
