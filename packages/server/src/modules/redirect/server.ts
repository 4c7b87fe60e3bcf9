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
}

const FORM_BODY_MAX = 4096;

/** The three headers the hot path reads. */
interface HotHeaders {
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
    setCookie?: string,
  ): void {
    if (setCookie) response.writeHead(303, [...link.redirectHeaders, 'set-cookie', setCookie]);
    else response.writeHead(302, link.redirectHeaders);
    response.end();
    if (request.method === 'HEAD') return;
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
    // 303: the browser follows with a GET to the destination.
    redirect(
      request,
      response,
      link,
      qr,
      headers,
      Date.now(),
      unlockCookie(deps.secret, link.id, link.lockPassHash, path, deps.secureCookies),
    );
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
      response.writeHead(405, { allow: 'GET, HEAD', 'content-length': '0' });
      return void response.end();
    }
    redirect(request, response, link, qr, headers, now);
  }

  function handle(request: IncomingMessage, response: ServerResponse): void | Promise<void> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      response.writeHead(405, { allow: 'GET, HEAD, POST', 'content-length': '0' });
      return void response.end();
    }
    const url = request.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (path === '/') {
      // The bare short domain leads to the app.
      response.writeHead(302, { location: deps.appUrl, 'content-length': '0', 'cache-control': 'private, max-age=0' });
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
    if (!NIP_PATTERN.test(nip)) return sendPage(request, response, 404, 'not_found');
    return cache.get(headers.host, nip).then((link) => serve(request, response, link, url, path, q, headers, Date.now()));
  }

  function fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    deps.log.error({ err: error, url: request.url }, 'redirect failed');
    if (!response.headersSent) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' });
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
