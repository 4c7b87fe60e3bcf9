export { AnalyticsLocationsScreen } from './AnalyticsLocations.tsx';
export type { AnalyticsLocationsScreenProps, AnalyticsLocationsState } from './AnalyticsLocations.tsx';
