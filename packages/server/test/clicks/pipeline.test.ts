/**
 * Click accounting through the queue and the writer thread: counts, bots and HEAD, rollups by
 * dimension, geo, channels, drain on close (in process and through SIGTERM of `npm start`'s entry),
 * a writer thread that dies, and the in-process writer kept for `sqlite::memory:`.
 */
import { apiPaths } from '@rabt/contract';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connect.ts';
import type { ThreadWriter } from '../../src/modules/clicks/batch-writer.ts';
import { channelOf, referrerHost } from '../../src/modules/clicks/classify.ts';
import { makeConfig, seedCustomer, useTestApp, type TestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { databaseTargets, describeEachDatabase, type DatabaseTarget } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** A thread's nice value (Linux): field 19 of /proc/self/task/<tid>/stat. */
function niceOfTask(task: string): number {
  return Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Raw and link-total counts from a fresh connection: what is on disk, not what the queue believes. */
async function storedClicks(databaseUrl: string, schema: string | null, linkId: string) {
  const reopened = openDatabase(databaseUrl, schema);
  try {
    const rows = await reopened.db.selectFrom('clicks').select('id').where('link_id', '=', linkId).execute();
    const link = await reopened.db.selectFrom('links').select('clicks').where('id', '=', linkId).executeTakeFirstOrThrow();
    const total = await reopened.db
      .selectFrom('click_rollups_daily')
      .select('count')
      .where('link_id', '=', linkId)
      .where('dimension', '=', 'total')
      .execute();
    return { raw: rows.length, link: Number(link.clicks), rollup: total.reduce((sum, r) => sum + Number(r.count), 0) };
  } finally {
    await reopened.close();
  }
}

async function rollups(t: TestApp, linkId: string, dimension: string) {
  const rows = await t.app.db
    .selectFrom('click_rollups_daily')
    .select(['value', 'count'])
    .where('link_id', '=', linkId)
    .where('dimension', '=', dimension)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.value, Number(r.count)]));
}

describeEachDatabase('clicks', (target) => {
  const t = useTestApp(target, {}, { TRUST_PROXY: 'true' });

  it('N visits → N clicks after the flush; bots and HEAD are not counted; an empty UA is', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/count' });
    for (let i = 0; i < 7; i++) await visit(t, pathOf(link));
    await visit(t, pathOf(link), { headers: { 'user-agent': '' } });
    await visit(t, pathOf(link), { headers: { 'user-agent': GOOGLEBOT } });
    await visit(t, pathOf(link), { headers: { 'user-agent': 'curl/8.5.0' } });
    await visit(t, pathOf(link), { method: 'HEAD' });
    // Nothing is written on the request path.
    expect((await t.app.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute()).length).toBe(0);
    await t.app.links.clicks.flush();
    const raw = await t.app.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute();
    expect(raw).toHaveLength(8);
    expect(await rollups(t, link.id, 'total')).toEqual({ '': 8 });
    expect((await owner.client.get(apiPaths.link(link.id))).body.results.clicks).toBe(8);
    const listed = await owner.client.get(`${apiPaths.links}?sort=clicks`);
    expect(listed.body.results[0]).toMatchObject({ id: link.id, clicks: 8 });
  });

  it('rollups by country, city, device, os, browser, referrer and channel', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/dims' });
    const go = (ua: string, ip: string, referer?: string, query = '') =>
      visit(t, pathOf(link) + query, { headers: { 'user-agent': ua, 'x-forwarded-for': ip, ...(referer ? { referer } : {}) } });
    await go(CHROME_ANDROID, '8.8.8.8', 'https://www.google.com/search?q=x');
    await go(CHROME_ANDROID, '212.77.98.9', 'https://l.facebook.com/l.php');
    await go(SAFARI_MAC, '8.8.8.8', 'https://mail.google.com/mail/u/0/');
    await go(SAFARI_MAC, '127.0.0.1', 'https://blog.example.org/post');
    await go(SAFARI_MAC, '8.8.8.8');
    await go(CHROME_ANDROID, '8.8.8.8', undefined, '?qr=1');
    await t.app.links.clicks.flush();

    expect(await rollups(t, link.id, 'country')).toEqual({ US: 4, PL: 1, unknown: 1 });
    // The bundled DB-IP city database places 8.8.8.8 in Mountain View and 212.77.98.9 in Warsaw;
    // a link's daily place rows carry country and region with the city (migration 0023).
    expect(await rollups(t, link.id, 'city')).toEqual({
      'US\tCalifornia\tMountain View': 4,
      'PL\tMazovia\tWarsaw': 1,
      'unknown\tunknown\tunknown': 1,
    });
    expect(await rollups(t, link.id, 'device')).toEqual({ mobile: 3, desktop: 3 });
    expect(await rollups(t, link.id, 'os')).toEqual({ Android: 3, 'Mac OS': 3 });
    expect(await rollups(t, link.id, 'browser')).toMatchObject({ Safari: 3 });
    expect(await rollups(t, link.id, 'referrer')).toEqual({
      'google.com': 1,
      'l.facebook.com': 1,
      'mail.google.com': 1,
      'blog.example.org': 1,
      direct: 2,
    });
    expect(await rollups(t, link.id, 'channel')).toEqual({ search: 1, social: 1, email: 1, referral: 1, direct: 1, qr: 1 });
    const raw = await t.app.db
      .selectFrom('clicks')
      .selectAll()
      .where('link_id', '=', link.id)
      .where('channel', '=', 'qr')
      .executeTakeFirstOrThrow();
    // Epoch milliseconds, stamped when the visit was answered (migration 0004).
    expect(typeof raw.at).toBe('number');
    expect(Math.abs(raw.at - Date.now())).toBeLessThan(60_000);
    expect(raw).toMatchObject({
      account_id: owner.accountId,
      country: 'US',
      city: 'Mountain View',
      device: 'mobile',
      os: 'Android',
      referrer_host: null,
    });
  });

  it('city rollups from IPv4, IPv6 and IPv4-mapped IPv6 client addresses', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/cities' });
    for (const ip of ['212.77.98.9', '::ffff:212.77.98.9', '2a00:1450:4001:82b::200e', '2001:67c:2e8:22::c100:68b', '10.1.2.3'])
      await visit(t, pathOf(link), { headers: { 'user-agent': SAFARI_MAC, 'x-forwarded-for': ip } });
    await t.app.links.clicks.flush();
    expect(await rollups(t, link.id, 'city')).toEqual({
      'PL\tMazovia\tWarsaw': 2,
      'DE\tHesse\tFrankfurt am Main': 1,
      'NL\tNorth Holland\tAmsterdam': 1,
      'unknown\tunknown\tunknown': 1,
    });
    expect(await rollups(t, link.id, 'country')).toEqual({ PL: 2, DE: 1, NL: 1, unknown: 1 });
  });

  it("another account cannot see a link's clicks", async () => {
    const a = await seedCustomer(t);
    const b = await seedCustomer(t);
    const link = await createLink(a, { long_url: 'https://example.com/mine' });
    await visit(t, pathOf(link));
    await t.app.links.clicks.flush();
    expect((await b.client.get(apiPaths.link(link.id))).status).toBe(404);
    const list = await b.client.get(`${apiPaths.links}?sort=clicks`);
    expect(list.body.results.find((l: { id: string }) => l.id === link.id)).toBeUndefined();
  });

  it('channel and referrer rules', () => {
    expect(channelOf(referrerHost('https://www.google.com.sa/'), false)).toBe('search');
    expect(channelOf(referrerHost('https://duckduckgo.com/'), false)).toBe('search');
    expect(channelOf(referrerHost('https://t.co/abc'), false)).toBe('social');
    expect(channelOf(referrerHost('https://m.facebook.com/'), false)).toBe('social');
    expect(channelOf(referrerHost('https://outlook.live.com/mail'), false)).toBe('email');
    expect(channelOf(referrerHost('android-app://com.slack'), false)).toBe('direct');
    expect(channelOf(null, true)).toBe('qr');
  });

  it('closing the app drains the queue: every click is stored (reopened database)', async () => {
    const made = await makeConfig(target, {}, { CLICK_FLUSH_MS: '600000' });
    const app = await buildApp(made.config, { logger: false });
    const local: TestApp = { app, config: made.config, client: () => new TestClient(app) };
    try {
      const owner = await seedCustomer(local);
      const link = await createLink(owner, { long_url: 'https://example.com/drain' });
      await Promise.all(Array.from({ length: 40 }, () => visit(local, pathOf(link))));
      expect(app.links.clicks.stats().pending).toBe(40);
      await app.close();
      const reopened = openDatabase(made.config.databaseUrl, made.config.databaseSchema);
      const rows = await reopened.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute();
      const total = await reopened.db.selectFrom('links').select('clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
      await reopened.close();
      expect(rows).toHaveLength(40);
      expect(Number(total.clicks)).toBe(40);
    } finally {
      await made.drop();
    }
  });

  it('the writer is a worker thread: batches are committed by it, not by the request thread', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/thread' });
    const writer = t.app.links.clicks.writer as ThreadWriter;
    expect(writer.kind).toBe('thread');
    for (let i = 0; i < 5; i++) await visit(t, pathOf(link));
    await t.app.links.clicks.flush();
    expect(writer.threadId).toBeGreaterThan(0);
    expect(await storedClicks(t.config.databaseUrl, t.config.databaseSchema, link.id)).toEqual({ raw: 5, link: 5, rollup: 5 });
    // Linux: the writer lowered its own priority (nice 10), and only its own (this thread is at 0).
    if (process.platform === 'linux') {
      expect(readdirSync('/proc/self/task').map(niceOfTask)).toContain(10);
      expect(niceOfTask(readlinkSync('/proc/thread-self').split('/').pop()!)).toBe(0);
    }
  });

  it('a writer thread that dies is replaced; queued clicks are still stored', async () => {
    const owner = await seedCustomer(t);
    const link = await createLink(owner, { long_url: 'https://example.com/respawn' });
    await visit(t, pathOf(link));
    await t.app.links.clicks.flush();
    const writer = t.app.links.clicks.writer as ThreadWriter;
    const first = writer.threadId;
    await (writer as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    for (let i = 0; i < 3; i++) await visit(t, pathOf(link));
    await t.app.links.clicks.flush();
    expect(writer.threadId).not.toBe(first);
    expect(await storedClicks(t.config.databaseUrl, t.config.databaseSchema, link.id)).toEqual({ raw: 4, link: 4, rollup: 4 });
  });

  it('closing mid-stream drains every batch through the thread: queued, in flight and partial', async () => {
    const made = await makeConfig(target, {}, { CLICK_FLUSH_MS: '600000', CLICK_BATCH_SIZE: '25' });
    const app = await buildApp(made.config, { logger: false });
    const local: TestApp = { app, config: made.config, client: () => new TestClient(app) };
    try {
      const owner = await seedCustomer(local);
      const link = await createLink(owner, { long_url: 'https://example.com/drain-batches' });
      // 160 humans (several full batches go to the thread while visits continue) and 20 bots.
      await Promise.all([
        ...Array.from({ length: 160 }, () => visit(local, pathOf(link))),
        ...Array.from({ length: 20 }, () => visit(local, pathOf(link), { headers: { 'user-agent': GOOGLEBOT } })),
      ]);
      await app.close();
      expect(app.links.clicks.stats()).toMatchObject({ received: 180, written: 160, bots: 20, dropped: 0, pending: 0 });
      expect(await storedClicks(made.config.databaseUrl, made.config.databaseSchema, link.id)).toEqual({
        raw: 160,
        link: 160,
        rollup: 160,
      });
    } finally {
      await made.drop();
    }
  });

  it('SIGTERM to the production entry (scripts/start.mjs, tsx in process) loses no click', { timeout: 120_000 }, async () => {
    const made = await makeConfig(target, {}, { SHORT_DOMAIN: 's.test' });
    let linkId = '';
    let nip = '';
    {
      // Migrate and create the link through the API with an app that is then closed.
      const app = await buildApp(made.config, { logger: false });
      const owner = await seedCustomer({ app, config: made.config, client: () => new TestClient(app) });
      const link = await createLink(owner, { long_url: 'https://example.com/sigterm' });
      linkId = link.id;
      nip = link.nip;
      await app.close();
    }
    const shortPort = await freePort();
    // As `npm start` runs it (package.json "start"), Node flags included.
    const startWords = (
      JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start
      .replace(/^exec /, '')
      .split(/\s+/);
    expect(startWords[0]).toBe('node');
    const child = spawn(process.execPath, startWords.slice(1), {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SKIP_APP_BUILD: '1',
        APP_DIR: 'none',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        SHORT_PORT: String(shortPort),
        SHORT_DOMAIN: 's.test',
        SECRET: made.config.secret,
        DATA_DIR: made.config.dataDir,
        DATABASE_URL: made.config.databaseUrl,
        ...(made.config.databaseSchema ? { DATABASE_SCHEMA: made.config.databaseSchema } : {}),
        APP_URL: 'http://app.test',
        // Long enough that every click below is still queued at SIGTERM, except the full batches.
        CLICK_FLUSH_MS: '600000',
        CLICK_BATCH_SIZE: '100',
        // The drain here includes the writer thread's cold start (started by the first full batch,
        // just before SIGTERM; nice 10): ~1.5 s on an idle 2-core machine, 4–11 s with three busy
        // loops beside it and up to 35 s at load average 15, past main.ts's default 10 s. This
        // test is about losing no click, not about speed.
        SHUTDOWN_TIMEOUT_MS: '60000',
      },
    });
    // 'close' comes after 'exit' once stdout has ended: by then `output` holds every log line.
    const closed = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    // stdout is read until the child ends, not only up to the serving line: a pipe nobody reads
    // fills up and blocks the child's (synchronous) log writes, and a failed shutdown is explained
    // by what it logged after that line.
    let output = '';
    child.stdout!.setEncoding('utf8');
    const serving = new Promise<void>((done) => {
      child.stdout!.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Rabt is serving')) done();
      });
    });
    /** The warnings and errors the child logged (pino level >= 40), and any line that is not pino's JSON. */
    const problems = () =>
      output
        .split('\n')
        .filter((line) => {
          if (!line.trim()) return false;
          try {
            return Number((JSON.parse(line) as { level?: unknown }).level) >= 40;
          } catch {
            return true;
          }
        })
        .join('\n');
    try {
      await Promise.race([serving, closed]);
      expect(output).toContain('Short links are served');
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      const hit = () =>
        new Promise<number>((done, fail) => {
          request(
            {
              host: '127.0.0.1',
              port: shortPort,
              path: `/${encodeURIComponent(nip)}`,
              agent,
              headers: { host: 's.test', 'user-agent': CHROME_ANDROID },
            },
            (res) => {
              res.resume();
              res.on('end', () => done(res.statusCode ?? 0));
            },
          )
            .on('error', fail)
            .end();
        });
      const statuses = await Promise.all(Array.from({ length: 350 }, hit));
      agent.destroy();
      expect(statuses.every((s) => s === 302)).toBe(true);
      child.kill('SIGTERM');
      const [code, signal] = await closed;
      expect(code, `exit code ${code} (signal ${signal}); warnings and errors logged:\n${problems()}`).toBe(0);
      expect(await storedClicks(made.config.databaseUrl, made.config.databaseSchema, linkId)).toEqual({
        raw: 350,
        link: 350,
        rollup: 350,
      });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await made.drop();
    }
  });
});

it('sqlite::memory: keeps the in-process writer (a second connection could not see the data)', async () => {
  const sqliteFile = databaseTargets.find((d) => d.name === 'sqlite')!;
  const memory: DatabaseTarget = {
    ...sqliteFile,
    create: async () => ({ ...(await sqliteFile.create()), databaseUrl: 'sqlite::memory:' }),
  };
  const made = await makeConfig(memory);
  const app = await buildApp(made.config, { logger: false });
  try {
    const local: TestApp = { app, config: made.config, client: () => new TestClient(app) };
    const owner = await seedCustomer(local);
    const link = await createLink(owner, { long_url: 'https://example.com/memory' });
    expect(app.links.clicks.writer.kind).toBe('inline');
    for (let i = 0; i < 3; i++) await visit(local, pathOf(link));
    await app.links.clicks.flush();
    const rows = await app.db.selectFrom('clicks').select('id').where('link_id', '=', link.id).execute();
    expect(rows).toHaveLength(3);
  } finally {
    await app.close();
    await made.drop();
  }
});
