import { DEFAULT_ERROR_MESSAGE, ErrorCode, type ApiError } from '@rabt/contract';

export type { ApiError };

/** The request never got an answer (offline, DNS, CORS, the 20 s time-out). App-side code. */
export const NO_RESPONSE = 'NO_RESPONSE';
/** Spec §8: what a failure that is not a response says when it has no message of its own. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** fetch rejected: there is no response. `cause` is the TypeError or the TimeoutError. */
export class NoResponseError extends Error {
  override name = 'NoResponseError';
  constructor(cause: unknown) {
    super(cause instanceof Error && cause.message ? cause.message : UNEXPECTED_ERROR_MESSAGE, { cause });
  }
}

/** What redaxios rejects with for a non-2xx status: the plain response object. */
export interface HttpFailure {
  status: number;
  data?: unknown;
}

export function isHttpFailure(value: unknown): value is HttpFailure {
  return (
    typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as HttpFailure).status === 'number'
  );
}

/** Side effects of §8, injected so the normaliser stays testable. */
export interface ErrorEffects {
  setOffline(offline: boolean): void;
  logout(): void;
  navigate(to: string): void;
  /** The current path with query, for the 401 redirect. */
  currentPath(): string;
  /** Hrefs of the routes the effects send to (from the route table). */
  hrefs: { login(redirect?: string): string; verify: string; subscribe: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Code, message and details, nested under `error` or at the top level of the body (§8). */
export function readErrorBody(data: unknown): { code: string; message: string; details?: unknown } {
  const nested = isRecord(data) && isRecord(data.error) ? data.error : undefined;
  const top = isRecord(data) ? data : undefined;
  const code = text(nested?.code) ?? text(top?.code) ?? ErrorCode.UNKNOWN_ERROR;
  const message = text(nested?.message) ?? text(top?.message) ?? DEFAULT_ERROR_MESSAGE;
  const details = nested && 'details' in nested ? nested.details : top?.details;
  return details === undefined ? { code, message } : { code, message, details };
}

/**
 * Turns any failure into the spec's error object `{code, status, message, details}` and applies
 * §8's side effects: any response → offline off; no response → offline on; 401 → logout and
 * login with `redirect` of the current path; REQUIRE_VERIFICATION / REQUIRE_SUBSCRIPTION on any
 * response → their routes.
 */
export function normaliseError(failure: unknown, effects: ErrorEffects): ApiError {
  if (isApiError(failure)) return failure;
  if (failure instanceof NoResponseError) {
    effects.setOffline(true);
    return { code: NO_RESPONSE, status: null, message: failure.message };
  }
  if (!isHttpFailure(failure)) {
    const message = failure instanceof Error && failure.message ? failure.message : UNEXPECTED_ERROR_MESSAGE;
    return { code: ErrorCode.UNKNOWN_ERROR, status: null, message };
  }

  effects.setOffline(false);
  const error: ApiError = { ...readErrorBody(failure.data), status: failure.status };
  if (failure.status === 401) {
    effects.logout();
    const here = effects.currentPath();
    // Already on the login page: a second redirect would nest `redirect=/login?redirect=…`.
    if (!here.startsWith(effects.hrefs.login())) effects.navigate(effects.hrefs.login(here));
  } else if (error.code === ErrorCode.REQUIRE_VERIFICATION) {
    effects.navigate(effects.hrefs.verify);
  } else if (error.code === ErrorCode.REQUIRE_SUBSCRIPTION) {
    effects.navigate(effects.hrefs.subscribe);
  }
  return error;
}

/** Already normalised (e.g. rethrown by a caller): pass through without repeating side effects. */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    !(value instanceof Error) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    'status' in value &&
    !('data' in value)
  );
}
