/** The Redis the server tests use, and one probe for it (shared by every suite that needs Redis). */
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisProblem(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return String(error);
  } finally {
    probe.disconnect();
  }
}

/**
 * Null when Redis answers, else why not. In CI an unreachable Redis fails the suite (a skip there
 * would hide an environment problem); locally `what` is reported as skipped.
 */
export async function redisUnavailable(what: string): Promise<string | null> {
  const problem = await redisProblem();
  if (problem) {
    if (process.env.CI) throw new Error(`Redis at ${REDIS_URL} is unreachable in CI: ${problem}`);
    console.warn(`[server tests] Redis at ${REDIS_URL} is unreachable (${problem}); ${what} is SKIPPED.`);
  }
  return problem;
}
