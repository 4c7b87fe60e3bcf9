/**
 * Calls the app through inject like the web app would: bearer token, Account-Id, the XSRF cookie
 * echoed in X-XSRF-TOKEN. Each client has its own client IP so rate-limit counters never leak
 * between tests.
 */
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE } from '@rabt/contract';

let ipCounter = 0;

export interface CallOptions {
  body?: unknown;
  /** Raw payload (bypasses JSON encoding), for malformed-body tests. */
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Send Authorization (default true when a token is set). */
  auth?: boolean;
  /** Send the XSRF cookie + header (default true). */
  xsrf?: boolean;
  /** Send Account-Id (default true when set). */
  account?: boolean;
}

export interface CallResult {
  status: number;
  // Tests reach into bodies field by field (or check them with a contract struct), so no static type.
  // oxlint-disable-next-line typescript/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
  text: string;
}

export class TestClient {
  token?: string;
  accountId?: string;
  xsrfToken: string | null = null;
  readonly ip: string;

  constructor(private readonly app: FastifyInstance) {
    ipCounter++;
    this.ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  }

  /** Any GET sets the XSRF cookie; health is the cheapest one. */
  async primeXsrf(): Promise<string> {
    const res = await this.app.inject({ method: 'GET', url: '/api/health', remoteAddress: this.ip });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    if (!cookie) throw new Error('no XSRF cookie on GET');
    this.xsrfToken = cookie.value;
    return cookie.value;
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    const cookies: Record<string, string> = {};
    if ((options.auth ?? true) && this.token) headers.authorization = `Bearer ${this.token}`;
    if ((options.account ?? true) && this.accountId) headers['account-id'] = this.accountId;
    if ((options.xsrf ?? true) && method !== 'GET') {
      const token = this.xsrfToken ?? (await this.primeXsrf());
      cookies[XSRF_COOKIE] = token;
      headers['x-xsrf-token'] = token;
    }
    let payload: string | Buffer | undefined;
    if (options.payload !== undefined) {
      payload = options.payload;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    const url = path.startsWith('/') ? path : `/api/${path}`;
    const res = await this.app.inject({
      method,
      url,
      headers,
      cookies,
      remoteAddress: this.ip,
      ...(payload !== undefined ? { payload } : {}),
    });
    let body: unknown = undefined;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body, headers: res.headers as Record<string, unknown>, text: res.body };
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }
  post(path: string, body?: unknown, options?: CallOptions) {
    return this.call('POST', path, { ...options, ...(body !== undefined ? { body } : {}) });
  }
  put(path: string, body?: unknown, options?: CallOptions) {
    return this.call('PUT', path, { ...options, ...(body !== undefined ? { body } : {}) });
  }
  delete(path: string, body?: unknown, options?: CallOptions) {
    return this.call('DELETE', path, { ...options, ...(body !== undefined ? { body } : {}) });
  }
}
