/**
 * The click queue: the redirect only appends to a batch of preallocated columns (batch.ts; no I/O
 * and no lasting allocation on the request path); every `flushMs`, or as soon as a batch of
 * `batchSize` clicks is full, batches go to the batch writer, one at a time. The writer is a worker thread with its own database connection
 * (batch-writer.ts), so classifying and writing clicks takes no time from the event loop that
 * answers redirects. A batch counts as written only when the writer acknowledges its commit; a
 * failed write puts the batch back and retries with back-off. close() stops the timer, hands every
 * queued click to the writer, waits for the acknowledgements, then stops the writer: SIGTERM loses
 * no click. Only if the database stays down and the queue passes `maxQueued` are the oldest clicks
 * dropped (counted and logged), to bound memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createClickWriter, type ClickBatchWriter, type ClickWriterSource } from './batch-writer.ts';
import { batchSize, ClickBatchBuilder, type ClickColumns } from './batch.ts';
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
  /** Full batches waiting for the writer, oldest first; `open` takes new clicks. */
  private sealed: ClickColumns[] = [];
  private open: ClickBatchBuilder;
  /** Clicks in `sealed` and `open`. */
  private queued = 0;
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
    this.open = new ClickBatchBuilder(options.batchSize);
    // By time: whatever the open batch holds goes out every flushMs. By size: a full batch is
    // sealed in record() and goes out at once. Between the two, clicks wait for their batch to fill
    // rather than trickling out in small batches, which cost the writer more per click.
    this.timer = setInterval(() => void this.flush(), options.flushMs);
    this.timer.unref();
  }

  record(click: RawClick): void {
    this.counts.received++;
    this.queued++;
    this.open.push(click);
    if (this.open.full) {
      this.seal();
      if (this.queued > this.options.maxQueued) this.dropOldest();
      if (!this.soonScheduled) {
        this.soonScheduled = true;
        setImmediate(() => {
          this.soonScheduled = false;
          void this.writeSealed();
        });
      }
    }
  }

  private seal(): void {
    if (this.open.length === 0) return;
    this.sealed.push(this.open.finish());
    this.open = new ClickBatchBuilder(this.options.batchSize);
  }

  /** Only while the database keeps failing: bound memory by giving up the oldest batches. */
  private dropOldest(): void {
    let excess = 0;
    while (this.queued > this.options.maxQueued && this.sealed.length > 0) {
      const n = batchSize(this.sealed.shift()!);
      this.queued -= n;
      excess += n;
    }
    this.counts.dropped += excess;
    this.log.error({ dropped: excess }, 'click queue full (database unavailable?): oldest clicks dropped');
  }

  stats(): ClickStats {
    return { ...this.counts, pending: this.queued + this.writing };
  }

  /** Writes every queued click, the open batch included. */
  flush(): Promise<void> {
    this.seal();
    return this.writeSealed();
  }

  /** Writes the sealed batches; concurrent callers share the running write. */
  private writeSealed(): Promise<void> {
    if (this.running) return this.running;
    if (this.sealed.length === 0 || Date.now() < this.retryAt) return Promise.resolve();
    this.running = this.writeAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async writeAll(): Promise<void> {
    while (this.sealed.length > 0) {
      const batch = this.sealed.shift()!;
      const n = batchSize(batch);
      this.queued -= n;
      this.writing = n;
      try {
        const result = await this.writer.write(batch);
        this.counts.written += result.written;
        this.counts.bots += result.bots;
        this.failures = 0;
        this.retryAt = 0;
      } catch (error) {
        this.sealed.unshift(batch);
        this.queued += n;
        this.failures++;
        this.retryAt = Date.now() + Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.failures);
        this.log.error({ err: error, pending: this.queued }, 'click batch write failed; will retry');
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
    for (let attempt = 0; attempt < DRAIN_ATTEMPTS && (this.queued > 0 || this.running); attempt++) {
      if (this.running) await this.running;
      this.retryAt = 0;
      await this.flush();
      if (this.queued > 0) await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
    if (this.queued > 0) {
      this.counts.dropped += this.queued;
      this.log.error({ lost: this.queued }, 'clicks could not be written before shutdown');
      this.sealed = [];
      this.open = new ClickBatchBuilder(this.options.batchSize);
      this.queued = 0;
    }
    await this.writer.close();
  }
}

/** The queue with its default writer: a worker thread, or in-process for `sqlite::memory:`. */
export function createClickQueue(source: ClickWriterSource, log: FastifyBaseLogger, options: ClickQueueOptions): ClickQueue {
  return new ClickQueue(createClickWriter(source, log), log, options);
}
