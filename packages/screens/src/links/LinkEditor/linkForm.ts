import {
  isReservedNip,
  isValidLongUrl,
  LONG_URL_MAX,
  NIP_PATTERN,
  TITLE_MAX,
  UTM_MAX,
  utmFields,
  type UtmField,
} from '@rabt/contract';

/** Plan-locked features the editor replaces with an upgrade prompt (spec §6). */
export const editorLockableFeatures = ['link_schedule', 'link_expiry', 'link_password'] as const;
export type EditorLockableFeature = (typeof editorLockableFeatures)[number];

/**
 * The editor's values, all strings so the form is simple; the app turns them into a
 * Create/UpdateLinkRequest. Dates are `datetime-local` text in the user's time zone
 * (`2026-03-20T18:00`); see `fromLocalDateTime`.
 */
export interface LinkEditorValues extends Record<UtmField, string> {
  long_url: string;
  title: string;
  domain: string;
  /** Empty on create: the service generates one. */
  nip: string;
  /** The new password. Empty keeps the current one (edit) or sets none (create). */
  lock_pass: string;
  /** Edit only: remove the current password. */
  remove_lock_pass: boolean;
  schedule_at: string;
  expires_at: string;
  workspace_id: string;
}

export const emptyLinkValues: LinkEditorValues = {
  long_url: '',
  title: '',
  domain: '',
  nip: '',
  lock_pass: '',
  remove_lock_pass: false,
  schedule_at: '',
  expires_at: '',
  workspace_id: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
};

/** react-final-form leaves cleared fields out; the screen always reports every field. */
export function normaliseLinkValues(values: Partial<LinkEditorValues>): LinkEditorValues {
  const out = { ...emptyLinkValues };
  for (const key of Object.keys(emptyLinkValues) as (keyof LinkEditorValues)[]) {
    const value = values[key];
    if (key === 'remove_lock_pass') out.remove_lock_pass = Boolean(value);
    else if (typeof value === 'string') (out as Record<string, unknown>)[key] = key === 'lock_pass' ? value : value.trim();
  }
  return out;
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Client checks of spec §5 plus the contract's nip rules; messages come from the catalogue. */
export function validateLink(t: Translate, values: Partial<LinkEditorValues>, mode: 'create' | 'edit') {
  const v = normaliseLinkValues(values);
  const errors: Partial<Record<keyof LinkEditorValues, string>> = {};
  // Over-long input is refused with the limit named (the fields have no maxLength that would cut a paste).
  if (!v.long_url) errors.long_url = t('links.validation.longUrlRequired');
  else if (v.long_url.length > LONG_URL_MAX)
    errors.long_url = t('screens.links.validation.longUrlTooLong', { max: LONG_URL_MAX, count: v.long_url.length });
  else if (!isValidLongUrl(v.long_url)) errors.long_url = t('links.validation.longUrlInvalid');
  if (v.title.length > TITLE_MAX)
    errors.title = t('screens.links.validation.titleTooLong', { max: TITLE_MAX, count: v.title.length });
  for (const field of utmFields) {
    if (v[field].length > UTM_MAX)
      errors[field] = t('screens.links.validation.utmTooLong', { max: UTM_MAX, count: v[field].length });
  }
  if (!v.domain) errors.domain = t('links.validation.domainRequired');
  if (!v.nip) {
    if (mode === 'edit') errors.nip = t('links.validation.nipRequired');
  } else if (!NIP_PATTERN.test(v.nip)) errors.nip = t('links.validation.nipInvalid');
  else if (isReservedNip(v.nip)) errors.nip = t('links.errors.nipReserved');
  if (v.schedule_at && v.expires_at && fromLocalDateTime(v.expires_at)! <= fromLocalDateTime(v.schedule_at)!) {
    errors.expires_at = t('links.validation.expiryBeforeSchedule');
  }
  return errors;
}

/**
 * The address visitors land on: the destination with the UTM fields merged into its query (set
 * or replaced, as the redirect service does). `null` while the destination is not a valid URL.
 */
export function buildDestinationUrl(longUrl: string, utm: Partial<Record<UtmField, string>>): string | null {
  const trimmed = longUrl.trim();
  if (!isValidLongUrl(trimmed)) return null;
  const url = new URL(trimmed);
  for (const field of utmFields) {
    const value = utm[field]?.trim();
    if (value) url.searchParams.set(field, value);
  }
  return url.toString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → `datetime-local` text in this browser's time zone (`''` for null). */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` text (local time) → ISO instant; `null` when empty or unreadable. */
export function fromLocalDateTime(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A link as the API answers it → the editor's values (edit mode). */
export function linkToEditorValues(
  link: Pick<LinkEditorValues, 'long_url' | 'domain' | 'nip'> & {
    title: string | null;
    workspace_id: string | null;
    schedule_at: string | null;
    expires_at: string | null;
  } & Record<UtmField, string | null>,
): LinkEditorValues {
  const values: LinkEditorValues = {
    ...emptyLinkValues,
    long_url: link.long_url,
    title: link.title ?? '',
    domain: link.domain,
    nip: link.nip,
    workspace_id: link.workspace_id ?? '',
    schedule_at: toLocalDateTime(link.schedule_at),
    expires_at: toLocalDateTime(link.expires_at),
  };
  for (const field of utmFields) values[field] = link[field] ?? '';
  return values;
}
