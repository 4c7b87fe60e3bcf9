/** Short codes ("nips"): generated ones, and the checks a custom one must pass. */
import { GENERATED_NIP_LENGTH, NIP_ALPHABET } from '@rabt/contract';
import { pooledRandomBytes } from '../../lib/random-pool.ts';

/**
 * 7 characters from 56 symbols ≈ 1.7 × 10¹² codes: collisions stay rare for hundreds of millions of
 * links, and the insert retries on the unique index when one happens anyway. Rejection sampling
 * keeps every symbol equally likely (256 is not a multiple of 56).
 */
export function generateNip(length = GENERATED_NIP_LENGTH): string {
  const limit = 256 - (256 % NIP_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of pooledRandomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += NIP_ALPHABET[byte % NIP_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Attempts before giving up on finding a free generated nip (practically never more than one). */
export const GENERATE_ATTEMPTS = 5;
