export { BarList } from './BarList.tsx';
export type { BarListItem, BarListProps } from './BarList.tsx';
