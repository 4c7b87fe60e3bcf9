/**
 * Days in the viewer's time zone ↔ UTC instants and hours. Rollups are kept per UTC hour, so a
 * range is whole hours: exact for every zone whose offset is whole hours (most); for the few with
 * half or quarter hours (India, Nepal, parts of Australia) the range edges shift by that part of an
 * hour (docs/decisions/101-analytics-time-zones.md).
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function localParts(tz: string, utcMs: number): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(utcMs)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** Local time minus UTC, in ms, at an instant. */
export function offsetMs(tz: string, utcMs: number): number {
  const p = localParts(tz, utcMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/** The UTC instant of a local day's midnight (`YYYY-MM-DD`). */
export function localMidnight(day: string, tz: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall - offsetMs(tz, wall);
  guess = wall - offsetMs(tz, guess);
  return guess;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day (`YYYY-MM-DD`) an instant falls on. */
export function localDay(tz: string, utcMs: number): string {
  const p = localParts(tz, utcMs);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local hour (`YYYY-MM-DDTHH:00`) an instant falls in. */
export function localHour(tz: string, utcMs: number): string {
  const p = localParts(tz, utcMs);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:00`;
}

export function isValidDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}
