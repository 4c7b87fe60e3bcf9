export { AnalyticsLocationScreen } from './AnalyticsLocation.tsx';
export type { AnalyticsLocationScreenProps, AnalyticsLocationState } from './AnalyticsLocation.tsx';
