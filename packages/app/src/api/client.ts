import redaxios from 'redaxios';
import { create, type Struct } from 'superstruct';
import { ErrorCode, XSRF_COOKIE, headers as contractHeaders } from '@rabt/contract';
import { API_TIMEOUT_MS, config } from '../config.ts';
import { sessionStore } from '../stores/session.ts';
import { NoResponseError, normaliseError, type ApiError } from './errors.ts';
import { errorEffects, reportResponse } from './effects.ts';

type Fetch = typeof fetch;

/**
 * A fetch for redaxios that adds what redaxios cannot (toolchain notes, "redaxios"): the
 * bearer token and Account-Id read from the session store at call time, and a time-out signal.
 * A rejected fetch (offline, DNS, CORS, time-out) becomes a NoResponseError.
 */
export function createSessionFetch(timeoutMs: number = API_TIMEOUT_MS): Fetch {
  return async (input, init = {}) => {
    const { token, accountId } = sessionStore.getState();
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (token) headers.authorization = `Bearer ${token}`;
    // A call about another organisation (leaving it from the accounts page) names it itself.
    const accountHeader = contractHeaders.accountId.toLowerCase();
    if (accountId && !headers[accountHeader]) headers[accountHeader] = accountId;
    // Relative URLs need a base outside browsers (Node's fetch under Vitest).
    const url = typeof input === 'string' && globalThis.location ? new URL(input, globalThis.location.href).href : input;
    try {
      // globalThis.fetch at call time: MSW and test doubles patch it after this module loads.
      return await globalThis.fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new NoResponseError(cause);
    }
  };
}

/** One redaxios instance (spec §7): API base, JSON, XSRF cookie → header, 200–299 success. */
export function createHttp(options: { baseURL?: string; timeoutMs?: number } = {}) {
  return redaxios.create({
    baseURL: options.baseURL ?? config.apiBase,
    headers: { accept: 'application/json' },
    withCredentials: true,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: contractHeaders.xsrf,
    validateStatus: (status: number) => status >= 200 && status < 300,
    fetch: createSessionFetch(options.timeoutMs),
  });
}

export type Http = ReturnType<typeof createHttp>;

export const http: Http = createHttp();

export interface CallOptions {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  data?: unknown;
  params?: Record<string, string>;
  /** Account-Id for this call instead of the current organisation's. */
  accountId?: string;
  /** Tests swap the instance (short time-out). */
  client?: Http;
  /** Internal: the one retry after XSRF_INVALID has been made. */
  xsrfRetried?: boolean;
}

/**
 * Calls the API and validates the answer with a contract struct (`create` coerces and applies
 * defaults). Rejects with the spec's error object, after the normaliser's side effects.
 */
export async function apiCall<T>(path: string, struct: Struct<T, unknown>, options: CallOptions = {}): Promise<T> {
  const client = options.client ?? http;
  let body: unknown;
  try {
    const response = await client(path, {
      method: options.method ?? 'get',
      data: options.data,
      params: options.params,
      ...(options.accountId ? { headers: { [contractHeaders.accountId.toLowerCase()]: options.accountId } } : {}),
    });
    body = response.data;
  } catch (failure) {
    const error = normaliseError(failure, errorEffects);
    // The server answers XSRF_INVALID with a fresh XSRF-TOKEN cookie (first POST of a new
    // browser, expired cookie): one retry sends it back.
    if (error.code === ErrorCode.XSRF_INVALID && !options.xsrfRetried)
      return apiCall(path, struct, { ...options, xsrfRetried: true });
    throw error;
  }
  reportResponse();
  try {
    return create(body, struct);
  } catch (invalid) {
    // A 2xx that breaks the contract: not a response error, so §8's plain-message rule applies.
    throw normaliseError(invalid, errorEffects);
  }
}

export type { ApiError };
