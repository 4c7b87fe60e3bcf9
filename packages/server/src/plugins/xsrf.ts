/**
 * XSRF double submit. The server sets a readable XSRF-TOKEN cookie (random value + HMAC with the
 * server secret); the app copies it into X-XSRF-TOKEN on every state-changing call. A cross-site
 * page can make the browser send the cookie but cannot read it to forge the header. The HMAC stops a
 * cookie planted from a sibling subdomain from being accepted. See docs/decisions/012.
 */
import { API_KEY_PREFIX, ErrorCode, XSRF_COOKIE } from '@rabt/contract';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { appError } from '../lib/errors.ts';
import { hmac, safeEqual } from '../lib/tokens.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = 'x-xsrf-token';

export function issueXsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${hmac(secret, `xsrf:${nonce}`)}`;
}

export function isValidXsrfToken(secret: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, hmac(secret, `xsrf:${nonce}`));
}

/**
 * Whether the call is for the API, decided on the path the router sees: the matched route's
 * pattern when there is one (the router decodes `%61` to `a`, so `/%61pi/links` runs the
 * `/api/links` handler), else the percent-decoded path. A raw-URL prefix test was bypassable.
 */
export function isApiPath(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  let path = route ?? request.url.split('?', 1)[0]!;
  if (route === undefined && path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not decodable: the router cannot match it either; judge the raw text.
    }
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return path === '/api' || path.startsWith('/api/');
}

/**
 * An API key (decision 063) is never ambient: a browser cannot attach it to a cross-site request,
 * so calls carrying one need no double submit (curl has no cookie jar).
 */
function carriesApiKey(request: FastifyRequest): boolean {
  return request.headers.authorization?.startsWith(`Bearer ${API_KEY_PREFIX}`) ?? false;
}

async function xsrfPlugin(app: FastifyInstance): Promise<void> {
  const { secret, appUrl } = app.config;
  const secure = appUrl.startsWith('https://');
  await app.register(cookie);

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !isApiPath(request) || carriesApiKey(request)) return;
    const fromCookie = request.cookies[XSRF_COOKIE];
    const fromHeader = request.headers[HEADER];
    const header = Array.isArray(fromHeader) ? fromHeader[0] : fromHeader;
    if (!header || !fromCookie || !safeEqual(header, fromCookie) || !isValidXsrfToken(secret, fromCookie)) {
      throw appError(ErrorCode.XSRF_INVALID, 'The XSRF token is missing or invalid. Reload the page and try again.');
    }
  });

  // Set on every response that lacks a valid cookie (GETs above all, but also the 403 above, so a
  // client that has never made a GET can retry once).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isValidXsrfToken(secret, request.cookies[XSRF_COOKIE])) {
      reply.setCookie(XSRF_COOKIE, issueXsrfToken(secret), { path: '/', sameSite: 'lax', secure, httpOnly: false });
    }
    return payload;
  });
}

export default fp(xsrfPlugin, { name: 'rabt-xsrf' });
