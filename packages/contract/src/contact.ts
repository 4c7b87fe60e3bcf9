/**
 * Contact-detail rules shared by cards and companies, in the app's forms and on the server:
 * phone numbers (libphonenumber-js: parsed to E.164 for storage, formatted for the viewer),
 * websites (http(s) only, a bare host gets https://), e-mail addresses, and person names made of
 * Unicode letters (any script: Latin, Arabic with its marks, …).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { FieldError } from './errors.ts';

export type FieldProblem = FieldError;

/** The phone as E.164 (`+966501234567`), or null when it is not a valid number. */
export function normalizePhone(input: string, defaultCountry?: string): string | null {
  const value = input.trim();
  if (value === '' || value.length > 40 || /[a-z]/i.test(value.replace(/ext\.?|x/gi, ''))) return null;
  const region = defaultCountry && /^[A-Z]{2}$/.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumberFromString(value, region);
    if (!parsed || !parsed.isValid()) return null;
    return parsed.number;
  } catch {
    return null;
  }
}

/**
 * An E.164 number for a viewer in `viewerCountry`: national format when the number is from that
 * country (050 123 4567), international otherwise (+966 50 123 4567).
 */
export function formatPhone(e164: string, viewerCountry?: string | null): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  if (viewerCountry && parsed.country === viewerCountry.toUpperCase()) return parsed.formatNational();
  return parsed.formatInternational();
}

/**
 * A number's country and its two display forms, for pages drawn once for every viewer (the public
 * card page): the page shows `international` and switches to `national` in a browser whose region
 * is `country` (the viewer's own format, like `formatPhone` with the viewer's country).
 */
export function phoneForms(e164: string): { country: string | null; international: string; national: string } {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { country: null, international: e164, national: e164 };
  return { country: parsed.country ?? null, international: parsed.formatInternational(), national: parsed.formatNational() };
}

/** The URI for `tel:` links. */
export function phoneUri(e164: string): string {
  return `tel:${e164}`;
}

/** `https://…` for a website typed with or without a scheme; null when it is not a web address. */
export function normalizeWebsite(input: string): string | null {
  let value = input.trim();
  if (value === '' || value.length > 2048 || /\s/.test(value)) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) value = `https://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || url.hostname.endsWith('.') || url.username || url.password) return null;
  return url.href;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

/**
 * "Letters only" (spec §5) in any script: Unicode letters and their combining marks (Arabic
 * harakat), with a single space, hyphen or apostrophe between letters so "عبد الله", "Mary-Jane"
 * and "O’Brien" are names, while digits, punctuation and emoji are not.
 */
const NAME_RE = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

export function isLettersOnlyName(value: string): boolean {
  return NAME_RE.test(value);
}
