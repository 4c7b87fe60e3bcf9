export { OfflineScreen } from './Offline.tsx';
export type { OfflineScreenProps } from './Offline.tsx';
