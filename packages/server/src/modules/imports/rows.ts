/**
 * One CSV row → a link (or the reasons it is refused), with the same struct and rules as the API.
 * Headers are matched through the request's mapping, else by field name (case-insensitive), with
 * the short names accepted too (schedule, expiry, password).
 */
import {
  CreateLinkRequest,
  importFields,
  type CreateLinkRequest as CreateBody,
  type ImportField,
  type ImportMapping,
} from '@rabt/contract';
import { toFieldErrors } from '../../lib/validate.ts';
import { checkLink, refineFieldErrors, type LinkContext, type LinkValues } from '../links/rules.ts';

const ALIASES: Partial<Record<ImportField, string[]>> = {
  long_url: ['url', 'destination', 'link'],
  schedule_at: ['schedule'],
  expires_at: ['expiry', 'expires'],
  lock_pass: ['password'],
};

export class FileError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** field → column index. */
export type ColumnMap = Array<[ImportField, number]>;

export function mapColumns(header: string[], mapping: ImportMapping): ColumnMap {
  const normalised = header.map((h) => h.trim().toLowerCase());
  const out: ColumnMap = [];
  for (const field of importFields) {
    const wanted = mapping[field];
    if (wanted !== undefined) {
      const index = normalised.indexOf(wanted.trim().toLowerCase());
      if (index === -1)
        throw new FileError(
          'MISSING_COLUMN',
          `The mapping names a column "${wanted}" for ${field}, but the file has no such column.`,
        );
      out.push([field, index]);
      continue;
    }
    const names = [field, ...(ALIASES[field] ?? [])];
    const index = normalised.findIndex((h) => names.includes(h));
    if (index !== -1) out.push([field, index]);
  }
  if (!out.some(([field]) => field === 'long_url')) {
    throw new FileError('MISSING_COLUMN', 'No column for long_url: name a column "long_url" or map one in the request.');
  }
  return out;
}

export interface Refusal {
  field: string;
  reason: string;
}

export type RowOutcome = { ok: true; values: LinkValues } | { ok: false; refusals: Refusal[] };

const REPLACEMENT = '\uFFFD';

export async function checkRow(ctx: LinkContext, record: string[], columns: ColumnMap, width: number): Promise<RowOutcome> {
  if (record.length !== width) {
    return { ok: false, refusals: [{ field: 'row', reason: `Expected ${width} columns, found ${record.length}` }] };
  }
  const input: Record<string, string> = {};
  const refusals: Refusal[] = [];
  for (const [field, index] of columns) {
    const value = (record[index] ?? '').trim();
    // The decoder turned bytes that are not UTF-8 into U+FFFD: the row cannot be trusted as text.
    if (value.includes(REPLACEMENT))
      refusals.push({ field, reason: 'Not valid UTF-8 text: save the file as "CSV UTF-8" and upload it again' });
    else if (value.includes('\u0000')) refusals.push({ field, reason: 'Contains a NUL character' });
    else if (value !== '') input[field] = value;
  }
  if (refusals.length > 0) return { ok: false, refusals };

  const [error, body] = CreateLinkRequest.validate(input);
  if (error)
    return { ok: false, refusals: refineFieldErrors(toFieldErrors(error)).map((e) => ({ field: e.field, reason: e.message })) };
  const outcome = await checkLink(ctx, body as CreateBody, null);
  if (outcome.ok) return outcome;
  if (outcome.kind === 'plan') {
    return {
      ok: false,
      refusals: [{ field: outcome.field, reason: `Your plan does not include ${outcome.feature.replace('_', ' ')}` }],
    };
  }
  return { ok: false, refusals: outcome.fields.map((e) => ({ field: e.field, reason: e.message })) };
}
