/**
 * Analytics under /api/analytics, tenant-scoped (Account-Id); every route needs `analytics:view`
 * (changing the retention needs `team:edit`, an administrator's) and a plan with analytics
 * (PLAN_LOCKED otherwise, with the plan to upgrade to).
 */
import {
  ANALYTICS_EXPORT_TOTAL_HEADER,
  AnalyticsQuery,
  UpdateAnalyticsSettingsRequest,
  type AnalyticsQuery as Query,
} from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBody } from '../../lib/validate.ts';
import { allowed, requireTenant } from '../../types.ts';
import { exportCsv, exportViews, type ExportView } from './export.ts';
import { readSettings, writeSettings } from './queries.ts';
import { breakdown, live, overview, top, totalsOf, windowOf, type BreakdownView } from './service.ts';
import { guard } from './guard.ts';
import { linksInWorkspaces, memberWorkspaces } from './member-scope.ts';

type QueryRequest = { Querystring: Record<string, unknown> };

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const scheme = () => app.config.links.shortScheme;

  async function windowFor(request: FastifyRequest<QueryRequest>, own: readonly string[] = []) {
    const { tenant } = requireTenant(request.auth);
    guard(tenant);
    // A route's own parameters (export's `view`) are not the shared query's.
    const shared = Object.fromEntries(Object.entries(request.query ?? {}).filter(([key]) => !own.includes(key)));
    const query = parseBody(AnalyticsQuery, shared) as Query;
    const workspaces = await memberWorkspaces(app.db, tenant, query);
    return { query, window: await windowOf(app.db, tenant.account.id, query, workspaces) };
  }

  // GET /api/analytics/overview – totals (and the previous period's), series, channel/device/country summaries, top links
  app.get<QueryRequest>('/analytics/overview', allowed('analytics:view'), async (request) => {
    const { window } = await windowFor(request);
    return { results: await overview(app.db, window, scheme()) };
  });

  for (const view of ['devices', 'locations', 'channels'] as const satisfies readonly BreakdownView[]) {
    // GET /api/analytics/devices|locations|channels – one breakdown (`rows`) and the ones shown beside it (`more`)
    app.get<QueryRequest>(`/analytics/${view}`, allowed('analytics:view'), async (request) => {
      const { query, window } = await windowFor(request);
      return { results: await breakdown(app.db, window, view, query) };
    });
  }

  // GET /api/analytics/top – the most visited links, QR codes and cards in the range
  app.get<QueryRequest>('/analytics/top', allowed('analytics:view'), async (request) => {
    const { window } = await windowFor(request);
    return { results: await top(app.db, window, scheme()) };
  });

  // GET /api/analytics/live – clicks per minute over the last 30 minutes
  app.get('/analytics/live', allowed('analytics:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    guard(tenant);
    const onlyLinks =
      tenant.workspaceIds === null ? undefined : await linksInWorkspaces(app.db, tenant.account.id, tenant.workspaceIds);
    return { results: await live(app.db, tenant.account.id, Date.now(), onlyLinks) };
  });

  // GET /api/analytics/export.csv?view=… – any view (or the raw clicks of the range) as CSV, streamed
  app.get<QueryRequest>('/analytics/export.csv', allowed('analytics:view'), async (request, reply) => {
    const view = (request.query as { view?: unknown }).view;
    const chosen: ExportView = exportViews.includes(view as ExportView) ? (view as ExportView) : 'overview';
    const { query, window } = await windowFor(request, ['view']);
    // Progress of a raw export: the rows to come, from the rollups when they can answer (no scan).
    if (chosen === 'raw')
      reply.header(ANALYTICS_EXPORT_TOTAL_HEADER, String((await totalsOf(app.db, window.scope, false)).clicks));
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="analytics-${chosen}-${window.from}-${window.to}.csv"`);
    return reply.send(exportCsv(app.db, window, chosen, query, scheme()));
  });

  // GET /api/analytics/settings – how long raw clicks are kept
  app.get('/analytics/settings', allowed('analytics:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    guard(tenant);
    return { results: { raw_retention_days: await readSettings(app.db, tenant.account.id) } };
  });

  // PUT /api/analytics/settings – change the raw-click retention (rollups are kept)
  app.put('/analytics/settings', allowed('team:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    guard(tenant);
    const body = parseBody(UpdateAnalyticsSettingsRequest, request.body);
    await writeSettings(app.db, tenant.account.id, body.raw_retention_days, new Date().toISOString());
    return { results: { raw_retention_days: body.raw_retention_days } };
  });
}
