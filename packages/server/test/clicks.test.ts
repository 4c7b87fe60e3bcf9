/** Click accounting through the queue: counts, bots and HEAD, rollups by dimension, geo, channels, drain on close. */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';
import { channelOf, referrerHost } from '../src/modules/clicks/classify.ts';
import { makeConfig, seedCustomer, useTestApp, type TestApp } from './helpers/app.ts';
import { TestClient } from './helpers/client.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { createLink, pathOf, visit } from './helpers/links.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function rollups(t: TestApp, linkId: string, dimension: string) {
  const rows = await t.app.db
    .selectFrom('click_rollups_daily')
    .select(['value', 'count'])
    .where('link_id', '=', linkId)
    .where('dimension', '=', dimension)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.value, Number(r.count)]));
}

describeEachDatabase('clicks', (target) => {
  const t = useTestApp(target, {}, { TRUST_PROXY: 'true' });

  it('N visits → N clicks after the flush; bots and HEAD are not counted; an empty UA is', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/count' });
    for (let i = 0; i < 7; i++) await visit(t, pathOf(link));
    await visit(t, pathOf(link), { headers: { 'user-agent': '' } });
    await visit(t, pathOf(link), { headers: { 'user-agent': GOOGLEBOT } });
    await visit(t, pathOf(link), { headers: { 'user-agent': 'curl/8.5.0' } });
    await visit(t, pathOf(link), { method: 'HEAD' });
    // Nothing is written on the request path.
    expect((await t.app.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute()).length).toBe(0);
    await t.app.links.clicks.flush();
    const raw = await t.app.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute();
    expect(raw).toHaveLength(8);
    expect(await rollups(t, link.id, 'total')).toEqual({ '': 8 });
    expect((await owner.client.get(apiPaths.link(link.id))).body.results.clicks).toBe(8);
    const listed = await owner.client.get(`${apiPaths.links}?sort=clicks`);
    expect(listed.body.results[0]).toMatchObject({ id: link.id, clicks: 8 });
  });

  it('rollups by country, city, device, os, browser, referrer and channel', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/dims' });
    const go = (ua: string, ip: string, referer?: string, query = '') =>
      visit(t, pathOf(link) + query, { headers: { 'user-agent': ua, 'x-forwarded-for': ip, ...(referer ? { referer } : {}) } });
    await go(CHROME_ANDROID, '8.8.8.8', 'https://www.google.com/search?q=x');
    await go(CHROME_ANDROID, '212.77.98.9', 'https://l.facebook.com/l.php');
    await go(SAFARI_MAC, '8.8.8.8', 'https://mail.google.com/mail/u/0/');
    await go(SAFARI_MAC, '127.0.0.1', 'https://blog.example.org/post');
    await go(SAFARI_MAC, '8.8.8.8');
    await go(CHROME_ANDROID, '8.8.8.8', undefined, '?qr=1');
    await t.app.links.clicks.flush();

    expect(await rollups(t, link.id, 'country')).toEqual({ US: 4, PL: 1, unknown: 1 });
    // The bundled DB-IP country database has no cities.
    expect(await rollups(t, link.id, 'city')).toEqual({ unknown: 6 });
    expect(await rollups(t, link.id, 'device')).toEqual({ mobile: 3, desktop: 3 });
    expect(await rollups(t, link.id, 'os')).toEqual({ Android: 3, 'Mac OS': 3 });
    expect(await rollups(t, link.id, 'browser')).toMatchObject({ Safari: 3 });
    expect(await rollups(t, link.id, 'referrer')).toEqual({
      'google.com': 1,
      'l.facebook.com': 1,
      'mail.google.com': 1,
      'blog.example.org': 1,
      direct: 2,
    });
    expect(await rollups(t, link.id, 'channel')).toEqual({ search: 1, social: 1, email: 1, referral: 1, direct: 1, qr: 1 });
    const raw = await t.app.db
      .selectFrom('clicks')
      .selectAll()
      .where('link_id', '=', link.id)
      .where('channel', '=', 'qr')
      .executeTakeFirstOrThrow();
    expect(raw).toMatchObject({
      account_id: owner.accountId,
      country: 'US',
      city: null,
      device: 'mobile',
      os: 'Android',
      referrer_host: null,
    });
  });

  it("another account cannot see a link's clicks", async () => {
    const a = await seedCustomer(t);
    const b = await seedCustomer(t);
    const link = await createLink(a, { long_url: 'https://example.com/mine' });
    await visit(t, pathOf(link));
    await t.app.links.clicks.flush();
    expect((await b.client.get(apiPaths.link(link.id))).status).toBe(404);
    const list = await b.client.get(`${apiPaths.links}?sort=clicks`);
    expect(list.body.results.find((l: { id: string }) => l.id === link.id)).toBeUndefined();
  });

  it('channel and referrer rules', () => {
    expect(channelOf(referrerHost('https://www.google.com.sa/'), false)).toBe('search');
    expect(channelOf(referrerHost('https://duckduckgo.com/'), false)).toBe('search');
    expect(channelOf(referrerHost('https://t.co/abc'), false)).toBe('social');
    expect(channelOf(referrerHost('https://m.facebook.com/'), false)).toBe('social');
    expect(channelOf(referrerHost('https://outlook.live.com/mail'), false)).toBe('email');
    expect(channelOf(referrerHost('android-app://com.slack'), false)).toBe('direct');
    expect(channelOf(null, true)).toBe('qr');
  });

  it('closing the app drains the queue: every click is stored (reopened database)', async () => {
    const made = await makeConfig(target, {}, { CLICK_FLUSH_MS: '600000' });
    const app = await buildApp(made.config, { logger: false });
    const local: TestApp = { app, config: made.config, client: () => new TestClient(app) };
    try {
      const owner = await seedCustomer(local);
      const link = await createLink(owner, { long_url: 'https://example.com/drain' });
      await Promise.all(Array.from({ length: 40 }, () => visit(local, pathOf(link))));
      expect(app.links.clicks.stats().pending).toBe(40);
      await app.close();
      const reopened = openDatabase(made.config.databaseUrl, made.config.databaseSchema);
      const rows = await reopened.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute();
      const total = await reopened.db.selectFrom('links').select('clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
      await reopened.close();
      expect(rows).toHaveLength(40);
      expect(Number(total.clicks)).toBe(40);
    } finally {
      await made.drop();
    }
  });
});
