/**
 * Per-key rate limit (decision 063): a fixed window per API key, in Redis when REDIS_URL is set
 * (shared by every process), otherwise in this process. A Redis failure lets the call through
 * (logged), like the credential limits.
 */
import { ErrorCode } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { defaultRateLimits } from '../../config.ts';
import { appError } from '../../lib/errors.ts';

const rule = (app: FastifyInstance) => app.config.rateLimits.apiKey ?? defaultRateLimits.apiKey!;

const local = new Map<string, { count: number; resetAt: number }>();

async function hit(app: FastifyInstance, keyId: string): Promise<{ count: number; ttlMs: number }> {
  const { windowMs } = rule(app);
  const name = `${app.config.rateLimitNamespace}apikey:${keyId}`;
  if (app.redis) {
    try {
      const [[, count], [, ttl]] = (await app.redis.multi().incr(name).pttl(name).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      if (ttl < 0) await app.redis.pexpire(name, windowMs);
      return { count, ttlMs: ttl < 0 ? windowMs : ttl };
    } catch (error) {
      app.log.warn({ err: error }, 'api key rate limit skipped: redis error');
      return { count: 0, ttlMs: windowMs };
    }
  }
  const now = Date.now();
  let entry = local.get(name);
  if (!entry || entry.resetAt <= now) {
    if (local.size > 10_000) local.clear();
    entry = { count: 0, resetAt: now + windowMs };
    local.set(name, entry);
  }
  entry.count++;
  return { count: entry.count, ttlMs: entry.resetAt - now };
}

export async function checkKeyRate(app: FastifyInstance, keyId: string): Promise<void> {
  const { count, ttlMs } = await hit(app, keyId);
  if (count > rule(app).max) {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    throw appError(ErrorCode.RATE_LIMITED, `This API key made too many calls. Please wait ${seconds} seconds.`, {
      retry_after_seconds: seconds,
    });
  }
}
