/**
 * Digital business cards (spec §3 "Card", §5 card rules): the Card the API answers with, the
 * loose create/update body and `checkCardInput`, which the card form and the server both run, so
 * a field is refused with the same message in both places. Phones are stored in E.164; websites,
 * e-mails and phones are labelled lists.
 *
 * Public addresses on the short domain: `/c/<slug>` (the card page), `/c/<slug>.vcf` (Save
 * contact), `/c/<slug>/photo.jpg`, `/c/<slug>/qr.svg`.
 */
import { array, boolean, enums, nullable, number, object, optional, string, unknown, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { cardThemes, type CardTheme } from './companies.ts';
import { isEmail, isLettersOnlyName, normalizePhone, normalizeWebsite, type FieldProblem } from './contact.ts';

export const cardLanguages = ['en', 'ar'] as const;
export type CardLanguage = (typeof cardLanguages)[number];

export const CARD_NAME_MAX = 60;
export const CARD_TEXT_MAX = 100;
export const CARD_SLOGAN_MAX = 160;
export const CARD_LABEL_MAX = 40;
/** Entries per list (websites, emails, phones). */
export const CARD_LIST_MAX = 5;
/** Photos and logos: the server crops to a square and scales to this many pixels a side. */
export const CARD_PHOTO_SIZE = 400;
/** Upload limit for a photo or logo before processing. */
export const CARD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** Public card slugs: 8 characters, lower-case letters and digits without look-alikes. */
export const CARD_SLUG_PATTERN = /^[a-z0-9]{8}$/;

export const LabelledValue = object({ label: string(), value: string() });
export type LabelledValue = Infer<typeof LabelledValue>;

export const Card = object({
  id: string(),
  /** The workspace the card belongs to (decision 067); its counters follow it. */
  workspace_id: string(),
  slug: string(),
  language: enums(cardLanguages),
  /** The card's own theme, or null to use the company's default. */
  theme: nullable(enums(cardThemes)),
  prefix: nullable(string()),
  first_name: string(),
  last_name: string(),
  suffix: nullable(string()),
  pronouns: nullable(string()),
  company_id: string(),
  company_name: string(),
  department: string(),
  job_title: string(),
  websites: array(LabelledValue),
  emails: array(LabelledValue),
  /** Values in E.164. */
  phones: array(LabelledValue),
  mobile: nullable(string()),
  slogan: nullable(string()),
  photo_url: nullable(string()),
  /** Absolute URLs on the short domain. */
  public_url: string(),
  vcard_url: string(),
  qr_url: string(),
  /** Counted through the click pipeline (bots filtered). */
  views: number(),
  saves: number(),
  created_at: IsoDate,
  updated_at: IsoDate,
  /** Over the plan's limit after a downgrade: viewable and deletable, not editable (decision 075). Absent = editable. */
  read_only: optional(boolean()),
});
export type Card = Infer<typeof Card>;

/** Loose shape: every field is checked by `checkCardInput` for a precise message. */
export const CardInput = object({
  language: optional(unknown()),
  theme: optional(unknown()),
  prefix: optional(unknown()),
  first_name: optional(unknown()),
  last_name: optional(unknown()),
  suffix: optional(unknown()),
  pronouns: optional(unknown()),
  company_id: optional(unknown()),
  department: optional(unknown()),
  job_title: optional(unknown()),
  websites: optional(unknown()),
  emails: optional(unknown()),
  phones: optional(unknown()),
  mobile: optional(unknown()),
  slogan: optional(unknown()),
  /** ISO 3166 region for phone numbers typed without a country code (e.g. SA). */
  default_country: optional(unknown()),
  /** Defaults to the organisation's default workspace (or the first the member may use). */
  workspace_id: optional(unknown()),
});

export interface CardFormValues {
  language: CardLanguage;
  theme: CardTheme | null;
  prefix: string;
  first_name: string;
  last_name: string;
  suffix: string;
  pronouns: string;
  company_id: string;
  department: string;
  job_title: string;
  websites: LabelledValue[];
  emails: LabelledValue[];
  phones: LabelledValue[];
  mobile: string;
  slogan: string;
}
export type CardRequest = Partial<CardFormValues> & { default_country?: string; workspace_id?: string };

export interface CardValues {
  language: CardLanguage;
  theme: CardTheme | null;
  prefix: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  pronouns: string | null;
  company_id: string;
  department: string;
  job_title: string;
  websites: LabelledValue[];
  emails: LabelledValue[];
  phones: LabelledValue[];
  mobile: string | null;
  slogan: string | null;
}

export const CARD_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameLetters: 'First name: letters only',
  lastNameRequired: 'Last name is required',
  lastNameLetters: 'Last name: letters only',
  jobTitleRequired: 'Job title is required',
  jobTitleInvalid: 'Job title must be text of at most 100 characters, without < or >',
  departmentRequired: 'Department is required',
  departmentInvalid: 'Department must be text of at most 100 characters, without < or >',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number with its country code, e.g. +966 50 123 4567',
  websiteInvalid: 'Enter a valid website, e.g. https://example.com',
  labelTooLong: 'The label is too long',
  tooMany: 'At most 5 entries',
  companyRequired: 'A valid company must be selected',
  textTooLong: 'This field is too long',
  languageInvalid: 'Choose English or Arabic',
  themeInvalid: 'Choose one of the card themes',
  photoType: 'The photo must be a JPEG or PNG image',
  photoTooLarge: 'The photo must be at most 5 MB',
  photoUnreadable: 'The photo could not be read; try another image',
  photoTooSmall: 'The photo must be at least 64 × 64 pixels',
  /** Spec §8 card delete failure. */
  deleteFailed: 'The card could not be deleted. Please try again.',
  /** Spec §5 "A QR card is required" where a QR code links a card. */
  qrCardRequired: 'A QR card is required',
} as const;

type CardField = keyof CardFormValues;
const s = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const SAFE_TEXT = /^[^<>]*$/;

function checkList(
  raw: unknown,
  field: 'websites' | 'emails' | 'phones',
  normalize: (value: string) => string | null,
  invalid: string,
  problems: FieldProblem[],
): LabelledValue[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push({ field, code: 'invalid_type', message: `${field} must be a list of { label, value }` });
    return [];
  }
  const entries = raw.filter(
    (e) => !(e && typeof e === 'object' && s((e as LabelledValue).value) === '' && s((e as LabelledValue).label) === ''),
  );
  if (entries.length > CARD_LIST_MAX) problems.push({ field, code: 'too_many', message: CARD_MESSAGES.tooMany });
  const out: LabelledValue[] = [];
  entries.slice(0, CARD_LIST_MAX).forEach((entry, i) => {
    const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const label = s(e.label);
    if (label.length > CARD_LABEL_MAX || !SAFE_TEXT.test(label))
      problems.push({ field: `${field}.${i}.label`, code: 'too_long', message: CARD_MESSAGES.labelTooLong });
    const value = normalize(s(e.value));
    if (value === null) problems.push({ field: `${field}.${i}.value`, code: 'invalid', message: invalid });
    else out.push({ label, value });
  });
  return out;
}

/**
 * Checks and normalises a card form (spec §5): first and last names letters only (any script),
 * job title, department and at least one e-mail required, phones valid (stored E.164), websites
 * http(s). `companyExists` is checked by the caller (the server knows the account's companies;
 * the form knows its list): this only requires a company id.
 */
export function checkCardInput(
  raw: Record<string, unknown>,
): { ok: true; values: CardValues } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const push = (field: CardField | string, code: string, message: string) => problems.push({ field, code, message });
  const region = typeof raw.default_country === 'string' ? raw.default_country.toUpperCase() : undefined;

  const name = (field: 'first_name' | 'last_name', required: string, letters: string): string => {
    const v = s(raw[field]).normalize('NFC');
    if (v === '') push(field, 'required', required);
    else if (v.length > CARD_NAME_MAX) push(field, 'too_long', CARD_MESSAGES.textTooLong);
    else if (!isLettersOnlyName(v)) push(field, 'letters_only', letters);
    return v;
  };
  const first_name = name('first_name', CARD_MESSAGES.firstNameRequired, CARD_MESSAGES.firstNameLetters);
  const last_name = name('last_name', CARD_MESSAGES.lastNameRequired, CARD_MESSAGES.lastNameLetters);

  const requiredText = (field: 'job_title' | 'department', required: string, invalid: string): string => {
    const v = s(raw[field]);
    if (v === '') push(field, 'required', required);
    else if (v.length > CARD_TEXT_MAX || !SAFE_TEXT.test(v)) push(field, 'invalid', invalid);
    return v;
  };
  const job_title = requiredText('job_title', CARD_MESSAGES.jobTitleRequired, CARD_MESSAGES.jobTitleInvalid);
  const department = requiredText('department', CARD_MESSAGES.departmentRequired, CARD_MESSAGES.departmentInvalid);

  const optionalText = (field: 'prefix' | 'suffix' | 'pronouns' | 'slogan', max: number): string | null => {
    const v = s(raw[field]);
    if (v.length > max || !SAFE_TEXT.test(v)) push(field, 'too_long', CARD_MESSAGES.textTooLong);
    return v === '' ? null : v;
  };
  const prefix = optionalText('prefix', 20);
  const suffix = optionalText('suffix', 20);
  const pronouns = optionalText('pronouns', 30);
  const slogan = optionalText('slogan', CARD_SLOGAN_MAX);

  const company_id = s(raw.company_id);
  if (company_id === '' || company_id.length > 64) push('company_id', 'required', CARD_MESSAGES.companyRequired);

  const emails = checkList(raw.emails, 'emails', (v) => (isEmail(v) ? v : null), CARD_MESSAGES.emailInvalid, problems);
  if (emails.length === 0 && !problems.some((p) => p.field.startsWith('emails'))) {
    push('emails', 'required', CARD_MESSAGES.emailRequired);
  }
  const phones = checkList(raw.phones, 'phones', (v) => normalizePhone(v, region), CARD_MESSAGES.phoneInvalid, problems);
  const websites = checkList(raw.websites, 'websites', normalizeWebsite, CARD_MESSAGES.websiteInvalid, problems);

  let mobile: string | null = null;
  const mobileRaw = s(raw.mobile);
  if (mobileRaw !== '') {
    mobile = normalizePhone(mobileRaw, region);
    if (!mobile) push('mobile', 'invalid_phone', CARD_MESSAGES.phoneInvalid);
  }
  let language: CardLanguage = 'en';
  if (raw.language !== undefined && raw.language !== null) {
    if (raw.language === 'en' || raw.language === 'ar') language = raw.language;
    else push('language', 'invalid_choice', CARD_MESSAGES.languageInvalid);
  }
  let theme: CardTheme | null = null;
  if (raw.theme !== undefined && raw.theme !== null && raw.theme !== '') {
    if ((cardThemes as readonly unknown[]).includes(raw.theme)) theme = raw.theme as CardTheme;
    else push('theme', 'invalid_choice', CARD_MESSAGES.themeInvalid);
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    values: {
      language,
      theme,
      prefix,
      first_name,
      last_name,
      suffix,
      pronouns,
      company_id,
      department,
      job_title,
      websites,
      emails,
      phones,
      mobile,
      slogan,
    },
  };
}

/** "Dr. Layla Haddad, PhD" – the display name from the parts. */
export function cardDisplayName(card: Pick<CardValues, 'prefix' | 'first_name' | 'last_name' | 'suffix'>): string {
  const core = [card.prefix, card.first_name, card.last_name].filter(Boolean).join(' ');
  return card.suffix ? `${core}, ${card.suffix}` : core;
}

export const CardResponse = results(Card);
export const CardListResponse = results(array(Card));
export const DeleteCardResponse = results(object({ id: string(), deleted: boolean() }));
