/**
 * From hooks to screens: API errors become screen states (403 → permission denied, 404 → not
 * found, PLAN_LIMIT_REACHED → the limit prompt) and field details become messages under fields.
 */
import { ErrorCode, type Card, type Company, type FieldError } from '@rabt/contract';
import type { CardEditorState, CardListState, CompanyEditorState, CompanyListState, FieldMessages } from '@rabt/screens';
import { toFieldMessages } from '@rabt/screens';
import type { ApiError } from '../../api/errors.ts';

const isForbidden = (error: ApiError) => error.code === ErrorCode.PERMISSION_DENIED || error.code === ErrorCode.FORBIDDEN;

export function cardListState(data: Card[] | undefined, error: ApiError | undefined): CardListState {
  if (data) return { state: 'ready', cards: data };
  if (error) return isForbidden(error) ? { state: 'forbidden' } : { state: 'error', message: error.message };
  return { state: 'loading' };
}

export function companyListState(data: Company[] | undefined, error: ApiError | undefined): CompanyListState {
  if (data) return { state: 'ready', companies: data };
  if (error) return isForbidden(error) ? { state: 'forbidden' } : { state: 'error', message: error.message };
  return { state: 'loading' };
}

export function cardEditorState(input: {
  id: string | null;
  card?: Card;
  cardError?: ApiError;
  companiesLoading: boolean;
  companiesError?: ApiError;
  limitReached: number | null;
}): CardEditorState {
  const error = input.cardError ?? input.companiesError;
  if (error) {
    if (isForbidden(error)) return { state: 'forbidden' };
    if (error.status === 404 && input.cardError) return { state: 'notFound' };
    return { state: 'error', message: error.message };
  }
  if (!input.id && input.limitReached !== null) return { state: 'limitReached', limit: input.limitReached };
  if (input.companiesLoading || (input.id && !input.card)) return { state: 'loading' };
  return { state: 'ready', card: input.card };
}

export function companyEditorState(
  id: string | null,
  company: Company | undefined,
  error: ApiError | undefined,
): CompanyEditorState {
  if (error) {
    if (isForbidden(error)) return { state: 'forbidden' };
    if (error.status === 404) return { state: 'notFound' };
    return { state: 'error', message: error.message };
  }
  if (id && !company) return { state: 'loading' };
  return { state: 'ready', company };
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A failed save: field messages in the reader's language, or one form-level message. */
export function submitErrors(error: ApiError, t: Translate, prefix?: string): { fields?: FieldMessages; form?: string } {
  if (error.code === ErrorCode.VALIDATION_FAILED && Array.isArray(error.details)) {
    return { fields: toFieldMessages(t, error.details as FieldError[], prefix) };
  }
  return { form: error.message || t('screens.common.genericError') };
}

/** The limit from a PLAN_LIMIT_REACHED error's details. */
export function limitFromError(error: unknown): number | null {
  const e = error as ApiError | undefined;
  if (e?.code !== ErrorCode.PLAN_LIMIT_REACHED) return null;
  const limit = (e.details as { limit?: unknown } | undefined)?.limit;
  return typeof limit === 'number' ? limit : 0;
}
