/** Two app instances (two "nodes") sharing one database and Redis: an edit on A is served by B at once. */
import { apiPaths } from '@rabt/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { makeConfig, seedCustomer, type TestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { REDIS_URL, redisUnavailable } from '../helpers/redis.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';

const problem = await redisUnavailable('the cross-node cache invalidation test');

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describeEachDatabase('link cache invalidation across nodes (Redis)', (target) => {
  if (problem) return;
  const nodes: TestApp[] = [];
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    // Long TTLs: without the broadcast, B would keep serving what it cached for an hour.
    const made = await makeConfig(target, {}, { REDIS_URL, LINK_CACHE_TTL_MS: '3600000', LINK_CACHE_NEGATIVE_TTL_MS: '3600000' });
    drop = made.drop;
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(made.config, { logger: false });
      nodes.push({ app, config: made.config, client: () => new TestClient(app) });
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.app.close();
    await drop?.();
  });

  it('edit, delete and create on node A are seen by node B', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const owner = await seedCustomer(a);
    const link = await createLink(owner, { long_url: 'https://example.com/v1' });
    expect((await visit(b, pathOf(link))).headers.location).toBe('https://example.com/v1');

    await owner.client.put(apiPaths.link(link.id), { long_url: 'https://example.com/v2' });
    const edited = await eventually(
      () => visit(b, pathOf(link)),
      (r) => r.headers.location === 'https://example.com/v2',
    );
    expect(edited.headers.location).toBe('https://example.com/v2');

    await owner.client.delete(apiPaths.link(link.id));
    expect(
      (
        await eventually(
          () => visit(b, pathOf(link)),
          (r) => r.status === 404,
        )
      ).status,
    ).toBe(404);

    const nip = `later-${Date.now().toString(36)}`;
    expect((await visit(b, `/${nip}`)).status).toBe(404); // B caches "no such link"
    await createLink(owner, { long_url: 'https://example.com/new', nip });
    expect(
      (
        await eventually(
          () => visit(b, `/${nip}`),
          (r) => r.status === 302,
        )
      ).headers.location,
    ).toBe('https://example.com/new');
  });
});
