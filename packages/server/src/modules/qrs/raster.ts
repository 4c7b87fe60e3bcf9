/**
 * PNG from the one SVG renderer, through resvg (Rust, shipped as an npm binary package; no
 * browser, no canvas). Fonts: only the frame text needs one; resvg would scan every system font
 * on each render (tens of ms), so it gets a short list of files that cover Latin and Arabic.
 */
import { qrDrawing, type DotStyle, type QrDesign, type QrDrawing } from '@rabt/contract';
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

/** A code as pixels: resvg draws all but the data modules; drawDots adds those (decision 083). */
export function qrToPixels(drawing: QrDrawing, width: number): Pixels {
  const image = render(drawing.head + drawing.tail, width);
  const pixels = { width: image.width, height: image.height, data: image.pixels };
  drawDots(pixels, drawing);
  return pixels;
}

/** The PNG of `payload` in `design`, `width` pixels wide: what the bench times per code. */
export function qrToPng(payload: string, design: QrDesign, width: number): Buffer {
  return encodePng(qrToPixels(qrDrawing(payload, design), width));
}

const PNG_CACHE_BYTES = 32 * 1024 * 1024;
const pngCache = new Map<string, Buffer>();
let pngCacheBytes = 0;

function drawingKey(drawing: QrDrawing, width: number): string {
  const hash = createHash('sha256')
    .update(drawing.head)
    .update(drawing.tail)
    .update(`${drawing.dots}${drawing.fg}${drawing.bg}`)
    .update(new Uint8Array(drawing.cells.buffer, drawing.cells.byteOffset, drawing.cells.byteLength));
  return `${width}:${hash.digest('base64url')}`;
}

/**
 * The download route's PNG: resvg rasterises on libuv's thread pool (renderAsync), so the event
 * loop only builds the drawing, draws the modules and deflates; and a PNG already made for the
 * same drawing and width is answered from memory (keyed by a hash of the drawing, so a changed
 * design or target is a new key; least recently used out first, 32 MiB at most). The bench times
 * qrToPng, the uncached synchronous path, so its numbers are the real per-code cost.
 */
export async function qrToPngCached(drawing: QrDrawing, width: number): Promise<Buffer> {
  const key = drawingKey(drawing, width);
  const hit = pngCache.get(key);
  if (hit) {
    pngCache.delete(key);
    pngCache.set(key, hit);
    return hit;
  }
  const image = await renderAsync(outlineText(drawing.head + drawing.tail), renderOptions(width));
  const pixels = { width: image.width, height: image.height, data: image.pixels };
  drawDots(pixels, drawing);
  const png = encodePng(pixels);
  pngCache.set(key, png);
  pngCacheBytes += png.length;
  for (const [old, buffer] of pngCache) {
    if (pngCacheBytes <= PNG_CACHE_BYTES) break;
    pngCache.delete(old);
    pngCacheBytes -= buffer.length;
  }
  return png;
}

/** Each dot style as a rounded square inside its module: inset from the module's edges, corner radius. */
const DOT_SHAPES: Record<DotStyle, { inset: number; radius: number }> = {
  square: { inset: 0, radius: 0 },
  rounded: { inset: 0, radius: 0.3 },
  // A circle of radius .45 centred in the module: a square of side .9 whose corners are all round.
  dots: { inset: 0.05, radius: 0.45 },
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * Draws the data modules into `image` (RGBA) with anti-aliased edges, as resvg would fill the
 * dots' path, at a fraction of its cost: resvg spent ~4.5 ms of a 1024 px code on ~600 small
 * rounded squares. Coverage is exact for straight edges (the overlap of pixel and square) and the
 * signed distance to the arc at round corners. Modules never overlap and lie on the background
 * colour, so each one adds (fg − bg) × coverage to what is there: two modules sharing an edge
 * pixel sum to the full colour, with no seam, exactly like one path filled non-zero.
 */
export function drawDots(image: Pixels, drawing: QrDrawing): void {
  const { width: w, height: h } = image;
  const scale = w / drawing.width;
  const { inset, radius } = DOT_SHAPES[drawing.dots];
  const r = radius * scale;
  const fg = rgb(drawing.fg);
  const bg = rgb(drawing.bg);
  const d0 = fg[0] - bg[0];
  const d1 = fg[1] - bg[1];
  const d2 = fg[2] - bg[2];
  // Clamped writes: an edge pixel a finder pattern already darkened must not wrap around.
  const px = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  // Whole pixels inside a module are filled four bytes at a time (opaque fg, little-endian RGBA).
  const words = image.data.byteOffset % 4 === 0 ? new Uint32Array(image.data.buffer, image.data.byteOffset, w * h) : null;
  const solid = (fg[0] | (fg[1] << 8) | (fg[2] << 16) | (255 << 24)) >>> 0;
  const cells = drawing.cells;
  for (let i = 0; i < cells.length; i += 2) {
    const x0 = (cells[i]! + inset) * scale;
    const x1 = (cells[i]! + 1 - inset) * scale;
    const y0 = (cells[i + 1]! + inset) * scale;
    const y1 = (cells[i + 1]! + 1 - inset) * scale;
    const left = Math.max(0, Math.floor(x0));
    const right = Math.min(w, Math.ceil(x1));
    const top = Math.max(0, Math.floor(y0));
    const bottom = Math.min(h, Math.ceil(y1));
    // Columns whose pixels lie wholly inside the module's straight part.
    const innerLeft = Math.max(left, Math.ceil(x0));
    const innerRight = Math.min(right, Math.floor(x1));
    for (let y = top; y < bottom; y++) {
      const cy = Math.min(y + 1, y1) - Math.max(y, y0);
      const v = y + 0.5;
      const cornerRow = r > 0 && (v < y0 + r || v > y1 - r);
      if (words && cy >= 1 && !cornerRow && innerRight > innerLeft) {
        words.fill(solid, y * w + innerLeft, y * w + innerRight);
        if (innerLeft > left) blend(px, (y * w + left) * 4, innerLeft - x0, fg, d0, d1, d2);
        if (innerRight < right) blend(px, (y * w + innerRight) * 4, x1 - innerRight, fg, d0, d1, d2);
        continue;
      }
      const dy = cornerRow ? v - (v < y0 + r ? y0 + r : y1 - r) : 0;
      let o = (y * w + left) * 4;
      for (let x = left; x < right; x++, o += 4) {
        let cover = (Math.min(x + 1, x1) - Math.max(x, x0)) * cy;
        if (cornerRow) {
          const u = x + 0.5;
          if (u < x0 + r || u > x1 - r) {
            const dx = u - (u < x0 + r ? x0 + r : x1 - r);
            const edge = r + 0.5 - Math.sqrt(dx * dx + dy * dy);
            if (edge < cover) cover = edge;
          }
        }
        blend(px, o, cover, fg, d0, d1, d2);
      }
    }
  }
}

/** Adds (fg − bg) × cover to one pixel (a fully covered pixel is simply fg). */
function blend(
  px: Uint8ClampedArray,
  o: number,
  cover: number,
  fg: [number, number, number],
  d0: number,
  d1: number,
  d2: number,
): void {
  if (cover <= 0) return;
  if (cover >= 1) {
    px[o] = fg[0];
    px[o + 1] = fg[1];
    px[o + 2] = fg[2];
    return;
  }
  px[o] = px[o]! + d0 * cover;
  px[o + 1] = px[o + 1]! + d1 * cover;
  px[o + 2] = px[o + 2]! + d2 * cover;
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
