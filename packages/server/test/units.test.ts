import { object, size, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Email, RegisterRequest } from '@rabt/contract';
import { ID_PATTERN, newId } from '../src/lib/ids.ts';
import { pooledRandomBytes } from '../src/lib/random-pool.ts';
import { generateNip } from '../src/modules/links/nip.ts';
import { NIP_ALPHABET } from '@rabt/contract';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { hashPassword, verifyPassword } from '../src/lib/password.ts';
import { toFieldErrors } from '../src/lib/validate.ts';
import { issueXsrfToken, isValidXsrfToken } from '../src/plugins/xsrf.ts';
import { cacheKey, LinkCache, type CachedLink } from '../src/modules/redirect/cache.ts';

describe('ids', () => {
  it('are 26-character Crockford base32 and sort by creation time', () => {
    const ids = [newId(Date.UTC(2020, 0, 1)), newId(Date.UTC(2024, 5, 1)), newId(Date.UTC(2030, 11, 31)), newId()];
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(ids.toSorted()).toEqual([ids[0], ids[1], ids[3], ids[2]]);
    expect(new Set(Array.from({ length: 1000 }, () => newId())).size).toBe(1000);
  });
});

describe('pooled random bytes (ids and generated nips)', () => {
  it('never hands out the same bytes twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      // 16-byte draws do not divide 4096 evenly with the 7-byte ones: draws meet the pool's end mid-way.
      const draw = pooledRandomBytes(i % 3 === 0 ? 7 : 16);
      expect(draw.length).toBe(i % 3 === 0 ? 7 : 16);
      seen.add(Buffer.from(draw).toString('hex'));
    }
    expect(seen.size).toBe(5_000);
  });

  it('refuses a draw larger than the pool', () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
  });

  it('gives ids and nips that do not repeat and use the whole alphabet', () => {
    expect(new Set(Array.from({ length: 20_000 }, () => newId(0))).size).toBe(20_000);
    const nips = Array.from({ length: 20_000 }, () => generateNip());
    expect(new Set(nips).size).toBe(20_000);
    const counts = new Map<string, number>();
    for (const nip of nips) for (const symbol of nip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(NIP_ALPHABET.length);
    // 140 000 symbols over 56: 2 500 each on average; a biased or stuck source lands far outside.
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(2_200);
      expect(n).toBeLessThan(2_800);
    }
  });
});

describe('tokens', () => {
  it('are 256-bit base64url, hashed with SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
  });

  it('XSRF tokens verify only with the signing secret and untampered', () => {
    const secret = 's'.repeat(32);
    const token = issueXsrfToken(secret);
    expect(isValidXsrfToken(secret, token)).toBe(true);
    expect(isValidXsrfToken('t'.repeat(32), token)).toBe(false);
    expect(isValidXsrfToken(secret, `${token}x`)).toBe(false);
    expect(isValidXsrfToken(secret, `x${token}`)).toBe(false);
    expect(isValidXsrfToken(secret, undefined)).toBe(false);
    expect(isValidXsrfToken(secret, 'a.b.c')).toBe(false);
  });
});

describe('passwords', () => {
  it('argon2id with m=19456,t=2,p=1; verify rejects wrong passwords and junk hashes', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('!', 'anything')).toBe(false);
  });

  it('many concurrent hashes complete (the semaphore queues, never drops)', async () => {
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`p${i}-password`)));
    expect(new Set(hashes).size).toBe(8);
  });
});

describe('field errors from superstruct', () => {
  it('maps required, invalid email, too long, unknown field and wrong type', () => {
    const [error] = RegisterRequest.validate({ email: 'bad', password: 'x'.repeat(201), extra: 1, language: 'fr' });
    expect(toFieldErrors(error!)).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required', message: 'Your name is required' },
        { field: 'email', code: 'invalid_email', message: 'Enter a valid email address' },
        { field: 'password', code: 'too_long', message: 'password is too long' },
        { field: 'extra', code: 'unknown_field', message: 'extra is not an accepted field' },
        { field: 'language', code: 'invalid_choice', message: 'language has an unsupported value' },
      ]),
    );
    const [typeError] = object({ a: size(string(), 2, 5) }).validate({ a: 'x' });
    expect(toFieldErrors(typeError!)).toEqual([{ field: 'a', code: 'too_short', message: 'a must be at least 2 characters' }]);
    const [emailError] = object({ email: Email }).validate({ email: 'a@b' });
    expect(toFieldErrors(emailError!)[0]?.code).toBe('invalid_email');
  });
});

function cachedLink(id: string): CachedLink {
  return {
    id,
    accountId: 'account',
    destination: `https://example.com/${id}`,
    redirectHeaders: [],
    lockPassHash: null,
    scheduleAt: null,
    expiresAt: null,
    closed: false,
  };
}

describe('link cache (redirect hot path)', () => {
  it('keeps a link in use while a stream of other links passes through, and evicts the idle ones', async () => {
    const cache = new LinkCache(async (_host, nip) => cachedLink(nip), { ttlMs: 60_000, negativeTtlMs: 1_000, maxEntries: 8 });
    await cache.get('s.test', 'hot');
    await cache.get('s.test', 'idle');
    for (let i = 0; i < 100; i++) {
      await cache.get('s.test', `once-${i}`);
      expect(cache.peek(cacheKey('s.test', 'hot'))?.id).toBe('hot');
    }
    expect(cache.size).toBe(8);
    expect(cache.peek(cacheKey('s.test', 'idle'))).toBeUndefined();
    // The hot link was loaded once; every other lookup was a hit.
    expect(cache.loads).toBe(102);
  });
});
