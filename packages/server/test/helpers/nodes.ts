/**
 * Two app instances ("nodes") built from one config: one database and one Redis, as two processes
 * behind a load balancer. The cache-invalidation suites write on A and read through B's cache.
 */
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { makeConfig, type TestApp } from './app.ts';
import { TestClient } from './client.ts';
import type { DatabaseTarget } from './databases.ts';
import { REDIS_URL } from './redis.ts';

export interface TwoNodes {
  a: TestApp;
  b: TestApp;
}

/**
 * Builds both nodes for the enclosing describe block and tears them (and the database) down after.
 * `env` adds settings to both, e.g. long cache TTLs so only the broadcast can make B see a change.
 */
export function useTwoNodes(target: DatabaseTarget, env: Record<string, string> = {}): TwoNodes {
  const holder = {} as TwoNodes;
  const apps: TestApp['app'][] = [];
  let drop: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const made = await makeConfig(target, {}, { REDIS_URL, ...env });
    drop = made.drop;
    for (const name of ['a', 'b'] as const) {
      const app = await buildApp(made.config, { logger: false });
      apps.push(app);
      holder[name] = { app, config: made.config, client: () => new TestClient(app) };
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
  });
  return holder;
}

/**
 * Reads until `done` holds or `ms` pass, and returns the last read: the caller asserts on it, so a
 * broadcast that never arrives fails with the stale value rather than a timeout.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
