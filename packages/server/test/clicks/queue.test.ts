/**
 * The click queue's own rules, against a writer that records what it is handed (the database
 * path is covered end to end in clicks.test.ts): batches by size and by time, columns that decode
 * back to the clicks recorded, retries that keep a failed batch, the memory bound, the drain.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClickBatchWriter } from '../../src/modules/clicks/batch-writer.ts';
import { toColumns, type ClickColumns } from '../../src/modules/clicks/batch.ts';
import { ClickQueue } from '../../src/modules/clicks/queue.ts';
import type { RawClick } from '../../src/modules/clicks/writer.ts';

const silent = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as ConstructorParameters<
  typeof ClickQueue
>[1];

function click(i: number, over: Partial<RawClick> = {}): RawClick {
  return {
    linkId: `link-${i % 3}`,
    accountId: 'account',
    at: 1_700_000_000_000 + i,
    ip: `10.0.0.${i % 7}`,
    ua: i % 2 ? 'Mozilla/5.0 (iPhone)' : 'Mozilla/5.0 (X11; Linux x86_64)',
    referer: i % 5 ? '' : 'https://t.co/x',
    qr: i % 4 === 0,
    ...over,
  };
}

function decode(columns: ClickColumns): RawClick[] {
  const s = columns.strings;
  return Array.from(columns.at, (at, i) => ({
    linkId: s[columns.linkId[i]!]!,
    accountId: s[columns.accountId[i]!]!,
    at,
    ip: s[columns.ip[i]!]!,
    ua: s[columns.ua[i]!]!,
    referer: s[columns.referer[i]!]!,
    qr: columns.qr[i] === 1,
  }));
}

class RecordingWriter implements ClickBatchWriter {
  readonly kind = 'inline';
  batches: RawClick[][] = [];
  failNext = 0;
  closed = false;
  async write(batch: ClickColumns) {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('database unavailable');
    }
    this.batches.push(decode(batch));
    return { written: batch.at.length, bots: 0 };
  }
  async close() {
    this.closed = true;
  }
}

let queue: ClickQueue | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await queue?.close();
  queue = null;
});

describe('click batches', () => {
  it('store each string once and decode to exactly the clicks recorded', () => {
    const clicks = Array.from({ length: 50 }, (_, i) => click(i));
    const columns = toColumns(clicks);
    expect(decode(columns)).toEqual(clicks);
    // 3 links, 1 account, 7 addresses, 2 agents, 2 referrers
    expect(columns.strings).toHaveLength(15);
  });
});

describe('the click queue', () => {
  it('sends a batch as soon as it is full, and keeps a partial one for the timer', async () => {
    const writer = new RecordingWriter();
    queue = new ClickQueue(writer, silent, { flushMs: 60_000, batchSize: 10, maxQueued: 1_000 });
    for (let i = 0; i < 25; i++) queue.record(click(i));
    await new Promise((resolve) => setImmediate(resolve));
    await queue.flush();
    expect(writer.batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(writer.batches.flat()).toEqual(Array.from({ length: 25 }, (_, i) => click(i)));
  });

  it('full batches go out without waiting for the timer; the rest waits for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const writer = new RecordingWriter();
    queue = new ClickQueue(writer, silent, { flushMs: 1_000, batchSize: 10, maxQueued: 1_000 });
    for (let i = 0; i < 13; i++) queue.record(click(i));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writer.batches.map((b) => b.length)).toEqual([10]);
    expect(queue.stats().pending).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writer.batches.map((b) => b.length)).toEqual([10, 3]);
    expect(queue.stats()).toMatchObject({ received: 13, written: 13, pending: 0, dropped: 0 });
  });

  it('a failed write keeps the batch, in order, and retries it', async () => {
    const writer = new RecordingWriter();
    writer.failNext = 1;
    queue = new ClickQueue(writer, silent, { flushMs: 60_000, batchSize: 5, maxQueued: 1_000 });
    for (let i = 0; i < 8; i++) queue.record(click(i));
    await queue.flush();
    expect(writer.batches).toHaveLength(0);
    expect(queue.stats().pending).toBe(8);
    await queue.close(); // the drain retries past the back-off
    queue = null;
    expect(writer.batches.flat()).toEqual(Array.from({ length: 8 }, (_, i) => click(i)));
    expect(writer.closed).toBe(true);
  });

  it('drops only past maxQueued, oldest first, and counts what it dropped', async () => {
    const writer = new RecordingWriter();
    writer.failNext = Number.POSITIVE_INFINITY;
    queue = new ClickQueue(writer, silent, { flushMs: 60_000, batchSize: 10, maxQueued: 30 });
    for (let i = 0; i < 45; i++) queue.record(click(i));
    const stats = queue.stats();
    expect(stats.dropped).toBe(10);
    expect(stats.received).toBe(45);
    expect(stats.pending + stats.dropped).toBe(45);
    writer.failNext = 0;
    await queue.close();
    queue = null;
    // The first batch (clicks 0–9) was given up; every later click is written.
    expect(writer.batches.flat().map((c) => c.at)).toEqual(Array.from({ length: 35 }, (_, i) => click(i + 10).at));
  });
});
