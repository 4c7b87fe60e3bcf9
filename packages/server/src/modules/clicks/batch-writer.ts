/**
 * Where the click queue sends its batches. The default is a worker thread (writer-thread.ts) with
 * its own database connection, so classifying clicks (user agent, geo) and writing raw rows and
 * rollups never run on the event loop that answers redirects (docs/decisions/034-links-click-writer-thread.md).
 * The in-process writer remains only where a second connection cannot see the same data: an
 * in-memory SQLite database (`sqlite::memory:`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../lib/ts-worker.ts';
import type { Db, Dialect } from '../../db/schema.ts';
import type { ClickColumns } from './batch.ts';
import { noGeo, openGeo, type GeoLookup } from './geo.ts';
import { ANALYTICS_FLUSH_MS, analyticsPending, flushAnalytics, writeBatch, type BatchResult } from './writer.ts';

export interface ClickBatchWriter {
  readonly kind: 'thread' | 'inline';
  /** Resolves once the batch is committed; rejects if it was not (the caller keeps and retries it). */
  write(batch: ClickColumns): Promise<BatchResult>;
  /** After the last write: release the connection (and stop the thread). */
  close(): Promise<void>;
}

/** What the writer thread needs to open its own connection and geo database. */
export interface WriterThreadData {
  databaseUrl: string;
  databaseSchema: string | null;
  geoipDb: string[] | null;
}

export type ToWriterThread = { t: 'write'; id: number; batch: ClickColumns } | { t: 'close' };

export type FromWriterThread =
  | { t: 'done'; id: number; written: number; bots: number }
  | { t: 'failed'; id: number; message: string }
  | { t: 'log'; level: 'warn' | 'error'; msg: string; err?: { message: string; stack?: string }; path?: string[] | null }
  | { t: 'closed' };

/** Writes on the caller's event loop, through the app's own connection. */
export class InlineWriter implements ClickBatchWriter {
  readonly kind = 'inline';
  private geo: Promise<GeoLookup> | null = null;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly geoipDb: string[] | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async write(batch: ClickColumns): Promise<BatchResult> {
    this.geo ??= openGeo(this.geoipDb).catch((error: unknown) => {
      this.log.error(
        { err: error, path: this.geoipDb },
        'GEOIP_DB could not be opened; clicks are stored without a country or city',
      );
      return noGeo;
    });
    const result = await writeBatch(this.db, this.dialect, batch, await this.geo);
    // An idle flush, restarted by every batch: while batches keep coming they decide when the
    // rollups are due (writer.ts: isDue).
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (analyticsPending(this.db)) {
      this.timer = setTimeout(() => {
        this.timer = null;
        flushAnalytics(this.db, this.dialect).catch((error: unknown) =>
          this.log.warn({ err: error }, 'analytics rollups not written yet (retried with the next batch)'),
        );
      }, ANALYTICS_FLUSH_MS);
      this.timer.unref();
    }
    return result;
  }

  private timer: NodeJS.Timeout | null = null;

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await flushAnalytics(this.db, this.dialect);
  }
}

const ENTRY = new URL('./writer-thread.ts', import.meta.url);
const CLOSE_TIMEOUT_MS = 5_000;

/** The thread runs TypeScript through tsx (lib/ts-worker.ts); a compiled `.js` entry starts directly. */
function startThread(data: WriterThreadData): Worker {
  return startTsWorker(ENTRY, { workerData: data });
}

interface Waiting {
  resolve(result: BatchResult): void;
  reject(error: Error): void;
}

/**
 * Sends each batch to the writer thread as columns and resolves when the thread has committed it.
 * The thread starts on the first batch (an app that records no click never starts one). If it dies,
 * batches in flight are rejected (so the queue keeps and retries them) and the next write starts a
 * new thread.
 */
export class ThreadWriter implements ClickBatchWriter {
  readonly kind = 'thread';
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private closedSignal: (() => void) | null = null;

  constructor(
    private readonly data: WriterThreadData,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The running thread, for tests: undefined before the first batch. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread(this.data);
    worker.unref();
    worker.on('message', (message: FromWriterThread) => this.onMessage(message));
    worker.on('error', (error) => {
      this.log.error({ err: error }, 'click writer thread failed');
      this.lost(worker, error);
    });
    worker.on('exit', (code) => this.lost(worker, new Error(`click writer thread exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private onMessage(message: FromWriterThread): void {
    switch (message.t) {
      case 'done':
      case 'failed': {
        const waiting = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        // Nothing in flight: the thread must not keep the process alive on its own.
        if (this.waiting.size === 0) this.worker?.unref();
        if (message.t === 'done') waiting?.resolve({ written: message.written, bots: message.bots });
        else waiting?.reject(new Error(message.message));
        return;
      }
      case 'log':
        this.log[message.level]({ err: message.err, path: message.path }, message.msg);
        return;
      case 'closed':
        this.closedSignal?.();
    }
  }

  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
    this.closedSignal?.();
  }

  write(batch: ClickColumns): Promise<BatchResult> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<BatchResult>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      // Copied, not transferred (~30 KB per 1000 clicks): the queue keeps the batch for a retry.
      worker.postMessage({ t: 'write', id, batch } satisfies ToWriterThread, []);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const closed = new Promise<void>((resolve) => {
      this.closedSignal = resolve;
    });
    worker.ref();
    worker.postMessage({ t: 'close' } satisfies ToWriterThread, []);
    const timer = setTimeout(() => this.closedSignal?.(), CLOSE_TIMEOUT_MS);
    await closed;
    clearTimeout(timer);
    this.closedSignal = null;
    this.worker = null;
    // The thread has closed its connection; terminate() only ends an idle isolate.
    await worker.terminate();
  }
}

export interface ClickWriterSource {
  db: Db;
  dialect: Dialect;
  databaseUrl: string;
  databaseSchema: string | null;
  geoipDb: string[] | null;
}

export function createClickWriter(source: ClickWriterSource, log: FastifyBaseLogger): ClickBatchWriter {
  if (source.databaseUrl === 'sqlite::memory:') return new InlineWriter(source.db, source.dialect, source.geoipDb, log);
  return new ThreadWriter(
    { databaseUrl: source.databaseUrl, databaseSchema: source.databaseSchema, geoipDb: source.geoipDb },
    log,
  );
}
