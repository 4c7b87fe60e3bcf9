/**
 * `card_id`: one business card's statistics (its page views and contact saves, which go through
 * the card's two links) for the stats panel on the card's page; another account's card is 404.
 */
import { apiPaths, type AnalyticsBreakdown, type AnalyticsOverview, type Card, type Company } from '@rabt/contract';
import { expect, it } from 'vitest';
import { rebuildRollups } from '../../src/modules/analytics/rebuild.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';

const today = () => new Date().toISOString().slice(0, 10);

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

describeEachDatabase('analytics card scope', (target) => {
  const t = useTestApp(target);

  it('counts the card’s views and saves only; another account’s card is 404', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const card = await cardOf(owner);
    const links = await t.app.db
      .selectFrom('cards')
      .select(['view_link_id', 'save_link_id'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const other = await createLink(owner, { long_url: 'https://example.com/not-the-card' });
    const now = Date.now() - 60_000;
    const click = (link_id: string, country: string, device: string) => ({
      link_id,
      account_id: owner.accountId,
      at: now,
      channel: 'direct',
      country,
      device,
    });
    await t.app.db
      .insertInto('clicks')
      .values([
        click(links.view_link_id, 'SA', 'mobile'),
        click(links.view_link_id, 'SA', 'mobile'),
        click(links.view_link_id, 'AE', 'desktop'),
        click(links.save_link_id, 'SA', 'mobile'),
        click(other.id, 'EG', 'tablet'),
      ])
      .execute();
    // Card scopes read the per-link rollups (decision 106): build them from these raw rows.
    await rebuildRollups(t.app.db, t.app.dialect, { accountId: owner.accountId });

    const query = `from=${today()}&to=${today()}&card_id=${card.id}`;
    const overview = await owner.client.get(`${apiPaths.analyticsOverview}?${query}&compare=true`);
    expect(overview.status).toBe(200);
    const o = overview.body.results as AnalyticsOverview;
    expect(o.totals).toMatchObject({ clicks: 4, card_views: 3, card_saves: 1 });
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
});
