/**
 * The wiring every analytics page shares (overview, locations, one country, devices, channels):
 * access (permission and plan), the filters in the address, the answer for the page's view, the
 * workspaces and domains to filter by, and the links and callbacks of the screen's frame.
 */
import { useLocation } from 'wouter';
import type { AnalyticsBreakdown, AnalyticsOverview } from '@rabt/contract';
import type { AnalyticsPendingState, AnalyticsViewProps } from '@rabt/screens';
import { useCan } from '../../api/accounts.ts';
import { analyticsApi, useAnalyticsBreakdown, useAnalyticsOverview, type AnalyticsView } from '../../api/analytics.ts';
import { upgradeHref } from '../../api/billing.ts';
import { useDomains } from '../../api/domains.ts';
import { useWorkspaces } from '../../api/workspaces.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor, type RouteParams } from '../../routes/resolve.ts';
import { pendingState, sectionHrefs, useAnalyticsAccess, useAnalyticsFilters } from './shared.ts';

export interface AnalyticsPageOptions {
  /** The route the page is on (upgrading comes back to it). */
  route: string;
  routeParams?: RouteParams;
  /** Added to the filters' query (the one-country page's `country` and `level`). */
  extraParams?: Record<string, string>;
  /** Offer the CSV export of this view. @defaultValue true */
  exportable?: boolean;
}

export interface AnalyticsPage {
  /** The frame's props for the screen. */
  view: AnalyticsViewProps;
  /** What to show instead of data, or null when the answer is there. */
  pending: AnalyticsPendingState | null;
  /** The answer of the page's view (only the one asked for is set). */
  overview: AnalyticsOverview | undefined;
  breakdown: AnalyticsBreakdown | undefined;
  /** The address's query of the current filters (for links to the other pages). */
  search: string;
  /** Whether the API may be asked (access known and granted). */
  enabled: boolean;
  navigate: (to: string) => void;
}

const toOptions = (rows: ReadonlyArray<{ id: string; name: string }>) => rows.map((r) => ({ id: r.id, name: r.name }));

export function useAnalyticsPage(source: 'overview' | AnalyticsView, options: AnalyticsPageOptions): AnalyticsPage {
  const [, navigate] = useLocation();
  const access = useAnalyticsAccess();
  const { filters, setFilters, params, search } = useAnalyticsFilters();
  const query = { ...params, ...options.extraParams };
  // Both hooks run every time (hooks cannot be conditional); only the page's own one asks.
  const overview = useAnalyticsOverview(query, access.enabled && source === 'overview');
  const breakdown = useAnalyticsBreakdown(
    source === 'overview' ? 'locations' : source,
    query,
    access.enabled && source !== 'overview',
  );
  const answer = source === 'overview' ? overview : breakdown;
  const workspaces = useWorkspaces();
  // Domains are an administration resource: members who may not see them get no domain filter.
  const canSeeDomains = useCan('domains:view') === true;
  const domains = useDomains(canSeeDomains && access.enabled);
  useDataPending(answer.isLoading);

  const exportable = options.exportable ?? true;
  const view: AnalyticsViewProps = {
    // On a country's page the path names the country: no country chip beside it.
    filters: options.extraParams?.country ? { ...filters, country: undefined } : filters,
    onFiltersChange: setFilters,
    workspaces: toOptions(workspaces.data ?? []),
    domains: (domains.data ?? []).map((d) => ({ id: d.id, name: d.display_name })),
    overviewHref: `${hrefFor('analytics')}${search}`,
    renderLink,
    sections: sectionHrefs(search),
    ...(exportable ? { onExport: () => window.location.assign(analyticsApi.exportHref(source, query)) } : {}),
    onRetry: () => void answer.mutate(),
    onUpgrade: () => navigate(upgradeHref({ feature: 'analytics' }, hrefFor(options.route, options.routeParams))),
    onGoHome: () => navigate(hrefFor('links')),
    onCreateLink: () => navigate(hrefFor('links-new')),
  };
  return {
    view,
    pending: pendingState(access, answer.data !== undefined, answer.error),
    overview: source === 'overview' ? overview.data : undefined,
    breakdown: source === 'overview' ? undefined : breakdown.data,
    search,
    enabled: access.enabled,
    navigate,
  };
}
