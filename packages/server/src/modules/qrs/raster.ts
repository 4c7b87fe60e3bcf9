/**
 * PNG from the one SVG renderer, through resvg (Rust, shipped as an npm binary package; no
 * browser, no canvas). Fonts: only the frame text needs one; resvg would scan every system font
 * on each render (tens of ms), so it gets a short list of files that cover Latin and Arabic.
 */
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];

let fontFiles: string[] | null = null;

function fonts(): ResvgRenderOptions['font'] {
  fontFiles ??= FONT_CANDIDATES.filter((file) => existsSync(file));
  // Without any known file, fall back to the system's fonts (slower, still correct).
  if (fontFiles.length === 0) return { loadSystemFonts: true, defaultFontFamily: 'sans-serif' };
  return { loadSystemFonts: false, fontFiles, defaultFontFamily: 'DejaVu Sans' };
}

const TEXT_RE = /<text\b[^>]*>[^<]*<\/text>/;
const OUTLINES_MAX = 500;
const outlines = new Map<string, string>();

/**
 * The frame's <text> as outlines, shaped once per distinct text element and remembered: loading
 * and shaping fonts cost more than drawing the whole code, and a code's text rarely changes.
 */
function outlineText(svg: string): string {
  const match = TEXT_RE.exec(svg);
  if (!match) return svg;
  const element = match[0];
  let paths = outlines.get(element);
  if (paths === undefined) {
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${element}</svg>`;
    const tree = new Resvg(alone, { font: fonts() }).toString();
    paths = tree.slice(tree.indexOf('<g'), tree.lastIndexOf('</svg>'));
    if (outlines.size >= OUTLINES_MAX) outlines.delete(outlines.keys().next().value as string);
    outlines.set(element, paths);
  }
  return svg.replace(element, paths);
}

const renderOptions = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: width },
  font: { loadSystemFonts: false },
  shapeRendering: 2,
});

function render(svg: string, width: number) {
  return new Resvg(outlineText(svg), renderOptions(width)).render();
}

/** Rasterises `svg` to a PNG `width` pixels wide (height follows the aspect ratio). */
export function svgToPng(svg: string, width: number): Buffer {
  return encodePng(svgToPixels(svg, width));
}

const PNG_CACHE_BYTES = 32 * 1024 * 1024;
const pngCache = new Map<string, Buffer>();
let pngCacheBytes = 0;

/**
 * The download route's PNG: resvg rasterises on libuv's thread pool (renderAsync), so the event
 * loop only builds the SVG and deflates; and a PNG already made for the same drawing and width is
 * answered from memory (keyed by a hash of the SVG, so a changed design or target is a new key;
 * least recently used out first, 32 MiB at most). The bench measures svgToPng, the uncached
 * synchronous path, so its numbers are the real per-code cost.
 */
export async function svgToPngCached(svg: string, width: number): Promise<Buffer> {
  const key = `${width}:${createHash('sha256').update(svg).digest('base64url')}`;
  const hit = pngCache.get(key);
  if (hit) {
    pngCache.delete(key);
    pngCache.set(key, hit);
    return hit;
  }
  const image = await renderAsync(outlineText(svg), renderOptions(width));
  const png = encodePng({ width: image.width, height: image.height, data: image.pixels });
  pngCache.set(key, png);
  pngCacheBytes += png.length;
  for (const [old, buffer] of pngCache) {
    if (pngCacheBytes <= PNG_CACHE_BYTES) break;
    pngCache.delete(old);
    pngCacheBytes -= buffer.length;
  }
  return png;
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row-major. */
  data: Buffer;
}

export function svgToPixels(svg: string, width: number): Pixels {
  const image = render(svg, width);
  return { width: image.width, height: image.height, data: image.pixels };
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The unfiltered rows of the last PNG, reused: see encodePng. */
let scratch = Buffer.alloc(0);

/**
 * An 8-bit RGBA PNG, rows unfiltered (each copied whole), deflate level 1. resvg's own asPng
 * (adaptive filters, default compression) took about twice as long for a file of about the same
 * size: a QR image is long runs of few colours, which deflate finds at any level. Dropping the
 * (opaque) alpha channel saved 10 % of the bytes but cost more time in a per-pixel loop than the
 * deflate itself (docs/decisions/081-qrs-renderer.md). The rows are laid out in one buffer kept
 * between calls: a fresh 5 MB buffer per 1024 px code cost ~3.5 ms of page faults and garbage
 * collection, more than the copy itself (decision 083). Safe because this function is synchronous.
 */
export function encodePng(image: Pixels): Buffer {
  const { width, height, data } = image;
  const row = width * 4;
  const length = (row + 1) * height;
  if (scratch.length < length) scratch = Buffer.allocUnsafe(length);
  const raw = scratch.subarray(0, length);
  for (let y = 0; y < height; y++) {
    raw[y * (row + 1)] = 0;
    data.copy(raw, y * (row + 1) + 1, y * row, (y + 1) * row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // truecolour with alpha
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
