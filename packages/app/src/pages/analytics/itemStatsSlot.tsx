import { lazy, Suspense, type ReactNode } from 'react';
import type { ItemStatsProps } from './ItemStats.tsx';

// The panel and its charts are a chunk of their own: the link, QR code and card editors open
// without them and the panel appears when it arrives.
const LazyItemStats = lazy(() => import('./ItemStats.tsx').then((module) => ({ default: module.ItemStats })));

/** The stats panel of one link, QR code or card, loaded after its page. */
export function ItemStats(props: ItemStatsProps) {
  return (
    <Suspense fallback={null}>
      <LazyItemStats {...props} />
    </Suspense>
  );
}

/** An editor page followed by its item's stats panel (none while creating). */
export function withStats(stats: ReactNode, page: ReactNode) {
  return (
    <>
      {page}
      {stats}
    </>
  );
}
