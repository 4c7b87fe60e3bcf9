/**
 * Photos are decoded and resized in worker threads (decision 094): while a large photo is being
 * processed the event loop keeps running (a 5 ms timer keeps firing), and bad images are refused
 * with the same PhotoError (code and message) as when this ran inline.
 */
import { CARD_MESSAGES } from '@rabt/contract';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PhotoError } from '../../src/lib/images/photo.ts';
import { PhotoPool } from '../../src/lib/images/photo-pool.ts';

/** A photo-like JPEG (smooth gradients and some noise, so it is several MB at quality 92). */
function bigJpeg(width: number, height: number): Buffer {
  const data = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = seed % 48;
      data.set([(x * 255) / width + noise, (y * 255) / height + noise, 128 + noise, 255], (y * width + x) * 4);
    }
  }
  return jpeg.encode({ width, height, data }, 92).data;
}

function png(width: number, height: number, grey = 90): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(grey);
  return PNG.sync.write(image);
}

async function refusal(pool: PhotoPool, bytes: Buffer): Promise<PhotoError> {
  const error = await pool.process(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return error as PhotoError;
}

describe('photo pool', () => {
  const pool = new PhotoPool(2);
  afterAll(() => pool.close());

  it('keeps the event loop responsive while a large photo is processed', async () => {
    const big = bigJpeg(3000, 2000);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    await pool.process(png(100, 100)); // the thread is up (its first start loads tsx)

    let ticks = 0;
    let maxGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      ticks++;
    }, 5);
    const started = performance.now();
    const image = await pool.process(big);
    const took = performance.now() - started;
    clearInterval(timer);

    const out = jpeg.decode(Buffer.from(image.base64, 'base64'));
    expect([out.width, out.height]).toEqual([400, 400]);
    // Inline, the timer could not fire at all until the photo was done (one gap of `took` ms).
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(maxGap).toBeLessThan(Math.max(100, took / 2));
    console.info(
      `[photo pool] 6 MP JPEG in ${took.toFixed(0)} ms off-thread; timer fired ${ticks}×, longest gap ${maxGap.toFixed(1)} ms`,
    );
  }, 60_000);

  it('refuses bad images with the same codes and messages as before', async () => {
    const gif = await refusal(pool, Buffer.from('GIF89a....'));
    expect([gif.code, gif.message]).toEqual(['photo_type', CARD_MESSAGES.photoType]);
    const broken = await refusal(pool, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2, 3]));
    expect([broken.code, broken.message]).toEqual(['photo_unreadable', CARD_MESSAGES.photoUnreadable]);
    const small = await refusal(pool, png(40, 40));
    expect([small.code, small.message]).toEqual(['photo_too_small', CARD_MESSAGES.photoTooSmall]);
    // The pool still works after refusals.
    expect((await pool.process(png(120, 80))).size).toBeGreaterThan(0);
  }, 30_000);

  it('several uploads at once queue and all finish', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => pool.process(png(80 + i * 20, 100, i * 40))));
    expect(results.map((r) => r.size > 0)).toEqual([true, true, true, true, true]);
    expect(new Set(results.map((r) => r.hash)).size).toBe(5);
  }, 30_000);
});
