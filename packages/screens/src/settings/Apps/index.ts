export { AppsScreen } from './Apps.tsx';
export type { AppsScreenProps, AppsState } from './Apps.tsx';
