/**
 * Pure mappers for the links pages: API data and errors → screen states, form values → API
 * bodies, the list query ↔ the URL. mappers.test.ts holds each rule.
 */
import { is } from 'superstruct';
import {
  DEFAULT_ERROR_MESSAGE,
  ErrorCode,
  FieldErrorList,
  PlanLockedDetails,
  type ApiError,
  type CreateLinkRequest,
  type ImportJob,
  type Link,
  type LinkDomains,
  type LockableFeature,
  type UpdateLinkRequest,
} from '@rabt/contract';
import {
  defaultLinkListQuery,
  editorLockableFeatures,
  FORM_ERROR,
  fromLocalDateTime,
  isFiltered,
  linkSortFields,
  linkStatuses,
  linkToEditorValues,
  toSubmitErrors,
  type EditorLockableFeature,
  type FormSubmitErrors,
  type LinkBulkImportState,
  type LinkEditorState,
  type LinkEditorValues,
  type LinkListQuery,
  type LinkListState,
} from '@rabt/screens';
import { NO_RESPONSE } from '../../api/errors.ts';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** No answer at all: the shell shows the offline state; pages keep what they have. */
export const isNoResponse = (error: ApiError | undefined): boolean => error?.code === NO_RESPONSE;

/** 403 that is not an onboarding gate (those navigate away): the user lacks the permission. */
export const isForbidden = (error: ApiError | undefined): boolean =>
  error?.status === 403 &&
  error.code !== ErrorCode.REQUIRE_VERIFICATION &&
  error.code !== ErrorCode.REQUIRE_SUBSCRIPTION &&
  error.code !== ErrorCode.PLAN_LOCKED;

/** The server's own message, not our default for a body without one. */
const serverMessage = (error: ApiError): string | null =>
  error.status !== null && error.code !== NO_RESPONSE && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : null;

/** The list's state from SWR's data and error. With data and no answer, the data stays (offline banner). */
export function linkListState(input: {
  data?: { links: Link[]; total: number };
  error?: ApiError;
  query: LinkListQuery;
}): LinkListState {
  const { data, error, query } = input;
  if (error && isForbidden(error)) return { state: 'forbidden' };
  if (error && !(data && isNoResponse(error))) return { state: 'error', message: serverMessage(error) };
  if (!data) return { state: 'loading' };
  if (data.total === 0) return isFiltered(query) ? { state: 'noMatches' } : { state: 'empty' };
  return { state: 'ready', links: data.links, total: data.total };
}

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** The list query from the address bar's search (`?q=…&status=…&page=2`); unknown values fall back. */
export function queryFromSearch(search: string): LinkListQuery {
  const p = new URLSearchParams(search);
  const status = p.get('status') ?? '';
  const sort = p.get('sort') ?? '';
  const order = p.get('order');
  return {
    q: p.get('q') ?? '',
    domain: p.get('domain') ?? '',
    workspace_id: p.get('workspace_id') ?? '',
    status: (linkStatuses as readonly string[]).includes(status) ? (status as LinkListQuery['status']) : '',
    sort: (linkSortFields as readonly string[]).includes(sort) ? (sort as LinkListQuery['sort']) : defaultLinkListQuery.sort,
    order: order === 'asc' || order === 'desc' ? order : defaultLinkListQuery.order,
    page: positive(p.get('page'), 1, 1_000_000),
    per_page: positive(p.get('per_page'), defaultLinkListQuery.per_page, 100),
  };
}

/** The search part for a query: only what differs from the defaults, in a stable order. */
export function searchFromQuery(query: LinkListQuery): string {
  const p = new URLSearchParams();
  for (const key of Object.keys(defaultLinkListQuery) as (keyof LinkListQuery)[]) {
    const value = key === 'q' ? query.q.trim() : query[key];
    if (value !== defaultLinkListQuery[key] && value !== '') p.set(key, String(value));
  }
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The editor's load state in edit mode (create mode is always ready). */
export function linkEditorState(input: { link?: Link; error?: ApiError }): LinkEditorState {
  const { link, error } = input;
  if (error) {
    if (error.status === 404 || error.code === ErrorCode.NOT_FOUND) return { state: 'notFound' };
    if (isForbidden(error)) return { state: 'forbidden' };
    if (!(link && isNoResponse(error))) return { state: 'error', message: serverMessage(error) };
  }
  if (!link) return { state: 'loading' };
  return { state: 'ready', link, initialValues: linkToEditorValues(link) };
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Form values → request body. Create leaves empty fields out (the server generates the nip and
 * picks defaults); edit sends every field, null clearing it, and the password only when it
 * changes (empty keeps it, "remove" clears it).
 */
export function linkRequest(values: LinkEditorValues, mode: 'create'): CreateLinkRequest;
export function linkRequest(values: LinkEditorValues, mode: 'edit'): UpdateLinkRequest;
export function linkRequest(values: LinkEditorValues, mode: 'create' | 'edit'): CreateLinkRequest | UpdateLinkRequest {
  const utm = {
    utm_source: orNull(values.utm_source),
    utm_medium: orNull(values.utm_medium),
    utm_campaign: orNull(values.utm_campaign),
    utm_term: orNull(values.utm_term),
    utm_content: orNull(values.utm_content),
  };
  if (mode === 'create') {
    // The domain is one the server listed (GET links/domains), so it is sent as chosen.
    const body: CreateLinkRequest = { long_url: values.long_url };
    if (values.domain) body.domain = values.domain;
    if (values.title) body.title = values.title;
    if (values.nip) body.nip = values.nip;
    if (values.lock_pass) body.lock_pass = values.lock_pass;
    const schedule = fromLocalDateTime(values.schedule_at);
    const expiry = fromLocalDateTime(values.expires_at);
    if (schedule) body.schedule_at = schedule;
    if (expiry) body.expires_at = expiry;
    if (values.workspace_id) body.workspace_id = values.workspace_id;
    for (const [key, value] of Object.entries(utm)) if (value) body[key as keyof typeof utm] = value;
    return body;
  }
  const body: UpdateLinkRequest = {
    long_url: values.long_url,
    domain: values.domain,
    title: orNull(values.title),
    nip: values.nip,
    schedule_at: fromLocalDateTime(values.schedule_at),
    expires_at: fromLocalDateTime(values.expires_at),
    ...utm,
  };
  if (values.workspace_id) body.workspace_id = values.workspace_id;
  if (values.remove_lock_pass) body.lock_pass = null;
  else if (values.lock_pass) body.lock_pass = values.lock_pass;
  return body;
}

const editorFields = [
  'long_url',
  'title',
  'domain',
  'nip',
  'lock_pass',
  'schedule_at',
  'expires_at',
  'workspace_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly (keyof LinkEditorValues)[];

const featureField: Record<LockableFeature, keyof LinkEditorValues> = {
  link_schedule: 'schedule_at',
  link_expiry: 'expires_at',
  link_password: 'lock_pass',
  branded_domains: 'domain',
  analytics: 'long_url',
};

/**
 * A failed save → what the form shows: NIP_TAKEN and NIP_RESERVED under the short code,
 * PLAN_LOCKED under the locked field, validation details under their fields, anything else
 * above the form. Everything typed stays.
 */
export function linkSubmitErrors(error: ApiError, t: Translate): FormSubmitErrors<LinkEditorValues> {
  if (error.code === ErrorCode.NIP_TAKEN) return { nip: t('links.errors.nipTaken') };
  if (error.code === ErrorCode.NIP_RESERVED) return { nip: t('links.errors.nipReserved') };
  if (error.code === ErrorCode.PLAN_LOCKED) {
    const details = is(error.details, PlanLockedDetails) ? error.details : undefined;
    const named = details?.field as keyof LinkEditorValues | undefined;
    const field =
      named && (editorFields as readonly string[]).includes(named) ? named : details ? featureField[details.feature] : undefined;
    return field ? { [field]: t('links.errors.planLocked') } : { [FORM_ERROR]: t('links.errors.planLocked') };
  }
  if (is(error.details, FieldErrorList) && error.details.length > 0) {
    const errors = toSubmitErrors<LinkEditorValues>(error.details, editorFields);
    if (Object.keys(errors).some((key) => key !== FORM_ERROR)) delete errors[FORM_ERROR];
    return errors;
  }
  return { [FORM_ERROR]: serverMessage(error) ?? t('links.errors.saveFailed') };
}

/** The plan's features → the editor's locked fields. Unknown (still loading) locks nothing. */
export const lockedEditorFeatures = (features: readonly LockableFeature[] | undefined): EditorLockableFeature[] =>
  features ? editorLockableFeatures.filter((f) => !features.includes(f)) : [];

/** An import job → the import screen's progress, report or failure. */
export function importJobState(job: ImportJob, fileName: string): LinkBulkImportState {
  const name = job.file_name ?? fileName;
  if (job.status === 'failed') return { state: 'error', message: job.error?.message ?? null };
  if (job.status === 'done') {
    return {
      state: 'report',
      fileName: name,
      createdCount: job.created_count,
      refusedCount: job.refused_count,
      refused: job.refused,
    };
  }
  return { state: 'progress', fileName: name, progress: job.progress, rowsProcessed: job.rows_processed };
}

/**
 * Short domains to offer, from GET links/domains: the default first, then the account's active
 * branded domains; then any name in `keep` the server no longer lists but the screen must still
 * show (the edited link's own domain, the list filter from the address bar). Nothing while the
 * domains are unknown, apart from `keep`.
 */
export function domainOptions(domains: LinkDomains | undefined, keep: readonly (string | null | undefined)[] = []): string[] {
  const listed = domains ? [domains.default, ...domains.domains.map((d) => d.name)] : [];
  return [...new Set([...listed, ...keep.filter((name): name is string => Boolean(name))])];
}

/**
 * The editor's state: edit mode follows the link (see linkEditorState); create mode waits for the
 * usable domains, so the form opens with the server's default short domain chosen.
 */
export function createEditorState(input: { domains?: LinkDomains; error?: ApiError }): LinkEditorState {
  const { domains, error } = input;
  if (error && !(domains && isNoResponse(error))) {
    return isForbidden(error) ? { state: 'forbidden' } : { state: 'error', message: serverMessage(error) };
  }
  if (!domains) return { state: 'loading' };
  return { state: 'ready', initialValues: { domain: domains.default } };
}
