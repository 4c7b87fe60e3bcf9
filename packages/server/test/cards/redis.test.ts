/** Two nodes sharing one database and Redis: a card edited on A is served fresh by B at once. */
import { apiPaths, type Card } from '@rabt/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { makeConfig, seedCustomer, type TestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { REDIS_URL, redisUnavailable } from '../helpers/redis.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

const problem = await redisUnavailable('the card eviction test');

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describeEachDatabase('card page cache across nodes (Redis)', (target) => {
  if (problem) return;
  const nodes: TestApp[] = [];
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const made = await makeConfig(target, {}, { REDIS_URL });
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

  it('an edit on node A is on node B’s card page without waiting for the TTL', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const owner = await seedCustomer(a, { plan: 'business' });
    const company = (await owner.client.post(apiPaths.companies, { name: 'Acme' })).body.results;
    const body = {
      first_name: 'Layla',
      last_name: 'Haddad',
      job_title: 'Head of Sales',
      department: 'Sales',
      company_id: company.id,
      emails: [{ label: '', value: 'layla@example.com' }],
    };
    const card = (await owner.client.post(apiPaths.cards, body)).body.results as Card;
    const path = new URL(card.public_url).pathname;
    expect((await visit(b, path)).body).toContain('Head of Sales');

    await owner.client.put(apiPaths.card(card.id), { ...body, job_title: 'Chief Revenue Officer' });
    const fresh = await eventually(
      () => visit(b, path),
      (r) => r.body.includes('Chief Revenue Officer'),
    );
    expect(fresh.body).toContain('Chief Revenue Officer');
  });
});
