/**
 * QR rendering speed (issue 20), in-process: the styled SVG of a dynamic URL code with a logo and
 * a frame (the shared renderer), the same code as a 1024 px PNG (qrToPng: everything but the logo
 * and the frame text drawn straight into the pixels, resvg only for those two small regions;
 * decision 083), and the plain `qrcode` library's SVG of the same payload in the same run for
 * scale. Median and p95 per code. The PNG before and after that change, interleaved in one
 * process: qr-png-ab.ts.
 * Standalone: `npx tsx packages/server/bench/qr-render.ts`; `npm run bench` prints it too.
 * Env: BENCH_QR_SVG (2000 codes), BENCH_QR_PNG (100 codes).
 */
import { DEFAULT_DESIGN, renderQrSvg, type QrDesign } from '@rabt/contract';
import QRCode from 'qrcode';
import { deflateSync } from 'node:zlib';
import { qrToPng } from '../src/modules/qrs/raster.ts';

export interface QrBench {
  svg: Stats;
  png: Stats;
  plainSvg: Stats;
  pngBytes: number;
  svgBytes: number;
}

export interface Stats {
  median: number;
  p95: number;
  n: number;
  /** CPU time (user + system) of this process per code, ms: on a shared machine the wall-clock
   * times include waiting for a core; this does not. */
  cpu: number;
}

function stats(samples: number[], cpuMicros: number): Stats {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), n: samples.length, cpu: cpuMicros / 1000 / samples.length };
}

const cpuNow = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 64×64 RGB PNG logo built here (a disc), so the bench needs no asset. */
function logo(): string {
  const size = 64;
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - 32) ** 2 + (y - 32) ** 2 < 28 ** 2;
      raw.set(inside ? [29, 53, 87] : [255, 255, 255], y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

export const BENCH_PAYLOAD = 'https://rabt.link/Ab3dE7k?qr=1';
export const BENCH_DESIGN: QrDesign = {
  ...DEFAULT_DESIGN,
  fg: '#1d3557',
  bg: '#f1faee',
  dots: 'rounded',
  corners: 'circle',
  logo: logo(),
  logo_size: 0.22,
  frame: 'box',
  frame_text: 'Scan for the menu',
};

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function runQrBench(
  svgCount = Number(process.env.BENCH_QR_SVG ?? 2000),
  pngCount = Number(process.env.BENCH_QR_PNG ?? 100),
): Promise<QrBench> {
  // Warm-up: JIT, resvg's font database.
  let svg = '';
  for (let i = 0; i < 200; i++) svg = renderQrSvg(BENCH_PAYLOAD, BENCH_DESIGN);
  for (let i = 0; i < 5; i++) qrToPng(BENCH_PAYLOAD, BENCH_DESIGN, 1024);
  for (let i = 0; i < 200; i++) await QRCode.toString(BENCH_PAYLOAD, { type: 'svg' });

  const ours: number[] = [];
  const plain: number[] = [];
  let oursCpu = 0;
  let plainCpu = 0;
  // Interleaved, so a drift of the machine's speed hits both alike.
  for (let i = 0; i < svgCount; i++) {
    let cpu = cpuNow();
    ours.push(time(() => (svg = renderQrSvg(BENCH_PAYLOAD, BENCH_DESIGN))));
    oursCpu += cpuNow() - cpu;
    cpu = cpuNow();
    const start = process.hrtime.bigint();
    await QRCode.toString(BENCH_PAYLOAD, { type: 'svg' });
    plain.push(Number(process.hrtime.bigint() - start) / 1e6);
    plainCpu += cpuNow() - cpu;
  }
  const png: number[] = [];
  let pngBytes = 0;
  const pngCpu = cpuNow();
  for (let i = 0; i < pngCount; i++) {
    png.push(
      time(() => {
        pngBytes = qrToPng(BENCH_PAYLOAD, BENCH_DESIGN, 1024).length;
      }),
    );
  }
  return {
    svg: stats(ours, oursCpu),
    png: stats(png, cpuNow() - pngCpu),
    plainSvg: stats(plain, plainCpu),
    pngBytes,
    svgBytes: svg.length,
  };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;
const row = (name: string, s: Stats) => `| ${name} | ${s.n} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.cpu)} |`;

export function qrBenchLines(result: QrBench): string[] {
  return [
    `QR codes: dynamic URL code (${BENCH_PAYLOAD}) with a logo (ECC H) and a box frame with text`,
    '',
    '| output | codes | median | p95 | CPU per code |',
    '| --- | ---: | ---: | ---: | ---: |',
    row(`our styled SVG (${(result.svgBytes / 1024).toFixed(1)} KiB)`, result.svg),
    row(`the same as a 1024 px PNG (${(result.pngBytes / 1024).toFixed(1)} KiB)`, result.png),
    row('plain `qrcode` toString SVG, same payload', result.plainSvg),
  ];
}

export function qrTargets(result: QrBench): Array<[string, boolean]> {
  return [
    ['styled QR SVG < 1 ms median', result.svg.median < 1],
    ['1024 px QR PNG < 25 ms median', result.png.median < 25],
    ['1024 px QR PNG < 25 ms of CPU per code', result.png.cpu < 25],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runQrBench();
  console.log(qrBenchLines(result).join('\n'));
  for (const [name, met] of qrTargets(result)) console.log(`- ${name}: ${met ? 'met' : 'NOT met'}`);
}
