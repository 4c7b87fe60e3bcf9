/**
 * Link input rules shared by the API and the CSV import: field checks beyond the struct (spec §5
 * wording), reserved nips, the domain and workspace the link may use, and plan-locked features.
 * Everything here reports problems as data; the caller decides between an HTTP error and a
 * refused import row.
 */
import {
  isReservedNip,
  LINK_MESSAGES,
  utmFields,
  type FieldError,
  type LockableFeature,
  type UpdateLinkRequest,
} from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { planAllows } from '../billing/plans.ts';
import { findUsableDomain, type DomainRow } from './domains.ts';

/** The field messages live in the contract (the screens translate them by key). */
export const MESSAGES = LINK_MESSAGES;

/** Clearer wording than the generic struct messages, per field (the form shows them as written). */
export function refineFieldErrors(errors: FieldError[]): FieldError[] {
  return errors.map((e) => {
    if (e.code === 'unknown_field') return e;
    const required = e.code === 'required';
    switch (e.field) {
      case 'long_url':
        if (required) return { ...e, message: MESSAGES.longUrlRequired };
        return e.code === 'too_long'
          ? { ...e, message: MESSAGES.longUrlTooLong }
          : { field: e.field, code: 'invalid_url', message: MESSAGES.longUrlInvalid };
      case 'title':
        return e.code === 'too_long' ? { ...e, message: MESSAGES.titleTooLong } : e;
      case 'utm_source':
      case 'utm_medium':
      case 'utm_campaign':
      case 'utm_term':
      case 'utm_content':
        return e.code === 'too_long' ? { ...e, message: MESSAGES.utmTooLong } : e;
      case 'nip':
        return required
          ? { ...e, message: MESSAGES.nipRequired }
          : { field: e.field, code: 'invalid_nip', message: MESSAGES.nipInvalid };
      case 'domain':
        return required ? { ...e, message: MESSAGES.domainRequired } : e;
      case 'schedule_at':
      case 'expires_at':
        return { field: e.field, code: 'invalid_date', message: MESSAGES.dateInvalid };
      default:
        return e;
    }
  });
}

export interface LinkContext {
  db: Db;
  accountId: string;
  planId: string | null;
  defaultDomain: DomainRow;
  /** Hosts of this service's short domains: a link to them would redirect in a loop. */
  shortHosts: ReadonlySet<string>;
  /** Domain look-ups by name, remembered for the duration of a bulk import. */
  domainCache?: Map<string, DomainRow | null>;
}

async function usableDomain(ctx: LinkContext, name: string): Promise<DomainRow | undefined> {
  const key = name.trim().toLowerCase();
  if (ctx.domainCache?.has(key)) return ctx.domainCache.get(key) ?? undefined;
  const found = await findUsableDomain(ctx.db, ctx.accountId, key);
  ctx.domainCache?.set(key, found ?? null);
  return found;
}

/** The checked, normalised values a link row is written from (undefined = keep the stored value). */
export interface LinkValues {
  long_url: string;
  title: string | null | undefined;
  nip: string | null | undefined;
  domain: DomainRow;
  lock_pass: string | null | undefined;
  schedule_at: string | null | undefined;
  expires_at: string | null | undefined;
  utm: Partial<Record<(typeof utmFields)[number], string | null>>;
}

export type RuleOutcome =
  | { ok: true; values: LinkValues }
  | { ok: false; kind: 'fields'; fields: FieldError[] }
  | { ok: false; kind: 'reserved'; fields: FieldError[] }
  | { ok: false; kind: 'plan'; feature: LockableFeature; field: string };

const iso = (v: string | null | undefined) => (v === undefined || v === null ? v : new Date(v).toISOString());
const blankToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

/**
 * `input` has passed the struct; `current` is the stored schedule/expiry on update (for the
 * "expiry after schedule" rule when only one of them is sent).
 */
export async function checkLink(
  ctx: LinkContext,
  input: UpdateLinkRequest,
  current: { schedule_at: string | null; expires_at: string | null; domain_id: string } | null,
  now: Date = new Date(),
): Promise<RuleOutcome> {
  const fields: FieldError[] = [];
  const longUrl = input.long_url.trim();
  if (ctx.shortHosts.has(new URL(longUrl).host.toLowerCase()))
    fields.push({ field: 'long_url', code: 'redirect_loop', message: MESSAGES.longUrlLoop });

  let domain = ctx.defaultDomain;
  if (input.domain !== undefined && input.domain.trim().toLowerCase() !== ctx.defaultDomain.name) {
    const found = await usableDomain(ctx, input.domain);
    if (found) domain = found;
    else fields.push({ field: 'domain', code: 'unknown_domain', message: MESSAGES.domainUnknown });
  }

  const scheduleAt = iso(input.schedule_at);
  const expiresAt = iso(input.expires_at);
  const effectiveSchedule = scheduleAt === undefined ? (current?.schedule_at ?? null) : scheduleAt;
  const effectiveExpiry = expiresAt === undefined ? (current?.expires_at ?? null) : expiresAt;
  if (expiresAt && expiresAt !== current?.expires_at && Date.parse(expiresAt) <= now.getTime()) {
    fields.push({ field: 'expires_at', code: 'in_past', message: MESSAGES.expiryPast });
  } else if (effectiveExpiry && effectiveSchedule && Date.parse(effectiveExpiry) <= Date.parse(effectiveSchedule)) {
    fields.push({ field: 'expires_at', code: 'before_schedule', message: MESSAGES.expiryBeforeSchedule });
  }
  if (fields.length > 0) return { ok: false, kind: 'fields', fields };

  if (input.nip && isReservedNip(input.nip)) {
    return { ok: false, kind: 'reserved', fields: [{ field: 'nip', code: 'reserved', message: MESSAGES.nipReserved }] };
  }

  // Plan locks apply to what is being set, so an account that downgraded can still edit the
  // title of a link that kept its (now locked) expiry.
  const locks: Array<[boolean, LockableFeature, string]> = [
    // Keeping the domain a link already has is not using the feature (an edit sends it back).
    [domain.account_id !== null && domain.id !== current?.domain_id, 'branded_domains', 'domain'],
    [Boolean(scheduleAt) && scheduleAt !== current?.schedule_at, 'link_schedule', 'schedule_at'],
    [Boolean(expiresAt) && expiresAt !== current?.expires_at, 'link_expiry', 'expires_at'],
    [typeof input.lock_pass === 'string', 'link_password', 'lock_pass'],
  ];
  for (const [used, feature, field] of locks) {
    if (used && !planAllows(ctx.planId, feature)) return { ok: false, kind: 'plan', feature, field };
  }

  const utm: LinkValues['utm'] = {};
  for (const key of utmFields) {
    const value = blankToNull(input[key]);
    if (value !== undefined) utm[key] = value;
  }
  return {
    ok: true,
    values: {
      long_url: longUrl,
      title: blankToNull(input.title),
      nip: input.nip,
      domain,
      lock_pass: input.lock_pass,
      schedule_at: scheduleAt,
      expires_at: expiresAt,
      utm,
    },
  };
}
