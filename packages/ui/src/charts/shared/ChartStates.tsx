import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { placeholder, skeleton, skeletonBar, visuallyHidden } from './chart.css.ts';

/** Heights of the skeleton's bars, fixed so screenshots are stable. */
const SKELETON_BARS = [38, 52, 45, 60, 72, 58, 66, 80, 62, 70, 55, 48];

export interface ChartSkeletonProps {
  height: number;
  /** Accessible text while loading. @defaultValue t('ui.charts.loading') */
  label?: string;
}

/** The loading state of a chart: static grey bars (no animation) and a status for screen readers. */
export function ChartSkeleton({ height, label }: ChartSkeletonProps) {
  const t = useT();
  return (
    <div className={skeleton} style={{ blockSize: height }} role="status" aria-busy="true" data-state="loading">
      <span className={visuallyHidden}>{label ?? t('ui.charts.loading')}</span>
      {SKELETON_BARS.map((percent, index) => (
        <span key={index} className={skeletonBar} style={{ blockSize: `${percent}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}

export interface ChartEmptyProps {
  height: number;
  /** @defaultValue t('ui.charts.empty') */
  children?: ReactNode;
}

/** The empty state of a chart: a box of the chart's height with one sentence. */
export function ChartEmpty({ height, children }: ChartEmptyProps) {
  const t = useT();
  return (
    <div className={placeholder} style={{ blockSize: height }} data-state="empty">
      <p>{children ?? t('ui.charts.empty')}</p>
    </div>
  );
}
