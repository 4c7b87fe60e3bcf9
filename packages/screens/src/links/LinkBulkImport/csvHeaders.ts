import { importFields, type ImportField, type ImportMapping } from '@rabt/contract';

/**
 * The header row of a CSV text (its first record): quoted fields with "" escapes, commas or
 * semicolons, a UTF-8 byte-order mark and CRLF handled. Empty names are dropped.
 */
export function readCsvHeaders(text: string): string[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLineEnd = source.search(/\r?\n/);
  const probe = firstLineEnd === -1 ? source : source.slice(0, firstLineEnd);
  const delimiter = (probe.match(/;/g)?.length ?? 0) > (probe.match(/,/g)?.length ?? 0) ? ';' : ',';
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(current);
      current = '';
    } else if (char === '\n' || char === '\r') break;
    else current += char;
  }
  fields.push(current);
  return [...new Set(fields.map((f) => f.trim()).filter(Boolean))];
}

const synonyms: Record<ImportField, readonly string[]> = {
  long_url: ['long_url', 'longurl', 'url', 'destination', 'destination_url', 'target', 'link', 'long_link'],
  title: ['title', 'name', 'label'],
  nip: ['nip', 'slug', 'short_code', 'code', 'back_half', 'key', 'alias'],
  domain: ['domain', 'short_domain', 'host'],
  schedule_at: ['schedule_at', 'schedule', 'scheduled', 'start', 'start_at', 'active_from', 'valid_since'],
  expires_at: ['expires_at', 'expiry', 'expires', 'expiration', 'end', 'valid_until'],
  lock_pass: ['lock_pass', 'password', 'pass', 'lock'],
  utm_source: ['utm_source', 'source'],
  utm_medium: ['utm_medium', 'medium'],
  utm_campaign: ['utm_campaign', 'campaign'],
  utm_term: ['utm_term', 'term'],
  utm_content: ['utm_content', 'content'],
};

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');

/** A first guess at the mapping: each field takes the first header named like it. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const field of importFields) {
    const match = headers.find((h) => !used.has(h) && synonyms[field].includes(normalise(h)));
    if (match) {
      mapping[field] = match;
      used.add(match);
    }
  }
  return mapping;
}
