/** Two app instances (two "nodes") sharing one database and Redis: an edit on A is served by B at once. */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer } from '../helpers/app.ts';
import { eventually, useTwoNodes } from '../helpers/nodes.ts';
import { redisUnavailable } from '../helpers/redis.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';

const problem = await redisUnavailable('the cross-node cache invalidation test');

describeEachDatabase('link cache invalidation across nodes (Redis)', (target) => {
  if (problem) return;
  // Long TTLs: without the broadcast, B would keep serving what it cached for an hour.
  const nodes = useTwoNodes(target, { LINK_CACHE_TTL_MS: '3600000', LINK_CACHE_NEGATIVE_TTL_MS: '3600000' });

  it('edit, delete and create on node A are seen by node B', async () => {
    const { a, b } = nodes;
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
