/**
 * The click queue: the redirect only appends to an in-memory array (no I/O on the request path);
 * every `flushMs`, or as soon as `batchSize` clicks wait, a batch goes to the batch writer, one
 * batch at a time. The writer is a worker thread with its own database connection
 * (batch-writer.ts), so classifying and writing clicks takes no time from the event loop that
 * answers redirects. A batch counts as written only when the writer acknowledges its commit; a
 * failed write puts the batch back and retries with back-off. close() stops the timer, hands every
 * queued click to the writer, waits for the acknowledgements, then stops the writer: SIGTERM loses
 * no click. Only if the database stays down and the queue passes `maxQueued` are the oldest clicks
 * dropped (counted and logged), to bound memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createClickWriter, type ClickBatchWriter, type ClickWriterSource } from './batch-writer.ts';
import type { RawClick } from './writer.ts';

export interface ClickQueueOptions {
  flushMs: number;
  batchSize: number;
  maxQueued: number;
}

export interface ClickStats {
  /** Visits handed to the queue (bots included; HEAD requests never reach it). */
  received: number;
  /** Clicks stored (raw rows = the 'total' rollup). */
  written: number;
  bots: number;
  dropped: number;
  pending: number;
}

const MAX_BACKOFF_MS = 30_000;
const DRAIN_ATTEMPTS = 5;

export class ClickQueue {
  private pending: RawClick[] = [];
  private timer: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private soonScheduled = false;
  private failures = 0;
  private retryAt = 0;
  /** Clicks handed to the writer and not yet acknowledged. */
  private writing = 0;
  private readonly counts = { received: 0, written: 0, bots: 0, dropped: 0 };

  constructor(
    readonly writer: ClickBatchWriter,
    private readonly log: FastifyBaseLogger,
    private readonly options: ClickQueueOptions,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushMs);
    this.timer.unref();
  }

  record(click: RawClick): void {
    this.counts.received++;
    this.pending.push(click);
    if (this.pending.length > this.options.maxQueued) {
      const excess = this.pending.length - this.options.maxQueued;
      this.pending.splice(0, excess);
      this.counts.dropped += excess;
      this.log.error({ dropped: excess }, 'click queue full (database unavailable?): oldest clicks dropped');
    }
    if (this.pending.length >= this.options.batchSize && !this.soonScheduled) {
      this.soonScheduled = true;
      setImmediate(() => {
        this.soonScheduled = false;
        void this.flush();
      });
    }
  }

  stats(): ClickStats {
    return { ...this.counts, pending: this.pending.length + this.writing };
  }

  /** Writes what is queued now; concurrent callers share the running flush. */
  flush(): Promise<void> {
    if (this.running) return this.running;
    if (this.pending.length === 0 || Date.now() < this.retryAt) return Promise.resolve();
    this.running = this.writeAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      this.writing = batch.length;
      try {
        const result = await this.writer.write(batch);
        this.counts.written += result.written;
        this.counts.bots += result.bots;
        this.failures = 0;
        this.retryAt = 0;
      } catch (error) {
        this.pending.unshift(...batch);
        this.failures++;
        this.retryAt = Date.now() + Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.failures);
        this.log.error({ err: error, pending: this.pending.length }, 'click batch write failed; will retry');
        return;
      } finally {
        this.writing = 0;
      }
    }
  }

  /**
   * Stop the timer, write every queued click (retrying a few times if the database hiccups), then
   * close the writer (its connection, and the thread once it has acknowledged every batch).
   */
  async close(): Promise<void> {
    clearInterval(this.timer);
    for (let attempt = 0; attempt < DRAIN_ATTEMPTS && (this.pending.length > 0 || this.running); attempt++) {
      if (this.running) await this.running;
      this.retryAt = 0;
      await this.flush();
      if (this.pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
    if (this.pending.length > 0) {
      this.counts.dropped += this.pending.length;
      this.log.error({ lost: this.pending.length }, 'clicks could not be written before shutdown');
      this.pending = [];
    }
    await this.writer.close();
  }
}

/** The queue with its default writer: a worker thread, or in-process for `sqlite::memory:`. */
export function createClickQueue(source: ClickWriterSource, log: FastifyBaseLogger, options: ClickQueueOptions): ClickQueue {
  return new ClickQueue(createClickWriter(source, log), log, options);
}
