/**
 * Rate limits for the credential endpoints, keyed by client IP and route. Counters live in Redis
 * when REDIS_URL is set (shared by every server process), otherwise in this process.
 * If Redis fails mid-request the limit is skipped rather than locking everyone out (logged).
 */
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '../config.ts';
import { appError } from '../lib/errors.ts';

function humanWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Route config fragment: `config: { rateLimit: limit(app.config.rateLimits.login) }`. */
export function limit(rule: RateLimitRule) {
  return { max: rule.max, timeWindow: rule.windowMs };
}

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis } : {}),
    nameSpace: app.config.rateLimitNamespace,
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      appError(ErrorCode.RATE_LIMITED, `Too many attempts. Please wait ${humanWait(context.ttl)} and try again.`, {
        retry_after_seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rabt-rate-limit' });
