/**
 * Site icons (spec §9 "Icon loading"; docs/decisions/105-site-icons.md). The server fetches a
 * site's icon from the site itself first (so a visitor's browser does not tell a third party what
 * it looks at), then from any further icon hosts configured; the app shows a letter avatar when
 * none loads.
 */

/** A whole icon lookup gives up after this long. */
export const ICON_REQUEST_TIMEOUT_MS = 5_000;
/** A host that has not answered by then: the next host is asked as well (the first good answer wins). */
export const ICON_NEXT_HOST_AFTER_MS = 750;
/** Page addresses longer than this are not looked up. */
export const ICON_MAX_URL_LENGTH = 500;
/** Icons (and misses) remembered at most. */
export const ICON_CACHE_MAX_ENTRIES = 50;
/** How long an icon (or a miss) is remembered: about a week. */
export const ICON_CACHE_TTL_MS = 168 * 3_600_000;
/** Bigger answers are not icons. */
export const ICON_MAX_BYTES = 100_000;
/** Of a page's HTML, only this much is read to find its icon link. */
export const ICON_MAX_HTML_BYTES = 65_536;

/**
 * Whether the server could look the page's icon up at all: an http(s) address no longer than
 * ICON_MAX_URL_LENGTH on a public host name. IP literals, `localhost` and single-label hosts are
 * refused by the server's SSRF rule anyway, so the app shows the letter at once instead of asking
 * (and logging a 404 in the console).
 */
export function iconLookupPossible(pageUrl: string): boolean {
  if (pageUrl.length > ICON_MAX_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return false;
  return true;
}

/** `GET /api/icons?url=<page address>`: the icon's bytes (image/*), or 404 when none loads. */
export const iconUrl = (pageUrl: string, base = '/api') => `${base}/icons?url=${encodeURIComponent(pageUrl)}`;

/** The icon's address for an `<img>`, or null when no lookup is possible (the letter shows). */
export const iconSrc = (pageUrl: string, base = '/api') => (iconLookupPossible(pageUrl) ? iconUrl(pageUrl, base) : null);
