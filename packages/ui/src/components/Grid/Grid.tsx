import { createElement, forwardRef, type AllHTMLAttributes, type CSSProperties, type ElementType, type ReactNode } from 'react';
import type { Space } from '../../tokens/scale.ts';
import * as styles from './Grid.css.ts';

export { gridColumnCounts } from './Grid.css.ts';
export type { GridColumnCount } from './Grid.css.ts';

/** Columns per breakpoint; a breakpoint left out keeps the smaller one's count. */
export interface ResponsiveColumns {
  mobile?: styles.GridColumnCount;
  tablet?: styles.GridColumnCount;
  desktop?: styles.GridColumnCount;
}

export interface GridProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'wrap'> {
  children: ReactNode;
  /**
   * Equal columns: a number for every screen, or per breakpoint (`{ mobile: 1, tablet: 2,
   * desktop: 4 }`). Ignored when `minItemWidth` is set. @defaultValue { mobile: 1, tablet: 2, desktop: 3 }
   */
  columns?: styles.GridColumnCount | ResponsiveColumns;
  /**
   * Fit as many columns as there is room for, each at least this wide (CSS length, e.g. '240px').
   * Best for card galleries (QR codes, business cards).
   */
  minItemWidth?: string;
  /** Space between cells. @defaultValue 'large' */
  gap?: Space;
  /** @defaultValue 'stretch' */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** @defaultValue 'div' */
  as?: ElementType;
  'data-testid'?: string;
}

/** A responsive grid of equal columns. Cells flow in the reading direction (mirrored in RTL). */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  {
    children,
    columns = { mobile: 1, tablet: 2, desktop: 3 },
    minItemWidth,
    gap = 'large',
    align = 'stretch',
    as = 'div',
    className,
    style,
    ...rest
  },
  ref,
) {
  const responsive: ResponsiveColumns = typeof columns === 'number' ? { mobile: columns } : columns;
  const classes = [
    styles.grid,
    styles.gap[gap],
    styles.alignItems[align],
    ...(minItemWidth
      ? []
      : [
          styles.columns.mobile[responsive.mobile ?? 1],
          responsive.tablet ? styles.columns.tablet[responsive.tablet] : '',
          responsive.desktop ? styles.columns.desktop[responsive.desktop] : '',
        ]),
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const autoStyle: CSSProperties | undefined = minItemWidth
    ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`, ...style }
    : style;
  return createElement(as, { ...rest, ref, className: classes, style: autoStyle }, children);
});
