/**
 * PNG (and the PDF's pixels) of the one QR drawing (qrDrawing, which the SVG comes from too): the
 * background, frame, finder and alignment patterns and data modules are drawn here, straight into
 * the pixels; resvg (Rust, an npm binary package; no browser, no canvas) draws only the logo and
 * the frame text, each in its own small region (decision 083). Fonts: only the frame text needs
 * one; resvg would scan every system font on each render (tens of ms), so it gets a short list of
 * files that cover Latin and Arabic.
 */
import { qrDrawing, type DotStyle, type QrDesign, type QrDrawing } from '@rabt/contract';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
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

/** A text element as outlines (resvg's paths) and the box they cover, in the drawing's units. */
interface Outline {
  paths: string;
  box: Box | null;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const outlines = new Map<string, Outline>();

/**
 * A <text> element as outlines, shaped once per distinct element and remembered: loading and
 * shaping fonts cost more than drawing the whole code, and a code's text rarely changes.
 */
function outline(element: string): Outline {
  let found = outlines.get(element);
  if (found === undefined) {
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${element}</svg>`;
    const resvg = new Resvg(alone, { font: fonts() });
    const tree = resvg.toString();
    const bbox = resvg.getBBox();
    found = {
      paths: tree.slice(tree.indexOf('<g'), tree.lastIndexOf('</svg>')),
      box: bbox && bbox.width > 0 ? { x: bbox.x, y: bbox.y, w: bbox.width, h: bbox.height } : null,
    };
    if (outlines.size >= OUTLINES_MAX) outlines.delete(outlines.keys().next().value as string);
    outlines.set(element, found);
  }
  return found;
}

/** `svg` with its frame <text> (if any) replaced by outlines, for a whole-SVG render. */
function outlineText(svg: string): string {
  const match = TEXT_RE.exec(svg);
  return match ? svg.replace(match[0], outline(match[0]).paths) : svg;
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

/** The whole SVG through resvg: the reference the direct drawing is compared with (decode matrix). */
export function svgToPixels(svg: string, width: number): Pixels {
  const image = render(svg, width);
  return { width: image.width, height: image.height, data: image.pixels };
}

/** Height in pixels of a drawing `width` pixels wide: resvg rounds it to the nearest pixel. */
const heightFor = (drawing: QrDrawing, width: number) => Math.round((width * drawing.height) / drawing.width);

interface Scale {
  x: number;
  y: number;
}

/**
 * Pixels per module across and down. They differ by the height's rounding (a fraction of a pixel
 * over the image), as in resvg's render, so every edge lands where resvg puts it.
 */
const scaleOf = (image: Pixels, drawing: QrDrawing): Scale => ({
  x: image.width / drawing.width,
  y: image.height / drawing.height,
});

/** A code as pixels, in a fresh buffer unless given one of the right size (width × height × 4). */
export function qrToPixels(drawing: QrDrawing, width: number, into?: Buffer): Pixels {
  return paint(drawing, width, into ?? Buffer.allocUnsafe(width * heightFor(drawing, width) * 4));
}

/** The canvas of the last PNG, reused: a fresh 5 MB buffer per code costs page faults and GC. */
let canvas = Buffer.alloc(0);

/** The PNG of `payload` in `design`, `width` pixels wide: what the bench times per code. */
export function qrToPng(payload: string, design: QrDesign, width: number): Buffer {
  return drawingToPng(qrDrawing(payload, design), width);
}

/** Synchronous from start to end, so sharing `canvas` (and encodePng's rows) between calls is safe. */
function drawingToPng(drawing: QrDrawing, width: number): Buffer {
  const bytes = width * heightFor(drawing, width) * 4;
  if (canvas.length < bytes) canvas = Buffer.allocUnsafe(bytes);
  return encodePng(paint(drawing, width, canvas.subarray(0, bytes)));
}

/**
 * Draws the code into `data` (RGBA, not premultiplied) without a full-size resvg render
 * (decision 083): background or frame, finder and alignment patterns (rounded rectangles and
 * circles) and the data modules are drawn here with exact edge coverage; resvg draws only the
 * logo and the frame text, each in its own small region, laid over the pixels. A design with
 * neither never calls resvg.
 */
function paint(drawing: QrDrawing, width: number, data: Buffer): Pixels {
  const image = { width, height: heightFor(drawing, width), data };
  const scale = scaleOf(image, drawing);
  const target = surface(image);
  // Transparent first: a box frame's rounded corners leave the image's corners uncovered.
  if (drawing.shapes[0]!.r > 0) data.fill(0);
  for (const s of drawing.shapes) {
    const brush = brushOf(s.fill, s.fill, false);
    fillRect(target, s.x * scale.x, s.y * scale.y, (s.x + s.w) * scale.x, (s.y + s.h) * scale.y, s.r * scale.x, brush);
  }
  drawDots(image, drawing);
  if (drawing.logo) overlay(target, drawing.logo.svg, drawing.logo, scale);
  if (drawing.text) {
    const text = outline(drawing.text);
    if (text.box) overlay(target, text.paths, text.box, scale);
  }
  return image;
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
 * The download route's PNG: a PNG already made for the same drawing and width is answered from
 * memory (keyed by a hash of the drawing, so a changed design or target is a new key; least
 * recently used out first, 32 MiB at most). The drawing itself is the bench's synchronous path:
 * without a full-size resvg render no long native call is left to move off the event loop.
 */
export async function qrToPngCached(drawing: QrDrawing, width: number): Promise<Buffer> {
  const key = drawingKey(drawing, width);
  const hit = pngCache.get(key);
  if (hit) {
    pngCache.delete(key);
    pngCache.set(key, hit);
    return hit;
  }
  const png = drawingToPng(drawing, width);
  pngCache.set(key, png);
  pngCacheBytes += png.length;
  for (const [old, buffer] of pngCache) {
    if (pngCacheBytes <= PNG_CACHE_BYTES) break;
    pngCache.delete(old);
    pngCacheBytes -= buffer.length;
  }
  return png;
}

/**
 * `body` (SVG elements in the drawing's units) rendered by resvg into the pixel region around
 * `box` only, and laid over the image (resvg's pixels are premultiplied). The region is snapped
 * to whole pixels of the full image, with a pixel to spare for anti-aliasing, so the result lands
 * where a full-size render puts it.
 */
function overlay(target: Surface, body: string, box: Box, scale: Scale): void {
  const left = Math.max(0, Math.floor(box.x * scale.x) - 1);
  const top = Math.max(0, Math.floor(box.y * scale.y) - 1);
  const right = Math.min(target.w, Math.ceil((box.x + box.w) * scale.x) + 1);
  const bottom = Math.min(target.h, Math.ceil((box.y + box.h) * scale.y) + 1);
  if (right <= left || bottom <= top) return;
  const viewBox = `${left / scale.x} ${top / scale.y} ${(right - left) / scale.x} ${(bottom - top) / scale.y}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" shape-rendering="geometricPrecision">${body}</svg>`;
  const tile = new Resvg(svg, renderOptions(right - left)).render();
  const src = tile.pixels;
  const rows = Math.min(tile.height, bottom - top);
  const cols = Math.min(tile.width, right - left);
  const px = target.px;
  for (let y = 0; y < rows; y++) {
    let s = y * tile.width * 4;
    let o = ((top + y) * target.w + left) * 4;
    for (let x = 0; x < cols; x++, s += 4, o += 4) {
      const a = src[s + 3]!;
      if (a === 0) continue;
      const under = px[o + 3]!;
      if (a === 255 || under === 255) {
        const keep = (255 - a) / 255;
        px[o] = src[s]! + px[o]! * keep;
        px[o + 1] = src[s + 1]! + px[o + 1]! * keep;
        px[o + 2] = src[s + 2]! + px[o + 2]! * keep;
        px[o + 3] = 255;
        continue;
      }
      // Over a partly transparent pixel (a box frame's corner): non-premultiplied source-over.
      const out = a + (under * (255 - a)) / 255;
      for (let c = 0; c < 3; c++) px[o + c] = (src[s + c]! * 255 + px[o + c]! * under * (1 - a / 255)) / out;
      px[o + 3] = out;
    }
  }
}

/** Each dot style as a rounded square inside its module: inset from the module's edges, corner radius. */
const DOT_SHAPES: Record<DotStyle, { inset: number; radius: number }> = {
  square: { inset: 0, radius: 0 },
  rounded: { inset: 0, radius: 0.3 },
  // A circle of radius .45 centred in the module: a square of side .9 whose corners are all round.
  dots: { inset: 0.05, radius: 0.45 },
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** An image's pixels seen as bytes (clamped: sums never wrap) and as whole RGBA words. */
interface Surface {
  px: Uint8ClampedArray;
  words: Uint32Array | null;
  w: number;
  h: number;
}

function surface(image: Pixels): Surface {
  const { width: w, height: h, data } = image;
  return {
    px: new Uint8ClampedArray(data.buffer, data.byteOffset, w * h * 4),
    words: data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, w * h) : null,
    w,
    h,
  };
}

/**
 * How a shape's coverage becomes colour. `add`: the pixel gains (colour − under) × coverage, for
 * shapes that lie on a known colour and may share edge pixels (the data modules: two halves sum
 * to the full colour, no seam, like one path filled non-zero). Otherwise source-over: the pixel
 * moves towards the colour by the coverage, for shapes painted over others (frame, patterns).
 */
interface Brush {
  rgb: [number, number, number];
  /** The opaque colour as one little-endian RGBA word, to fill whole pixels four bytes at a time. */
  word: number;
  add: boolean;
  d: [number, number, number];
}

function brushOf(fill: string, under: string, add: boolean): Brush {
  const c = rgb(fill);
  const u = rgb(under);
  return {
    rgb: c,
    word: (c[0] | (c[1] << 8) | (c[2] << 16) | (255 << 24)) >>> 0,
    add,
    d: [c[0] - u[0], c[1] - u[1], c[2] - u[2]],
  };
}

/** Snaps a pixel coordinate within float noise of a whole pixel onto it (full rows stay full). */
const snap = (n: number) => (Math.abs(n - Math.round(n)) < 1e-7 ? Math.round(n) : n);

/**
 * Fills [x0, x1) × [y0, y1) (pixels) with corners of radius r, anti-aliased: exact area coverage
 * on straight edges, the signed distance to the arc at round corners (a circle has r = half its
 * side). Pixels certain to be fully covered are filled as whole words.
 */
function fillRect(t: Surface, ax0: number, ay0: number, ax1: number, ay1: number, radius: number, b: Brush): void {
  const x0 = snap(ax0);
  const y0 = snap(ay0);
  const x1 = snap(ax1);
  const y1 = snap(ay1);
  const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2);
  const { px, words, w } = t;
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(w, Math.ceil(x1));
  const top = Math.max(0, Math.floor(y0));
  const bottom = Math.min(t.h, Math.ceil(y1));
  // Columns whose pixels lie wholly inside the straight edges.
  const innerLeft = Math.max(left, Math.ceil(x0));
  const innerRight = Math.min(right, Math.floor(x1));
  for (let y = top; y < bottom; y++) {
    const cy = Math.min(y + 1, y1) - Math.max(y, y0);
    const v = y + 0.5;
    // Inclusive: a circle's middle row is a corner row too (its straight part has no length).
    const cornerRow = r > 0 && (v <= y0 + r || v >= y1 - r);
    const dy = cornerRow ? v - (v <= y0 + r ? y0 + r : y1 - r) : 0;
    // The run certainly fully covered: inside the straight edges and, on a corner row, within
    // r − ½ of the arcs' centres (where the signed-distance coverage reaches 1).
    let solidFrom = innerLeft;
    let solidTo = cy >= 1 && words ? innerRight : innerLeft;
    if (cornerRow && solidTo > solidFrom) {
      const k2 = (r - 0.5) * (r - 0.5) - dy * dy;
      if (r < 0.5 || k2 < 0) solidTo = solidFrom;
      else {
        const k = Math.sqrt(k2);
        solidFrom = Math.max(solidFrom, Math.ceil(x0 + r - k - 0.5));
        solidTo = Math.min(solidTo, Math.floor(x1 - r + k - 0.5) + 1);
      }
    }
    if (solidTo > solidFrom) words!.fill(b.word, y * w + solidFrom, y * w + solidTo);
    else solidFrom = solidTo = right;
    let o = (y * w + left) * 4;
    for (let x = left; x < right; x++, o += 4) {
      if (x === solidFrom) {
        // Skip the run already filled.
        o += (solidTo - 1 - x) * 4;
        x = solidTo - 1;
        continue;
      }
      let cover = (Math.min(x + 1, x1) - Math.max(x, x0)) * cy;
      if (cornerRow) {
        const u = x + 0.5;
        if (u <= x0 + r || u >= x1 - r) {
          const dx = u - (u <= x0 + r ? x0 + r : x1 - r);
          const edge = r + 0.5 - Math.sqrt(dx * dx + dy * dy);
          if (edge < cover) cover = edge;
        }
      }
      put(px, o, cover, b);
    }
  }
}

/** One pixel gains the brush's colour by `cover` (a fully covered pixel is simply the colour). */
function put(px: Uint8ClampedArray, o: number, cover: number, b: Brush): void {
  if (cover <= 0) return;
  const c = b.rgb;
  if (cover >= 1) {
    px[o] = c[0];
    px[o + 1] = c[1];
    px[o + 2] = c[2];
    px[o + 3] = 255;
    return;
  }
  if (b.add) {
    px[o] = px[o]! + b.d[0] * cover;
    px[o + 1] = px[o + 1]! + b.d[1] * cover;
    px[o + 2] = px[o + 2]! + b.d[2] * cover;
    return;
  }
  const under = px[o + 3]!;
  if (under === 255) {
    px[o] = px[o]! + (c[0] - px[o]!) * cover;
    px[o + 1] = px[o + 1]! + (c[1] - px[o + 1]!) * cover;
    px[o + 2] = px[o + 2]! + (c[2] - px[o + 2]!) * cover;
    return;
  }
  // Over a transparent or partly transparent pixel (only a box frame's corners): non-premultiplied.
  const a = under / 255;
  const out = cover + a * (1 - cover);
  for (let i = 0; i < 3; i++) px[o + i] = (c[i]! * cover + px[o + i]! * a * (1 - cover)) / out;
  px[o + 3] = out * 255;
}

/**
 * Draws the data modules into `image` (RGBA) with anti-aliased edges, as resvg would fill the
 * dots' path, at a fraction of its cost: resvg spent ~4.5 ms of a 1024 px code on ~600 small
 * rounded squares. Modules never overlap and lie on the background colour, so each one adds
 * (fg − bg) × coverage to what is there: two modules sharing an edge pixel sum to the full
 * colour, with no seam, exactly like one path filled non-zero; the same where a module meets an
 * alignment pattern, painted before.
 */
export function drawDots(image: Pixels, drawing: QrDrawing): void {
  const { x: sx, y: sy } = scaleOf(image, drawing);
  const { inset, radius } = DOT_SHAPES[drawing.dots];
  const brush = brushOf(drawing.fg, drawing.bg, true);
  const target = surface(image);
  const cells = drawing.cells;
  for (let i = 0; i < cells.length; i += 2) {
    const x = cells[i]!;
    const y = cells[i + 1]!;
    fillRect(target, (x + inset) * sx, (y + inset) * sy, (x + 1 - inset) * sx, (y + 1 - inset) * sy, radius * sx, brush);
  }
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row-major. */
  data: Buffer;
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
 * Level 1 stays: levels 2 and 3 cost 7 % and 17 % more time for 2–5 % smaller files; Z_RLE and
 * Huffman-only are five times slower on RGBA (a pixel repeats every 4 bytes, not every byte) and
 * twelve times bigger; a Sub filter first (runs of zeros) cost more than it saved (decision 083).
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
