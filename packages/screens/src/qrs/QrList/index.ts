export { QrListScreen } from './QrList.tsx';
export type { QrLimitReached, QrListScreenProps, QrListState, QrTypeFilter } from './QrList.tsx';
