import { is } from 'superstruct';
import {
  ANALYTICS_EXPORT_TOTAL_HEADER,
  AnalyticsQuery,
  apiPaths,
  UpdateAnalyticsSettingsRequest,
  type AnalyticsTop,
} from '@rabt/contract';
import { analyticsOverviewBusy } from '../fixtures/analytics.ts';
import { allowed, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { mockPlanAllows, mockPlanLocked } from './entitlements.ts';

/**
 * The analytics calls analytics.ts does not answer (top items, CSV export, changing the
 * retention), held to the server's contract cases: the same permission, plan lock and query
 * rules. Kept in their own file so the screens' handlers and these grow apart without conflict.
 */
function guarded(request: Request, permission: Parameters<typeof allowed>[0] = 'analytics:view') {
  const caller = authorise(request as never, allowed(permission));
  if (caller instanceof Response) return caller;
  if (!mockPlanAllows(caller.accountId!, 'analytics')) return mockPlanLocked('analytics');
  return caller;
}

function query(request: Request): Record<string, string> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  delete params.view;
  return params;
}

const topItems: AnalyticsTop = {
  range: analyticsOverviewBusy.range,
  links: analyticsOverviewBusy.top_links,
  qrs: [],
  cards: [],
};

/** Retention per account, as the server keeps it (null: raw clicks kept for ever). */
const retention = new Map<string, number | null>();

const top = http.get(apiUrl(apiPaths.analyticsTop), ({ request }) => {
  const caller = guarded(request);
  if (caller instanceof Response) return caller;
  const params = query(request);
  if (!is(params, AnalyticsQuery)) return validationFailed(AnalyticsQuery, params);
  return HttpResponse.json({ results: topItems });
});

const exportCsv = http.get(apiUrl(apiPaths.analyticsExport), ({ request }) => {
  const caller = guarded(request);
  if (caller instanceof Response) return caller;
  const params = query(request);
  if (!is(params, AnalyticsQuery)) return validationFailed(AnalyticsQuery, params);
  const rows = analyticsOverviewBusy.devices.map((d) => `${d.key},${d.clicks}\n`);
  return new HttpResponse(`device,clicks\n${rows.join('')}`, {
    headers: { 'content-type': 'text/csv; charset=utf-8', [ANALYTICS_EXPORT_TOTAL_HEADER]: String(rows.length) },
  });
});

const settings = http.get(apiUrl(apiPaths.analyticsSettings), ({ request }) => {
  const caller = guarded(request);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: { raw_retention_days: retention.get(caller.accountId!) ?? null } });
});

const updateSettings = http.put(apiUrl(apiPaths.analyticsSettings), async ({ request }) => {
  const caller = guarded(request, 'team:edit');
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, UpdateAnalyticsSettingsRequest)) return validationFailed(UpdateAnalyticsSettingsRequest, body);
  retention.set(caller.accountId!, body.raw_retention_days);
  return HttpResponse.json({ results: { raw_retention_days: body.raw_retention_days } });
});

// `settings` first: it answers what analytics.ts's read does, plus a changed retention.
export const analyticsMoreHandlers = [settings, top, exportCsv, updateSettings];
