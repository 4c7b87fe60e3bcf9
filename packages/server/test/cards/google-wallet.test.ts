/**
 * Google Wallet (decision 094), with a generated RSA key standing in for the operator's service
 * account key: the card page offers "Add to Google Wallet" only when configured; the link
 * redirects to Google's save URL whose JWT verifies with the public key (RS256) and carries the
 * card as a generic pass object (name, title, company, a QR of the public URL).
 */
import { apiPaths, type Card } from '@rabt/contract';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { googleWalletConfig } from '../../src/modules/cards/google-wallet.ts';
import { seedCustomer, useTestApp, type TestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { shortPort } from '../helpers/links.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const EMAIL = 'wallet@rabt-test.iam.gserviceaccount.com';
const ISSUER = '3388000000022222228';

function get(port: number, path: string) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Mobile' },
  });
}

async function makeCard(t: TestApp, language: 'en' | 'ar') {
  const owner = await seedCustomer(t, { plan: 'business' });
  const company = (await owner.client.post(apiPaths.companies, { name: 'Acme Trading', brand_color: '#0b7285' })).body.results;
  return (
    await owner.client.post(apiPaths.cards, {
      first_name: language === 'ar' ? 'ليلى' : 'Layla',
      last_name: language === 'ar' ? 'الحداد' : 'Haddad',
      job_title: 'Head of Sales',
      department: 'Sales',
      company_id: company.id,
      language,
      emails: [{ label: '', value: 'layla@example.com' }],
      mobile: '+966501234567',
    })
  ).body.results as Card;
}

describeEachDatabase('Google Wallet link', (target) => {
  // The key as an environment variable usually holds `\n` escapes rather than newlines.
  const t = useTestApp(
    target,
    {},
    {
      GOOGLE_WALLET_ISSUER_ID: ISSUER,
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL,
      GOOGLE_WALLET_PRIVATE_KEY: PEM.replace(/\n/g, '\\n'),
    },
  );

  it('the page offers the link; the JWT verifies with the public key and carries the card', async () => {
    const card = await makeCard(t, 'ar');
    const port = await shortPort(t);
    const page = await (await get(port, `/c/${card.slug}`)).text();
    expect(page).toContain(`href="/c/${card.slug}/google-wallet"`);
    expect(page).toContain('إضافة إلى محفظة Google');

    const res = await get(port, `/c/${card.slug}/google-wallet`);
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = location.slice('https://pay.google.com/gp/v/save/'.length);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256' });
    const { payload } = await jwtVerify(jwt, publicKey, { issuer: EMAIL, audience: 'google', algorithms: ['RS256'] });
    expect(payload.typ).toBe('savetowallet');
    expect(typeof payload.iat).toBe('number');
    const { genericObjects, genericClasses } = payload.payload as {
      genericObjects: Array<Record<string, unknown>>;
      genericClasses: Array<{ id: string }>;
    };
    expect(genericClasses).toEqual([{ id: `${ISSUER}.rabt_business_card` }]);
    expect(genericObjects).toHaveLength(1);
    expect(genericObjects[0]).toMatchObject({
      id: `${ISSUER}.card_${card.slug}`,
      classId: `${ISSUER}.rabt_business_card`,
      hexBackgroundColor: '#0b7285',
      header: { defaultValue: { language: 'ar', value: 'ليلى الحداد' } },
      subheader: { defaultValue: { language: 'ar', value: 'Head of Sales' } },
      cardTitle: { defaultValue: { language: 'ar', value: 'Acme Trading' } },
      barcode: { type: 'QR_CODE', value: card.public_url },
    });

    // A JWT signed by any other key is not accepted by the public key.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(jwt, other)).rejects.toThrow();
  });
});

describeEachDatabase('Google Wallet not configured', (target) => {
  const t = useTestApp(target);

  it('shows no button and the link is 404', async () => {
    const card = await makeCard(t, 'en');
    const port = await shortPort(t);
    const page = await (await get(port, `/c/${card.slug}`)).text();
    expect(page).not.toContain('google-wallet');
    expect(page).not.toContain('Google Wallet');
    expect((await get(port, `/c/${card.slug}/google-wallet`)).status).toBe(404);
  });
});

describe('Google Wallet settings', () => {
  it('are all or nothing, and the key must be an RSA private key', () => {
    const problems: string[] = [];
    expect(googleWalletConfig({}, problems)).toBeNull();
    expect(problems).toEqual([]);
    expect(googleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER }, problems)).toBeNull();
    expect(problems[0]).toMatch(/missing: GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(
      googleWalletConfig(
        { GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: ec.toString() },
        problems,
      ),
    ).toBeNull();
    expect(problems[1]).toMatch(/not a usable RSA private key/);
    expect(
      googleWalletConfig(
        { GOOGLE_WALLET_ISSUER_ID: 'acme', GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: PEM },
        problems,
      ),
    ).toBeNull();
    expect(problems[2]).toMatch(/issuer's number/);
    expect(
      googleWalletConfig(
        { GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: PEM },
        problems,
      ),
    ).not.toBeNull();
    expect(problems).toHaveLength(3);
  });
});
