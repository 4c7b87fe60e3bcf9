/**
 * Apple Wallet passes, with a generated self-signed RSA certificate standing in for Apple's pass
 * certificate and WWDR: the card page offers the pass, and the .pkpass is a zip whose manifest
 * lists the SHA-1 of every file and whose detached PKCS#7 signature of the manifest verifies
 * (openssl cms) with that certificate.
 */
import { apiPaths, type Card } from '@rabt/contract';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { shortPort } from '../helpers/links.ts';

const dir = mkdtempSync(join(tmpdir(), 'rabt-wallet-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Pass Type ID: pass.test.rabt/UID=pass.test.rabt/OU=TEAM123456',
  ],
  { stdio: 'ignore' },
);

/** The entries of a zip (stored or deflated), read from the central directory. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataAt, dataAt + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

function get(port: number, path: string): Promise<{ status: number; type: string; body: Buffer }> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
  }).then(async (r) => ({
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    body: Buffer.from(await r.arrayBuffer()),
  }));
}

describeEachDatabase('Apple Wallet pass', (target) => {
  const t = useTestApp(
    target,
    {},
    {
      WALLET_PASS_TYPE_ID: 'pass.test.rabt',
      WALLET_TEAM_ID: 'TEAM123456',
      WALLET_CERT_FILE: join(dir, 'cert.pem'),
      WALLET_KEY_FILE: join(dir, 'key.pem'),
      WALLET_WWDR_FILE: join(dir, 'cert.pem'),
    },
  );

  it('the card page offers the pass; the pass is signed and its manifest matches every file', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const company = (await owner.client.post(apiPaths.companies, { name: 'Acme', brand_color: '#0b7285' })).body.results;
    const card = (
      await owner.client.post(apiPaths.cards, {
        first_name: 'ليلى',
        last_name: 'الحداد',
        job_title: 'Head of Sales',
        department: 'Sales',
        company_id: company.id,
        language: 'ar',
        emails: [{ label: '', value: 'layla@example.com' }],
        mobile: '+966501234567',
      })
    ).body.results as Card;
    const photo = new PNG({ width: 120, height: 120 });
    photo.data.fill(200);
    await owner.client.put(apiPaths.cardPhoto(card.id), undefined, { payload: PNG.sync.write(photo), contentType: 'image/png' });

    const port = await shortPort(t);
    const page = await get(port, `/c/${card.slug}`);
    expect(page.body.toString()).toContain(`href="/c/${card.slug}.pkpass"`);
    expect(page.body.toString()).toContain('إضافة إلى Apple Wallet');

    const pass = await get(port, `/c/${card.slug}.pkpass`);
    expect(pass.status).toBe(200);
    expect(pass.type).toBe('application/vnd.apple.pkpass');
    const files = unzip(pass.body);
    expect([...files.keys()].toSorted()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'logo.png',
        'manifest.json',
        'pass.json',
        'signature',
        'thumbnail.png',
        'thumbnail@2x.png',
      ].toSorted(),
    );
    const json = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(json).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.test.rabt',
      teamIdentifier: 'TEAM123456',
      serialNumber: card.slug,
      backgroundColor: 'rgb(11, 114, 133)',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: card.public_url }],
    });
    expect(json.generic.primaryFields[0]).toMatchObject({ value: 'ليلى الحداد' });

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    for (const [name, content] of files) {
      if (name === 'manifest.json' || name === 'signature') continue;
      expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'));
    }
    // The detached PKCS#7 signature of manifest.json verifies with the signer certificate.
    writeFileSync(join(dir, 'manifest.json'), files.get('manifest.json')!);
    writeFileSync(join(dir, 'signature'), files.get('signature')!);
    const verified = execFileSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'signature'),
        '-content',
        join(dir, 'manifest.json'),
        '-CAfile',
        join(dir, 'cert.pem'),
        '-purpose',
        'any',
        '-out',
        join(dir, 'verified.json'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    expect(verified).toBeDefined();
    expect(readFileSync(join(dir, 'verified.json'))).toEqual(files.get('manifest.json'));
    const signers = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', join(dir, 'signature'), '-print_certs'], {
      encoding: 'utf8',
    });
    expect(signers).toContain('pass.test.rabt');
  });
});
