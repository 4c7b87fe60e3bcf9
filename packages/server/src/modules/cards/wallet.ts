/**
 * "Add to Apple Wallet": the card as a signed generic pass (passkit-generator), only when the
 * operator configures pass certificates. Settings (read by config.ts through `walletConfig`):
 *
 *   WALLET_PASS_TYPE_ID   pass.com.example.rabt   (the Pass Type ID of the certificate)
 *   WALLET_TEAM_ID        the Apple team identifier
 *   WALLET_CERT_FILE      the pass certificate (PEM)
 *   WALLET_KEY_FILE       its private key (PEM); WALLET_KEY_PASSPHRASE when encrypted
 *   WALLET_WWDR_FILE      Apple's WWDR intermediate certificate (PEM)
 *
 * Without them `walletConfig` answers null and the card page shows no Wallet button. The pass is a
 * zip of pass.json, PNG icons (the brand colour, and the photo as thumbnail), manifest.json (SHA-1
 * of every file) and a detached PKCS#7 signature of the manifest.
 */
import { cardDisplayName, formatPhone } from '@rabt/contract';
import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { PKPass } from 'passkit-generator';
import { PNG } from 'pngjs';
import type { PageCard } from './render.ts';
import { squareResize } from '../../lib/images/photo.ts';

export interface WalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  organizationName: string;
  certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
}

type Env = Record<string, string | undefined>;

export function walletConfig(env: Env, problems: string[]): WalletConfig | null {
  const keys = ['WALLET_PASS_TYPE_ID', 'WALLET_TEAM_ID', 'WALLET_CERT_FILE', 'WALLET_KEY_FILE', 'WALLET_WWDR_FILE'] as const;
  const set = keys.filter((k) => env[k]?.trim());
  if (set.length === 0) return null;
  if (set.length < keys.length) {
    problems.push(
      `Apple Wallet passes need all of ${keys.join(', ')} (missing: ${keys.filter((k) => !set.includes(k)).join(', ')})`,
    );
    return null;
  }
  const read = (key: (typeof keys)[number]): string => {
    try {
      return readFileSync(env[key]!.trim(), 'utf8');
    } catch (error) {
      problems.push(`${key}: cannot read ${env[key]} (${(error as Error).message})`);
      return '';
    }
  };
  const config: WalletConfig = {
    passTypeIdentifier: env.WALLET_PASS_TYPE_ID!.trim(),
    teamIdentifier: env.WALLET_TEAM_ID!.trim(),
    organizationName: env.WALLET_ORGANIZATION_NAME?.trim() || 'Rabt',
    certificates: {
      wwdr: read('WALLET_WWDR_FILE'),
      signerCert: read('WALLET_CERT_FILE'),
      signerKey: read('WALLET_KEY_FILE'),
      ...(env.WALLET_KEY_PASSPHRASE ? { signerKeyPassphrase: env.WALLET_KEY_PASSPHRASE } : {}),
    },
  };
  return config;
}

function solidPng(size: number, hex: string): Buffer {
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let i = 0; i < size * size; i++) png.data.set([r!, g!, b!, 255], i * 4);
  return PNG.sync.write(png);
}

function jpegToPng(jpegBytes: Buffer, size: number): Buffer {
  const image = jpeg.decode(jpegBytes, { useTArray: true, formatAsRGBA: true });
  const square = squareResize({ width: image.width, height: image.height, data: image.data }, size);
  const png = new PNG({ width: square.width, height: square.height });
  png.data = Buffer.from(square.data);
  return PNG.sync.write(png);
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The signed .pkpass of a card (serial = its slug). */
export function buildPass(config: WalletConfig, card: PageCard, photo: Buffer | null): Buffer {
  const name = cardDisplayName(card);
  const on = card.brand_color;
  const files: Record<string, Buffer> = {
    'icon.png': solidPng(29, on),
    'icon@2x.png': solidPng(58, on),
    'logo.png': solidPng(50, on),
  };
  if (photo) {
    files['thumbnail.png'] = jpegToPng(photo, 90);
    files['thumbnail@2x.png'] = jpegToPng(photo, 180);
  }
  const phone = card.mobile ?? card.phones[0]?.value ?? null;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    organizationName: config.organizationName,
    serialNumber: card.slug,
    description: `${name} · ${card.company_name}`,
    logoText: card.company_name,
    backgroundColor: rgb(card.brand_color),
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    generic: {
      primaryFields: [{ key: 'name', label: card.language === 'ar' ? 'الاسم' : 'Name', value: name }],
      secondaryFields: [
        { key: 'title', label: card.language === 'ar' ? 'المسمى' : 'Title', value: card.job_title },
        { key: 'company', label: card.language === 'ar' ? 'الشركة' : 'Company', value: card.company_name },
      ],
      auxiliaryFields: [
        ...(phone ? [{ key: 'phone', label: card.language === 'ar' ? 'الهاتف' : 'Phone', value: formatPhone(phone) }] : []),
        ...(card.emails[0]
          ? [{ key: 'email', label: card.language === 'ar' ? 'البريد' : 'Email', value: card.emails[0].value }]
          : []),
      ],
      backFields: [{ key: 'card', label: card.language === 'ar' ? 'البطاقة' : 'Card', value: card.public_url }],
    },
    barcodes: [{ format: 'PKBarcodeFormatQR', message: card.public_url, messageEncoding: 'iso-8859-1' }],
  };
  const pass = new PKPass({ ...files, 'pass.json': Buffer.from(JSON.stringify(passJson)) }, config.certificates);
  return pass.getAsBuffer();
}
