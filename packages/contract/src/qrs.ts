/**
 * QR codes: the Qr the API answers with, the create/update bodies per type, the list query, the
 * scan series, the upload rules, and the messages the app and the server share. The renderer and
 * the design rules live in ./qr/ (the preview and the downloads draw with the same code).
 *
 * Types: url (dynamic: encodes a short link of ours, `?qr=1` counts scans on the QR channel),
 * wifi (static `WIFI:` payload), pdf and image (an upload shown on a public landing page on the
 * short domain, reached through the code's short link), card (encodes a business card's public URL
 * with `?qr=1`; a card of the account is required: "A QR card is required", spec §5).
 */
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  unknown,
  type Infer,
} from 'superstruct';
import { IsoDate } from './common.ts';
import { page, results } from './envelope.ts';
import {
  cornerStyles,
  dotStyles,
  eccLevels,
  frameStyles,
  QR_FRAME_TEXT_MAX,
  type QrDesign as QrDesignShape,
} from './qr/design.ts';
import { wifiSecurities, type WifiNetwork } from './qr/payload.ts';

export const qrTypes = ['url', 'wifi', 'pdf', 'image', 'card'] as const;
export type QrType = (typeof qrTypes)[number];
export const QR_NAME_MAX = 120;
export const QRS_PER_PAGE_MAX = 100;
export const WIFI_SSID_MAX_BYTES = 32;

/** Uploads, judged by their bytes (the name and the declared type are not trusted). */
export const QR_FILE_LIMITS = { pdf: 10 * 1024 * 1024, image: 5 * 1024 * 1024 } as const;
export const QR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type QrFileMime = 'application/pdf' | (typeof QR_IMAGE_TYPES)[number];

/** What a file's first bytes say it is, or null for anything we do not serve. */
export function sniffQrFile(head: Uint8Array): QrFileMime | null {
  const b = (i: number) => head[i] ?? -1;
  if (b(0) === 0x25 && b(1) === 0x50 && b(2) === 0x44 && b(3) === 0x46 && b(4) === 0x2d) return 'application/pdf';
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47 && b(4) === 0x0d && b(5) === 0x0a) return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'image/gif';
  if (
    b(0) === 0x52 &&
    b(1) === 0x49 &&
    b(2) === 0x46 &&
    b(3) === 0x46 &&
    b(8) === 0x57 &&
    b(9) === 0x45 &&
    b(10) === 0x42 &&
    b(11) === 0x50
  ) {
    return 'image/webp';
  }
  return null;
}

export const QR_MESSAGES = {
  nameRequired: 'Enter a name for the QR code.',
  ssidRequired: 'Enter the network name (SSID).',
  ssidTooLong: `The network name can be at most ${WIFI_SSID_MAX_BYTES} bytes.`,
  wpaPassword: 'A WPA password has 8 to 63 characters.',
  wepPassword: 'A WEP key has 5 or 13 characters, or 10 or 26 hexadecimal digits.',
  fileRequired: 'Choose a file to upload.',
  pdfType: 'This file is not a PDF. Upload a PDF document.',
  imageType: 'This file is not a PNG, JPEG, GIF or WebP image.',
  pdfTooLarge: `The PDF can be at most ${QR_FILE_LIMITS.pdf / 1024 / 1024} MB.`,
  imageTooLarge: `The image can be at most ${QR_FILE_LIMITS.image / 1024 / 1024} MB.`,
  typeFixed: 'The type of a QR code cannot be changed. Create a new code instead.',
  downloadSize: (min: number) => `Choose a size of at least ${min} px: smaller images lose dots and do not scan.`,
  /** Spec §8: "Delete failures. Messages exist for deleting … QR code." */
  deleteFailed: 'The QR code could not be deleted. Please try again.',
  notFound: 'QR code not found',
} as const;

export interface WifiProblem {
  field: 'ssid' | 'password';
  code: string;
  message: string;
}

/** The Wi-Fi rules the form and the server share. */
export function checkWifi(network: WifiNetwork): WifiProblem[] {
  const problems: WifiProblem[] = [];
  if (network.ssid.length === 0) problems.push({ field: 'ssid', code: 'required', message: QR_MESSAGES.ssidRequired });
  else if (new TextEncoder().encode(network.ssid).length > WIFI_SSID_MAX_BYTES) {
    problems.push({ field: 'ssid', code: 'too_long', message: QR_MESSAGES.ssidTooLong });
  }
  const password = network.password;
  if (network.security === 'WPA' && (password.length < 8 || password.length > 63)) {
    problems.push({ field: 'password', code: 'invalid', message: QR_MESSAGES.wpaPassword });
  }
  if (network.security === 'WEP') {
    const ok = password.length === 5 || password.length === 13 || /^([0-9a-fA-F]{10}|[0-9a-fA-F]{26})$/.test(password);
    if (!ok) problems.push({ field: 'password', code: 'invalid', message: QR_MESSAGES.wepPassword });
  }
  return problems;
}

export const QrDesignStruct = object({
  fg: string(),
  bg: string(),
  dots: enums(dotStyles),
  corners: enums(cornerStyles),
  margin: integer(),
  ecc: enums(eccLevels),
  logo: nullable(size(string(), 0, 48 * 1024)),
  logo_size: number(),
  frame: enums(frameStyles),
  frame_text: size(string(), 0, QR_FRAME_TEXT_MAX * 4),
});
// The struct and the renderer's interface must stay one shape.
export type QrDesignBody = Infer<typeof QrDesignStruct> & QrDesignShape;

export const WifiFields = object({
  ssid: string(),
  security: enums(wifiSecurities),
  password: string(),
  hidden: boolean(),
});

export const QrFile = object({
  name: string(),
  mime: string(),
  size: number(),
  /** The public landing page on the short domain. */
  page_url: string(),
});
export type QrFile = Infer<typeof QrFile>;

export const Qr = object({
  id: string(),
  type: enums(qrTypes),
  name: string(),
  workspace_id: string(),
  /** Exactly what the code encodes (draw it with renderQrSvg(payload, design)). */
  payload: string(),
  /** url/pdf/image: the short link the code encodes (without `?qr=1`); card: the card's page; wifi: null. */
  short_url: nullable(string()),
  /** url: the destination; pdf/image: the landing page; card: the card's page; wifi: null. */
  long_url: nullable(string()),
  /** card: the card the code encodes (null when that card was deleted); other types: absent or null. */
  card_id: optional(nullable(string())),
  link_id: nullable(string()),
  wifi: nullable(WifiFields),
  file: nullable(QrFile),
  design: QrDesignStruct,
  /** Counted scans (QR channel); wifi codes cannot be counted: null. */
  scans: nullable(number()),
  created_at: IsoDate,
  updated_at: IsoDate,
  /** Over the plan's limit after a downgrade: viewable and deletable, not editable (decision 075). Absent = editable. */
  read_only: optional(boolean()),
});
export type Qr = Infer<typeof Qr>;

const common = {
  name: size(string(), 1, QR_NAME_MAX),
  workspace_id: optional(string()),
  design: optional(QrDesignStruct),
};

export const CreateUrlQrRequest = object({
  type: enums(['url']),
  ...common,
  long_url: size(string(), 1, 2048),
  /** A short domain the account may use (default: the platform's). */
  domain: optional(string()),
});
export type CreateUrlQrRequest = Infer<typeof CreateUrlQrRequest>;

export const CreateWifiQrRequest = object({
  type: enums(['wifi']),
  ...common,
  ssid: string(),
  security: enums(wifiSecurities),
  password: optional(string()),
  hidden: optional(boolean()),
});
export type CreateWifiQrRequest = Infer<typeof CreateWifiQrRequest>;

/** card: `card_id` is checked by the server ("A QR card is required" when missing or not the account's). */
export const CreateCardQrRequest = object({
  type: enums(['card']),
  ...common,
  card_id: optional(unknown()),
});
export type CreateCardQrRequest = Infer<typeof CreateCardQrRequest>;

/** pdf/image: multipart fields beside `file` (design as a JSON string). */
export const CreateFileQrFields = object({
  type: enums(['pdf', 'image']),
  ...common,
  domain: optional(string()),
});
export type CreateFileQrFields = Infer<typeof CreateFileQrFields>;

export const UpdateQrRequest = object({
  name: optional(size(string(), 1, QR_NAME_MAX)),
  workspace_id: optional(string()),
  design: optional(QrDesignStruct),
  long_url: optional(size(string(), 1, 2048)),
  ssid: optional(string()),
  security: optional(enums(wifiSecurities)),
  password: optional(string()),
  hidden: optional(boolean()),
  /** card codes: another card of the account. */
  card_id: optional(string()),
});
export type UpdateQrRequest = Infer<typeof UpdateQrRequest>;

export const QrListQuery = object({
  q: optional(size(string(), 0, 200)),
  type: optional(enums(qrTypes)),
  workspace_id: optional(string()),
  page: optional(string()),
  per_page: optional(string()),
});
export type QrListQuery = Infer<typeof QrListQuery>;

export const QrScanDay = object({ day: string(), count: number() });
export const QrScans = object({ total: number(), days: array(QrScanDay) });
export type QrScans = Infer<typeof QrScans>;
export const QR_SCAN_DAYS = 30;

export const downloadFormats = ['svg', 'png', 'pdf'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

export const QrResponse = results(Qr);
export const QrListResponse = page(array(Qr));
export const QrScansResponse = results(QrScans);
