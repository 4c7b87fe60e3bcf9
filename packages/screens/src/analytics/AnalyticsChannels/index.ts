export { AnalyticsChannelsScreen } from './AnalyticsChannels.tsx';
export type { AnalyticsChannelsScreenProps, AnalyticsChannelsState } from './AnalyticsChannels.tsx';
