/**
 * The QR codes API on both databases: create each type, refuse what would not scan or is not
 * what it claims to be, download SVG/PNG/PDF (the PNG decodes to the payload), count scans
 * through the redirect service and the click pipeline, serve the landing page from cache,
 * replace and delete, list with search and filter, tenancy.
 */
import {
  apiPaths,
  DEFAULT_DESIGN,
  ErrorBody,
  findPlan,
  QrListResponse,
  QrResponse,
  QrScansResponse,
  type MembershipRole,
} from '@rabt/contract';
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';
import { purgeClosedAccounts } from '../../src/modules/customer/purge.ts';
import { seedCustomer, useTestApp, type Seeded, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

function decode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/**
 * Reads back the print PDF the way a viewer does, independently of pdf.ts: the page's MediaBox
 * and the image XObject (FlateDecode with PNG predictors, DeviceRGB, 8 bits), then decodes the
 * picture with jsqr. Returns the payload and the page size in points.
 */
function decodePdf(pdf: Buffer): { data: string | null; width: number; height: number; page: [number, number] } {
  const text = pdf.toString('latin1');
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text);
  const dict = /<< \/Type \/XObject \/Subtype \/Image ([^]*?)>>\nstream\n/.exec(text);
  if (!box || !dict) throw new Error('no page or no image in the PDF');
  const num = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict[1]!)![1]);
  const [width, height, length] = [num('Width'), num('Height'), num('Length')];
  expect(dict[1]).toMatch(/\/ColorSpace \/DeviceRGB \/BitsPerComponent 8 \/Filter \/FlateDecode/);
  const start = dict.index + dict[0].length;
  const rows = inflateSync(pdf.subarray(start, start + length));
  expect(rows.length).toBe((width * 3 + 1) * height);
  const rgba = new Uint8ClampedArray(width * height * 4);
  const stride = width * 3;
  const prev = new Uint8Array(stride);
  const line = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    const filter = rows[at]!;
    for (let i = 0; i < stride; i++) {
      const raw = rows[at + 1 + i]!;
      const left = i >= 3 ? line[i - 3]! : 0;
      const up = prev[i]!;
      const ul = i >= 3 ? prev[i - 3]! : 0;
      const p = left + up - ul;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - ul)
          ? left
          : Math.abs(p - up) <= Math.abs(p - ul)
            ? up
            : ul;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter];
      if (predicted === undefined) throw new Error(`PNG filter ${filter}`);
      line[i] = (raw + predicted) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      rgba.set([line[x * 3]!, line[x * 3 + 1]!, line[x * 3 + 2]!, 255], (y * width + x) * 4);
    }
    prev.set(line);
  }
  return { data: jsQR(rgba, width, height)?.data ?? null, width, height, page: [Number(box[1]), Number(box[2])] };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
function pngBytes(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(180);
  return PNG.sync.write(png);
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----rabt-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function memberOf(t: TestApp, owner: Seeded, role: MembershipRole): Promise<Seeded> {
  const member = await seedCustomer(t);
  const id = await createInvitation(t.app.db, {
    accountId: owner.accountId,
    email: member.email,
    role,
    invitedBy: owner.customerId,
  });
  expect((await member.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
  member.client.accountId = owner.accountId;
  return member;
}

async function download(owner: Seeded, id: string, query: string) {
  return owner.client.call('GET', `${apiPaths.qrDownload(id)}?${query}`);
}

describeEachDatabase('QR codes API', (target) => {
  const t = useTestApp(target);

  it('creates a dynamic URL code whose PNG decodes to its short link; scans count on the QR channel', async () => {
    const owner = await seedCustomer(t);
    const res = await owner.client.post(apiPaths.qrs, { type: 'url', name: 'Menu', long_url: 'https://example.com/menu' });
    expect(res.status).toBe(201);
    expect(QrResponse.is(res.body)).toBe(true);
    const qr = res.body.results;
    expect(qr).toMatchObject({
      type: 'url',
      name: 'Menu',
      long_url: 'https://example.com/menu',
      scans: 0,
      wifi: null,
      file: null,
    });
    expect(qr.payload).toBe(`${qr.short_url}?qr=1`);
    expect(qr.design).toEqual(DEFAULT_DESIGN);

    const svg = await download(owner, qr.id, 'format=svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.text.startsWith('<svg')).toBe(true);
    // A size outside the range the message names is refused for every format, SVG included.
    const tinySvg = await download(owner, qr.id, 'format=svg&size=64');
    expect(tinySvg.status).toBe(422);
    expect(tinySvg.body.error.details[0]).toMatchObject({ field: 'size', code: 'out_of_range' });
    expect(tinySvg.body.error.details[0].message).toMatch(/^Choose a size between 128 and \d+ px\.$/);
    expect((await download(owner, qr.id, 'format=svg&size=128')).status).toBe(200);
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/${apiPaths.qrDownload(qr.id)}?format=png&size=512`,
      headers: { authorization: `Bearer ${owner.token}`, 'account-id': owner.accountId },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    expect(image.width).toBe(512);
    expect(decode(png.rawPayload)).toBe(qr.payload);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/${apiPaths.qrDownload(qr.id)}?format=pdf`,
      headers: { authorization: `Bearer ${owner.token}`, 'account-id': owner.accountId },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The print PDF holds the code at ≥ 1200 px, 150 dpi (1 px = 0.48 pt), and it decodes.
    const printed = decodePdf(pdf.rawPayload);
    expect(printed.data).toBe(qr.payload);
    expect(printed.width).toBeGreaterThanOrEqual(1200);
    expect(printed.page).toEqual([+((printed.width / 150) * 72).toFixed(2), +((printed.height / 150) * 72).toFixed(2)]);

    // Scanning: the short URL with ?qr=1 redirects and is counted as channel qr.
    const path = new URL(qr.payload).pathname + new URL(qr.payload).search;
    const scan = await visit(t, path);
    expect(scan.status).toBe(302);
    expect(scan.headers.location).toBe('https://example.com/menu');
    await visit(t, new URL(qr.payload).pathname); // typed by hand: a visit, not a scan
    await t.app.links.clicks.flush();
    const read = await owner.client.get(apiPaths.qr(qr.id));
    expect(read.body.results.scans).toBe(1);
    const scans = await owner.client.get(apiPaths.qrScans(qr.id));
    expect(QrScansResponse.is(scans.body)).toBe(true);
    expect(scans.body.results.total).toBe(1);
    expect(scans.body.results.days).toHaveLength(30);
    expect(scans.body.results.days.at(-1).count).toBe(1);

    // The destination changes without reprinting: same payload, new redirect.
    const changed = await owner.client.put(apiPaths.qr(qr.id), { long_url: 'https://example.com/menu-2' });
    expect(changed.status).toBe(200);
    expect(changed.body.results.payload).toBe(qr.payload);
    expect((await visit(t, path)).headers.location).toBe('https://example.com/menu-2');
  });

  it('creates a Wi-Fi code with escaped fields; checks security rules', async () => {
    const owner = await seedCustomer(t);
    const body = {
      type: 'wifi',
      name: 'Café',
      ssid: 'Kawiarnia "Pod; Lipą", 2.4GHz',
      security: 'WPA',
      password: 'p@ss:word;with\\back,slash',
      hidden: true,
    };
    const res = await owner.client.post(apiPaths.qrs, body);
    expect(res.status).toBe(201);
    const qr = res.body.results;
    expect(qr.payload).toBe('WIFI:T:WPA;S:Kawiarnia \\"Pod\\; Lipą\\"\\, 2.4GHz;P:p@ss\\:word\\;with\\\\back\\,slash;H:true;;');
    expect(qr.scans).toBeNull();
    expect(qr.short_url).toBeNull();
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/${apiPaths.qrDownload(qr.id)}?format=png&size=512`,
      headers: { authorization: `Bearer ${owner.token}`, 'account-id': owner.accountId },
    });
    expect(decode(png.rawPayload)).toBe(qr.payload);

    const short = await owner.client.post(apiPaths.qrs, { ...body, password: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.error.details).toEqual([
      expect.objectContaining({ field: 'password', message: 'A WPA password has 8 to 63 characters.' }),
    ]);
    const open = await owner.client.post(apiPaths.qrs, { ...body, security: 'none', password: 'ignored', hidden: false });
    expect(open.body.results.payload).toBe('WIFI:T:nopass;S:Kawiarnia \\"Pod\\; Lipą\\"\\, 2.4GHz;;');
    const noSsid = await owner.client.post(apiPaths.qrs, { ...body, ssid: '' });
    expect(noSsid.body.error.details[0]).toMatchObject({ field: 'ssid', code: 'required' });
  });

  it('refuses designs that would not scan, with a specific message', async () => {
    const owner = await seedCustomer(t);
    const base = { type: 'url', name: 'Bad', long_url: 'https://example.com/' };
    const low = await owner.client.post(apiPaths.qrs, { ...base, design: { ...DEFAULT_DESIGN, fg: '#777777', bg: '#999999' } });
    expect(low.status).toBe(422);
    expect(ErrorBody.is(low.body)).toBe(true);
    expect(low.body.error.details[0]).toMatchObject({ field: 'design.fg', code: 'low_contrast' });
    expect(low.body.error.message).toMatch(/too close to scan/);
    const inverted = await owner.client.post(apiPaths.qrs, {
      ...base,
      design: { ...DEFAULT_DESIGN, fg: '#ffffff', bg: '#000000' },
    });
    expect(inverted.body.error.details[0]).toMatchObject({ field: 'design.fg', code: 'inverted' });
    const logo = `data:image/png;base64,${pngBytes().toString('base64')}`;
    const big = await owner.client.post(apiPaths.qrs, { ...base, design: { ...DEFAULT_DESIGN, logo, logo_size: 0.4 } });
    expect(big.body.error.details[0]).toMatchObject({ field: 'design.logo_size', code: 'logo_too_large' });
    expect(big.body.error.details[0].message).toMatch(/at most \d+% of the code's width/);
    const fake = await owner.client.post(apiPaths.qrs, {
      ...base,
      design: { ...DEFAULT_DESIGN, logo: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` },
    });
    expect(fake.body.error.details[0]).toMatchObject({ field: 'design.logo', code: 'invalid_image' });
    const ok = await owner.client.post(apiPaths.qrs, { ...base, design: { ...DEFAULT_DESIGN, logo, logo_size: 0.2, ecc: 'L' } });
    expect(ok.status).toBe(201);
    const tooSmall = await download(owner, ok.body.results.id, 'format=png&size=64');
    expect(tooSmall.status).toBe(422);
  });

  it('uploads a PDF and an image checked by content; the landing page serves them from cache', async () => {
    const owner = await seedCustomer(t);
    const pdfForm = multipart({ type: 'pdf', name: 'Menu PDF' }, { name: 'menu.pdf', type: 'application/pdf', data: PDF });
    const res = await owner.client.call('POST', apiPaths.qrs, pdfForm);
    expect(res.status).toBe(201);
    const qr = res.body.results;
    expect(qr.file).toMatchObject({ name: 'menu.pdf', mime: 'application/pdf', size: PDF.length });
    // The code → its short link (counted) → the landing page on the short domain.
    const scan = await visit(t, new URL(qr.payload).pathname + '?qr=1');
    expect(scan.status).toBe(302);
    expect(scan.headers.location).toBe(qr.file.page_url);
    const pagePath = new URL(qr.file.page_url).pathname;
    const loadsBefore = t.app.qrFiles.loads;
    const page = await visit(t, pagePath, { headers: { 'accept-language': 'ar' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('تنزيل');
    expect(page.body).toContain('Menu PDF');
    const file = await visit(t, `${pagePath}/file?download=1`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="menu.pdf"/);
    expect(file.body).toBe(PDF.toString('utf8'));
    expect(t.app.qrFiles.loads - loadsBefore).toBe(1); // one database load for the page and the file

    // A PNG named .pdf is refused by its content; a PDF as an image too.
    const liar = await owner.client.call(
      'POST',
      apiPaths.qrs,
      multipart({ type: 'pdf', name: 'x' }, { name: 'x.pdf', type: 'application/pdf', data: pngBytes() }),
    );
    expect(liar.status).toBe(415);
    expect(liar.body.error.message).toBe('This file is not a PDF. Upload a PDF document.');
    const image = await owner.client.call(
      'POST',
      apiPaths.qrs,
      multipart({ type: 'image', name: 'Poster' }, { name: 'p.png', type: 'image/png', data: pngBytes() }),
    );
    expect(image.status).toBe(201);
    expect(image.body.results.file.mime).toBe('image/png');
    const missing = await owner.client.call('POST', apiPaths.qrs, multipart({ type: 'image', name: 'Poster' }));
    expect(missing.status).toBe(422);
    expect(missing.body.error.details[0]).toMatchObject({ field: 'file', code: 'required' });
    const big = await owner.client.call(
      'POST',
      apiPaths.qrs,
      multipart(
        { type: 'image', name: 'Huge' },
        { name: 'big.png', type: 'image/png', data: Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]) },
      ),
    );
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('The image can be at most 5 MB.');

    // Replacing the file: new landing URL, the old one is gone; deleting: the code's link stops.
    const replaced = await owner.client.call(
      'PUT',
      apiPaths.qrFile(qr.id),
      multipart({}, { name: 'menu-2.pdf', type: 'application/pdf', data: PDF }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.results.file.page_url).not.toBe(qr.file.page_url);
    expect((await visit(t, pagePath)).status).toBe(404);
    const removed = await owner.client.delete(apiPaths.qr(qr.id));
    expect(removed.status).toBe(200);
    expect((await visit(t, new URL(replaced.body.results.file.page_url).pathname)).status).toBe(404);
    expect((await visit(t, new URL(qr.payload).pathname)).status).toBe(404);
    expect((await owner.client.get(apiPaths.qr(qr.id))).status).toBe(404);
  });

  it('lists with search and type filter; another account sees 404', async () => {
    const owner = await seedCustomer(t);
    await owner.client.post(apiPaths.qrs, { type: 'url', name: 'Spring flyer', long_url: 'https://example.com/a' });
    await owner.client.post(apiPaths.qrs, { type: 'wifi', name: 'Guest Wi-Fi', ssid: 'Guest', security: 'none', hidden: false });
    const all = await owner.client.get(apiPaths.qrs);
    expect(QrListResponse.is(all.body)).toBe(true);
    expect(all.body.meta.total).toBe(2);
    expect(all.body.results.map((q: { name: string }) => q.name)).toEqual(['Guest Wi-Fi', 'Spring flyer']);
    const wifi = await owner.client.get(`${apiPaths.qrs}?type=wifi`);
    expect(wifi.body.results).toHaveLength(1);
    const search = await owner.client.get(`${apiPaths.qrs}?q=FLYER`);
    expect(search.body.results.map((q: { name: string }) => q.name)).toEqual(['Spring flyer']);
    const badType = await owner.client.get(`${apiPaths.qrs}?type=vcard`);
    expect(badType.status).toBe(422);

    const other = await seedCustomer(t);
    const id = all.body.results[0].id;
    expect((await other.client.get(apiPaths.qr(id))).status).toBe(404);
    expect((await other.client.call('GET', `${apiPaths.qrDownload(id)}?format=svg`)).status).toBe(404);
    expect((await other.client.delete(apiPaths.qr(id))).status).toBe(404);
    // The links list does not show a code's link (links.kind = 'qr').
  });

  it('enforces the plan limit with the upgrade plan; viewers read but cannot create or delete', async () => {
    const owner = await seedCustomer(t); // free plan
    const limit = findPlan('free')!.limits.qrs!;
    for (let i = 0; i < limit; i++) {
      const res = await owner.client.post(apiPaths.qrs, {
        type: 'wifi',
        name: `Net ${i}`,
        ssid: `Net ${i}`,
        security: 'none',
        hidden: false,
      });
      expect(res.status).toBe(201);
    }
    const over = await owner.client.post(apiPaths.qrs, { type: 'url', name: 'One more', long_url: 'https://example.com/' });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('PLAN_LIMIT_REACHED');
    expect(over.body.error.details).toMatchObject({ resource: 'qrs', limit, usage: limit, upgrade_plan_id: expect.any(String) });
    const overFile = await owner.client.call(
      'POST',
      apiPaths.qrs,
      multipart({ type: 'pdf', name: 'x' }, { name: 'x.pdf', type: 'application/pdf', data: PDF }),
    );
    expect(overFile.status).toBe(409);
    // The code's link is not a link: the links list and the links limit do not count it.
    const links = await owner.client.get(apiPaths.links);
    expect(links.body.meta.total).toBe(0);

    // The free plan has one user: roles are tried on a Business account.
    const business = await seedCustomer(t, { plan: 'business' });
    await business.client.post(apiPaths.qrs, { type: 'url', name: 'Shared', long_url: 'https://example.com/' });
    const viewer = await memberOf(t, business, 'viewer');
    const list = await viewer.client.get(apiPaths.qrs);
    expect(list.status).toBe(200);
    const id = list.body.results[0].id;
    const denied = await viewer.client.post(apiPaths.qrs, { type: 'url', name: 'x', long_url: 'https://example.com/' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'qrs:create' } });
    expect((await viewer.client.delete(apiPaths.qr(id))).body.error.details).toEqual({ permission: 'qrs:delete' });
    expect((await viewer.client.put(apiPaths.qr(id), { name: 'x' })).status).toBe(403);
    expect((await viewer.client.call('GET', `${apiPaths.qrDownload(id)}?format=svg`)).status).toBe(200);
  });

  it('a purged organisation takes its codes, their links and files with it', async () => {
    const owner = await seedCustomer(t);
    await owner.client.post(apiPaths.qrs, { type: 'url', name: 'Gone', long_url: 'https://example.com/' });
    await owner.client.call(
      'POST',
      apiPaths.qrs,
      multipart({ type: 'pdf', name: 'Menu' }, { name: 'm.pdf', type: 'application/pdf', data: PDF }),
    );
    await t.app.db
      .updateTable('accounts')
      .set({ deleted_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', owner.accountId)
      .execute();
    const { purged } = await purgeClosedAccounts(t.app.db, new Date());
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.selectFrom('qrs').select('id').where('account_id', '=', owner.accountId).execute();
    expect(left).toEqual([]);
    const files = await t.app.db.selectFrom('qr_files').select('token').where('account_id', '=', owner.accountId).execute();
    expect(files).toEqual([]);
  });
});
