/**
 * Password-protected links: the unlock cookie and the attempt limit.
 *
 * The cookie (one per link, HttpOnly, SameSite=Lax, path = the short URL) holds an HMAC of the
 * link id and its current password hash under the server secret: it cannot be forged, it is only
 * valid for that link, and changing the link's password invalidates every cookie given out before.
 */
import type { Redis } from 'ioredis';
import type { IncomingMessage } from 'node:http';
import { hmac, safeEqual } from '../../lib/tokens.ts';

const COOKIE_PREFIX = 'rabt_lp_';
export const UNLOCK_MAX_AGE_S = 24 * 60 * 60;

export function unlockCookieName(linkId: string): string {
  return `${COOKIE_PREFIX}${linkId}`;
}

export function unlockValue(secret: string, linkId: string, lockPassHash: string): string {
  return hmac(secret, `link-unlock:${linkId}:${lockPassHash}`);
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function isUnlocked(request: IncomingMessage, secret: string, linkId: string, lockPassHash: string): boolean {
  const value = readCookie(request.headers.cookie, unlockCookieName(linkId));
  return value !== null && safeEqual(value, unlockValue(secret, linkId, lockPassHash));
}

export function unlockCookie(secret: string, linkId: string, lockPassHash: string, path: string, secure: boolean): string {
  return `${unlockCookieName(linkId)}=${unlockValue(secret, linkId, lockPassHash)}; Max-Age=${UNLOCK_MAX_AGE_S}; Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Attempts per (client IP, link) per window; in Redis when configured, so all nodes count together. */
export class AttemptLimiter {
  private readonly local = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly redis: Redis | null,
    private readonly namespace: string,
  ) {}

  /** Counts one attempt; true when it is within the limit. */
  async hit(ip: string, linkId: string): Promise<boolean> {
    const key = `${this.namespace}link-pass:${linkId}:${ip}`;
    if (this.redis) {
      try {
        const [[, count]] = (await this.redis.multi().incr(key).pexpire(key, this.windowMs, 'NX').exec()) as [[unknown, number]];
        return count <= this.max;
      } catch {
        // Redis trouble: fall through to this process's counter rather than lock everyone out.
      }
    }
    const now = Date.now();
    if (now > this.sweepAt) {
      for (const [k, v] of this.local) if (v.resetAt <= now) this.local.delete(k);
      this.sweepAt = now + this.windowMs;
    }
    const entry = this.local.get(key);
    if (!entry || entry.resetAt <= now) {
      this.local.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count++;
    return entry.count <= this.max;
  }
}
