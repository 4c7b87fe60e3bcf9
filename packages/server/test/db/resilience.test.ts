/**
 * Issue 16 items 2 and 3, on PostgreSQL: the pool survives connections dropped by the server
 * (pg_terminate_backend) and reconnects, a click batch whose connection is killed mid-write is
 * retried, not lost; a database that stops answering makes the API answer 503 with Retry-After and
 * the envelope (not hang), /api/health says "down" within 2 s, and cached redirects keep working.
 */
import { apiPaths, ErrorBody } from '@rabt/contract';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type TestApp } from '../helpers/app.ts';
import { databaseTargets, PG_URL } from '../helpers/databases.ts';
import { FreezeProxy } from '../helpers/freeze-proxy.ts';
import { createLink, visit } from '../helpers/links.ts';

const postgres = databaseTargets.find((target) => target.name === 'postgres')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client(PG_URL);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function storedClicks(t: TestApp, linkId: string): Promise<number> {
  const schema = t.config.databaseSchema!;
  return admin(async (c) =>
    Number((await c.query(`select count(*) as n from ${schema}.clicks where link_id = $1`, [linkId])).rows[0].n),
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(!postgres.available)('PostgreSQL: dropped connections', () => {
  const t = useTestApp(postgres, {}, { CLICK_FLUSH_MS: '100' });

  it('the pool survives pg_terminate_backend, reconnects, and a click batch killed mid-write is retried', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/dropped' });
    for (let i = 0; i < 5; i++) expect((await visit(t, `/${link.nip}`)).status).toBe(302);
    await until(async () => (await storedClicks(t, link.id)) === 5, 10_000, 'the first 5 clicks');
    const appName = `rabt:${t.config.databaseSchema}`;

    // Every connection of this app (API pool and click writer thread) killed while idle.
    const killed = await admin(
      async (c) =>
        (await c.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName])).rowCount,
    );
    expect(killed).toBeGreaterThanOrEqual(2);
    await sleep(200);
    expect((await owner.client.get(apiPaths.links)).status).toBe(200);

    // A batch whose connection dies in the middle of its transaction: hold the clicks table, let
    // the writer block on it, kill the writer's backend, let go.
    const locker = new Client(PG_URL);
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table ${t.config.databaseSchema}.clicks in access exclusive mode`);
      for (let i = 0; i < 5; i++) expect((await visit(t, `/${link.nip}`)).status).toBe(302);
      let writerPid = 0;
      await until(
        async () => {
          // Not on the locker's connection: pg_stat_activity is a snapshot fixed for a transaction.
          const { rows } = await admin((c) =>
            c.query("select pid from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'", [appName]),
          );
          writerPid = rows[0]?.pid ?? 0;
          return writerPid !== 0;
        },
        10_000,
        'the click writer to wait on the lock',
      );
      await locker.query('select pg_terminate_backend($1)', [writerPid]);
      await locker.query('commit');
    } finally {
      await locker.end();
    }

    await until(async () => (await storedClicks(t, link.id)) === 10, 15_000, 'the retried batch');
    expect(t.app.links.clicks.stats().dropped).toBe(0);
  });
});

describe.skipIf(!postgres.available)('PostgreSQL: a database that stops answering', () => {
  const proxy = new FreezeProxy(new URL(PG_URL).hostname, Number(new URL(PG_URL).port || 5432));
  beforeAll(() => proxy.start());
  afterAll(() => proxy.close());
  const t = useTestApp(postgres, {}, {
    get DATABASE_URL() {
      const url = new URL(PG_URL);
      url.port = String(proxy.port);
      return url.toString();
    },
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    DATABASE_ACQUIRE_TIMEOUT_MS: '1000',
  } as unknown as Record<string, string>);

  it(
    'API 503 + Retry-After + envelope, health down within 2 s, cached redirects still served; recovers',
    { timeout: 60_000 },
    async () => {
      const owner = await seedCustomer(t);
      const link = await createLink(owner, { long_url: 'https://example.com/frozen' });
      expect((await visit(t, `/${link.nip}`)).status).toBe(302); // now cached

      proxy.freeze();
      try {
        let started = Date.now();
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', details: { db: 'down' } } });
        expect(health.headers['retry-after']).toBeDefined();

        started = Date.now();
        const list = await owner.client.get(apiPaths.links);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(list.status).toBe(503);
        expect(ErrorBody.is(list.body)).toBe(true);
        expect(list.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(list.headers['retry-after']).toBe('5');

        started = Date.now();
        const cached = await visit(t, `/${link.nip}`);
        expect(cached.status).toBe(302);
        expect(cached.headers.location).toBe('https://example.com/frozen');
        expect(Date.now() - started).toBeLessThan(500);
      } finally {
        proxy.thaw();
      }
      await until(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200, 15_000, 'health');
      expect((await owner.client.get(apiPaths.links)).status).toBe(200);
    },
  );
});
