import { useLocation } from 'wouter';
import { AnalyticsChannelsScreen } from '@rabt/screens';
import { analyticsApi, useAnalyticsBreakdown } from '../../api/analytics.ts';
import { upgradeHref } from '../../api/billing.ts';
import { useWorkspaces } from '../../api/workspaces.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { pendingState, sectionHrefs, useAnalyticsAccess, useAnalyticsFilters } from './shared.ts';

/** /analytics/traffic-channels: channels and referring sites. */
export function AnalyticsChannelsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const access = useAnalyticsAccess();
  const { filters, setFilters, params, search } = useAnalyticsFilters();
  const answer = useAnalyticsBreakdown('channels', params, access.enabled);
  const workspaces = useWorkspaces();
  useDataPending(answer.isLoading);
  const pending = pendingState(access, answer.data !== undefined, answer.error);
  const state = pending ?? { state: 'ready' as const, breakdown: answer.data! };

  return (
    <AnalyticsChannelsScreen
      {...state}
      filters={filters}
      onFiltersChange={setFilters}
      workspaces={(workspaces.data ?? []).map((w) => ({ id: w.id, name: w.name }))}
      overviewHref={hrefFor('analytics')}
      renderLink={renderLink}
      sections={sectionHrefs(search)}
      onExport={() => window.location.assign(analyticsApi.exportHref('channels', params))}
      onRetry={() => void answer.mutate()}
      onUpgrade={() => navigate(upgradeHref({ feature: 'analytics' }, hrefFor('analytics-channels')))}
      onGoHome={() => navigate(hrefFor('links'))}
      onCreateLink={() => navigate(hrefFor('links-new'))}
    />
  );
}
