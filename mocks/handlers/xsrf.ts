import { apiPaths, ErrorCode, XSRF_COOKIE, headers as contractHeaders } from '@rabt/contract';
import { apiError, apiUrl, http, HttpResponse } from './http.ts';

/** The XSRF token the mocks issue (the server signs a random one; the mocks only compare). */
export const XSRF_MOCK_TOKEN = 'mock-xsrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Issues the XSRF-TOKEN cookie as the server does. MSW keeps response cookies in its own store,
 * not in document.cookie; in the browser the handlers run in the page, so the cookie is written
 * there too and redaxios can copy it into X-XSRF-TOKEN.
 */
function issueXsrfCookie(): HeadersInit {
  if (typeof document !== 'undefined') document.cookie = `${XSRF_COOKIE}=${XSRF_MOCK_TOKEN}; path=/; samesite=lax`;
  return { 'set-cookie': `${XSRF_COOKIE}=${XSRF_MOCK_TOKEN}; Path=/; SameSite=Lax` };
}

// Every unsafe call: the X-XSRF-TOKEN header must echo the cookie (double submit), else 403.
// Returning nothing lets the request fall through to the resource handlers.
const xsrfCheck = http.all(apiUrl('*'), ({ request, cookies }) => {
  if (!UNSAFE.has(request.method)) return undefined;
  const header = request.headers.get(contractHeaders.xsrf);
  if (header && header === cookies[XSRF_COOKIE]) return undefined;
  const response = apiError(ErrorCode.XSRF_INVALID, 'The XSRF token is missing or invalid. Reload the page and try again.');
  // Like the server: the refusal carries a fresh cookie, so the client can retry once.
  new Headers(issueXsrfCookie()).forEach((value, key) => response.headers.append(key, value));
  return response;
});

// GET health – the app's first call; sets the cookie
const health = http.get(apiUrl(apiPaths.health), () =>
  HttpResponse.json({ results: { status: 'ok', db: 'ok' } }, { headers: issueXsrfCookie() }),
);

export const xsrfHandlers = [xsrfCheck, health];
