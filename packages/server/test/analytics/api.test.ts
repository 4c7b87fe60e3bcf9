/**
 * The analytics API around the numbers: the plan lock and the permission guard, bad queries (one
 * message per field), another account's link, clicks through the real redirect and writer thread
 * (rollups flushed on the idle timer), live minutes, CSV export and the retention setting.
 */
import { ANALYTICS_EXPORT_TOTAL_HEADER, apiPaths, type AnalyticsLive, type AnalyticsOverview } from '@rabt/contract';
import { expect, it } from 'vitest';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';
import { applyRetention } from '../../src/modules/analytics/queries.ts';
import { csvCell } from '../../src/modules/analytics/export.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';

const today = () => new Date().toISOString().slice(0, 10);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describeEachDatabase('analytics API', (target) => {
  const t = useTestApp(target);

  it('locked by plan: PLAN_LOCKED with the plan to upgrade to', async () => {
    const free = await seedCustomer(t, { plan: 'free' });
    const res = await free.client.get(`${apiPaths.analyticsOverview}?from=${today()}&to=${today()}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PLAN_LOCKED', details: { feature: 'analytics', upgrade_plan_id: 'pro' } });
  });

  it('a viewer reads analytics but cannot change the retention', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const member: Seeded = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: member.email,
      role: 'viewer',
      invitedBy: owner.customerId,
    });
    expect((await member.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
    member.client.accountId = owner.accountId;
    expect((await member.client.get(`${apiPaths.analyticsDevices}?from=${today()}&to=${today()}`)).status).toBe(200);
    const put = await member.client.put(apiPaths.analyticsSettings, { raw_retention_days: 30 });
    expect(put.status).toBe(403);
    expect(put.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'team:edit' } });
  });

  it('bad queries answer VALIDATION_FAILED per field; another account’s link is 404', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const bad = await owner.client.get(`${apiPaths.analyticsOverview}?from=2026-13-01&to=yesterday&device=fridge&tz=Mars/Base`);
    expect(bad.status).toBe(422);
    const fields = (bad.body.error.details as { field: string }[]).map((f) => f.field).toSorted();
    expect(fields).toEqual(['device', 'to', 'tz']);
    const invalidDate = await owner.client.get(`${apiPaths.analyticsOverview}?from=2026-02-30&to=2026-03-01`);
    expect(invalidDate.body.error.details).toEqual([expect.objectContaining({ field: 'from', code: 'invalid_date' })]);
    const reversed = await owner.client.get(`${apiPaths.analyticsOverview}?from=2026-03-02&to=2026-03-01`);
    expect(reversed.body.error.details).toEqual([expect.objectContaining({ field: 'to', code: 'before_from' })]);
    const tooLong = await owner.client.get(`${apiPaths.analyticsOverview}?from=2020-01-01&to=2026-03-01`);
    expect(tooLong.body.error.details).toEqual([expect.objectContaining({ field: 'to', code: 'range_too_long' })]);
    const level = await owner.client.get(`${apiPaths.analyticsLocations}?from=${today()}&to=${today()}&level=city`);
    expect(level.body.error.details).toEqual([expect.objectContaining({ field: 'level', code: 'country_required' })]);

    const other = await seedCustomer(t, { plan: 'pro' });
    const link = await createLink(other, { long_url: 'https://example.com/other' });
    const res = await owner.client.get(`${apiPaths.analyticsOverview}?from=${today()}&to=${today()}&link_id=${link.id}`);
    expect(res.status).toBe(404);
  });

  it('visits through the redirect show up in totals, live minutes and the CSV export', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const link = await createLink(owner, { long_url: 'https://example.com/live' });
    for (let i = 0; i < 3; i++) await visit(t, pathOf(link), { headers: { 'user-agent': IPHONE, referer: 'https://t.co/x' } });
    await visit(t, pathOf(link), { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    const query = `from=${today()}&to=${today()}`;
    let overview: AnalyticsOverview | null = null;
    // Raw rows within a flush interval (1 s), rollups within the analytics flush (5 s) after it.
    for (let i = 0; i < 60; i++) {
      overview = (await owner.client.get(`${apiPaths.analyticsOverview}?${query}`)).body.results as AnalyticsOverview;
      if (overview.totals.clicks === 3 && overview.totals.bots === 1) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(overview!.totals).toMatchObject({ clicks: 3, visitors: 1, bots: 1 });
    expect(overview!.devices).toEqual([{ key: 'mobile', clicks: 3 }]);
    expect(overview!.channels).toEqual([{ key: 'social', clicks: 3 }]);
    expect(overview!.top_links.map((l) => [l.id, l.clicks])).toEqual([[link.id, 3]]);
    const perLink = (await owner.client.get(`${apiPaths.analyticsOverview}?${query}&link_id=${link.id}`)).body
      .results as AnalyticsOverview;
    expect(perLink.totals.clicks).toBe(3);

    const live = (await owner.client.get(apiPaths.analyticsLive)).body.results as AnalyticsLive;
    expect(live.minutes).toHaveLength(30);
    expect(live.clicks).toBe(3);

    const csv = await owner.client.get(`${apiPaths.analyticsExport}?view=devices&${query}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\n')[0]).toBe('device,clicks');
    expect(csv.text).toContain('mobile,3');
    const raw = await owner.client.get(`${apiPaths.analyticsExport}?view=raw&${query}`);
    expect(raw.text.trim().split('\n')).toHaveLength(4);
    expect(raw.text).toContain(link.id);
    // Progress: the rows to come, said before the stream (header line not counted).
    expect(raw.headers[ANALYTICS_EXPORT_TOTAL_HEADER]).toBe('3');
    const oneLink = await owner.client.get(`${apiPaths.analyticsExport}?view=raw&${query}&link_id=${link.id}&device=desktop`);
    expect(oneLink.headers[ANALYTICS_EXPORT_TOTAL_HEADER]).toBe('0');
    expect(oneLink.text.trim().split('\n')).toHaveLength(1);
  });

  it('retention: the setting round-trips; old raw clicks go, rollups stay', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    expect((await owner.client.get(apiPaths.analyticsSettings)).body.results).toEqual({ raw_retention_days: null });
    expect((await owner.client.put(apiPaths.analyticsSettings, { raw_retention_days: 45 })).status).toBe(422);
    const put = await owner.client.put(apiPaths.analyticsSettings, { raw_retention_days: 30 });
    expect(put.body.results).toEqual({ raw_retention_days: 30 });
    const link = await createLink(owner, { long_url: 'https://example.com/old' });
    const old = Date.now() - 40 * 86_400_000;
    await t.app.db
      .insertInto('clicks')
      .values({ link_id: link.id, account_id: owner.accountId, at: old, channel: 'direct' })
      .execute();
    expect(await applyRetention(t.app.db, Date.now())).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute();
    expect(left).toHaveLength(0);
  });

  it('CSV cells that a spreadsheet would run are neutralised', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
  });
});
