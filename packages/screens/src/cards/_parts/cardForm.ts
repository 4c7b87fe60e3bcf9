/**
 * The card form's values, the request it sends, and its client-side check: the contract's
 * `checkCardInput` (the server runs the same), with each problem turned into a translated message
 * keyed by the form field it belongs to (`emails.1.value`, `first_name`, …).
 */
import {
  checkCardInput,
  checkCompanyInput,
  type Card,
  type CardFormValues,
  type CardRequest,
  type Company,
  type FieldError,
  type LabelledValue,
} from '@rabt/contract';
import en from '../messages.en.json';

export type CardEditorValues = CardFormValues;
export type ListField = 'websites' | 'emails' | 'phones';
export const listFields: readonly ListField[] = ['phones', 'emails', 'websites'];

export type Translate = (id: string, values?: Record<string, string | number>) => string;
/** Field path → message. */
export type FieldMessages = Record<string, string>;

export function emptyCardValues(companyId = '', language: 'en' | 'ar' = 'en'): CardEditorValues {
  return {
    language,
    theme: null,
    prefix: '',
    first_name: '',
    last_name: '',
    suffix: '',
    pronouns: '',
    company_id: companyId,
    department: '',
    job_title: '',
    websites: [],
    emails: [{ label: '', value: '' }],
    phones: [],
    mobile: '',
    slogan: '',
  };
}

export function cardToValues(card: Card): CardEditorValues {
  return {
    language: card.language,
    theme: card.theme,
    prefix: card.prefix ?? '',
    first_name: card.first_name,
    last_name: card.last_name,
    suffix: card.suffix ?? '',
    pronouns: card.pronouns ?? '',
    company_id: card.company_id,
    department: card.department,
    job_title: card.job_title,
    websites: card.websites.map((w) => ({ ...w })),
    emails: card.emails.map((e) => ({ ...e })),
    phones: card.phones.map((p) => ({ ...p })),
    mobile: card.mobile ?? '',
    slogan: card.slogan ?? '',
  };
}

const rows = (list: LabelledValue[]) => list.filter((e) => e.value.trim() !== '' || e.label.trim() !== '');

/** What the API takes: empty list rows dropped. */
export function toCardRequest(values: CardEditorValues, defaultCountry?: string): CardRequest {
  return {
    ...values,
    websites: rows(values.websites),
    emails: rows(values.emails),
    phones: rows(values.phones),
    ...(defaultCountry ? { default_country: defaultCountry } : {}),
  };
}

const known = en as Record<string, string>;

/** A field problem in the reader's language (the server's English message when nothing fits). */
export function problemMessage(t: Translate, problem: FieldError, prefix = 'screens.cards.error'): string {
  const base = problem.field.split('.')[0]!;
  const specific = `${prefix}.${base}.${problem.code}`;
  if (specific in known) return t(specific);
  const general = `${prefix}.${problem.code}`;
  if (general in known) return t(general);
  return problem.message;
}

/**
 * Problems of `emails.1.value` style are shown on that row; the list itself
 * (`emails`, "required"/"too many") under the list.
 */
export function toFieldMessages(t: Translate, problems: readonly FieldError[], prefix?: string): FieldMessages {
  const out: FieldMessages = {};
  for (const p of problems) out[p.field] ??= problemMessage(t, p, prefix);
  return out;
}

export function validateCard(t: Translate, values: CardEditorValues, companies: readonly Pick<Company, 'id'>[]): FieldMessages {
  const outcome = checkCardInput(toCardRequest(values) as Record<string, unknown>);
  const problems = outcome.ok ? [] : [...outcome.problems];
  if (
    values.company_id &&
    !companies.some((c) => c.id === values.company_id) &&
    !problems.some((p) => p.field === 'company_id')
  ) {
    problems.push({ field: 'company_id', code: 'invalid_company', message: '' });
  }
  // Row indexes in problems count non-empty rows; map them back to the form's rows.
  return remapRows(values, toFieldMessages(t, problems));
}

function remapRows(values: CardEditorValues, messages: FieldMessages): FieldMessages {
  const out: FieldMessages = {};
  for (const [field, message] of Object.entries(messages)) {
    const m = /^(websites|emails|phones)\.(\d+)\.(label|value)$/.exec(field);
    if (!m) {
      out[field] = message;
      continue;
    }
    const list = values[m[1] as ListField];
    const kept = list.map((e, i) => ({ e, i })).filter(({ e }) => e.value.trim() !== '' || e.label.trim() !== '');
    const row = kept[Number(m[2])]?.i ?? Number(m[2]);
    out[`${m[1]}.${row}.${m[3]}`] = message;
  }
  return out;
}

export interface CompanyEditorValues {
  name: string;
  website: string;
  address: string;
  phone: string;
  brand_color: string;
  accent_color: string;
  card_theme: 'classic' | 'modern' | 'minimal';
}

export function companyToValues(company: Company | null | undefined): CompanyEditorValues {
  return {
    name: company?.name ?? '',
    website: company?.website ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    brand_color: company?.brand_color ?? '#3b5bdb',
    accent_color: company?.accent_color ?? '#0ca678',
    card_theme: company?.card_theme ?? 'classic',
  };
}

export function validateCompany(t: Translate, values: CompanyEditorValues): FieldMessages {
  const outcome = checkCompanyInput(values as unknown as Record<string, unknown>);
  return outcome.ok ? {} : toFieldMessages(t, outcome.problems, 'screens.cards.company.error');
}
