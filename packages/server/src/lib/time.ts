/** Timestamps are ISO-8601 UTC strings written by the app, so they compare the same on both databases. */
export function isoNow(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
