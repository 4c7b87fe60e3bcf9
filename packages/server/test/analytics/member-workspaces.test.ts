/**
 * A member limited to some workspaces (decision 067) sees the analytics of those workspaces' links
 * only, like the lists: overview, breakdowns, top lists, live minutes and the raw export, on both
 * databases. Naming a workspace that is not theirs is 403, a link elsewhere is 404; the owner still
 * sees everything.
 */
import {
  apiPaths,
  WorkspaceListResponse,
  WorkspaceResponse,
  type AnalyticsBreakdown,
  type AnalyticsLive,
  type AnalyticsOverview,
  type AnalyticsTop,
} from '@rabt/contract';
import { expect, it } from 'vitest';
import { rawVisitorsQuery } from '../../src/modules/analytics/queries.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';
import { planOf } from '../helpers/plans.ts';
import { seedMember } from '../org/seed.ts';

const today = () => new Date().toISOString().slice(0, 10);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describeEachDatabase('analytics for a member limited to some workspaces', (target) => {
  const t = useTestApp(target);

  it("counts only their workspaces' links; another workspace is 403, a link there 404", async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await owner.client.get(apiPaths.workspaces)).body).results;
    const b = WorkspaceResponse.create((await owner.client.post(apiPaths.workspaces, { name: 'B' })).body).results;
    const inMain = await createLink(owner, { long_url: 'https://example.com/main' });
    const inB = await createLink(owner, { long_url: 'https://example.com/b', workspace_id: b.id });
    for (let i = 0; i < 2; i++) await visit(t, pathOf(inMain), { headers: { 'user-agent': IPHONE } });
    for (let i = 0; i < 3; i++) await visit(t, pathOf(inB), { headers: { 'user-agent': IPHONE } });

    const member = await seedMember(t, owner, 'viewer');
    const row = (await owner.client.get(apiPaths.members)).body.results.find(
      (x: { customer_id: string }) => x.customer_id === member.customerId,
    );
    expect((await owner.client.put(apiPaths.member(row.id), { role: 'viewer', workspace_ids: [b.id] })).status).toBe(200);

    const query = `from=${today()}&to=${today()}`;
    const overviewOf = async (who: typeof owner, extra = '') =>
      (await who.client.get(`${apiPaths.analyticsOverview}?${query}${extra}`)).body.results as AnalyticsOverview;
    // Raw rows within a click flush, rollups within the quiet writer's 5 s.
    let all: AnalyticsOverview | null = null;
    for (let i = 0; i < 60; i++) {
      all = await overviewOf(owner);
      if (all.totals.clicks === 5) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(all!.totals.clicks).toBe(5);

    const theirs = await overviewOf(member);
    expect(theirs.totals.clicks).toBe(3);
    expect(theirs.top_links.map((l) => [l.id, l.clicks])).toEqual([[inB.id, 3]]);
    const devices = (await member.client.get(`${apiPaths.analyticsDevices}?${query}`)).body.results as AnalyticsBreakdown;
    expect(devices.rows).toEqual([{ key: 'mobile', clicks: 3 }]);
    const top = (await member.client.get(`${apiPaths.analyticsTop}?${query}`)).body.results as AnalyticsTop;
    expect(top.links.map((l) => l.id)).toEqual([inB.id]);
    const live = (await member.client.get(apiPaths.analyticsLive)).body.results as AnalyticsLive;
    expect(live.clicks).toBe(3);
    expect(((await owner.client.get(apiPaths.analyticsLive)).body.results as AnalyticsLive).clicks).toBe(5);
    const raw = await member.client.get(`${apiPaths.analyticsExport}?view=raw&${query}`);
    expect(raw.text.trim().split('\n')).toHaveLength(4);
    expect(raw.text).not.toContain(inMain.id);

    // Their own workspace and link by name answer as the owner's do.
    expect((await overviewOf(member, `&workspace_id=${b.id}`)).totals.clicks).toBe(3);
    expect((await overviewOf(member, `&link_id=${inB.id}`)).totals.clicks).toBe(3);
    // Elsewhere: 403 for the workspace, 404 for its link (like another organisation's).
    const other = await member.client.get(`${apiPaths.analyticsOverview}?${query}&workspace_id=${main!.id}`);
    expect(other.status).toBe(403);
    expect(other.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { workspace_id: main!.id } });
    const link = await member.client.get(`${apiPaths.analyticsOverview}?${query}&link_id=${inMain.id}`);
    expect(link.status).toBe(404);
  });

  it('a workspace or domain that holds every link is answered as the account; one that is part of it from its links’ rollups', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await owner.client.get(apiPaths.workspaces)).body).results;
    const link = await createLink(owner, { long_url: 'https://example.com/only' });
    for (let i = 0; i < 4; i++) await visit(t, pathOf(link), { headers: { 'user-agent': IPHONE } });
    const query = `from=${today()}&to=${today()}`;
    const totalsOf = async (extra = '') =>
      ((await owner.client.get(`${apiPaths.analyticsOverview}?${query}${extra}`)).body.results as AnalyticsOverview).totals;
    const clicksOf = async (extra = '') => (await totalsOf(extra)).clicks;
    for (let i = 0; i < 60 && (await clicksOf()) !== 4; i++) await new Promise((r) => setTimeout(r, 250));
    expect(await clicksOf()).toBe(4);

    // Raw clicks gone (retention): the rollups still hold them, and so the whole-account workspace
    // and domain do too; counted from raw clicks they would be 0.
    await t.app.db.deleteFrom('clicks').where('account_id', '=', owner.accountId).execute();
    const { domain_id: domainId } = await t.app.db
      .selectFrom('links')
      .select('domain_id')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(await clicksOf(`&workspace_id=${main!.id}`)).toBe(4);
    expect(await clicksOf(`&domain_id=${domainId}`)).toBe(4);
    expect(await clicksOf(`&workspace_id=${main!.id}&device=mobile`)).toBe(4);
    expect((await totalsOf(`&workspace_id=${main!.id}`)).visitors).toBe(1);

    // A second workspace with a link: the first no longer holds every link. Its clicks still come
    // from its links' rollups (decision 118), with filters too; only its unique visitors are counted
    // from raw clicks (a visitor of two links is one), and retention deleted those here.
    const b = WorkspaceResponse.create((await owner.client.post(apiPaths.workspaces, { name: 'B' })).body).results;
    await createLink(owner, { long_url: 'https://example.com/b', workspace_id: b.id });
    expect(await totalsOf(`&workspace_id=${main!.id}`)).toMatchObject({ clicks: 4, visitors: 0 });
    expect(await clicksOf(`&workspace_id=${main!.id}&device=mobile`)).toBe(4);
    expect(await clicksOf(`&workspace_id=${b.id}`)).toBe(0);
    expect(await clicksOf(`&domain_id=${domainId}`)).toBe(4);
  });

  it('counts a workspace’s unique visitors from the (link_id, at, visitor) index alone (migration 0025)', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const [main] = WorkspaceListResponse.create((await owner.client.get(apiPaths.workspaces)).body).results;
    const now = Date.now();
    const query = rawVisitorsQuery(t.app.db, {
      accountId: owner.accountId,
      fromMs: now - 86_400_000,
      toMs: now,
      fromHour: Math.floor((now - 86_400_000) / 3_600_000),
      toHour: Math.floor(now / 3_600_000),
      workspaceId: main!.id,
    });
    const plan = await planOf(t.app.db, t.app.dialect, query);
    expect(plan).toContain(
      t.app.dialect === 'sqlite' ? 'COVERING INDEX clicks_link_at_visitor' : 'Index Only Scan using clicks_link_at_visitor',
    );
  });
});
