/** Two nodes sharing one database and Redis: a card edited on A is served fresh by B at once. */
import { apiPaths, type Card } from '@rabt/contract';
import { expect, it } from 'vitest';
import { seedCustomer } from '../helpers/app.ts';
import { eventually, useTwoNodes } from '../helpers/nodes.ts';
import { redisUnavailable } from '../helpers/redis.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { visit } from '../helpers/links.ts';

const problem = await redisUnavailable('the card eviction test');

describeEachDatabase('card page cache across nodes (Redis)', (target) => {
  if (problem) return;
  const nodes = useTwoNodes(target);

  it('an edit on node A is on node B’s card page without waiting for the TTL', async () => {
    const { a, b } = nodes;
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
