/**
 * `card_id`: one business card's statistics (its page views and contact saves, which go through
 * the card's two links) for the stats panel on the card's page; another account's card is 404.
 */
import { apiPaths, type AnalyticsBreakdown, type AnalyticsOverview, type Card, type Company } from '@rabt/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildScopeRollups, linkKey, scopeCoverage } from '../../src/modules/analytics/scope-rollups.ts';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import type { GeoLookup } from '../../src/modules/clicks/geo.ts';
import { writeBatch, type RawClick } from '../../src/modules/clicks/writer.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';

const today = () => new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const agents = {
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
const places: Record<string, string> = { '10.0.0.1': 'SA', '10.0.0.2': 'AE', '10.0.0.3': 'EG' };
/** A breakdown's clicks over one of its further dimensions (`more`). */
const total = (b: AnalyticsBreakdown, dim: string) => (b.more[dim] ?? []).reduce((n, r) => n + r.clicks, 0);
const geo: GeoLookup = { lookup: (ip) => ({ country: places[ip] ?? null, region: null, city: null }) };

async function cardOf(owner: Seeded): Promise<Card> {
  const company = await owner.client.post(apiPaths.companies, { name: 'Acme Trading' });
  expect(company.status).toBe(201);
  const res = await owner.client.post(apiPaths.cards, {
    first_name: 'Layla',
    last_name: 'Haddad',
    job_title: 'Sales',
    department: 'Sales',
    company_id: (company.body.results as Company).id,
    language: 'en',
    emails: [{ label: 'Work', value: 'layla@example.com' }],
    phones: [{ label: 'Office', value: '+966 11 234 5678' }],
    websites: [{ label: 'Site', value: 'acme.example' }],
    mobile: '+966 50 123 4567',
  });
  if (res.status !== 201) throw new Error(`card failed: ${res.status} ${res.text}`);
  return res.body.results as Card;
}

/** A click of one of an account's links from a test address and agent, `step` ms after `start`. */
const clicker =
  (accountId: string, start: number, step: number) =>
  (linkId: string, ip: string, device: keyof typeof agents, i: number): RawClick => ({
    linkId,
    accountId,
    at: start + i * step,
    ip,
    ua: agents[device],
    referer: '',
    qr: false,
  });

describeEachDatabase('analytics card scope', (target) => {
  const t = useTestApp(target);

  /** A business card of a new customer, and its view and save links. */
  async function cardSetUp() {
    const owner = await seedCustomer(t, { plan: 'business' });
    const card = await cardOf(owner);
    const links = await t.app.db
      .selectFrom('cards')
      .select(['view_link_id', 'save_link_id'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    return { owner, card, links };
  }

  it('counts the card’s views and saves only; another account’s card is 404', async () => {
    const { owner, card, links } = await cardSetUp();
    const other = await createLink(owner, { long_url: 'https://example.com/not-the-card' });
    // Through the click writer (raw rows and every rollup), with addresses placed by a test geo.
    const click = clicker(owner.accountId, Date.now() - 60_000, 1);
    const clicks = [
      click(links.view_link_id, '10.0.0.1', 'mobile', 0),
      click(links.view_link_id, '10.0.0.1', 'mobile', 1),
      click(links.view_link_id, '10.0.0.2', 'desktop', 2),
      click(links.save_link_id, '10.0.0.1', 'mobile', 3),
      click(other.id, '10.0.0.3', 'tablet', 4),
    ];
    await writeBatch(t.app.db, t.app.dialect, toColumns(clicks), geo, { flush: true });

    const query = `from=${today()}&to=${today()}&card_id=${card.id}`;
    const overview = await owner.client.get(`${apiPaths.analyticsOverview}?${query}&compare=true`);
    expect(overview.status).toBe(200);
    const o = overview.body.results as AnalyticsOverview;
    // One person viewed and saved: two visitors (two addresses), not three.
    expect(o.totals).toMatchObject({ clicks: 4, card_views: 3, card_saves: 1, visitors: 2 });
    expect(o.previous?.clicks).toBe(0);
    expect(o.countries).toEqual(
      expect.arrayContaining([
        { key: 'SA', clicks: 3 },
        { key: 'AE', clicks: 1 },
      ]),
    );
    const devices = (await owner.client.get(`${apiPaths.analyticsDevices}?${query}`)).body.results as AnalyticsBreakdown;
    expect(devices.rows.find((r) => r.key === 'tablet')).toBeUndefined();
    expect(devices.total).toBe(4);

    const stranger = await seedCustomer(t, { plan: 'business' });
    const foreign = await stranger.client.get(`${apiPaths.analyticsOverview}?${query}`);
    expect(foreign.status).toBe(404);
  });

  it('a busy card link’s OS and browser under a country come from its own rows, the other link’s from raw clicks', async () => {
    const { owner, card, links } = await cardSetUp();
    // Three days ago (a closed UTC day), from 01:00, a minute apart.
    const day = Math.floor(Date.now() / DAY_MS) - 3;
    const click = clicker(owner.accountId, day * DAY_MS + 3_600_000, 60_000);
    const clicks = [
      click(links.view_link_id, '10.0.0.1', 'mobile', 0),
      click(links.view_link_id, '10.0.0.1', 'mobile', 1),
      click(links.view_link_id, '10.0.0.1', 'desktop', 2),
      click(links.view_link_id, '10.0.0.2', 'desktop', 3),
      click(links.save_link_id, '10.0.0.1', 'mobile', 4),
    ];
    await writeBatch(t.app.db, t.app.dialect, toColumns(clicks), geo, { flush: true });
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    const devices = async () =>
      (await owner.client.get(`${apiPaths.analyticsDevices}?from=${date}&to=${date}&card_id=${card.id}&country=SA`)).body
        .results as AnalyticsBreakdown;
    const before = await devices();
    expect(total(before, 'os')).toBe(4);

    // The view link has four clicks, the save link one: only the view link is busy here.
    await buildScopeRollups(t.app.db, t.app.dialect, { accountId: owner.accountId, linkMinClicks: 4 });
    expect(await scopeCoverage(t.app.db, owner.accountId, linkKey(links.view_link_id))).not.toBeNull();
    expect(await scopeCoverage(t.app.db, owner.accountId, linkKey(links.save_link_id))).toBeNull();
    expect(await devices()).toEqual(before);
    // Read from them: the view link's three clicks in SA count twice, the save link's once.
    await sql`update "analytics_scope_hourly" set "count" = "count" * 2 where "scope" = ${linkKey(links.view_link_id)}`.execute(
      t.app.db,
    );
    const doubled = await devices();
    expect(total(doubled, 'os')).toBe(7);
    expect(total(doubled, 'browser')).toBe(7);
  });
});
