/**
 * The organisation's logo as an upload (decision 069) on both databases: checked by its bytes,
 * size-limited, normalised like card photos, served publicly with a version, removable; a web
 * address stored before uploads existed is still shown until replaced.
 */
import { apiPaths, CARD_MESSAGES, CARD_PHOTO_MAX_BYTES, CARD_PHOTO_SIZE } from '@rabt/contract';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedMember } from './seed.ts';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(120);
  return PNG.sync.write(image);
}

function jpg(width: number, height: number): Buffer {
  return jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 200) }, 90).data;
}

/** The logo as a visitor's browser asks for it: no session, no Account-Id. */
const fetchLogo = (t: TestApp, url: string) => {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
};

describeEachDatabase('organisation: business logo upload', (target) => {
  const t = useTestApp(target);

  it('uploads by content, not declared type: normalised to a square JPEG, served publicly and immutable', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    // JPEG bytes declared as PNG: the bytes decide.
    const sent = await o.client.put(apiPaths.businessLogo, undefined, { payload: jpg(900, 600), contentType: 'image/png' });
    expect(sent.status, sent.text).toBe(200);
    const url: string = sent.body.results.logo_url;
    expect(url).toMatch(new RegExp(`/api/accounts/${o.accountId}/logo\\?v=[0-9a-f]{12}$`));
    expect((await o.client.get(apiPaths.business)).body.results.logo_url).toBe(url);

    const served = await fetchLogo(t, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const decoded = jpeg.decode(served.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([CARD_PHOTO_SIZE, CARD_PHOTO_SIZE]);

    // A new upload gets a new version.
    const again = await o.client.put(apiPaths.businessLogo, undefined, { payload: png(300, 500), contentType: 'image/png' });
    expect(again.body.results.logo_url).not.toBe(url);
  });

  it('refuses what is not a JPEG or PNG, too small, too large, or not sent as an image', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const gif = await o.client.put(apiPaths.businessLogo, undefined, { payload: 'GIF89a......', contentType: 'image/png' });
    expect(gif.status).toBe(422);
    expect(gif.body.error.details).toEqual([{ field: 'logo', code: 'photo_type', message: CARD_MESSAGES.photoType }]);
    const tiny = await o.client.put(apiPaths.businessLogo, undefined, { payload: png(20, 20), contentType: 'image/png' });
    expect(tiny.body.error.details[0]).toMatchObject({ field: 'logo', code: 'photo_too_small' });
    const huge = await o.client.put(apiPaths.businessLogo, undefined, {
      payload: Buffer.concat([jpg(64, 64), Buffer.alloc(CARD_PHOTO_MAX_BYTES)]),
      contentType: 'image/jpeg',
    });
    expect(huge.status).toBe(413);
    const csv = await o.client.put(apiPaths.businessLogo, undefined, { payload: 'a,b', contentType: 'text/csv' });
    expect(csv.status).toBe(415);
    expect((await o.client.get(apiPaths.business)).body.results.logo_url).toBeNull();
  });

  it('keeps an old web address until a logo is uploaded or removed; never shows a non-web value', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const legacy = 'https://cdn.acme.example/logo.png';
    await t.app.db.updateTable('accounts').set({ logo_url: legacy }).where('id', '=', o.accountId).execute();
    expect((await o.client.get(apiPaths.business)).body.results.logo_url).toBe(legacy);
    // Saving the other details (the upload screen sends no logo_url) keeps it.
    const saved = await o.client.put(apiPaths.business, { name: 'Acme' });
    expect(saved.body.results).toMatchObject({ name: 'Acme', logo_url: legacy });

    const uploaded = await o.client.put(apiPaths.businessLogo, undefined, { payload: png(200, 200), contentType: 'image/png' });
    expect(uploaded.body.results.logo_url).toMatch(/\/logo\?v=/);
    const removed = await o.client.delete(apiPaths.businessLogo);
    expect(removed.status).toBe(200);
    expect(removed.body.results.logo_url).toBeNull();
    expect((await fetchLogo(t, uploaded.body.results.logo_url)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('accounts')
      .select(['logo_url', 'logo_jpeg'])
      .where('id', '=', o.accountId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ logo_url: null, logo_jpeg: null });

    await t.app.db.updateTable('accounts').set({ logo_url: 'javascript:alert(1)' }).where('id', '=', o.accountId).execute();
    expect((await o.client.get(apiPaths.business)).body.results.logo_url).toBeNull();
  });

  it('needs billing:edit to change it', async () => {
    const o = await seedCustomer(t, { plan: 'business' });
    const viewer = await seedMember(t, o, 'viewer');
    const put = await viewer.client.put(apiPaths.businessLogo, undefined, { payload: png(100, 100), contentType: 'image/png' });
    expect(put.status).toBe(403);
    expect((await viewer.client.delete(apiPaths.businessLogo)).status).toBe(403);
  });
});
