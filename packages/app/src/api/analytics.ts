/**
 * Analytics calls (contract-validated) and SWR hooks. The range is days in the viewer's time zone:
 * a preset becomes `from`/`to` here, and `tz` is the browser's, so days match the viewer's calendar.
 */
import useSWR from 'swr';
import {
  ANALYTICS_LIVE_POLL_MS,
  AnalyticsBreakdownResponse,
  AnalyticsLiveResponse,
  AnalyticsOverviewResponse,
  apiPaths,
  DEFAULT_API_BASE,
  type AnalyticsBreakdown,
  type AnalyticsLive,
  type AnalyticsOverview,
  type DatePreset,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

const OVERVIEW = 'analytics-overview';
const BREAKDOWN = 'analytics-breakdown';

/** The breakdown views: `/analytics/locations`, `/devices`, `/channels`. */
export type AnalyticsView = 'locations' | 'devices' | 'channels';
const viewPaths: Record<AnalyticsView, string> = {
  locations: apiPaths.analyticsLocations,
  devices: apiPaths.analyticsDevices,
  channels: apiPaths.analyticsChannels,
};
const LIVE = 'analytics-live';

export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function localDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A preset's first and last day (local calendar), ending today. */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: string; to: string } {
  const day = (offset: number) => {
    const d = new Date(now);
    d.setDate(d.getDate() + offset);
    return localDay(d);
  };
  switch (preset) {
    case 'today':
      return { from: day(0), to: day(0) };
    case 'yesterday':
      return { from: day(-1), to: day(-1) };
    case '7d':
      return { from: day(-6), to: day(0) };
    case '90d':
      return { from: day(-89), to: day(0) };
    case '12m':
      return { from: day(-364), to: day(0) };
    case '30d':
    case 'custom':
      return { from: day(-29), to: day(0) };
    default: {
      const never: never = preset;
      throw new Error(`unknown preset ${String(never)}`);
    }
  }
}

export const analyticsApi = {
  /** The overview, compared with the previous period unless `params.compare` is 'false'. */
  overview: (params: Record<string, string>): Promise<AnalyticsOverview> =>
    apiCall(apiPaths.analyticsOverview, AnalyticsOverviewResponse, { params: { compare: 'true', ...params } }).then(
      (r) => r.results,
    ),
  /** A breakdown with the previous period's rows unless `params.compare` is 'false'. */
  breakdown: (view: AnalyticsView, params: Record<string, string>): Promise<AnalyticsBreakdown> =>
    apiCall(viewPaths[view], AnalyticsBreakdownResponse, { params: { compare: 'true', ...params } }).then((r) => r.results),
  live: (): Promise<AnalyticsLive> => apiCall(apiPaths.analyticsLive, AnalyticsLiveResponse).then((r) => r.results),
  /** The address of a CSV export of a view with the same query (a plain download). */
  exportHref: (view: string, params: Record<string, string>, base: string = DEFAULT_API_BASE): string =>
    `${base}/${apiPaths.analyticsExport}?${new URLSearchParams({ view, ...params }).toString()}`,
};

export const analyticsKey = (accountId: string | null, params: Record<string, string>) =>
  [OVERVIEW, accountId, JSON.stringify(params)] as const;

export function useAnalyticsOverview(params: Record<string, string>, enabled = true) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<AnalyticsOverview, ApiError>(
    enabled ? analyticsKey(accountId, params) : null,
    () => analyticsApi.overview(params),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );
}

export function useAnalyticsBreakdown(view: AnalyticsView, params: Record<string, string>, enabled = true) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<AnalyticsBreakdown, ApiError>(
    enabled ? [BREAKDOWN, view, accountId, JSON.stringify(params)] : null,
    () => analyticsApi.breakdown(view, params),
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** The last 30 minutes, re-read every 15 s without a reload. */
export function useAnalyticsLive(enabled = true) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<AnalyticsLive, ApiError>(enabled ? [LIVE, accountId] : null, () => analyticsApi.live(), {
    shouldRetryOnError: false,
    refreshInterval: ANALYTICS_LIVE_POLL_MS,
  });
}
