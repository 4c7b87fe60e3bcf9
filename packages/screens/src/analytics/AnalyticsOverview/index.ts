export { AnalyticsOverviewScreen, channelLabel, deviceLabel } from './AnalyticsOverview.tsx';
export type { AnalyticsOverviewScreenProps, AnalyticsOverviewState } from './AnalyticsOverview.tsx';
