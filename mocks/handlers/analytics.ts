import { delay } from 'msw';
import { is } from 'superstruct';
import {
  AnalyticsQuery,
  analyticsBool,
  apiPaths,
  ErrorCode,
  type AnalyticsBreakdown,
  type AnalyticsOverview,
} from '@rabt/contract';
import {
  analyticsBreakdownEmpty,
  analyticsChannelsBusy,
  analyticsDevicesBusy,
  analyticsItemBusy,
  analyticsLiveBusy,
  analyticsLocationsBusy,
  analyticsLocationsCompared,
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

const knownCountries = analyticsOverviewBusy.countries.map((c) => c.key);
const nothingMatches = (params: Record<string, string>) => Boolean(params.country && !knownCountries.includes(params.country));

function overviewFor(params: Record<string, string>): AnalyticsOverview {
  if (nothingMatches(params)) return analyticsOverviewEmpty;
  // One link, QR code or card: the stats panel on its page.
  if (params.link_id || params.card_id) return analyticsItemBusy;
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
  if (nothingMatches(params)) return HttpResponse.json({ results: analyticsBreakdownEmpty('region', ['city']) });
  if (params.country) return HttpResponse.json({ results: analyticsLocationsSaudi });
  return HttpResponse.json({ results: analyticsBool(params.compare) ? analyticsLocationsCompared : analyticsLocationsBusy });
});

const breakdown = (path: string, answer: AnalyticsBreakdown, more: string[]) =>
  http.get(apiUrl(path), ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const params = query(request);
    if (!is(params, AnalyticsQuery)) return validationFailed(AnalyticsQuery, params);
    if (nothingMatches(params)) return HttpResponse.json({ results: analyticsBreakdownEmpty(answer.dimension, more) });
    return HttpResponse.json({
      results: { ...answer, previous_rows: analyticsBool(params.compare) ? answer.previous_rows : null },
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
  breakdown(apiPaths.analyticsDevices, analyticsDevicesBusy, ['os', 'browser']),
  breakdown(apiPaths.analyticsChannels, analyticsChannelsBusy, ['referrer']),
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

const views = [apiPaths.analyticsLocations, apiPaths.analyticsDevices, apiPaths.analyticsChannels] as const;

/** The same for the breakdown views (locations, devices, channels) at once. */
export const analyticsViewScenarios = {
  empty: views.map((path) =>
    http.get(apiUrl(path), () =>
      HttpResponse.json({ results: analyticsBreakdownEmpty('country', ['os', 'browser', 'referrer', 'city']) }),
    ),
  ),
  error: views.map((path) => http.get(apiUrl(path), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))),
  locked: views.map((path) => http.get(apiUrl(path), () => mockPlanLocked('analytics'))),
  hanging: views.map((path) => http.get(apiUrl(path), () => delay('infinite'))),
};
