export { StatusPill } from './StatusPill.tsx';
export type { StatusPillProps } from './StatusPill.tsx';
