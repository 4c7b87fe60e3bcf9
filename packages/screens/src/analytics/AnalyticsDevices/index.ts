export { AnalyticsDevicesScreen } from './AnalyticsDevices.tsx';
export type { AnalyticsDevicesScreenProps, AnalyticsDevicesState } from './AnalyticsDevices.tsx';
