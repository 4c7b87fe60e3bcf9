/**
 * The batch writer on both databases, called directly with a large mixed batch: SQLite assembles
 * raw rows from numeric (link, time, visitor) triples joined to per-batch temporary tables, so a
 * slot mixed up anywhere would put a click on the wrong link or give it another visitor's
 * dimensions. Three links, each visited by its own kind of client, clicks interleaved, more
 * clicks and more distinct visitors than one INSERT chunk holds, written twice on one connection.
 */
import { expect, it } from 'vitest';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { noGeo } from '../../src/modules/clicks/geo.ts';
import { analyticsPending, flushAnalytics, writeBatch, type RawClick } from '../../src/modules/clicks/writer.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink } from '../helpers/links.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const AT = Date.parse('2026-11-24T10:00:00.000Z');

describeEachDatabase('click batch writer', (target) => {
  const t = useTestApp(target);

  it('stores every click on its own link with its own visitor, across chunks and batches', async () => {
    const owner = await seedCustomer(t);
    const links = await Promise.all(
      ['a', 'b', 'c'].map((name) => createLink(owner, { long_url: `https://example.com/${name}` })),
    );
    const kinds = [
      { ua: IPHONE, referer: 'https://www.google.com/search?q=x', qr: false },
      { ua: WINDOWS_CHROME, referer: '', qr: false },
      { ua: ANDROID, referer: 'https://l.facebook.com/l.php', qr: true },
    ];
    const batch = (offset: number): RawClick[] => {
      const clicks: RawClick[] = [];
      for (let i = 0; i < 1234; i++) {
        const k = i % 3;
        // 700 distinct addresses per kind: more visitors than one 500-row chunk.
        clicks.push({
          linkId: links[k]!.id,
          accountId: owner.accountId,
          at: AT + offset + i,
          ip: `10.0.${k}.${i % 700}`,
          ...kinds[k]!,
        });
      }
      clicks.push({ linkId: links[0]!.id, accountId: owner.accountId, at: AT, ip: '10.9.9.9', ua: BOT, referer: '', qr: false });
      return clicks;
    };

    expect(await writeBatch(t.app.db, t.app.dialect, toColumns(batch(0)), noGeo)).toEqual({ written: 1234, bots: 1 });
    expect(await writeBatch(t.app.db, t.app.dialect, toColumns(batch(10_000)), noGeo)).toEqual({ written: 1234, bots: 1 });

    const rows = await t.app.db
      .selectFrom('clicks')
      .select(['link_id', 'account_id', 'device', 'os', 'referrer_host', 'channel'])
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('at').as('at_sum')])
      .where(
        'link_id',
        'in',
        links.map((l) => l.id),
      )
      .groupBy(['link_id', 'account_id', 'device', 'os', 'referrer_host', 'channel'])
      .orderBy('link_id')
      .execute();
    const expected = links
      .map((link, k) => {
        // Link k gets clicks i ≡ k (mod 3) of 0…1233 in each batch.
        const indices = Array.from({ length: 1234 }, (_, i) => i).filter((i) => i % 3 === k);
        const atSum = indices.reduce((sum, i) => sum + (AT + i) + (AT + 10_000 + i), 0);
        return {
          link_id: link.id,
          account_id: owner.accountId,
          ...[
            { device: 'mobile', os: 'iOS', referrer_host: 'google.com', channel: 'search' },
            { device: 'desktop', os: 'Windows', referrer_host: null, channel: 'direct' },
            { device: 'mobile', os: 'Android', referrer_host: 'l.facebook.com', channel: 'qr' },
          ][k]!,
          n: indices.length * 2,
          at_sum: atSum,
        };
      })
      .toSorted((x, y) => (x.link_id < y.link_id ? -1 : 1));
    expect(rows.map((r) => ({ ...r, n: Number(r.n), at_sum: Number(r.at_sum) }))).toEqual(expected);

    for (const link of links) {
      const { clicks } = await t.app.db.selectFrom('links').select('clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
      expect(Number(clicks)).toBe(expected.find((e) => e.link_id === link.id)!.n);
    }
  });

  it('writes a quiet buffer 5 s after it began and lets a busy one (1,000+ clicks) collect for 30 s', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/cadence' });
    await flushAnalytics(t.app.db, t.app.dialect);
    const clicks = (n: number, from: number): RawClick[] =>
      Array.from({ length: n }, (_, i) => ({
        linkId: link.id,
        accountId: owner.accountId,
        at: AT,
        ip: `10.1.${(from + i) >> 8}.${(from + i) & 255}`,
        ua: IPHONE,
        referer: '',
        qr: false,
      }));
    const stored = async () => {
      const row = await t.app.db
        .selectFrom('analytics_hourly')
        .select((eb) => eb.fn.sum<number | string>('count').as('n'))
        .where('account_id', '=', owner.accountId)
        .where('dim', '=', 'total')
        .where('fdim', '=', '')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    let sent = 0;
    // The writer's clock (`now`), minutes ahead of the buffer the flush above left: the first batch is due at once.
    const T = Date.now() + 60_000;
    const write = async (n: number, after: number) => {
      await writeBatch(t.app.db, t.app.dialect, toColumns(clicks(n, sent)), noGeo, { now: T + after });
      sent += n;
      return { stored: await stored(), pending: analyticsPending(t.app.db) };
    };

    expect(await write(10, 0)).toEqual({ stored: 10, pending: false });
    expect(await write(10, 1_000)).toEqual({ stored: 10, pending: true });
    expect(await write(10, 4_900)).toEqual({ stored: 10, pending: true });
    // Quiet (20 clicks waiting): due 5 s after the buffer began, with this batch's own clicks.
    expect(await write(10, 5_000)).toEqual({ stored: 40, pending: false });
    // Busy: 1,200 clicks waiting at 5 s, so the buffer keeps collecting until 30 s.
    expect(await write(1_200, 6_000)).toEqual({ stored: 40, pending: true });
    expect(await write(10, 10_000)).toEqual({ stored: 40, pending: true });
    expect(await write(10, 34_900)).toEqual({ stored: 40, pending: true });
    expect(await write(10, 35_000)).toEqual({ stored: 1_270, pending: false });
  });
});
