import { AnalyticsLocationsScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useAnalyticsPage } from './useAnalyticsPage.ts';

/** /analytics/visitors-locations: the world map and the countries, under the shared filters. */
export function AnalyticsLocationsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const page = useAnalyticsPage('locations', { route: 'analytics-locations' });
  return (
    <AnalyticsLocationsScreen
      {...(page.pending ?? { state: 'ready', breakdown: page.breakdown! })}
      {...page.view}
      countryHref={(code) => `${hrefFor('analytics-location', { id: code })}${page.search}`}
    />
  );
}
