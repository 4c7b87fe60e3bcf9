export { ItemStatsPanel } from './ItemStatsPanel.tsx';
export type { ItemStatsKind, ItemStatsPanelProps, ItemStatsState } from './ItemStatsPanel.tsx';
