/**
 * The click writer thread (started by batch-writer.ts): its own database connection (a second
 * SQLite connection on the WAL file, or its own PostgreSQL pool, of which one connection is used
 * since batches are written one at a time) and its own geo reader. Each batch is classified and
 * written in one transaction (writer.ts), then acknowledged with its counts; a failed batch is
 * reported and the main thread keeps it for a retry. On 'close' it finishes every batch already
 * received, closes the connection and says 'closed'.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { openDatabase } from '../../db/connect.ts';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from './batch-writer.ts';
import { noGeo, openGeo, type GeoLookup } from './geo.ts';
import { ANALYTICS_FLUSH_MS, analyticsPending, flushAnalytics, writeBatch } from './writer.ts';

if (!parentPort) throw new Error('writer-thread.ts runs only as a worker thread');
const port: MessagePort = parentPort;
const data = workerData as WriterThreadData;
const post = (message: FromWriterThread) => port.postMessage(message);
const errorOf = (error: unknown) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

/**
 * Visitors first. On Linux a thread's nice value is its own, so this lowers the writer thread only:
 * when the CPU is contended (a small box under a burst) the event loop answering redirects gets
 * the cores and clicks wait in the queue a little longer; with cores to spare it changes nothing.
 * On the 2-core bench it took the redirect service from 15–21k to 23–24k req/s with every click
 * still stored (docs/decisions/035). Raising one's own nice value needs no privilege; where the
 * call is refused the thread simply runs at normal priority.
 */
const WRITER_NICE = 10;
// Elsewhere (macOS, BSDs) the nice value belongs to the whole process: leave it alone.
if (process.platform === 'linux') {
  try {
    setPriority(WRITER_NICE);
  } catch {
    // Not fatal: only scheduling preference is lost.
  }
}

const database = openDatabase(data.databaseUrl, data.databaseSchema);
const geo: Promise<GeoLookup> = openGeo(data.geoipDb).catch((error: unknown) => {
  post({
    t: 'log',
    level: 'error',
    msg: 'GEOIP_DB could not be opened; clicks are stored without a country or city',
    err: errorOf(error),
    path: data.geoipDb,
  });
  return noGeo;
});

// Messages are handled strictly in order: one transaction at a time, and 'close' after every write.
let chain: Promise<void> = Promise.resolve();

/**
 * Analytics rollups wait in memory for the next due batch (writer.ts: isDue); when no batch comes
 * for ANALYTICS_FLUSH_MS, this writes them. Restarted by every batch: while batches keep coming,
 * they decide when the buffer is due.
 */
let flushTimer: NodeJS.Timeout | null = null;
async function flush(): Promise<void> {
  try {
    await flushAnalytics(database.db, database.dialect);
  } catch (error) {
    post({
      t: 'log',
      level: 'warn',
      msg: 'click writer thread: analytics rollups not written yet (retried)',
      err: errorOf(error),
    });
    scheduleFlush();
  }
}
function scheduleFlush(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (!analyticsPending(database.db)) return;
  flushTimer = setTimeout(() => {
    flushTimer = null;
    chain = chain.then(flush);
  }, ANALYTICS_FLUSH_MS);
}

async function handle(message: ToWriterThread): Promise<void> {
  if (message.t === 'write') {
    try {
      const result = await writeBatch(database.db, database.dialect, message.batch, await geo);
      post({ t: 'done', id: message.id, ...result });
    } catch (error) {
      post({ t: 'failed', id: message.id, message: errorOf(error).message });
    }
    scheduleFlush();
    return;
  }
  if (flushTimer) clearTimeout(flushTimer);
  await flush();
  try {
    await database.close();
  } catch (error) {
    post({ t: 'log', level: 'warn', msg: 'click writer thread: closing the database failed', err: errorOf(error) });
  }
  post({ t: 'closed' });
  port.close();
}

port.on('message', (message: ToWriterThread) => {
  chain = chain.then(() => handle(message));
});
