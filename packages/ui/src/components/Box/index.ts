export { Box } from './Box.tsx';
export type { BoxProps } from './Box.tsx';
