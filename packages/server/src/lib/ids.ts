/**
 * Sortable text ids in the ULID layout: 10 characters of millisecond time, then 16 random
 * characters, in Crockford base32. Lexical order follows creation time across processes, which
 * keeps indexes append-mostly and lets lists sort by id on both SQLite and PostgreSQL.
 */
import { pooledRandomBytes } from './random-pool.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encodeTime(ms: number): string {
  let out = '';
  let rest = ms;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

function encodeRandom(): string {
  const bytes = pooledRandomBytes(16);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

export function newId(now: number = Date.now()): string {
  return encodeTime(now) + encodeRandom();
}

export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
