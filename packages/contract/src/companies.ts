/**
 * Companies a business card belongs to (spec §3 "Company", §8 delete failures): name, logo,
 * website, address, phone, brand colours and the default card theme, with the number of cards
 * that use it. The rules below are shared by the company form and the server.
 */
import { array, boolean, enums, nullable, number, object, optional, string, unknown, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { normalizePhone, normalizeWebsite, type FieldProblem } from './contact.ts';

export const cardThemes = ['classic', 'modern', 'minimal'] as const;
export type CardTheme = (typeof cardThemes)[number];

export const COMPANY_NAME_MAX = 120;
export const COMPANY_ADDRESS_MAX = 300;
export const DEFAULT_BRAND_COLOR = '#3b5bdb';
export const DEFAULT_ACCENT_COLOR = '#0ca678';
const HEX_COLOR = /^#[0-9a-f]{6}$/;

export const Company = object({
  id: string(),
  /** The workspace the company belongs to (decision 067). */
  workspace_id: string(),
  name: string(),
  /** Absolute URL of the square JPEG logo on the short domain, or null. */
  logo_url: nullable(string()),
  website: nullable(string()),
  address: nullable(string()),
  /** E.164. */
  phone: nullable(string()),
  brand_color: string(),
  accent_color: string(),
  card_theme: enums(cardThemes),
  /** Cards that use this company (deleting it is refused while this is above zero). */
  cards: number(),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Company = Infer<typeof Company>;

/** Loose shape: every field is checked by `checkCompanyInput` for a precise message. */
export const CompanyInput = object({
  name: optional(unknown()),
  website: optional(unknown()),
  address: optional(unknown()),
  phone: optional(unknown()),
  brand_color: optional(unknown()),
  accent_color: optional(unknown()),
  card_theme: optional(unknown()),
  /** ISO 3166 region for phone numbers typed without a country code (e.g. SA). */
  default_country: optional(unknown()),
  /** Defaults to the organisation's default workspace (or the first the member may use). */
  workspace_id: optional(unknown()),
});
export type CompanyInput = {
  name?: string;
  website?: string | null;
  address?: string | null;
  phone?: string | null;
  brand_color?: string;
  accent_color?: string;
  card_theme?: CardTheme;
  default_country?: string;
  workspace_id?: string;
};

export interface CompanyValues {
  name: string;
  website: string | null;
  address: string | null;
  phone: string | null;
  brand_color: string;
  accent_color: string;
  card_theme: CardTheme;
}

export const COMPANY_MESSAGES = {
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name is too long',
  websiteInvalid: 'Enter a valid website, e.g. https://example.com',
  addressTooLong: 'Address is too long',
  phoneInvalid: 'Enter a valid phone number with its country code, e.g. +966 50 123 4567',
  colorInvalid: 'Enter a colour as #rrggbb',
  themeInvalid: 'Choose one of the card themes',
  /** Spec §8 company delete failure; {count} is the number of cards. */
  inUse: 'This company is used by {count} card(s). Move them to another company or delete them first.',
  moveTargetInvalid: 'Choose another company of this account to move the cards to',
  deleteFailed: 'The company could not be deleted. Please try again.',
} as const;

export function companyInUseMessage(count: number): string {
  return COMPANY_MESSAGES.inUse.replace('{count}', String(count));
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? null : null);

/**
 * Checks and normalises a company form: the values to store, or one problem per failing field.
 * `partial` (PATCH-like update): absent fields are left out of the result.
 */
export function checkCompanyInput(
  raw: Record<string, unknown>,
): { ok: true; values: CompanyValues } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const region = typeof raw.default_country === 'string' ? raw.default_country.toUpperCase() : undefined;
  const name = str(raw.name) ?? '';
  if (name === '') problems.push({ field: 'name', code: 'required', message: COMPANY_MESSAGES.nameRequired });
  else if (name.length > COMPANY_NAME_MAX)
    problems.push({ field: 'name', code: 'too_long', message: COMPANY_MESSAGES.nameTooLong });

  let website: string | null = null;
  const websiteRaw = str(raw.website);
  if (websiteRaw) {
    website = normalizeWebsite(websiteRaw);
    if (!website) problems.push({ field: 'website', code: 'invalid_url', message: COMPANY_MESSAGES.websiteInvalid });
  }
  const address = str(raw.address) || null;
  if (address && address.length > COMPANY_ADDRESS_MAX)
    problems.push({ field: 'address', code: 'too_long', message: COMPANY_MESSAGES.addressTooLong });

  let phone: string | null = null;
  const phoneRaw = str(raw.phone);
  if (phoneRaw) {
    phone = normalizePhone(phoneRaw, region);
    if (!phone) problems.push({ field: 'phone', code: 'invalid_phone', message: COMPANY_MESSAGES.phoneInvalid });
  }
  const color = (field: 'brand_color' | 'accent_color', fallback: string): string => {
    const v = str(raw[field]);
    if (!v) return fallback;
    const lower = v.toLowerCase();
    if (!HEX_COLOR.test(lower)) problems.push({ field, code: 'invalid_color', message: COMPANY_MESSAGES.colorInvalid });
    return lower;
  };
  const brand_color = color('brand_color', DEFAULT_BRAND_COLOR);
  const accent_color = color('accent_color', DEFAULT_ACCENT_COLOR);
  let card_theme: CardTheme = 'classic';
  if (raw.card_theme !== undefined && raw.card_theme !== null) {
    if ((cardThemes as readonly unknown[]).includes(raw.card_theme)) card_theme = raw.card_theme as CardTheme;
    else problems.push({ field: 'card_theme', code: 'invalid_choice', message: COMPANY_MESSAGES.themeInvalid });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, values: { name, website, address, phone, brand_color, accent_color, card_theme } };
}

export const CompanyResponse = results(Company);
export const CompanyListResponse = results(array(Company));
export const DeleteCompanyResponse = results(object({ id: string(), deleted: boolean(), cards_moved: number() }));

/** `details` of COMPANY_IN_USE. */
export const CompanyInUseDetails = object({ cards: number(), company_id: string() });
export type CompanyInUseDetails = Infer<typeof CompanyInUseDetails>;
