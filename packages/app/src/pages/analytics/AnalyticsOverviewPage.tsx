import { useState } from 'react';
import { useLocation } from 'wouter';
import { AnalyticsOverviewScreen, type AnalyticsFilterChip, type AnalyticsOverviewState } from '@rabt/screens';
import type { AnalyticsLive, AnalyticsOverview, DatePreset } from '@rabt/contract';
import { ErrorCode } from '@rabt/contract';
import { useCan } from '../../api/accounts.ts';
import {
  analyticsApi,
  analyticsParams,
  useAnalyticsLive,
  useAnalyticsOverview,
  type AnalyticsFilters,
} from '../../api/analytics.ts';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import { NO_RESPONSE, type ApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { sectionHrefs } from './shared.ts';

export interface OverviewInputs {
  can: boolean | undefined;
  locked: { plan: string } | null;
  overview: AnalyticsOverview | undefined;
  live: AnalyticsLive | undefined;
  error: ApiError | undefined;
}

/** Hooks' answers → the screen's state (pure; tested on its own). */
export function overviewState({ can, locked, overview, live, error }: OverviewInputs): AnalyticsOverviewState {
  if (can === false) return { state: 'denied' };
  if (locked) return { state: 'locked', plan: locked.plan };
  if (overview) return { state: 'ready', overview, live: live ?? null };
  if (error?.code === ErrorCode.PERMISSION_DENIED) return { state: 'denied' };
  if (error?.code === ErrorCode.PLAN_LOCKED) return { state: 'locked', plan: 'Pro' };
  if (error?.code === NO_RESPONSE) return { state: 'offline' };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

export function filterChips(filters: AnalyticsFilters): AnalyticsFilterChip[] {
  const chips: AnalyticsFilterChip[] = [];
  if (filters.country) chips.push({ key: 'country', value: filters.country });
  if (filters.device) chips.push({ key: 'device', value: filters.device });
  if (filters.channel) chips.push({ key: 'channel', value: filters.channel });
  if (filters.link_id) chips.push({ key: 'link', value: filters.link_id });
  return chips;
}

const keyOf = (key: AnalyticsFilterChip['key']) => (key === 'link' ? 'link_id' : key);

/** /analytics: the account's overview, with a live "last 30 minutes". */
export function AnalyticsOverviewPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const [preset, setPreset] = useState<DatePreset>('30d');
  const [filters, setFilters] = useState<AnalyticsFilters>({});
  const can = useCan('analytics:view');
  const entitlements = useEntitlements();
  const allowed = entitlements.data ? entitlements.data.allows('analytics') : undefined;
  const locked = allowed === false ? { plan: entitlements.data?.upgradeFor({ feature: 'analytics' })?.name ?? 'Pro' } : null;
  const enabled = can !== false && allowed !== false;
  const params = analyticsParams(preset, filters);
  const overview = useAnalyticsOverview(params, enabled);
  const live = useAnalyticsLive(enabled);
  useDataPending(overview.isLoading);

  return (
    <AnalyticsOverviewScreen
      {...overviewState({ can, locked, overview: overview.data, live: live.data, error: overview.error })}
      preset={preset}
      onPreset={setPreset}
      filters={filterChips(filters)}
      onFilter={(chip) => setFilters((f) => ({ ...f, [keyOf(chip.key)]: chip.value }))}
      onRemoveFilter={(key) => setFilters((f) => ({ ...f, [keyOf(key)]: undefined }))}
      onClearFilters={() => setFilters({})}
      onExport={() => window.location.assign(analyticsApi.exportHref('overview', params))}
      onRetry={() => void overview.mutate()}
      onUpgrade={() => navigate(upgradeHref({ feature: 'analytics' }, hrefFor('analytics')))}
      onGoHome={() => navigate(hrefFor('links'))}
      onCreateLink={() => navigate(hrefFor('links-new'))}
      onShowLocations={() => navigate(hrefFor('analytics-locations'))}
      sections={sectionHrefs('')}
      renderLink={renderLink}
    />
  );
}
