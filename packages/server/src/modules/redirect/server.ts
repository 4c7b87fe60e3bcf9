/**
 * The redirect service: a bare node:http handler on SHORT_PORT (Fastify measured ~6 % slower on
 * this path and brings nothing it needs; see docs/decisions/030-links-redirect-service.md).
 *
 * GET/HEAD /<nip> on a short domain (by Host) → cache → gates in order:
 *   unknown → 404 page; not yet active → scheduled page (404); expired → 410 page;
 *   password → form page (POST back, rate limited, remembered by a signed cookie);
 *   then 302 to the long URL with UTM merged. GET visits are queued as clicks; HEAD never counts.
 */
import { NIP_PATTERN } from '@rabt/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyPassword } from '../../lib/password.ts';
import type { ClickQueue } from '../clicks/queue.ts';
import { cacheKey, type CachedLink, type LinkCache } from './cache.ts';
import { clientIp } from './client-ip.ts';
import { PAGE_CSP, pickLocale, renderPage, type PageKind, type PageOptions } from './pages.ts';
import { isUnlocked, unlockCookie, type AttemptLimiter } from './password.ts';

export interface RedirectDeps {
  cache: LinkCache;
  clicks: ClickQueue;
  limiter: AttemptLimiter;
  secret: string;
  appUrl: string;
  trustProxy: boolean | number | string;
  secureCookies: boolean;
  log: FastifyBaseLogger;
  /**
   * Pages mounted beside the links (QR file landing pages under `/_qr/`): asked only for a path
   * that cannot be a nip, after the cache missed, so redirects never pay for them. True = answered.
   */
  pages?: (request: IncomingMessage, response: ServerResponse, path: string) => boolean;
  /** Business card pages under /c/ (modules/cards/public-page.ts), asked only after a link-cache miss. */
  cardPages?: {
    serve(
      request: IncomingMessage,
      response: ServerResponse,
      path: string,
      query: string,
      headers: HotHeaders,
    ): void | Promise<void>;
  };
}

const FORM_BODY_MAX = 4096;

/** The three headers the hot path reads. */
export interface HotHeaders {
  host: string;
  ua: string;
  referer: string;
}

/**
 * Host, User-Agent and Referer. Node has already built `request.headers` before the handler runs
 * (for every HTTP/1.1 request it checks Host and Expect), so reading it costs three property loads;
 * an earlier scan of `rawHeaders` redid that work. Like Node, the first Host, User-Agent and
 * Referer of a request win.
 */
export function hotHeaders(request: IncomingMessage): HotHeaders {
  const headers = request.headers;
  return { host: (headers.host ?? '').toLowerCase(), ua: headers['user-agent'] ?? '', referer: headers.referer ?? '' };
}

/**
 * HSTS on every answer that went over TLS (branded domains on SHORT_TLS_PORT, decision 040); never
 * over plain HTTP, where it is ignored and would be wrong behind a local port.
 */
const HSTS = 'max-age=31536000; includeSubDomains';
function overTls(request: IncomingMessage): boolean {
  return (request.socket as { encrypted?: boolean }).encrypted === true;
}

/** Answers without a page (405, 503, the bare domain) still carry the basic protections. */
const BARE_HEADERS = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' };

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  kind: PageKind,
  options: PageOptions = {},
  extra: Record<string, string> = {},
): void {
  const html = renderPage(kind, pickLocale(request.headers['accept-language']), options);
  response.writeHead(status, {
    ...PAGE_HEADERS,
    'content-length': Buffer.byteLength(html),
    'content-language': pickLocale(request.headers['accept-language']),
    vary: 'Accept-Language',
    ...(overTls(request) ? { 'strict-transport-security': HSTS } : {}),
    ...extra,
  });
  response.end(request.method === 'HEAD' ? undefined : html);
}

function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > FORM_BODY_MAX) {
        resolve(null);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', () => resolve(null));
  });
}

export function createRedirectHandler(deps: RedirectDeps) {
  const { cache, clicks } = deps;

  function redirect(
    request: IncomingMessage,
    response: ServerResponse,
    link: CachedLink,
    qr: boolean,
    headers: HotHeaders,
    at: number,
  ): void {
    response.writeHead(
      302,
      overTls(request) ? [...link.redirectHeaders, 'strict-transport-security', HSTS] : link.redirectHeaders,
    );
    response.end();
    if (request.method === 'HEAD') return;
    recordClick(request, link, qr, headers, at);
  }

  function recordClick(request: IncomingMessage, link: CachedLink, qr: boolean, headers: HotHeaders, at: number): void {
    clicks.record({
      linkId: link.id,
      accountId: link.accountId,
      at,
      ip: clientIp(request, deps.trustProxy),
      ua: headers.ua,
      referer: headers.referer,
      qr,
    });
  }

  async function passwordGate(
    request: IncomingMessage,
    response: ServerResponse,
    link: CachedLink & { lockPassHash: string },
    path: string,
    qr: boolean,
    headers: HotHeaders,
  ): Promise<void> {
    if (request.method !== 'POST') return sendPage(request, response, 200, 'password');
    const ip = clientIp(request, deps.trustProxy);
    if (!(await deps.limiter.hit(ip, link.id)))
      return sendPage(request, response, 429, 'rate_limited', {}, { 'retry-after': '900' });
    const form = await readForm(request);
    const password = form?.get('password') ?? '';
    if (!password || !(await verifyPassword(link.lockPassHash, password))) {
      return sendPage(request, response, 401, 'password', { wrongPassword: true });
    }
    // The cookie remembers the unlock; the page moves on to the destination (see pages.ts: a 303
    // to another origin after a form POST is blocked by CSP form-action in real browsers).
    const cookie = unlockCookie(deps.secret, link.id, link.lockPassHash, path, deps.secureCookies);
    sendPage(request, response, 200, 'unlocked', { destination: link.destination }, { 'set-cookie': cookie });
    recordClick(request, link, qr, headers, Date.now());
  }

  /** After the lookup: the gates in order, then the redirect. Synchronous except the password form. */
  function serve(
    request: IncomingMessage,
    response: ServerResponse,
    link: CachedLink | null,
    url: string,
    path: string,
    q: number,
    headers: HotHeaders,
    now: number,
  ): void | Promise<void> {
    if (!link) return sendPage(request, response, 404, 'not_found');
    if (link.closed) return sendPage(request, response, 410, 'unavailable');
    if (link.scheduleAt !== null && link.scheduleAt > now) {
      return sendPage(request, response, 404, 'scheduled', { opensAt: new Date(link.scheduleAt).toISOString() });
    }
    if (link.expiresAt !== null && link.expiresAt <= now) return sendPage(request, response, 410, 'expired');
    const qr = q !== -1 && new URLSearchParams(url.slice(q + 1)).get('qr') === '1';
    if (link.lockPassHash !== null && !isUnlocked(request, deps.secret, link.id, link.lockPassHash)) {
      return passwordGate(request, response, { ...link, lockPassHash: link.lockPassHash }, path, qr, headers);
    }
    if (request.method === 'POST') {
      response.writeHead(405, { ...BARE_HEADERS, allow: 'GET, HEAD', 'content-length': '0' });
      return void response.end();
    }
    redirect(request, response, link, qr, headers, now);
  }

  function handle(request: IncomingMessage, response: ServerResponse): void | Promise<void> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      response.writeHead(405, { ...BARE_HEADERS, allow: 'GET, HEAD, POST', 'content-length': '0' });
      return void response.end();
    }
    const url = request.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (path === '/') {
      // The bare short domain leads to the app.
      response.writeHead(302, {
        ...BARE_HEADERS,
        ...(overTls(request) ? { 'strict-transport-security': HSTS } : {}),
        location: deps.appUrl,
        'content-length': '0',
        'cache-control': 'private, max-age=0',
      });
      return void response.end();
    }
    // A path without escapes is the nip as typed (decodeURIComponent would return it unchanged).
    let nip = path.slice(1);
    if (nip.includes('%')) {
      try {
        nip = decodeURIComponent(nip);
      } catch {
        return sendPage(request, response, 404, 'not_found');
      }
    }
    const headers = hotHeaders(request);
    // One clock read per request: the cache's expiry, the schedule and expiry gates, the click.
    const now = Date.now();
    // Warm links are served without a promise or a database round trip. The cache only ever holds
    // keys whose nip passed NIP_PATTERN (below), so a hit needs no second check.
    const hit = cache.peek(cacheKey(headers.host, nip), now);
    if (hit !== undefined) return serve(request, response, hit, url, path, q, headers, now);
    if (deps.cardPages && path.startsWith('/c/'))
      return deps.cardPages.serve(request, response, path, q === -1 ? '' : url.slice(q + 1), headers);
    if (!NIP_PATTERN.test(nip)) {
      if (deps.pages?.(request, response, path)) return;
      return sendPage(request, response, 404, 'not_found');
    }
    return cache.get(headers.host, nip).then((link) => serve(request, response, link, url, path, q, headers, Date.now()));
  }

  function fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    deps.log.error({ err: error, url: request.url }, 'redirect failed');
    if (!response.headersSent) {
      response.writeHead(503, {
        ...BARE_HEADERS,
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '5',
        'cache-control': 'no-store',
      });
      response.end('Service temporarily unavailable');
    } else response.destroy();
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    try {
      const pending = handle(request, response);
      if (pending) pending.catch((error: unknown) => fail(request, response, error));
    } catch (error) {
      fail(request, response, error);
    }
  };
}
