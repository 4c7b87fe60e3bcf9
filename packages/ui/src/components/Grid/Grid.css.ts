import { style, styleVariants } from '@vanilla-extract/css';
import { media, space } from '../../tokens/scale.ts';

export const gridColumnCounts = [1, 2, 3, 4, 5, 6, 12] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

export const grid = style({ display: 'grid', minInlineSize: 0 });

const columnsFor = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const byCount = <T>(make: (count: GridColumnCount) => T) =>
  Object.fromEntries(gridColumnCounts.map((count) => [count, make(count)])) as Record<GridColumnCount, T>;

export const columns = {
  mobile: styleVariants(byCount((count) => ({ gridTemplateColumns: columnsFor(count) }))),
  tablet: styleVariants(byCount((count) => ({ '@media': { [media.tablet]: { gridTemplateColumns: columnsFor(count) } } }))),
  desktop: styleVariants(byCount((count) => ({ '@media': { [media.desktop]: { gridTemplateColumns: columnsFor(count) } } }))),
};

export const gap = styleVariants(space, (value) => ({ gap: value }));
export const alignItems = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
});
