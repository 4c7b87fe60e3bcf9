/**
 * "Add to Google Wallet": a link to `https://pay.google.com/gp/v/save/<JWT>` whose JWT (RS256,
 * signed with the operator's Google service account key, `typ: savetowallet`) carries the card as
 * a generic pass object (and its class), so no call to Google's API is needed to create it. Shown
 * only when configured (decision 094):
 *
 *   GOOGLE_WALLET_ISSUER_ID              the Google Pay & Wallet Console issuer id (digits)
 *   GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL  the service account's e-mail (the JWT's `iss`)
 *   GOOGLE_WALLET_PRIVATE_KEY            its private key (PKCS#8 PEM; `\n` escapes allowed), or
 *   GOOGLE_WALLET_PRIVATE_KEY_FILE       a file holding it
 *
 * The JWT is signed with `jose` (not hand-rolled), from a KeyObject checked when the config loads.
 */
import { cardDisplayName, formatPhone } from '@rabt/contract';
import { SignJWT } from 'jose';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PageCard } from './render.ts';

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

type Env = Record<string, string | undefined>;

export const GOOGLE_WALLET_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** One class for every card of this installation (generic passes need a class id). */
export const GOOGLE_WALLET_CLASS_SUFFIX = 'rabt_business_card';

export function googleWalletConfig(env: Env, problems: string[]): GoogleWalletConfig | null {
  const issuerId = env.GOOGLE_WALLET_ISSUER_ID?.trim() ?? '';
  const email = env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL?.trim() ?? '';
  const keyText = env.GOOGLE_WALLET_PRIVATE_KEY?.trim() ?? '';
  const keyFile = env.GOOGLE_WALLET_PRIVATE_KEY_FILE?.trim() ?? '';
  if (!issuerId && !email && !keyText && !keyFile) return null;
  const missing = [
    ...(issuerId ? [] : ['GOOGLE_WALLET_ISSUER_ID']),
    ...(email ? [] : ['GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL']),
    ...(keyText || keyFile ? [] : ['GOOGLE_WALLET_PRIVATE_KEY or GOOGLE_WALLET_PRIVATE_KEY_FILE']),
  ];
  if (missing.length > 0) {
    problems.push(`Google Wallet needs the issuer id, the service account e-mail and its key (missing: ${missing.join(', ')})`);
    return null;
  }
  if (!/^\d+$/.test(issuerId)) {
    problems.push(`GOOGLE_WALLET_ISSUER_ID must be the issuer's number (got "${issuerId}")`);
    return null;
  }
  let pem = keyText.replace(/\\n/g, '\n');
  if (!pem) {
    try {
      pem = readFileSync(keyFile, 'utf8');
    } catch (error) {
      problems.push(`GOOGLE_WALLET_PRIVATE_KEY_FILE: cannot read ${keyFile} (${(error as Error).message})`);
      return null;
    }
  }
  try {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error(`an ${privateKey.asymmetricKeyType} key, not RSA`);
    return { issuerId, serviceAccountEmail: email, privateKey };
  } catch (error) {
    problems.push(`Google Wallet private key is not a usable RSA private key (${(error as Error).message})`);
    return null;
  }
}

/** Google's ids are `<issuer>.<suffix>`, the suffix from [A-Za-z0-9._-]. */
const idSuffix = (text: string) => text.replace(/[^\w.-]/g, '_');

const localized = (language: string, value: string) => ({ defaultValue: { language, value } });

/** The generic pass object of a card (exported for the test's claim checks). */
export function genericObject(config: GoogleWalletConfig, card: PageCard) {
  const language = card.language;
  const ar = language === 'ar';
  const phone = card.mobile ?? card.phones[0]?.value ?? null;
  const email = card.emails[0]?.value ?? null;
  return {
    id: `${config.issuerId}.card_${idSuffix(card.slug)}`,
    classId: `${config.issuerId}.${GOOGLE_WALLET_CLASS_SUFFIX}`,
    state: 'ACTIVE',
    hexBackgroundColor: card.brand_color,
    cardTitle: localized(language, card.company_name),
    header: localized(language, cardDisplayName(card)),
    subheader: localized(language, card.job_title),
    textModulesData: [
      { id: 'company', header: ar ? 'الشركة' : 'Company', body: card.company_name },
      ...(phone ? [{ id: 'phone', header: ar ? 'الهاتف' : 'Phone', body: formatPhone(phone) }] : []),
      ...(email ? [{ id: 'email', header: ar ? 'البريد' : 'Email', body: email }] : []),
    ],
    linksModuleData: { uris: [{ id: 'card', uri: card.public_url, description: ar ? 'البطاقة' : 'Card' }] },
    barcode: { type: 'QR_CODE', value: card.public_url, alternateText: '' },
  };
}

/** The signed save JWT of a card. */
export async function googleWalletJwt(config: GoogleWalletConfig, card: PageCard, now = new Date()): Promise<string> {
  return new SignJWT({
    typ: 'savetowallet',
    origins: [],
    payload: {
      genericClasses: [{ id: `${config.issuerId}.${GOOGLE_WALLET_CLASS_SUFFIX}` }],
      genericObjects: [genericObject(config, card)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(config.privateKey);
}

/** Where the "Add to Google Wallet" link sends the visitor. */
export async function googleWalletUrl(config: GoogleWalletConfig, card: PageCard): Promise<string> {
  return GOOGLE_WALLET_SAVE_URL + (await googleWalletJwt(config, card));
}
