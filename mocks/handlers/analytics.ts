import { delay } from 'msw';
import { is } from 'superstruct';
import { AnalyticsQuery, apiPaths, ErrorCode, type AnalyticsOverview } from '@rabt/contract';
import {
  analyticsLiveBusy,
  analyticsLocationsBusy,
  analyticsLocationsSaudi,
  analyticsOverviewBusy,
  analyticsOverviewEmpty,
} from '../fixtures/analytics.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, validationFailed } from './http.ts';
import { mockPlanAllows, mockPlanLocked } from './entitlements.ts';

/**
 * Analytics, answering like the server: `analytics:view`, PLAN_LOCKED without analytics, the same
 * query rules (contract AnalyticsQuery). Numbers come from the fixtures; a filter that matches
 * nothing in them (a country other than SA/AE/EG/KW/US/GB) answers an empty overview.
 */
function guard(request: Request) {
  const caller = authorise(request as never, allowed('analytics:view'));
  if (caller instanceof Response) return caller;
  if (!mockPlanAllows(caller.accountId!, 'analytics')) return mockPlanLocked('analytics');
  return caller;
}

function query(request: Request): Record<string, string> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  delete params.view;
  return params;
}

function overviewFor(params: Record<string, string>): AnalyticsOverview {
  const known = analyticsOverviewBusy.countries.map((c) => c.key);
  if (params.country && !known.includes(params.country)) return analyticsOverviewEmpty;
  return analyticsOverviewBusy;
}

const overview = http.get(apiUrl(apiPaths.analyticsOverview), ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const params = query(request);
  if (!is(params, AnalyticsQuery)) return validationFailed(AnalyticsQuery, params);
  return HttpResponse.json({ results: overviewFor(params) });
});

const locations = http.get(apiUrl(apiPaths.analyticsLocations), ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const params = query(request);
  if (!is(params, AnalyticsQuery)) return validationFailed(AnalyticsQuery, params);
  return HttpResponse.json({ results: params.country ? analyticsLocationsSaudi : analyticsLocationsBusy });
});

const breakdown = (path: string, dimension: 'device' | 'channel') =>
  http.get(apiUrl(path), ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const params = query(request);
    if (!is(params, AnalyticsQuery)) return validationFailed(AnalyticsQuery, params);
    const o = overviewFor(params);
    return HttpResponse.json({
      results: {
        range: o.range,
        dimension,
        total: o.totals.clicks,
        rows: dimension === 'device' ? o.devices : o.channels,
        previous_rows: null,
        more: {},
      },
    });
  });

const live = http.get(apiUrl(apiPaths.analyticsLive), ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: analyticsLiveBusy });
});

const settings = http.get(apiUrl(apiPaths.analyticsSettings), ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: { raw_retention_days: null } });
});

export const analyticsHandlers = [
  overview,
  locations,
  breakdown(apiPaths.analyticsDevices, 'device'),
  breakdown(apiPaths.analyticsChannels, 'channel'),
  live,
  settings,
];

/** Scenarios for stories and tests: `server.use(...analyticsScenarios.error)`. */
export const analyticsScenarios = {
  empty: [http.get(apiUrl(apiPaths.analyticsOverview), () => HttpResponse.json({ results: analyticsOverviewEmpty }))],
  error: [http.get(apiUrl(apiPaths.analyticsOverview), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  locked: [http.get(apiUrl(apiPaths.analyticsOverview), () => mockPlanLocked('analytics'))],
  hanging: [http.get(apiUrl(apiPaths.analyticsOverview), () => delay('infinite'))],
};
