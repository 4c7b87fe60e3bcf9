import { AnalyticsOverviewScreen } from '@rabt/screens';
import { useAnalyticsLive } from '../../api/analytics.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useAnalyticsPage } from './useAnalyticsPage.ts';

/** /analytics: the account's overview under the filters of the address, with a live "last 30 minutes". */
export function AnalyticsOverviewPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const page = useAnalyticsPage('overview', { route: 'analytics' });
  const live = useAnalyticsLive(page.enabled);
  return (
    <AnalyticsOverviewScreen
      {...(page.pending ?? { state: 'ready', overview: page.overview!, live: live.data ?? null })}
      {...page.view}
      onShowLocations={() => page.navigate(`${hrefFor('analytics-locations')}${page.search}`)}
    />
  );
}
