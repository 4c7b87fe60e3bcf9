/**
 * (b) Our redirect service with click recording on: one link created through the API code path,
 * served from the short port. On SIGTERM the app closes (drains the click queue) and prints what
 * the queue received and wrote.
 */
import { apiPaths } from '@rabt/contract';
import { rmSync } from 'node:fs';
import { issueXsrfToken } from '../src/plugins/xsrf.ts';
import { benchApp } from './fixture.ts';

const { app, config, accountId, token, dataDir } = await benchApp();
const xsrf = issueXsrfToken(config.secret);
const created = await app.inject({
  method: 'POST',
  url: `/api/${apiPaths.links}`,
  headers: {
    authorization: `Bearer ${token}`,
    'account-id': accountId,
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
  },
  cookies: { 'XSRF-TOKEN': xsrf },
  payload: JSON.stringify({ long_url: 'https://example.com/landing', utm_source: 'bench' }),
});
if (created.statusCode !== 201) throw new Error(`could not create the bench link: ${created.body}`);
const link = created.json().results as { id: string; nip: string };
// Diagnostics only (BENCH_CLICKS=off): answer redirects without queueing clicks, to see what the
// click path costs the event loop. The reported numbers always come from the default (on).
if (process.env.BENCH_CLICKS === 'off') app.links.clicks.record = () => {};
const address = await app.links.listen(0, '127.0.0.1');

process.on('SIGTERM', () => {
  const before = app.links.clicks.stats();
  app.close().then(async () => {
    const after = app.links.clicks.stats();
    // Count from a fresh connection: what is on disk after the drain, not what the queue believes.
    const { openDatabase } = await import('../src/db/connect.ts');
    const db = openDatabase(config.databaseUrl);
    const row = await db.db
      .selectFrom('clicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('link_id', '=', link.id)
      .executeTakeFirstOrThrow();
    const total = await db.db.selectFrom('links').select('clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
    await db.close();
    // The throw-away database (tens of MB after a run) goes with the process.
    rmSync(dataDir, { recursive: true, force: true });
    process.stdout.write(
      `BENCH ${JSON.stringify({ pendingAtSigterm: before.pending, received: after.received, written: after.written, bots: after.bots, dropped: after.dropped, stored: Number(row.n), linkClicks: Number(total.clicks) })}\n`,
    );
    process.exit(0);
  });
});

// Printed last: run.ts starts the load as soon as it reads this line.
process.stdout.write(`BENCH ${JSON.stringify({ port: address.port, nip: link.nip, host: config.links.shortDomain })}\n`);
