/**
 * The public card page with the short domain on https (both databases): HSTS and the other
 * security headers on the page, the vCard and the QR code; the card's QR code is drawn by the QR
 * module (the same renderer and default design as the QR codes' downloads) and decodes to the
 * card's public URL on the QR channel, on the public page and in the app alike.
 */
import { apiPaths, DEFAULT_DESIGN, renderQrSvg, type Card, type Company } from '@rabt/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { svgToPng } from '../../src/modules/qrs/raster.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

const HSTS = /^max-age=\d{7,}; includeSubDomains$/;

function decode(svg: string): string | null {
  const image = PNG.sync.read(svgToPng(svg, 400));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describeEachDatabase('public card page on https', (target) => {
  const t = useTestApp(target, {}, { SHORT_SCHEME: 'https', SHORT_DOMAIN: 'rabt.test' });

  it('sends HSTS and the security headers; the QR code is the QR module’s and decodes to the card', async () => {
    const owner = await seedCustomer(t);
    const company = (await owner.client.post(apiPaths.companies, { name: 'Acme Trading' })).body.results as Company;
    const res = await owner.client.post(apiPaths.cards, {
      first_name: 'Layla',
      last_name: 'Haddad',
      job_title: 'Head of Sales',
      department: 'Sales',
      company_id: company.id,
      emails: [{ label: 'Work', value: 'layla@example.com' }],
    });
    expect(res.status).toBe(201);
    const card = res.body.results as Card;
    expect(card.public_url).toMatch(/^https:\/\/rabt\.test\/c\/[a-z0-9]{8}$/);
    expect(card.vcard_url).toBe(`${card.public_url}.vcf`);
    const path = new URL(card.public_url).pathname;

    for (const suffix of ['', '.vcf', '/qr.svg']) {
      const answer = await visit(t, `${path}${suffix}`);
      expect(answer.status, suffix).toBe(200);
      expect(answer.headers['strict-transport-security'], suffix).toMatch(HSTS);
      expect(answer.headers['x-content-type-options'], suffix).toBe('nosniff');
    }
    const page = await visit(t, path);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain(`<img src="${path}/qr.svg"`);

    const payload = `${card.public_url}?qr=1`;
    const publicQr = (await visit(t, `${path}/qr.svg`)).body;
    expect(publicQr).toBe(renderQrSvg(payload, DEFAULT_DESIGN));
    expect(decode(publicQr)).toBe(payload);
    const appQr = await owner.client.get(new URL(card.qr_url).pathname);
    expect(appQr.status).toBe(200);
    expect(appQr.text).toBe(publicQr);
  });
});
