/**
 * A ladder rung (bench/ladder.ts): the real redirect handler, link cache and click queue in a
 * process of their own, without the app around them and without the writer thread (the queue's
 * batches are acknowledged unwritten). Against the bare server it measures the handler's own cost
 * on the event loop; against the full app with clicks off, the cost of the app around it.
 */
import { createServer } from 'node:http';
import pino from 'pino';
import type { ClickBatchWriter } from '../src/modules/clicks/batch-writer.ts';
import { batchSize } from '../src/modules/clicks/batch.ts';
import { ClickQueue } from '../src/modules/clicks/queue.ts';
import { LinkCache } from '../src/modules/redirect/cache.ts';
import { redirectHeaders } from '../src/modules/redirect/loader.ts';
import { AttemptLimiter } from '../src/modules/redirect/password.ts';
import { createRedirectHandler } from '../src/modules/redirect/server.ts';

const HOST = 'localhost:3001';
const NIP = 'bench1';
const destination = 'https://example.com/landing?utm_source=bench';
const log = pino({ level: 'warn' });
const cache = new LinkCache(
  async (host, nip) =>
    host === HOST && nip === NIP
      ? {
          id: 'lnk_bench0000000001',
          accountId: 'acc_bench0000000001',
          destination,
          redirectHeaders: redirectHeaders(destination),
          lockPassHash: null,
          scheduleAt: null,
          expiresAt: null,
          closed: false,
        }
      : null,
  { ttlMs: 3_600_000, negativeTtlMs: 5_000, maxEntries: 100_000 },
);
const acknowledging: ClickBatchWriter = {
  kind: 'inline',
  write: async (batch) => ({ written: batchSize(batch), bots: 0 }),
  close: async () => {},
};
const clicks = new ClickQueue(acknowledging, log, { flushMs: 1_000, batchSize: 1_000, maxQueued: 1_000_000 });
const handler = createRedirectHandler({
  cache,
  clicks,
  limiter: new AttemptLimiter(5, 60_000, null, 'bench:'),
  secret: 'bench-secret-that-is-at-least-32-characters',
  appUrl: 'http://localhost:3000',
  trustProxy: false,
  secureCookies: false,
  log,
});
// The same server options as the product's (modules/links/runtime.ts).
const server = createServer({ keepAliveTimeout: 65_000 }, handler);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`BENCH ${JSON.stringify({ port, nip: NIP, host: HOST })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
