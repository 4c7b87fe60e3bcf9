/**
 * The 1024 px QR PNG before and after decision 083's second step, in one process, interleaved
 * code by code so a drift of the shared machine's speed hits both alike: `before` is the previous
 * pipeline (resvg renders the whole drawing but the data modules at full size, drawDots adds
 * those, encodePng), `after` is qrToPng (no full-size resvg render; resvg only for the logo and
 * the text regions). Median, p95 and CPU per code, with the load average at the start and end.
 * `npx tsx packages/server/bench/qr-png-ab.ts` (env BENCH_QR_PNG, 100 codes each).
 */
import { qrDrawing } from '@rabt/contract';
import { loadavg } from 'node:os';
import { drawDots, encodePng, qrToPng, svgToPixels } from '../src/modules/qrs/raster.ts';
import { BENCH_DESIGN, BENCH_PAYLOAD, type Stats } from './qr-render.ts';

function before(width: number): Buffer {
  const drawing = qrDrawing(BENCH_PAYLOAD, BENCH_DESIGN);
  const pixels = svgToPixels(drawing.head + drawing.tail, width);
  drawDots(pixels, drawing);
  return encodePng(pixels);
}

const after = (width: number) => qrToPng(BENCH_PAYLOAD, BENCH_DESIGN, width);

const cpuNow = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function stats(samples: number[], cpuMicros: number): Stats {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), n: samples.length, cpu: cpuMicros / 1000 / samples.length };
}

export function runPngAb(count = Number(process.env.BENCH_QR_PNG ?? 100), width = 1024) {
  for (let i = 0; i < 5; i++) {
    before(width);
    after(width);
  }
  const load = loadavg()[0]!;
  const runs = { before: { times: [] as number[], cpu: 0, bytes: 0 }, after: { times: [] as number[], cpu: 0, bytes: 0 } };
  for (let i = 0; i < count; i++) {
    // Alternate which goes first, so neither always runs right after the other's garbage.
    const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const name of order) {
      const run = runs[name];
      const cpu = cpuNow();
      const start = process.hrtime.bigint();
      run.bytes = (name === 'before' ? before : after)(width).length;
      run.times.push(Number(process.hrtime.bigint() - start) / 1e6);
      run.cpu += cpuNow() - cpu;
    }
  }
  return {
    loadStart: load,
    loadEnd: loadavg()[0]!,
    before: { ...stats(runs.before.times, runs.before.cpu), bytes: runs.before.bytes },
    after: { ...stats(runs.after.times, runs.after.cpu), bytes: runs.after.bytes },
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runPngAb();
  console.log(`load average ${result.loadStart.toFixed(1)} → ${result.loadEnd.toFixed(1)}, ${result.after.n} codes each`);
  for (const name of ['before', 'after'] as const) {
    const s = result[name];
    console.log(
      `${name}: median ${ms(s.median)}, p95 ${ms(s.p95)}, CPU ${ms(s.cpu)} per code, ${(s.bytes / 1024).toFixed(1)} KiB`,
    );
  }
}
