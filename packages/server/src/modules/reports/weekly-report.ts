/**
 * The weekly link report (decision 115): every Monday from 08:00 UTC each organisation's members
 * who kept `weekly_report` on, may see analytics and whose organisation's plan has analytics get
 * one mail about the 7 full UTC days before (Monday to Sunday) against the 7 before those, with
 * the top 5 links. The numbers are the analytics service's (`overview`, the /analytics page's
 * answer). A member limited to some workspaces is told about those workspaces' links only.
 *
 * Exactly once per (organisation, member, week), whatever the number of nodes: the ledger row is
 * claimed with insert-or-nothing before the mail is sent, and only the node whose insert landed
 * sends. A crash between the claim and the delivery loses that mail rather than risking repeats.
 * A report not sent by Tuesday 08:00 UTC (the app was down all day) is not sent late.
 *
 * Runs in each app that listens (one tick every WEEKLY_REPORT_TICK_MS, default 5 minutes); tests
 * move the injectable clock and call `tick` or `runWeeklyReports`.
 */
import { can, planAllows, type AnalyticsOverview, type AnalyticsTopItem, type Locale } from '@rabt/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { json } from '../../db/codec.ts';
import type { Db } from '../../db/schema.ts';
import { isoNow } from '../../lib/time.ts';
import { normaliseRoleKey, roleDirectory } from '../accounts/roles.ts';
import { overview, windowOf } from '../analytics/service.ts';
import { addDays } from '../analytics/time.ts';
import type { MailService } from '../mail/service.ts';
import { weeklyReportMail } from './weekly-mail.ts';

const DAY_MS = 86_400_000;
/** Monday, 08:00 UTC: the reports go out from then. */
export const REPORT_HOUR_UTC = 8;
/** How long after Monday 08:00 a report may still go out (a node that was down catches up). */
export const REPORT_CATCH_UP_MS = DAY_MS;
/** Links listed in the report. */
export const REPORT_TOP_LINKS = 5;

export interface ReportWeek {
  /** The reported days, Monday to Sunday (UTC), YYYY-MM-DD; `from` is the ledger's week key. */
  from: string;
  to: string;
  /** When this week's reports were due (the Monday after `to`, 08:00 UTC). */
  dueAt: Date;
}

/** The week whose reports are due at `now`: the last Monday 08:00 UTC at or before it, if within the catch-up time. */
export function dueWeek(now: Date): ReportWeek | null {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  let dueAt = midnight - sinceMonday * DAY_MS + REPORT_HOUR_UTC * 3_600_000;
  if (dueAt > now.getTime()) dueAt -= 7 * DAY_MS;
  if (now.getTime() - dueAt >= REPORT_CATCH_UP_MS) return null;
  const monday = new Date(dueAt).toISOString().slice(0, 10);
  return { from: addDays(monday, -7), to: addDays(monday, -1), dueAt: new Date(dueAt) };
}

export interface WeeklyNumbers {
  clicks: number;
  previousClicks: number;
  top: AnalyticsTopItem[];
}

/**
 * The week's numbers for an organisation, or for some of its workspaces, from the analytics
 * service: one overview for the whole organisation (rollups), else one per workspace (the service
 * filters one workspace at a time) added up, and the top lists merged (a top 5 of the union is
 * within the union of each workspace's top 10).
 */
export async function weeklyNumbers(
  db: Db,
  accountId: string,
  week: Pick<ReportWeek, 'from' | 'to'>,
  workspaceIds: readonly string[] | null,
  scheme: string,
): Promise<WeeklyNumbers> {
  const base = { from: week.from, to: week.to, tz: 'UTC', compare: 'true' } as const;
  const views: AnalyticsOverview[] = [];
  for (const workspace of workspaceIds ?? [null]) {
    const window = await windowOf(db, accountId, workspace === null ? base : { ...base, workspace_id: workspace });
    views.push(await overview(db, window, scheme));
  }
  const top = views
    .flatMap((v) => v.top_links)
    .toSorted((a, b) => b.clicks - a.clicks || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, REPORT_TOP_LINKS);
  return {
    clicks: views.reduce((sum, v) => sum + v.totals.clicks, 0),
    previousClicks: views.reduce((sum, v) => sum + (v.previous?.clicks ?? 0), 0),
    top,
  };
}

interface Member {
  accountId: string;
  accountName: string;
  customerId: string;
  email: string;
  name: string;
  language: Locale;
  workspaceIds: string[] | null;
}

function decodeWorkspaces(raw: string | null): string[] | null {
  const ids = json.decode<unknown>(raw, null);
  return Array.isArray(ids) ? ids.filter((w): w is string => typeof w === 'string').toSorted() : null;
}

function wantsReport(stored: string | null): boolean {
  return json.decode<{ weekly_report?: unknown }>(stored, {}).weekly_report !== false;
}

/**
 * The members who get this week's report, grouped by organisation: members since before it came
 * due (someone who joins on Monday morning starts with the next one), not yet claimed.
 */
async function recipients(db: Db, week: ReportWeek): Promise<Map<string, Member[]>> {
  // tenancy: the weekly report job works through every organisation's members.
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .innerJoin('accounts', 'accounts.id', 'memberships.account_id')
    .select([
      'memberships.account_id',
      'memberships.role',
      'memberships.workspace_ids',
      'accounts.name as account_name',
      'accounts.plan_id',
      'customers.id as customer_id',
      'customers.email',
      'customers.name',
      'customers.language',
      'customers.notification_settings',
    ])
    .where('accounts.deleted_at', 'is', null)
    .where('customers.deleted_at', 'is', null)
    .where('customers.email_verified_at', 'is not', null)
    .where('memberships.created_at', '<', week.dueAt.toISOString())
    .orderBy('memberships.account_id')
    .orderBy('memberships.created_at')
    .execute();
  // tenancy: the job's own ledger, every organisation's claims for this week.
  const claimed = await db
    .selectFrom('weekly_reports')
    .select(['account_id', 'customer_id'])
    .where('week', '=', week.from)
    .execute();
  const done = new Set(claimed.map((c) => `${c.account_id}\t${c.customer_id}`));
  const byAccount = new Map<string, Member[]>();
  const roles = new Map<string, Awaited<ReturnType<typeof roleDirectory>>>();
  for (const r of rows) {
    if (!planAllows(r.plan_id, 'analytics')) continue;
    if (!wantsReport(r.notification_settings)) continue;
    if (done.has(`${r.account_id}\t${r.customer_id}`)) continue;
    let directory = roles.get(r.account_id);
    if (!directory) roles.set(r.account_id, (directory = await roleDirectory(db, r.account_id)));
    if (!can(directory.get(normaliseRoleKey(r.role))?.permissions ?? [], 'analytics:view')) continue;
    const list = byAccount.get(r.account_id) ?? [];
    list.push({
      accountId: r.account_id,
      accountName: r.account_name,
      customerId: r.customer_id,
      email: r.email,
      name: r.name,
      language: r.language === 'ar' ? 'ar' : 'en',
      workspaceIds: decodeWorkspaces(r.workspace_ids),
    });
    byAccount.set(r.account_id, list);
  }
  return byAccount;
}

/** Whether the organisation (or these workspaces of it) has any link, QR code or card. */
async function hasLinks(db: Db, accountId: string, workspaceIds: readonly string[] | null): Promise<boolean> {
  if (workspaceIds !== null && workspaceIds.length === 0) return false;
  let query = db.selectFrom('links').select('id').where('account_id', '=', accountId).where('deleted_at', 'is', null);
  if (workspaceIds !== null) query = query.where('workspace_id', 'in', workspaceIds);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Claims the (organisation, member, week) row; true only for the one caller whose insert landed. */
export async function claimReport(db: Db, accountId: string, customerId: string, week: string): Promise<boolean> {
  const result = await db
    .insertInto('weekly_reports')
    .values({ account_id: accountId, customer_id: customerId, week, claimed_at: isoNow() })
    .onConflict((oc) => oc.columns(['account_id', 'customer_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface WeeklyReportContext {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  appUrl: string;
  shortScheme: string;
  now(): Date;
}

export interface WeeklyReportOutcome {
  week: string | null;
  sent: number;
  /** Organisations or members left for a later tick because their report failed. */
  failed: number;
}

/** One pass: sends the due week's reports that no node has claimed yet. */
export async function runWeeklyReports(ctx: WeeklyReportContext): Promise<WeeklyReportOutcome> {
  const week = dueWeek(ctx.now());
  if (!week) return { week: null, sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  for (const [accountId, members] of await recipients(ctx.db, week)) {
    // Members who see the same workspaces share one computation.
    const numbers = new Map<string, Promise<WeeklyNumbers | null>>();
    for (const member of members) {
      const key = member.workspaceIds?.join(',') ?? '*';
      let pending = numbers.get(key);
      if (!pending) {
        pending = hasLinks(ctx.db, accountId, member.workspaceIds).then((any) =>
          any ? weeklyNumbers(ctx.db, accountId, week, member.workspaceIds, ctx.shortScheme) : null,
        );
        numbers.set(key, pending);
      }
      try {
        const report = await pending;
        if (!report) continue; // nothing to report on: no links in what the member may see
        if (!(await claimReport(ctx.db, accountId, member.customerId, week.from))) continue;
        ctx.mail.send(
          member.email,
          weeklyReportMail(member.language, {
            name: member.name,
            account: member.accountName,
            from: week.from,
            to: week.to,
            clicks: report.clicks,
            previousClicks: report.previousClicks,
            top: report.top.map((t) => ({ title: t.title, shortUrl: t.short_url, clicks: t.clicks })),
            limited: member.workspaceIds !== null,
            analyticsUrl: `${ctx.appUrl}/analytics`,
            settingsUrl: `${ctx.appUrl}/settings/notifications`,
          }),
        );
        sent++;
      } catch (error) {
        failed++;
        ctx.log.error({ err: error, accountId, week: week.from }, 'weekly report: failed; tried again on the next tick');
      }
    }
  }
  return { week: week.from, sent, failed };
}

export class WeeklyReportRuntime implements WeeklyReportContext {
  /** Replaceable in tests: the job reads the time from here. */
  clock: () => Date = () => new Date();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<WeeklyReportOutcome | undefined> | null = null;
  /** The week this node finished without failures (later ticks that week skip the member scan). */
  private finished: string | null = null;

  constructor(
    readonly db: Db,
    readonly mail: MailService,
    readonly log: FastifyBaseLogger,
    readonly appUrl: string,
    readonly shortScheme: string,
    readonly tickMs: number,
  ) {}

  now(): Date {
    return this.clock();
  }

  /** One pass unless one is running (what the timer calls; tests too, after moving the clock). */
  tick(): Promise<WeeklyReportOutcome | undefined> {
    this.running ??= this.pass()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'weekly report: pass failed');
        return undefined;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<WeeklyReportOutcome> {
    const week = dueWeek(this.now());
    if (week && week.from === this.finished) return { week: week.from, sent: 0, failed: 0 };
    const outcome = await runWeeklyReports(this);
    if (outcome.week && outcome.failed === 0) this.finished = outcome.week;
    if (outcome.sent > 0) this.log.info({ week: outcome.week, sent: outcome.sent }, 'weekly link reports sent');
    return outcome;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    weeklyReports: WeeklyReportRuntime;
  }
}

async function weeklyReportRuntime(app: FastifyInstance): Promise<void> {
  const tickMs = Number(process.env.WEEKLY_REPORT_TICK_MS ?? 300_000);
  const runtime = new WeeklyReportRuntime(
    app.db,
    app.mail,
    app.log,
    app.config.appUrl,
    app.config.links.shortScheme,
    Number.isFinite(tickMs) && tickMs > 0 ? tickMs : 300_000,
  );
  app.decorate('weeklyReports', runtime);
  app.addHook('onListen', async () => runtime.start());
  app.addHook('preClose', async () => runtime.stop());
}

export default fp(weeklyReportRuntime, { name: 'weekly-report-runtime' });
