export { SupportCenterScreen } from './SupportCenter.tsx';
export type { SupportCenterScreenProps } from './SupportCenter.tsx';
