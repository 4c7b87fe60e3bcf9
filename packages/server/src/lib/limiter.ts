/**
 * Counting attempts per key within a window: in Redis when configured (every node counts together),
 * else in this process. Used for limits the IP-keyed route limits cannot express, such as "this
 * account" whatever address the attempts come from (issue 16 item 10). If Redis fails the count
 * falls back to this process rather than locking everyone out.
 */
import type { Redis } from 'ioredis';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  /** ms until the window ends (an estimate when counted locally). */
  retryAfterMs: number;
}

export class KeyedLimiter {
  private readonly local = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 0;

  constructor(
    private readonly redis: Redis | null,
    private readonly namespace: string,
  ) {}

  async hit(key: string, rule: LimitRule): Promise<LimitResult> {
    const fullKey = `${this.namespace}${key}`;
    if (this.redis) {
      try {
        const replies = (await this.redis.multi().incr(fullKey).pexpire(fullKey, rule.windowMs, 'NX').pttl(fullKey).exec()) as [
          [unknown, number],
          [unknown, number],
          [unknown, number],
        ];
        const count = replies[0][1];
        const ttl = replies[2][1];
        return { allowed: count <= rule.max, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
      } catch {
        // Redis trouble: count here instead.
      }
    }
    const now = Date.now();
    if (now > this.sweepAt) {
      for (const [k, v] of this.local) if (v.resetAt <= now) this.local.delete(k);
      this.sweepAt = now + 60_000;
    }
    const entry = this.local.get(fullKey);
    if (!entry || entry.resetAt <= now) {
      this.local.set(fullKey, { count: 1, resetAt: now + rule.windowMs });
      return { allowed: 1 <= rule.max, retryAfterMs: rule.windowMs };
    }
    entry.count++;
    return { allowed: entry.count <= rule.max, retryAfterMs: entry.resetAt - now };
  }
}
