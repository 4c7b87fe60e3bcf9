/**
 * The card as a vCard 3.0 (RFC 2426), written by hand: the libraries tried get escaping or
 * folding wrong (shared notes, backend toolchain §9). 3.0 rather than 4.0 because iOS, Android
 * and Outlook all import it (Outlook does not read 4.0), with the photo embedded as base64.
 *
 * - Lines end in CRLF; lines longer than 75 octets are folded (CRLF + one space) between code
 *   points, never inside a UTF-8 sequence.
 * - TEXT values escape `\` `,` `;` and newlines (in 3.0 `;` and `,` are escaped everywhere); URL
 *   and TEL values are URIs and numbers, left as they are.
 * - Labels: work/home/mobile/fax/other map to TYPE; any other label ("Sales") is written as an
 *   Apple-style grouped X-ABLabel, which iOS and macOS show and others ignore.
 * - Deterministic: no REV, so the output can be cached and compared in tests.
 */
import { cardDisplayName, type CardValues, type LabelledValue } from '@rabt/contract';

export interface VCardInput extends CardValues {
  company_name: string;
  company_address: string | null;
  company_website: string | null;
  /** The public card page. */
  card_url: string;
  photo_base64: string | null;
}

const MAX_OCTETS = 75;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line to ≤ 75 octets per physical line, never splitting a code point. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines begin with a space, which counts toward their 75 octets.
  let limit = MAX_OCTETS;
  for (const cp of line) {
    const size = Buffer.byteLength(cp);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += cp;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const TEL_TYPES: Record<string, string> = {
  work: 'WORK,VOICE',
  office: 'WORK,VOICE',
  home: 'HOME,VOICE',
  mobile: 'CELL',
  cell: 'CELL',
  fax: 'WORK,FAX',
  other: 'VOICE',
  main: 'WORK,VOICE,PREF',
};
const EMAIL_TYPES: Record<string, string> = { work: 'INTERNET,WORK', home: 'INTERNET,HOME', other: 'INTERNET' };
const URL_TYPES: Record<string, string> = { work: 'WORK', home: 'HOME' };

export function buildVCard(card: VCardInput): string {
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  let group = 0;
  const add = (line: string) => lines.push(line);
  /** A labelled property: TYPE from a known label, else a grouped X-ABLabel. */
  const labelled = (name: string, types: Record<string, string>, fallback: string, entry: LabelledValue, value: string) => {
    const key = entry.label.trim().toLowerCase();
    if (key === '' || types[key]) {
      add(`${name};TYPE=${types[key] ?? fallback}:${value}`);
      return;
    }
    group++;
    add(`item${group}.${name};TYPE=${fallback}:${value}`);
    add(`item${group}.X-ABLabel:${escapeText(entry.label.trim())}`);
  };

  add(`N:${[card.last_name, card.first_name, '', card.prefix ?? '', card.suffix ?? ''].map(escapeText).join(';')}`);
  add(`FN:${escapeText(cardDisplayName(card))}`);
  add(`ORG:${escapeText(card.company_name)};${escapeText(card.department)}`);
  add(`TITLE:${escapeText(card.job_title)}`);
  if (card.mobile) add(`TEL;TYPE=CELL:${card.mobile}`);
  for (const phone of card.phones) labelled('TEL', TEL_TYPES, 'WORK,VOICE', phone, phone.value);
  for (const email of card.emails) labelled('EMAIL', EMAIL_TYPES, 'INTERNET,WORK', email, escapeText(email.value));
  for (const site of card.websites) labelled('URL', URL_TYPES, 'WORK', site, site.value);
  if (card.company_website && !card.websites.some((w) => w.value === card.company_website)) {
    add(`URL;TYPE=WORK:${card.company_website}`);
  }
  if (card.company_address) add(`ADR;TYPE=WORK:;;${escapeText(card.company_address)};;;;`);
  const notes = [card.slogan, card.pronouns ? `(${card.pronouns})` : null].filter(Boolean).join('\n');
  if (notes) add(`NOTE:${escapeText(notes)}`);
  if (card.pronouns) add(`X-PRONOUNS:${escapeText(card.pronouns)}`);
  group++;
  add(`item${group}.URL:${card.card_url}`);
  add(`item${group}.X-ABLabel:${card.language === 'ar' ? 'البطاقة' : 'Card'}`);
  if (card.photo_base64) add(`PHOTO;ENCODING=b;TYPE=JPEG:${card.photo_base64}`);
  add('END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** `Content-Disposition` for the download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function vcardDisposition(card: Pick<CardValues, 'first_name' | 'last_name'>): string {
  const name = `${card.first_name} ${card.last_name}`.trim();
  const ascii =
    name
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'contact';
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${encodeURIComponent(`${name}.vcf`)}`;
}
