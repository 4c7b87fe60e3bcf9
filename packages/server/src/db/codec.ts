/**
 * The few values the two drivers disagree on. better-sqlite3 cannot bind booleans or objects and
 * returns 1/0 and JSON text; pg returns true/false and parsed JSON (and turns JS arrays into
 * PostgreSQL array literals, so JSON is always bound as text).
 */
import type { Dialect } from './schema.ts';

export const bool = {
  encode(value: boolean, dialect: Dialect): number | boolean {
    return dialect === 'sqlite' ? (value ? 1 : 0) : value;
  },
  decode(value: unknown): boolean {
    return value === true || value === 1 || value === '1';
  },
};

export const json = {
  encode(value: unknown): string {
    return JSON.stringify(value);
  },
  decode<T>(value: unknown, fallback: T): T {
    if (value === null || value === undefined) return fallback;
    if (typeof value !== 'string') return value as T;
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  },
};
