import type { IntlShape } from '@formatjs/intl';

const DAY_MS = 86_400_000;

/** `'2026-03-14'` → midnight UTC of that day. Charts format it back in UTC so no zone shifts a day. */
export function parseIsoDay(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** A count in full: 1,234,567 (or ١٬٢٣٤٬٥٦٧ in Arabic). */
export const formatCount = (intl: IntlShape<string>, value: number): string => intl.formatNumber(value);

/** A count for an axis: 1.2M, 12K. */
export const formatCompact = (intl: IntlShape<string>, value: number): string =>
  intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

/** A share of a whole (0–1) as a percentage with at most one decimal. */
export const formatShare = (intl: IntlShape<string>, share: number): string =>
  intl.formatNumber(share, { style: 'percent', maximumFractionDigits: share > 0 && share < 0.1 ? 1 : 0 });

/** A short day for axis ticks: "14 Mar" / "١٤ مارس". */
export const formatDayShort = (intl: IntlShape<string>, date: Date): string =>
  intl.formatDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A full day for tooltips and tables: "Sat, Mar 14, 2026" / "السبت، ١٤ مارس ٢٠٢٦". */
export const formatDayLong = (intl: IntlShape<string>, date: Date): string =>
  intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
