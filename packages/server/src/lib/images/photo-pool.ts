/**
 * Card photos and company logos are decoded and resized in worker threads, never on the event loop
 * that answers the API and the redirect service: a 5 MB JPEG takes hundreds of milliseconds of pure
 * JavaScript (jpeg-js), during which nothing else would be answered (decision 094).
 *
 * A small pool (two threads at most, started on the first upload, unref'd so they never keep the
 * process alive): each thread runs one image at a time and the rest wait in order. A thread that
 * dies rejects its image with an error (a 500, not a wrong 4xx) and is replaced on the next upload.
 * Without worker support (PHOTO_THREADS=0) images are processed inline.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../ts-worker.ts';
import { PhotoError, processPhoto, type ProcessedImage } from './photo.ts';

export interface ToPhotoThread {
  id: number;
  bytes: Uint8Array;
}

export type FromPhotoThread =
  | { id: number; image: ProcessedImage }
  | { id: number; refused: { code: PhotoError['code']; message: string } }
  | { id: number; failed: string }
  | { ready: true };

interface Task {
  id: number;
  bytes: Uint8Array;
  resolve(image: ProcessedImage): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

const ENTRY = new URL('./photo-thread.ts', import.meta.url);

export class PhotoPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism()))) {}

  /** Upload bytes → the stored square JPEG; rejects with the same PhotoError the inline code throws. */
  process(bytes: Buffer): Promise<ProcessedImage> {
    if (this.size === 0) return Promise.resolve().then(() => processPhoto(bytes));
    return new Promise((resolve, reject) => {
      // A copy: the upload may be a view into a larger (pooled) buffer.
      this.queue.push({ id: this.nextId++, bytes: new Uint8Array(bytes), resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.postMessage({ id: task.id, bytes: task.bytes } satisfies ToPhotoThread, [task.bytes.buffer as ArrayBuffer]);
    }
  }

  private spawn(): Slot {
    const worker = startTsWorker(ENTRY);
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on('message', (message: FromPhotoThread) => {
      if ('ready' in message) return;
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      slot.task = null;
      if ('image' in message) task.resolve(message.image);
      else if ('refused' in message) task.reject(new PhotoError(message.refused.code, message.refused.message));
      else task.reject(new Error(`photo thread: ${message.failed}`));
      this.pump();
    });
    const gone = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      slot.task?.reject(error);
      slot.task = null;
      this.pump();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`photo thread exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  /** Stops the threads; waiting images are refused with an error. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const task of this.queue.splice(0)) task.reject(new Error('photo pool closed'));
    await Promise.all(
      slots.map((slot) => {
        slot.task?.reject(new Error('photo pool closed'));
        return slot.worker.terminate();
      }),
    );
  }
}

/** The process's pool (threads start on the first upload). */
export const photoPool = new PhotoPool(process.env.PHOTO_THREADS === '0' ? 0 : undefined);
