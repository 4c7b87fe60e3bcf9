/**
 * Only same-origin relative paths are accepted as `redirect` targets: `/links?x=1` yes;
 * `https://evil.test`, `//evil.test`, `/\evil.test`, `javascript:…` no. Returns the normalised
 * path (pathname + search + hash) or null.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const base = 'http://rabt.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The `redirect` query of a search string (`?redirect=%2Flinks`), validated. */
export function redirectFromSearch(search: string): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect'));
}
