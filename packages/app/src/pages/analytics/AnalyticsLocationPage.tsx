import { useLocation } from 'wouter';
import { AnalyticsLocationScreen } from '@rabt/screens';
import { useAnalyticsBreakdown } from '../../api/analytics.ts';
import { upgradeHref } from '../../api/billing.ts';
import { useWorkspaces } from '../../api/workspaces.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { pendingState, sectionHrefs, useAnalyticsAccess, useAnalyticsFilters } from './shared.ts';

/** The address's country, upper case; anything that is not a two-letter code becomes "unknown". */
export function countryOf(id: string | undefined): string {
  const code = (id ?? '').toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : 'unknown';
}

/** /analytics/visitors-locations/:id — one country's regions and cities. */
export function AnalyticsLocationPage({ params: route, titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const country = countryOf(route.id);
  const access = useAnalyticsAccess();
  const { filters, setFilters, params, search } = useAnalyticsFilters();
  const answer = useAnalyticsBreakdown('locations', { ...params, country, level: 'region' }, access.enabled);
  const workspaces = useWorkspaces();
  useDataPending(answer.isLoading);
  const pending = pendingState(access, answer.data !== undefined, answer.error);
  const state = pending ?? { state: 'ready' as const, breakdown: answer.data! };

  return (
    <AnalyticsLocationScreen
      {...state}
      country={country}
      filters={filters}
      onFiltersChange={setFilters}
      workspaces={(workspaces.data ?? []).map((w) => ({ id: w.id, name: w.name }))}
      overviewHref={hrefFor('analytics')}
      locationsHref={`${hrefFor('analytics-locations')}${search}`}
      renderLink={renderLink}
      sections={sectionHrefs(search)}
      onRetry={() => void answer.mutate()}
      onUpgrade={() => navigate(upgradeHref({ feature: 'analytics' }, hrefFor('analytics-location', { id: country })))}
      onGoHome={() => navigate(hrefFor('links'))}
    />
  );
}
