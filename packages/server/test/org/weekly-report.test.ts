/**
 * The weekly link report (decision 115), on both databases: the clock crosses Monday 08:00 UTC and
 * each opted-in member who may see analytics gets one mail in their language with the analytics
 * service's numbers for the 7 days before (against the 7 before those) and the top 5 links;
 * opted-out members, plans without analytics and organisations without links get none; running
 * the job twice, or on two nodes at once, sends nothing twice; a claim without a mail (a crash
 * after claiming) is not retried.
 */
import { apiPaths, type AnalyticsOverview, type NotificationSettings } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { flushAnalytics, writeBatch, type RawClick } from '../../src/modules/clicks/writer.ts';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { syntheticGeo } from '../../src/modules/analytics/synthetic.ts';
import { claimReport, dueWeek, runWeeklyReports, WeeklyReportRuntime } from '../../src/modules/reports/weekly-report.ts';
import { changePercent, weeklyReportMail } from '../../src/modules/reports/weekly-mail.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';
import { seedMember } from './seed.ts';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The reported week: Monday 16 to Sunday 22 November 2026; the reports are due Monday 23, 08:00 UTC. */
const WEEK_FROM = '2026-11-16';
const WEEK_TO = '2026-11-22';
const DUE = Date.parse('2026-11-23T08:00:00Z');
const START = Date.parse(`${WEEK_FROM}T00:00:00Z`);

const ALL_ON: NotificationSettings = { weekly_report: true, domain_status: true, billing: true, team: true };

async function optOut(s: Seeded) {
  const res = await s.client.put(apiPaths.notifications, { ...ALL_ON, weekly_report: false }, { account: false });
  expect(res.status, res.text).toBe(200);
}

async function apiOverview(s: Seeded, workspaceId?: string): Promise<AnalyticsOverview> {
  const ws = workspaceId ? `&workspace_id=${workspaceId}` : '';
  const res = await s.client.get(`${apiPaths.analyticsOverview}?from=${WEEK_FROM}&to=${WEEK_TO}&tz=UTC&compare=true${ws}`);
  expect(res.status, res.text).toBe(200);
  return res.body.results as AnalyticsOverview;
}

describe('weekly report: when it is due', () => {
  it('is due from Monday 08:00 UTC for a day, for the Monday-to-Sunday before', () => {
    expect(dueWeek(new Date(DUE - 1))).toBeNull(); // Monday 07:59:59.999: still last week's catch-up ended
    expect(dueWeek(new Date(DUE))).toMatchObject({ from: WEEK_FROM, to: WEEK_TO });
    expect(dueWeek(new Date(DUE + DAY - 1))).toMatchObject({ from: WEEK_FROM, to: WEEK_TO });
    expect(dueWeek(new Date(DUE + DAY))).toBeNull(); // Tuesday 08:00: not sent late
    expect(dueWeek(new Date('2026-11-30T09:00:00Z'))).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    // Across a year end.
    expect(dueWeek(new Date('2027-01-04T08:00:00Z'))).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('states the change in whole percent, none without a week before', () => {
    expect(changePercent(120, 100)).toBe(20);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(7, 0)).toBeNull();
    expect(changePercent(2, 3)).toBe(-33);
  });

  it('words quiet weeks and Arabic counts correctly', () => {
    const vars = {
      name: 'N',
      account: 'A',
      from: WEEK_FROM,
      to: WEEK_TO,
      top: [],
      limited: false,
      analyticsUrl: 'http://app.test/analytics',
      settingsUrl: 'http://app.test/settings/notifications',
    };
    const en = (clicks: number, previousClicks: number) => weeklyReportMail('en', { ...vars, clicks, previousClicks }).text;
    expect(en(0, 0)).toContain('No clicks this week, and none the week before.');
    expect(en(0, 0)).toContain('None of the links was clicked this week.');
    expect(en(1, 0)).toContain('1 click (none the week before).');
    expect(en(5, 5)).toContain('5 clicks, the same as the week before.');
    expect(en(1500, 2000)).toContain('1,500 clicks, down 25% from 2,000 the week before.');
    const arTop = (n: number) =>
      weeklyReportMail('ar', { ...vars, clicks: n, previousClicks: 0, top: [{ title: null, shortUrl: 's', clicks: n }] }).text;
    expect(arTop(1)).toContain(': نقرة واحدة');
    expect(arTop(2)).toContain(': نقرتان');
    expect(arTop(7)).toContain(': \u20687\u2069 نقرات');
    expect(arTop(11)).toContain(': \u206811\u2069 نقرة');
    expect(arTop(105)).toContain(': \u2068105\u2069 نقرات');
  });

  it('escapes titles and names in the HTML part', () => {
    const mail = weeklyReportMail('ar', {
      name: '<b>N</b>',
      account: '<i>Org</i>',
      from: WEEK_FROM,
      to: WEEK_TO,
      clicks: 3,
      previousClicks: 1,
      top: [{ title: '<img src=x onerror=alert(1)>', shortUrl: 'https://s.test/a?x="y"', clicks: 3 }],
      limited: true,
      analyticsUrl: 'http://app.test/analytics',
      settingsUrl: 'http://app.test/settings/notifications',
    });
    expect(mail.html).not.toMatch(/<img|<b>N|<i>Org/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://s.test/a?x=&quot;y&quot;"');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describeEachDatabase('weekly link report', (target) => {
  const t = useTestApp(target);
  let clock = new Date(DUE - 1000);
  beforeAll(() => {
    t.app.weeklyReports.clock = () => clock;
  });

  const reports = async (s: Seeded, app: FastifyInstance = t.app) => {
    await app.mail.drain();
    return t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'language', 'text_body', 'html_body'])
      .where('to_address', '=', s.email.toLowerCase())
      .where('kind', '=', 'weekly_report')
      .orderBy('id')
      .execute();
  };

  let ip = 0;
  /** `count` clicks on the link at `at` (ms), written through the real batch writer and rollups. */
  function clicks(s: Seeded, linkId: string, at: number, count: number): RawClick[] {
    return Array.from({ length: count }, (_, i) => ({
      linkId,
      accountId: s.accountId,
      at: at + i * 1000,
      ip: `100.${ip % 12}.${Math.floor(++ip / 200) % 250}.${ip % 250}`,
      ua: UA,
      referer: '',
      qr: false,
    }));
  }
  /** Makes the organisation's members members since before the reports came due (seeding stamps the real time). */
  async function backdate(...orgs: Seeded[]) {
    for (const org of orgs) {
      await t.app.db
        .updateTable('memberships')
        .set({ created_at: '2026-11-01T00:00:00.000Z' })
        .where('account_id', '=', org.accountId)
        .execute();
    }
  }
  async function write(all: RawClick[]) {
    await writeBatch(t.app.db, t.app.dialect, toColumns(all.toSorted((a, b) => a.at - b.at)), syntheticGeo);
    await flushAnalytics(t.app.db, t.app.dialect);
  }

  /** An organisation on Pro with 7 links and clicks in the reported week, the week before and around them. */
  async function organisation(name: string) {
    const owner = await seedCustomer(t, { plan: 'pro', name });
    const links = [];
    for (let i = 0; i < 7; i++) {
      links.push(await createLink(owner, { long_url: `https://example.com/${name}/${i}`, title: `${name} link ${i}` }));
    }
    const all: RawClick[] = [];
    // This week: link i gets 10 + 3i clicks (so the top 5 is links 6..2), spread over the days.
    links.forEach((l, i) => all.push(...clicks(owner, l.id, START + (i % 7) * DAY + 5 * HOUR, 10 + 3 * i)));
    // The week before: 40 clicks on link 0.
    all.push(...clicks(owner, links[0]!.id, START - 3 * DAY, 40));
    // Outside both weeks: Monday 23 before 08:00 and two weeks before; never counted.
    all.push(...clicks(owner, links[1]!.id, DUE - 2 * HOUR, 25), ...clicks(owner, links[1]!.id, START - 10 * DAY, 9));
    await write(all);
    return { owner, links };
  }

  it('crosses Monday 08:00: one mail per opted-in member in their language, with the analytics numbers', async () => {
    const { owner, links } = await organisation('Acme');
    const arabic = await seedMember(t, owner, 'admin', 'سارة');
    await t.app.db.updateTable('customers').set({ language: 'ar' }).where('id', '=', arabic.customerId).execute();
    const quiet = await seedMember(t, owner, 'editor', 'Quiet');
    await optOut(quiet);
    const noAnalytics = (await owner.client.post(apiPaths.roles, { name: 'Links only', permissions: ['links:view'] })).body
      .results;
    const linksOnly = await seedMember(t, owner, noAnalytics.id, 'Links only');
    await backdate(owner);
    // Joined after the reports came due (now, in real time): starts with the next week's.
    const late = await seedMember(t, owner, 'admin', 'Late');

    clock = new Date(DUE - 1000);
    await t.app.weeklyReports.tick();
    expect(await reports(owner)).toHaveLength(0);

    clock = new Date(DUE);
    await t.app.weeklyReports.tick();
    const [mail, ...more] = await reports(owner);
    expect(more).toHaveLength(0);
    expect(await reports(quiet)).toHaveLength(0);
    expect(await reports(linksOnly)).toHaveLength(0);
    expect(await reports(late)).toHaveLength(0);

    // The numbers are the analytics service's for that week (and the raw clicks agree).
    const o = await apiOverview(owner);
    const raw = await t.app.db
      .selectFrom('clicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', owner.accountId)
      .where('at', '>=', START)
      .where('at', '<', START + 7 * DAY)
      .executeTakeFirstOrThrow();
    const expected = links.reduce((sum, _, i) => sum + 10 + 3 * i, 0);
    expect(Number(raw.n)).toBe(expected);
    expect(o.totals.clicks).toBe(expected);
    expect(o.previous?.clicks).toBe(40);
    const change = Math.round(((expected - 40) / 40) * 100);
    expect(mail!.subject).toBe('Your weekly link report for Acme');
    expect(mail!.language).toBe('en');
    expect(mail!.text_body).toContain(`from ${WEEK_FROM} to ${WEEK_TO} (UTC)`);
    expect(mail!.text_body).toContain(`${expected} clicks, up ${change}% from 40 the week before.`);
    const listed = mail!.text_body.split('\n').filter((line) => /^\d\. /.test(line));
    expect(listed).toEqual(
      o.top_links.slice(0, 5).map((l, i) => `${i + 1}. \u2068${l.title}\u2069 \u2068${l.short_url}\u2069: ${l.clicks} clicks`),
    );
    expect(listed[0]).toContain('Acme link 6');
    expect(listed[4]).toContain('Acme link 2');
    expect(mail!.text_body).toContain('Open analytics: http://app.test/analytics');
    expect(mail!.html_body).toContain('<html lang="en" dir="ltr">');

    const [ar, ...arMore] = await reports(arabic);
    expect(arMore).toHaveLength(0);
    expect(ar!.language).toBe('ar');
    expect(ar!.subject).toBe('تقرير روابطك الأسبوعي لـ Acme');
    expect(ar!.text_body).toContain('مرحبًا سارة،');
    expect(ar!.text_body).toContain(
      `النقرات: \u2068${expected}\u2069، بزيادة \u2068${change}%\u2069 عن الأسبوع السابق (\u206840\u2069).`,
    );
    expect(ar!.text_body).toContain('فتح التحليلات: http://app.test/analytics');
    expect(ar!.html_body).toContain('<html lang="ar" dir="rtl">');

    // Ticking again, or a fresh pass that does not remember the week, sends nothing twice.
    await t.app.weeklyReports.tick();
    clock = new Date(DUE + 3 * HOUR);
    await runWeeklyReports(t.app.weeklyReports);
    expect(await reports(owner)).toHaveLength(1);
    expect(await reports(arabic)).toHaveLength(1);
  });

  it('two nodes running the job at the same moment send each report once', async () => {
    const { owner } = await organisation('Twin');
    const members = [owner];
    for (let i = 0; i < 5; i++) members.push(await seedMember(t, owner, i % 2 ? 'viewer' : 'editor', `Member ${i}`));
    await backdate(owner);
    const second = await buildApp(t.config, { logger: false });
    try {
      const b = second.weeklyReports;
      b.clock = () => clock;
      clock = new Date(DUE + HOUR);
      const fresh = () => new WeeklyReportRuntime(t.app.db, t.app.mail, t.app.log, 'http://app.test', 'https', 60_000);
      const a2 = fresh();
      a2.clock = () => clock;
      const outcomes = await Promise.all([t.app.weeklyReports.tick(), b.tick(), runWeeklyReports(a2)]);
      await second.mail.drain();
      for (const m of members) expect(await reports(m, second), m.email).toHaveLength(1);
      const sent = outcomes.reduce((sum, o) => sum + (o?.sent ?? 0), 0);
      // This organisation's 6 members, plus nothing left over from the first test.
      expect(sent).toBe(members.length);
      const ledger = await t.app.db
        .selectFrom('weekly_reports')
        .select('customer_id')
        .where('account_id', '=', owner.accountId)
        .where('week', '=', WEEK_FROM)
        .execute();
      expect(ledger.map((r) => r.customer_id).toSorted()).toEqual(members.map((m) => m.customerId).toSorted());
    } finally {
      await second.close();
    }
  });

  it('a claim is taken once; a claimed report whose mail never left is not sent again', async () => {
    const { owner } = await organisation('Crash');
    const other = await seedMember(t, owner, 'admin', 'Other');
    await backdate(owner);
    expect(await claimReport(t.app.db, owner.accountId, owner.customerId, WEEK_FROM)).toBe(true);
    expect(await claimReport(t.app.db, owner.accountId, owner.customerId, WEEK_FROM)).toBe(false);
    // Another week or another member is another claim.
    expect(await claimReport(t.app.db, owner.accountId, owner.customerId, '2026-11-09')).toBe(true);
    clock = new Date(DUE + 2 * HOUR);
    await runWeeklyReports(t.app.weeklyReports);
    expect(await reports(owner)).toHaveLength(0);
    expect(await reports(other)).toHaveLength(1);
  });

  it('skips plans without analytics and organisations without links; a workspace-limited member sees their workspaces only', async () => {
    const free = await seedCustomer(t, { plan: 'free', name: 'Free' });
    await createLink(free, { long_url: 'https://example.com/free' });
    await write(clicks(free, (await createLink(free, { long_url: 'https://example.com/free2' })).id, START + DAY, 5));
    const empty = await seedCustomer(t, { plan: 'pro', name: 'Empty' });

    const { owner, links } = await organisation('Split');
    const ws = await owner.client.post(apiPaths.workspaces, { name: 'Campaigns' });
    expect(ws.status, ws.text).toBe(201);
    const campaigns = ws.body.results.id as string;
    const inCampaigns = [];
    for (let i = 0; i < 2; i++) {
      inCampaigns.push(
        await createLink(owner, { long_url: `https://example.com/c/${i}`, title: `Campaign ${i}`, workspace_id: campaigns }),
      );
    }
    await write([
      ...clicks(owner, inCampaigns[0]!.id, START + 2 * DAY, 4),
      ...clicks(owner, inCampaigns[1]!.id, START + 4 * DAY, 30),
      ...clicks(owner, inCampaigns[1]!.id, START - 2 * DAY, 8),
    ]);
    const limited = await seedMember(t, owner, 'editor', 'Limited');
    await t.app.db
      .updateTable('memberships')
      .set({ workspace_ids: JSON.stringify([campaigns]) })
      .where('account_id', '=', owner.accountId)
      .where('customer_id', '=', limited.customerId)
      .execute();
    await backdate(free, empty, owner);

    clock = new Date(DUE + 4 * HOUR);
    await runWeeklyReports(t.app.weeklyReports);
    expect(await reports(free)).toHaveLength(0);
    expect(await reports(empty)).toHaveLength(0);

    const [own] = await reports(owner);
    const whole = await apiOverview(owner);
    expect(whole.totals.clicks).toBe(links.reduce((sum, _, i) => sum + 10 + 3 * i, 0) + 34);
    expect(own!.text_body).toContain(`${whole.totals.clicks} clicks, `);
    expect(own!.text_body).not.toContain('Only the links in the workspaces you can use are counted.');

    const [mine, ...more] = await reports(limited);
    expect(more).toHaveLength(0);
    const part = await apiOverview(owner, campaigns);
    expect(part.totals.clicks).toBe(34);
    expect(part.previous?.clicks).toBe(8);
    expect(mine!.text_body).toContain('34 clicks, up 325% from 8 the week before.');
    expect(mine!.text_body).toContain('Only the links in the workspaces you can use are counted.');
    const listed = mine!.text_body.split('\n').filter((line) => /^\d\. /.test(line));
    expect(listed).toEqual(
      part.top_links.map((l, i) => `${i + 1}. \u2068${l.title}\u2069 \u2068${l.short_url}\u2069: ${l.clicks} clicks`),
    );
    expect(listed).toHaveLength(2);
    expect(listed[0]).toContain('Campaign 1');
  });
});
