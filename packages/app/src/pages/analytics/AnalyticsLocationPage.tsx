import { AnalyticsLocationScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useAnalyticsPage } from './useAnalyticsPage.ts';

/** The address's country, upper case; anything that is not a two-letter code becomes "unknown". */
export function countryOf(id: string | undefined): string {
  const code = (id ?? '').toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : 'unknown';
}

/** /analytics/visitors-locations/:id — one country's regions and cities. */
export function AnalyticsLocationPage({ params: route, titleId }: PageProps) {
  usePageTitle(titleId);
  const country = countryOf(route.id);
  const page = useAnalyticsPage('locations', {
    route: 'analytics-location',
    routeParams: { id: country },
    // The page's country replaces a country filter of the address.
    extraParams: { country, level: 'region' },
    exportable: false,
  });
  return (
    <AnalyticsLocationScreen
      {...(page.pending ?? { state: 'ready', breakdown: page.breakdown! })}
      {...page.view}
      country={country}
      locationsHref={`${hrefFor('analytics-locations')}${page.search}`}
    />
  );
}
