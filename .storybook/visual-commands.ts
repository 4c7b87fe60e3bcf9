/**
 * Node side of the visual check (decision 005). Vitest browser mode calls these commands from
 * `.storybook/visual.ts` after a story test has rendered and played: the screenshot is taken from
 * that same render, compared with `visual/baselines/<name>.png` (pixelmatch, threshold 0.1, zero
 * differing pixels) and one result record per screenshot is written to `visual/results/`, which
 * `scripts/visual-report.mjs` turns into the review report.
 *
 *   VISUAL_UPDATE=1   write the screenshot as the baseline when it differs (never re-encode an
 *                     unchanged one: a baseline that still matches is left byte for byte)
 *   VISUAL_DIR=<dir>  use <dir>/baselines, <dir>/diffs and <dir>/results instead of visual/
 *   CI=true           a story without a baseline fails (locally it is written and listed as new)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

/** `VISUAL_DIR` points the whole check at another folder (the pipeline's own tests use a copy). */
const visualRoot = process.env.VISUAL_DIR ? resolve(process.env.VISUAL_DIR) : resolve(import.meta.dirname, '../visual');
export const visualDirs = {
  baselines: join(visualRoot, 'baselines'),
  /** Actual and diff images of this run (ignored by git). */
  diffs: join(visualRoot, 'diffs'),
  /** One JSON record per screenshot of this run (ignored by git). */
  results: join(visualRoot, 'results'),
};

export type VisualStatus = 'passed' | 'changed' | 'new' | 'updated' | 'created';
export interface VisualRecord {
  name: string;
  storyId: string;
  title: string;
  story: string;
  variant: string;
  status: VisualStatus;
  pixels?: number;
  reason?: string;
  note?: string;
  width: number;
  height: number;
}

const update = process.env.VISUAL_UPDATE === '1';
const ci = process.env.CI === 'true';

/** Zero differing pixels at threshold 0.1; a size change counts as different. */
export function diffPngs(expected: PNG, actual: PNG): { pixels: number; diff?: PNG } {
  if (expected.width !== actual.width || expected.height !== actual.height)
    return { pixels: Math.max(expected.width * expected.height, actual.width * actual.height) };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  return { pixels, diff };
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), without decoding the image. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export interface ShotMeta {
  name: string;
  storyId: string;
  title: string;
  story: string;
  variant: string;
  /** Why the play function stopped early (Arabic RTL variant of an English-only play). */
  note?: string;
}

/**
 * Screenshots the tester iframe (the page the story rendered in, portals included), compares it
 * with the baseline and records the result. Returns what the browser side needs to fail the test.
 */
export const visualCompare: BrowserCommand<[ShotMeta]> = async (context, meta) => {
  if (context.provider.name !== 'playwright') throw new Error('visualCompare needs the playwright provider');
  const t0 = performance.now();
  const frame = await context.frame();
  const element = await frame.frameElement();
  const box = await element.boundingBox();
  const t1 = performance.now();
  const scaled = box ? await frame.evaluate((width) => Math.abs(window.innerWidth - width) > 1, box.width) : false;
  if (scaled) throw new Error(`the tester iframe is scaled (${box?.width} px on the page): screenshots would not be 1:1`);
  const buffer = box
    ? await context.page.screenshot({ clip: box, animations: 'disabled', caret: 'hide', scale: 'css' })
    : await element.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  const t2 = performance.now();
  if (process.env.VITE_VISUAL_TIMING === '1')
    console.log(`node ${meta.name} frame ${Math.round(t1 - t0)} shot ${Math.round(t2 - t1)}`);
  const file = join(visualDirs.baselines, `${meta.name}.png`);
  const baseline = existsSync(file) ? readFileSync(file) : undefined;
  mkdirSync(visualDirs.results, { recursive: true });
  mkdirSync(visualDirs.diffs, { recursive: true });
  let record: VisualRecord;
  // Chromium encodes the same pixels to the same bytes, and a baseline is the screenshot's own
  // bytes (never re-encoded), so an unchanged state is byte-equal: no decode, no pixelmatch. Most
  // states of a run are unchanged, and two PNG decodes plus pixelmatch of a full page were the
  // largest Node-side cost per story state. Any other bytes still go through pixelmatch below.
  if (baseline?.equals(buffer)) {
    const { width, height } = pngSize(buffer);
    record = { ...meta, width, height, status: 'passed' };
    writeFileSync(join(visualDirs.results, `${meta.name}.json`), JSON.stringify(record));
    return { status: record.status, reason: null };
  }
  const actual = PNG.sync.read(buffer);
  const base = { ...meta, width: actual.width, height: actual.height };
  if (!baseline) {
    if (ci && !update) {
      writeFileSync(join(visualDirs.diffs, `${meta.name}.actual.png`), buffer);
      record = { ...base, status: 'new', reason: 'no baseline (run `npm run test:visual:update` and commit it)' };
    } else {
      writeFileSync(file, buffer);
      record = { ...base, status: 'created' };
    }
  } else {
    const expected = PNG.sync.read(baseline);
    const { pixels, diff } = diffPngs(expected, actual);
    if (pixels === 0) record = { ...base, status: 'passed' };
    else if (update) {
      writeFileSync(file, buffer);
      record = { ...base, status: 'updated', pixels };
    } else {
      writeFileSync(join(visualDirs.diffs, `${meta.name}.actual.png`), buffer);
      if (diff) writeFileSync(join(visualDirs.diffs, `${meta.name}.diff.png`), PNG.sync.write(diff));
      const sized = diff ? '' : ` (size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height})`;
      record = { ...base, status: 'changed', pixels, reason: `${pixels} pixels differ${sized}` };
    }
  }
  writeFileSync(join(visualDirs.results, `${meta.name}.json`), JSON.stringify(record));
  return { status: record.status, reason: record.reason ?? null };
};
