export { AnalyticsOverviewScreen, channelLabel, deviceLabel } from './AnalyticsOverview.tsx';
export type { AnalyticsFilterChip, AnalyticsOverviewScreenProps, AnalyticsOverviewState } from './AnalyticsOverview.tsx';
