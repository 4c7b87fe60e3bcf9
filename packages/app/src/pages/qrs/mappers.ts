/**
 * Pure mappers for the QR pages: API data and errors → screen states, form values → request
 * bodies, API errors → form errors, the list query ↔ the URL. mappers.test.ts holds each rule.
 */
import { is } from 'superstruct';
import {
  DEFAULT_ERROR_MESSAGE,
  ErrorCode,
  FieldErrorList,
  qrTypes,
  type ApiError,
  type CreateCardQrRequest,
  type CreateUrlQrRequest,
  type CreateWifiQrRequest,
  type Qr,
  type QrType,
  type UpdateQrRequest,
} from '@rabt/contract';
import { FORM_ERROR, type FormSubmitErrors, type QrEditorState, type QrFormValues, type QrListState } from '@rabt/screens';
import type { EntitlementsView } from '../../api/billing.ts';
import { NO_RESPONSE } from '../../api/errors.ts';
import type { QrListParams } from '../../api/qrs.ts';

export const QR_PER_PAGE = 20;

export const isNoResponse = (error: ApiError | undefined): boolean => error?.code === NO_RESPONSE;

/** 403 that is not an onboarding gate or a plan lock: the user's role lacks the permission. */
export const isForbidden = (error: ApiError | undefined): boolean =>
  error?.status === 403 &&
  error.code !== ErrorCode.REQUIRE_VERIFICATION &&
  error.code !== ErrorCode.REQUIRE_SUBSCRIPTION &&
  error.code !== ErrorCode.PLAN_LOCKED;

const serverMessage = (error: ApiError): string | null =>
  error.status !== null && error.code !== NO_RESPONSE && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : null;

export function paramsFromSearch(search: string): QrListParams {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const page = Number(query.get('page'));
  return {
    q: query.get('q') ?? '',
    type: type && (qrTypes as readonly string[]).includes(type) ? (type as QrType) : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: QR_PER_PAGE,
  };
}

export function searchFromParams(params: QrListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.type !== 'all') query.set('type', params.type);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function qrListState(input: { data?: { qrs: Qr[]; total: number }; error?: ApiError; params: QrListParams }): QrListState {
  const { data, error, params } = input;
  if (error && isForbidden(error)) return { state: 'forbidden' };
  if (error && !(data && isNoResponse(error))) {
    return { state: 'error', message: serverMessage(error), offline: isNoResponse(error) };
  }
  if (!data) return { state: 'loading' };
  return { state: 'ready', qrs: data.qrs, total: data.total, page: params.page, perPage: params.perPage };
}

export function qrEditorState(input: { qr?: Qr; error?: ApiError }): QrEditorState {
  const { qr, error } = input;
  if (error) {
    if (error.status === 404 || error.code === ErrorCode.NOT_FOUND) return { state: 'notFound' };
    if (isForbidden(error)) return { state: 'forbidden' };
    if (!(qr && isNoResponse(error))) return { state: 'error', message: serverMessage(error), offline: isNoResponse(error) };
  }
  if (!qr) return { state: 'loading' };
  return { state: 'ready', qr };
}

/** Create bodies for url, wifi and card (pdf/image go as multipart, see qrsApi.createFile). */
export function createRequest(values: QrFormValues): CreateUrlQrRequest | CreateWifiQrRequest | CreateCardQrRequest {
  if (values.type === 'card') {
    return { type: 'card', name: values.name.trim(), card_id: values.card_id, design: values.design };
  }
  if (values.type === 'wifi') {
    return {
      type: 'wifi',
      name: values.name.trim(),
      ssid: values.ssid,
      security: values.security,
      password: values.security === 'none' ? '' : values.password,
      hidden: values.hidden,
      design: values.design,
    };
  }
  return { type: 'url', name: values.name.trim(), long_url: values.long_url.trim(), design: values.design };
}

/** Edit: what the type allows to change. */
export function updateRequest(values: QrFormValues, qr: Qr): UpdateQrRequest {
  const body: UpdateQrRequest = { name: values.name.trim(), design: values.design };
  if (qr.type === 'url') body.long_url = values.long_url.trim();
  if (qr.type === 'card' && values.card_id) body.card_id = values.card_id;
  if (qr.type === 'wifi') {
    body.ssid = values.ssid;
    body.security = values.security;
    body.password = values.security === 'none' ? '' : values.password;
    body.hidden = values.hidden;
  }
  return body;
}

type EditorErrors = FormSubmitErrors<QrFormValues & { design_error?: string }>;
const FORM_FIELDS = ['name', 'long_url', 'ssid', 'password', 'file', 'card_id'] as const;

/** An API error → messages by field (design problems together), the rest as the form's message. */
export function submitErrors(error: ApiError): EditorErrors {
  const errors: Record<string, string> = {};
  const details = is(error.details, FieldErrorList) ? error.details : [];
  for (const detail of details) {
    if (detail.field.startsWith('design')) errors.design_error ??= detail.message;
    else if ((FORM_FIELDS as readonly string[]).includes(detail.field)) errors[detail.field] ??= detail.message;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = error.message;
  return errors as EditorErrors;
}

/** The plan's QR limit, from a PLAN_LIMIT_REACHED answer (409 with { limit, usage, upgrade_plan_id }). */
export function limitFromError(
  error: ApiError,
  planName: (id: string | null) => string,
): { limit: number; usage: number; plan: string } | null {
  if (error.code !== 'PLAN_LIMIT_REACHED') return null;
  const details = (error.details ?? {}) as { limit?: number; usage?: number; upgrade_plan_id?: string | null };
  return { limit: details.limit ?? 0, usage: details.usage ?? 0, plan: planName(details.upgrade_plan_id ?? null) };
}

/** The list's and the editor's limit banner: null while there is room (or while unknown). */
export function qrLimit(entitlements: EntitlementsView | undefined): { limit: number; usage: number; plan: string } | null {
  if (!entitlements) return null;
  const room = entitlements.room('qrs');
  if (room.allowed) return null;
  return { limit: room.limit ?? 0, usage: room.usage, plan: room.upgrade?.name ?? 'Business' };
}
