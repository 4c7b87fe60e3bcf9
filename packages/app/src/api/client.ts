import redaxios from 'redaxios';
import { create, type Struct } from 'superstruct';
import { ErrorCode, XSRF_COOKIE, headers as contractHeaders } from '@rabt/contract';
import { API_TIMEOUT_MS, config } from '../config.ts';
import { sessionStore } from '../stores/session.ts';
import { NoResponseError, normaliseError, type ApiError } from './errors.ts';
import { errorEffects, reportResponse } from './effects.ts';
import { takePrefetched } from './prefetch.ts';

type Fetch = typeof fetch;

/**
 * A fetch for redaxios that adds what redaxios cannot (toolchain notes, "redaxios"): the
 * bearer token and Account-Id read from the session store at call time, and a time-out signal.
 * A rejected fetch (offline, DNS, CORS, time-out) becomes a NoResponseError.
 */
export function createSessionFetch(timeoutMs: number = API_TIMEOUT_MS, transport?: Fetch): Fetch {
  return async (input, init = {}) => {
    const { token, accountId } = sessionStore.getState();
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (token) headers.authorization = `Bearer ${token}`;
    // A call about another organisation (leaving it from the accounts page) names it itself.
    const accountHeader = contractHeaders.accountId.toLowerCase();
    if (accountId && !headers[accountHeader]) headers[accountHeader] = accountId;
    // Relative URLs need a base outside browsers (Node's fetch under Vitest).
    const url = typeof input === 'string' && globalThis.location ? new URL(input, globalThis.location.href).href : input;
    // A GET the first script already started with the same URL, account and token (prefetch.ts):
    // its answer, once. Handed to redaxios like any other, so a 401/403 has the usual effects.
    const prefetched =
      typeof url === 'string' ? takePrefetched(init.method ?? 'GET', url, headers[accountHeader] ?? null, token) : undefined;
    try {
      if (prefetched) return await prefetched;
      // globalThis.fetch at call time: MSW and test doubles patch it after this module loads.
      return await (transport ?? globalThis.fetch)(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new NoResponseError(cause);
    }
  };
}

/** What every instance shares: the app's one and each upload's own (below). */
const httpDefaults = {
  baseURL: config.apiBase,
  headers: { accept: 'application/json' },
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: contractHeaders.xsrf,
  validateStatus: (status: number) => status >= 200 && status < 300,
};

/** One redaxios instance (spec §7): API base, JSON, XSRF cookie → header, 200–299 success. */
export function createHttp(options: { baseURL?: string; timeoutMs?: number } = {}) {
  return redaxios.create({
    ...httpDefaults,
    baseURL: options.baseURL ?? config.apiBase,
    fetch: createSessionFetch(options.timeoutMs),
  });
}

export type Http = ReturnType<typeof createHttp>;

/** Statuses whose Response may not carry a body (the constructor throws otherwise). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch made of XMLHttpRequest, for uploads: fetch has no upload progress, XHR does. It reports
 * the part of the body sent (0…1) and answers a standard Response, so redaxios, the session
 * headers, the time-out and the error normaliser work as for every other call.
 */
export function uploadTransport(onProgress: (fraction: number) => void): Fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
        xhr.setRequestHeader(name, value);
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const body = NULL_BODY.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      // Network failure or abort: a rejected promise, as fetch does (→ NoResponseError).
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

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
  /** For uploads: called with the part of the body sent (0…1); the call then goes through XHR. */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Calls the API and validates the answer with a contract struct (`create` coerces and applies
 * defaults). Rejects with the spec's error object, after the normaliser's side effects.
 */
export async function apiCall<T>(path: string, struct: Struct<T, unknown>, options: CallOptions = {}): Promise<T> {
  const client =
    options.client ??
    (options.onUploadProgress
      ? redaxios.create({ ...httpDefaults, fetch: createSessionFetch(API_TIMEOUT_MS, uploadTransport(options.onUploadProgress)) })
      : http);
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
