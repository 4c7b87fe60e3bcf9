export { Grid, gridColumnCounts } from './Grid.tsx';
export type { GridProps, ResponsiveColumns, GridColumnCount } from './Grid.tsx';
