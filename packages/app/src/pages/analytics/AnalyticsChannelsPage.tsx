import { AnalyticsChannelsScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useAnalyticsPage } from './useAnalyticsPage.ts';

/** /analytics/traffic-channels: channels and referring sites. */
export function AnalyticsChannelsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const page = useAnalyticsPage('channels', { route: 'analytics-channels' });
  return <AnalyticsChannelsScreen {...(page.pending ?? { state: 'ready', breakdown: page.breakdown! })} {...page.view} />;
}
