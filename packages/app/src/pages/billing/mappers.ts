/** Pure mappers from SWR results to the billing screens' states. */
import { ErrorCode, type ApiError } from '@rabt/contract';
import type { BillingCommonState } from '@rabt/screens';
import { NO_RESPONSE } from '../../api/errors.ts';

/** Loading, offline (no answer), permission denied (billing:view) or the load error. */
export function commonState(error: ApiError | undefined): BillingCommonState {
  if (!error) return { state: 'loading' };
  if (error.code === NO_RESPONSE) return { state: 'offline' };
  if (error.code === ErrorCode.PERMISSION_DENIED || error.code === ErrorCode.FORBIDDEN) return { state: 'permissionDenied' };
  return { state: 'error', message: error.message };
}

/** `?return=` only ever leads back inside the app. */
export function safeReturn(value: string | null | undefined, fallback = '/billing'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

/** An error thrown by a billing call, as the screens show it. */
export function failureOf(error: unknown): { code: string; message: string | null; details?: unknown } {
  const e = error as Partial<ApiError> | null;
  return { code: e?.code ?? ErrorCode.UNKNOWN_ERROR, message: e?.message ?? null, details: e?.details };
}
