/** With REDIS_URL, rate-limit counters are shared: two server processes count the same client together. */
import { apiPaths } from '@rabt/contract';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { databaseTargets } from '../helpers/databases.ts';
import { makeConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { REDIS_URL, redisUnavailable } from '../helpers/redis.ts';

const problem = await redisUnavailable('the shared rate-limit test');

describe.skipIf(problem !== null)('rate limits shared through Redis', () => {
  const apps: FastifyInstance[] = [];
  const drops: Array<() => Promise<void>> = [];
  const namespace = `test:${randomBytes(4).toString('hex')}:`;

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const drop of drops) await drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function instance(): Promise<FastifyInstance> {
    const made = await makeConfig(
      databaseTargets[0]!,
      {
        rateLimitNamespace: namespace,
        rateLimits: { ...(await import('../../src/config.ts')).defaultRateLimits, login: { max: 3, windowMs: 60_000 } },
      },
      { REDIS_URL },
    );
    drops.push(made.drop);
    const app = await buildApp(made.config, { logger: false });
    apps.push(app);
    return app;
  }

  it('two app instances share one counter per client', async () => {
    const a = new TestClient(await instance());
    const b = new TestClient(await instance());
    // Same client address on both "nodes", as behind a load balancer.
    Object.defineProperty(b, 'ip', { value: a.ip });
    const login = { email: 'nobody@example.com', password: 'wrong-password' };
    expect((await a.post(apiPaths.login, login)).status).toBe(422);
    expect((await b.post(apiPaths.login, login)).status).toBe(422);
    expect((await a.post(apiPaths.login, login)).status).toBe(422);
    const limited = await b.post(apiPaths.login, login);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${namespace}*`);
    await redis.quit();
    expect(keys.some((k) => k.includes('/api/auth/login'))).toBe(true);
  });

  it('without REDIS_URL each instance counts alone', async () => {
    const made1 = await makeConfig(databaseTargets[0]!, {
      rateLimits: { ...(await import('../../src/config.ts')).defaultRateLimits, login: { max: 1, windowMs: 60_000 } },
    });
    const made2 = await makeConfig(databaseTargets[0]!, { rateLimits: made1.config.rateLimits });
    drops.push(made1.drop, made2.drop);
    const one = await buildApp(made1.config, { logger: false });
    const two = await buildApp(made2.config, { logger: false });
    apps.push(one, two);
    const a = new TestClient(one);
    const b = new TestClient(two);
    Object.defineProperty(b, 'ip', { value: a.ip });
    const login = { email: 'nobody@example.com', password: 'wrong-password' };
    expect((await a.post(apiPaths.login, login)).status).toBe(422);
    expect((await b.post(apiPaths.login, login)).status).toBe(422);
    expect((await a.post(apiPaths.login, login)).status).toBe(429);
  });

  it('an unreachable REDIS_URL fails at start with a clear message', async () => {
    const made = await makeConfig(databaseTargets[0]!, {}, { REDIS_URL: 'redis://127.0.0.1:1' });
    drops.push(made.drop);
    await expect(buildApp(made.config, { logger: false })).rejects.toThrow(/REDIS_URL is set but Redis is unreachable/);
  });
});
