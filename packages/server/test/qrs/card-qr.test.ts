/**
 * QR codes that link a business card (type `card`, spec §5 "A QR card is required") on both
 * databases: the code encodes the card's public URL on the QR channel and decodes to it; a missing,
 * unknown or another account's card is refused with the spec's message on `card_id`; scanning it
 * counts as a view of the card on the QR channel; the card can be changed, the type cannot.
 */
import { apiPaths, CARD_MESSAGES, ErrorBody, QR_MESSAGES, QrResponse, type Card, type Company, type Qr } from '@rabt/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

async function cardOf(owner: Seeded, first_name = 'Layla'): Promise<Card> {
  const company = (await owner.client.post(apiPaths.companies, { name: 'Acme Trading' })).body.results as Company;
  const res = await owner.client.post(apiPaths.cards, {
    first_name,
    last_name: 'Haddad',
    job_title: 'Head of Sales',
    department: 'Sales',
    company_id: company.id,
    emails: [{ label: 'Work', value: 'layla@example.com' }],
  });
  if (res.status !== 201) throw new Error(`card failed: ${res.status} ${res.text}`);
  return res.body.results as Card;
}

describeEachDatabase('QR codes that link a card', (target) => {
  const t = useTestApp(target);

  it('a card is required: missing, unknown and another account’s card are refused with the spec’s message', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const stranger = await seedCustomer(t, { plan: 'business' });
    const theirs = await cardOf(stranger);
    for (const card_id of [undefined, '', 42, 'nope', theirs.id]) {
      const res = await owner.client.post(apiPaths.qrs, {
        type: 'card',
        name: 'Desk sign',
        ...(card_id === undefined ? {} : { card_id }),
      });
      expect(res.status, String(card_id)).toBe(422);
      expect(ErrorBody.is(res.body)).toBe(true);
      expect(res.body.error.details).toEqual([{ field: 'card_id', code: 'required', message: 'A QR card is required' }]);
    }
    expect(CARD_MESSAGES.qrCardRequired).toBe('A QR card is required');
    expect((await owner.client.get(apiPaths.qrs)).body.meta.total).toBe(0);
  });

  it('encodes the card’s page on the QR channel; a scan is a card view; the card can change, the type cannot', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const layla = await cardOf(owner);
    const res = await owner.client.post(apiPaths.qrs, { type: 'card', name: 'Desk sign', card_id: layla.id });
    expect(res.status).toBe(201);
    expect(QrResponse.is(res.body)).toBe(true);
    const qr = res.body.results as Qr;
    expect(qr).toMatchObject({
      type: 'card',
      card_id: layla.id,
      payload: `${layla.public_url}?qr=1`,
      short_url: layla.public_url,
      long_url: layla.public_url,
      link_id: null,
      wifi: null,
      file: null,
      scans: 0,
    });
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/${apiPaths.qrDownload(qr.id)}?format=png&size=400`,
      headers: { authorization: `Bearer ${owner.token}`, 'account-id': owner.accountId },
    });
    const image = PNG.sync.read(png.rawPayload);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(qr.payload);

    const scan = await visit(t, new URL(qr.payload).pathname + new URL(qr.payload).search);
    expect(scan.status).toBe(200);
    await expect.poll(async () => (await owner.client.get(apiPaths.qr(qr.id))).body.results.scans, { timeout: 10_000 }).toBe(1);
    expect((await owner.client.get(apiPaths.card(layla.id))).body.results.views).toBe(1);
    const listed = (await owner.client.get(`${apiPaths.qrs}?type=card`)).body;
    expect(listed.results.map((q: Qr) => q.id)).toEqual([qr.id]);

    const omar = await cardOf(owner, 'Omar');
    const moved = await owner.client.put(apiPaths.qr(qr.id), { card_id: omar.id });
    expect(moved.status).toBe(200);
    expect(moved.body.results).toMatchObject({ card_id: omar.id, payload: `${omar.public_url}?qr=1` });
    const refused = await owner.client.put(apiPaths.qr(qr.id), { card_id: 'nope' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details[0]).toMatchObject({ field: 'card_id', message: 'A QR card is required' });

    const url = (await owner.client.post(apiPaths.qrs, { type: 'url', name: 'Menu', long_url: 'https://example.com/' })).body
      .results as Qr;
    const fixed = await owner.client.put(apiPaths.qr(url.id), { card_id: omar.id });
    expect(fixed.status).toBe(422);
    expect(fixed.body.error.details[0]).toMatchObject({ field: 'card_id', message: QR_MESSAGES.typeFixed });
  });
});
