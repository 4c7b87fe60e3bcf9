/**
 * Random bytes for ids and generated nips, drawn from a pool refilled 4 KiB at a time from the
 * operating system's CSPRNG (node:crypto), as nanoid does.
 *
 * Why: every randomBytes() call crosses into C++ and OpenSSL's DRBG, which checks the process id
 * with a getpid() system call each time. On this VM that made one 16-byte draw ~5.5 µs, a sixth of
 * the CPU of a CSV import row (an id and a nip each); from the pool it is a slice. Bytes are never
 * handed out twice, and each worker thread has a pool of its own (module state is per thread).
 * Secrets (tokens, keys, nonces) keep calling node:crypto directly: they should not sit in a
 * buffer longer than needed.
 */
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let offset = POOL_BYTES;

/** `n` fresh random bytes (n ≤ 4096). The view is valid until the next call: copy what you keep. */
export function pooledRandomBytes(n: number): Uint8Array {
  if (n > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} pooled random bytes at a time`);
  if (offset + n > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + n);
  offset += n;
  return bytes;
}
