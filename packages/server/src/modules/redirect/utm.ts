/**
 * UTM merge rule: the destination keeps every query parameter it already has; each utm_* the
 * link sets replaces a parameter of the same name (or is appended). A utm_* the link leaves empty
 * never removes one the destination carries. The fragment (#…) stays last.
 */
import { utmFields, type UtmField } from '@rabt/contract';

export function mergeUtm(longUrl: string, utm: Partial<Record<UtmField, string | null>>): string {
  const set = utmFields.filter((k) => utm[k]);
  // href, not the typed text: it percent-encodes what a Location header may not carry.
  const url = new URL(longUrl);
  for (const key of set) url.searchParams.set(key, utm[key]!);
  return url.href;
}
