/**
 * The one QR renderer: the encoder's module matrix (`qrcode` 1.5.4, never a hand-written encoder)
 * drawn as a styled SVG. The server's downloads (SVG, and PNG/PDF rasterised from this SVG) and
 * the app's live preview call the same function, so the preview is exactly what is downloaded.
 * Pure string building, no DOM: runs in Node and in the browser (docs/decisions/081-qrs-renderer.md).
 */
import QRCode from 'qrcode';
import {
  COLOR_RE,
  effectiveEcc,
  logoFormat,
  logoModules,
  type CornerStyle,
  type DotStyle,
  type EccLevel,
  type QrDesign,
} from './design.ts';

export interface QrSymbol {
  /** Modules per side. */
  size: number;
  /** Row-major, 1 = dark. */
  data: Uint8Array;
  version: number;
}

export function qrSymbol(payload: string, ecc: EccLevel): QrSymbol {
  const code = QRCode.create(payload, { errorCorrectionLevel: ecc });
  return { size: code.modules.size, data: code.modules.data as unknown as Uint8Array, version: code.version };
}

export interface RenderOptions {
  /** Pixel width/height written on the root element (the viewBox is in modules). */
  width?: number;
}

const f = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, ''));

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const RTL_RE = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

function dotPath(style: DotStyle, x: number, y: number): string {
  if (style === 'square') return `M${x} ${y}h1v1h-1z`;
  if (style === 'dots') return `M${x + 0.05} ${y + 0.5}a.45 .45 0 1 0 .9 0a.45 .45 0 1 0-.9 0z`;
  // rounded: a square with 0.3-module corner radii
  return `M${x + 0.3} ${y}h.4a.3 .3 0 0 1 .3 .3v.4a.3 .3 0 0 1-.3 .3h-.4a.3 .3 0 0 1-.3-.3v-.4a.3 .3 0 0 1 .3-.3z`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number, sweep: 0 | 1 = 1): string {
  if (sweep === 1) {
    return `M${f(x + r)} ${f(y)}h${f(w - 2 * r)}a${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(r)}v${f(h - 2 * r)}a${f(r)} ${f(r)} 0 0 1 ${f(-r)} ${f(r)}h${f(-(w - 2 * r))}a${f(r)} ${f(r)} 0 0 1 ${f(-r)} ${f(-r)}v${f(-(h - 2 * r))}a${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(-r)}z`;
  }
  return roundedRect(x, y, w, h, r, 1);
}

function circle(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0z`;
}

/**
 * A rounded rectangle in modules, filled with `fill`; a circle when its radius is half its side,
 * a plain rectangle when the radius is 0. The PNG path draws these itself (decision 083).
 */
export interface QrRect {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
  fill: string;
}

/**
 * Path data of nested rectangles (ring, hole, centre) for an even-odd fill, written exactly as
 * the renderer always wrote them: a square hole runs the other way round, a round rect whose
 * radius is half its side is written as a circle.
 */
function nestedPath(rects: QrRect[]): string {
  let d = '';
  rects.forEach(({ x, y, w, h, r }, i) => {
    if (r === 0) d += i === 1 ? `M${x} ${y}v${h}h${w}v-${h}z` : `M${x} ${y}h${w}v${h}h-${w}z`;
    else if (2 * r === w) d += circle(x + r, y + r, r);
    else d += roundedRect(x, y, w, h, r);
  });
  return d;
}

/** One pattern's ring, hole and centre, in paint order: fg, bg, fg (what the even-odd fill shows). */
function nested(x: number, y: number, sides: number[], radii: number[], fg: string, bg: string): QrRect[] {
  return sides.map((side, i) => ({ x: x + i, y: y + i, w: side, h: side, r: radii[i]!, fill: i === 1 ? bg : fg }));
}

/** One finder pattern (7×7 ring + 3×3 centre) at module (x, y). */
function finderRects(style: CornerStyle, x: number, y: number, fg: string, bg: string): QrRect[] {
  const radii = style === 'square' ? [0, 0, 0] : style === 'circle' ? [3.5, 2.5, 1.5] : [2, 1.4, 0.9];
  return nested(x, y, [7, 5, 3], radii, fg, bg);
}

/**
 * Centres of the alignment patterns (ISO/IEC 18004 Annex E, as the encoder places them). Drawn
 * as solid rings whatever the dot style: decoders locate them by run lengths, which round or
 * spaced dots would break.
 */
export function alignmentCentres(version: number): Array<[number, number]> {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const interval = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const coords = [size - 7];
  for (let i = 1; i < count - 1; i++) coords[i] = coords[i - 1]! - interval;
  coords.push(6);
  coords.reverse();
  const last = coords.length - 1;
  const centres: Array<[number, number]> = [];
  for (let i = 0; i < coords.length; i++) {
    for (let j = 0; j < coords.length; j++) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      centres.push([coords[i]!, coords[j]!]);
    }
  }
  return centres;
}

function alignmentRects(style: CornerStyle, x: number, y: number, fg: string, bg: string): QrRect[] {
  return nested(x, y, [5, 3, 1], style === 'square' ? [0, 0, 0] : [1.2, 0.6, 0.5], fg, bg);
}

/** Module sits inside one of the three finder patterns (drawn separately). */
function inFinder(size: number, row: number, col: number): boolean {
  return (row < 7 && col < 7) || (row < 7 && col >= size - 7) || (row >= size - 7 && col < 7);
}

export interface QrLayout {
  /** viewBox width and height in modules. */
  width: number;
  height: number;
  symbol: QrSymbol;
  ecc: EccLevel;
}

/** Frame geometry in modules: padding around the code and the text band under it. */
function frameBox(design: QrDesign, inner: number) {
  if (design.frame === 'none') return { pad: 0, band: 0 };
  const band = Math.max(5, Math.round(inner * 0.2));
  return { pad: design.frame === 'box' ? 1.5 : 0, band };
}

/** Below this many pixels per module a raster loses modules to anti-aliasing (decode matrix). */
export const QR_MIN_PX_PER_MODULE = 6;

/** The narrowest PNG (pixels) that keeps every module readable for this layout. */
export function minRasterWidth(layout: Pick<QrLayout, 'width'>): number {
  return Math.ceil(layout.width * QR_MIN_PX_PER_MODULE);
}

export function qrLayout(payload: string, design: QrDesign): QrLayout {
  const ecc = effectiveEcc(design);
  const symbol = qrSymbol(payload, ecc);
  const inner = symbol.size + 2 * design.margin;
  const { pad, band } = frameBox(design, inner);
  return { width: inner + 2 * pad, height: inner + 2 * pad + band, symbol, ecc };
}

/**
 * A code's drawing in two parts: the SVG of everything but the data modules (background, frame,
 * finder and alignment patterns, logo, text), and the data modules as cells. renderQrSvg joins
 * them into one SVG; the server's PNG path rasterises the first with resvg and draws the cells
 * straight into its pixels (docs/decisions/083-qrs-png-speed-and-landing-eviction.md).
 */
export interface QrDrawing {
  /** viewBox size, modules. */
  width: number;
  height: number;
  fg: string;
  bg: string;
  dots: DotStyle;
  /** Top-left corners of the data modules (module units, offsets applied), x then y. */
  cells: Float64Array;
  /** The SVG before the dots' path element, and after it. */
  head: string;
  tail: string;
  /**
   * The same drawing for a raster, without SVG: background or frame, then the finder and
   * alignment patterns, as rectangles in paint order; the logo's <image> element and its box
   * (modules); the frame's <text> element. The PNG path draws the rectangles and the cells itself
   * and asks resvg only for the logo and the text, each in its own small region (decision 083).
   */
  shapes: QrRect[];
  logo: { svg: string; x: number; y: number; w: number; h: number } | null;
  text: string | null;
}

export function qrDrawing(payload: string, input: QrDesign, options: RenderOptions = {}): QrDrawing {
  // Whatever reaches the markup is well-formed: a malformed colour or logo never becomes markup.
  const design: QrDesign = {
    ...input,
    fg: COLOR_RE.test(input.fg) ? input.fg : '#000000',
    bg: COLOR_RE.test(input.bg) ? input.bg : '#ffffff',
    logo: input.logo && logoFormat(input.logo) ? input.logo : null,
    margin: Math.min(16, Math.max(0, Math.round(input.margin) || 0)),
  };
  const layout = qrLayout(payload, design);
  const { symbol } = layout;
  const n = symbol.size;
  const inner = n + 2 * design.margin;
  const { pad, band } = frameBox(design, inner);
  const ox = pad + design.margin;
  const oy = pad + design.margin;

  // The logo's cleared square, in module coordinates (start inclusive, end exclusive).
  let logoFrom = -1;
  let logoTo = -1;
  if (design.logo) {
    const side = logoModules(n, design.logo_size);
    logoFrom = (n - side) / 2;
    logoTo = logoFrom + side;
  }

  // Alignment patterns are drawn whole (below); mark their modules to skip them as dots.
  const skip = new Uint8Array(n * n);
  const marks: QrRect[] = [];
  for (const [row, col] of alignmentCentres(symbol.version)) {
    for (let r = row - 2; r <= row + 2; r++) skip.fill(1, r * n + col - 2, r * n + col + 3);
    const hidden = row >= logoFrom - 2 && row < logoTo + 2 && col >= logoFrom - 2 && col < logoTo + 2;
    if (!hidden) marks.push(...alignmentRects(design.corners, ox + col - 2, oy + row - 2, design.fg, design.bg));
  }

  const cells = new Float64Array(n * n * 2);
  let count = 0;
  const data = symbol.data;
  for (let row = 0; row < n; row++) {
    const inLogoRow = row >= logoFrom && row < logoTo;
    for (let col = 0; col < n; col++) {
      if (data[row * n + col] !== 1) continue;
      if (inLogoRow && col >= logoFrom && col < logoTo) continue;
      if (inFinder(n, row, col) || skip[row * n + col] === 1) continue;
      cells[count++] = ox + col;
      cells[count++] = oy + row;
    }
  }
  marks.push(
    ...finderRects(design.corners, ox, oy, design.fg, design.bg),
    ...finderRects(design.corners, ox + n - 7, oy, design.fg, design.bg),
    ...finderRects(design.corners, ox, oy + n - 7, design.fg, design.bg),
  );
  let finders = '';
  for (let i = 0; i < marks.length; i += 3) finders += nestedPath(marks.slice(i, i + 3));

  const width = layout.width;
  const height = layout.height;
  const size = options.width ? ` width="${options.width}" height="${f((options.width * height) / width)}"` : '';
  let head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(width)} ${f(height)}"${size} shape-rendering="geometricPrecision">`;
  let back: QrRect[];
  if (design.frame === 'box') {
    head += `<path fill="${design.fg}" d="${roundedRect(0, 0, width, height, 1.5)}"/>`;
    head += `<path fill="${design.bg}" d="${roundedRect(pad, pad, inner, inner, 0.75)}"/>`;
    back = [
      { x: 0, y: 0, w: width, h: height, r: 1.5, fill: design.fg },
      { x: pad, y: pad, w: inner, h: inner, r: 0.75, fill: design.bg },
    ];
  } else {
    head += `<rect width="${f(width)}" height="${f(height)}" fill="${design.bg}"/>`;
    back = [{ x: 0, y: 0, w: width, h: height, r: 0, fill: design.bg }];
  }
  let tail = `<path fill="${design.fg}" fill-rule="evenodd" d="${finders}"/>`;
  let logo: QrDrawing['logo'] = null;
  if (design.logo) {
    const side = logoTo - logoFrom;
    const inset = 0.5;
    // The box as written in the markup (rounded to 2 decimals), so the raster's region matches it.
    const [x, y, w] = [ox + logoFrom + inset, oy + logoFrom + inset, side - 2 * inset].map(f);
    const svg = `<image x="${x}" y="${y}" width="${w}" height="${w}" preserveAspectRatio="xMidYMid meet" href="${design.logo}"/>`;
    tail += svg;
    logo = { svg, x: Number(x), y: Number(y), w: Number(w), h: Number(w) };
  }
  let textElement: string | null = null;
  if (design.frame !== 'none' && design.frame_text.trim()) {
    const text = design.frame_text.trim();
    const rtl = RTL_RE.test(text);
    const fontSize = Math.min(band * 0.55, (width * 1.6) / Math.max(8, [...text].length));
    const fill = design.frame === 'box' ? design.bg : design.fg;
    const y = pad * 2 + inner + band / 2 - (design.frame === 'box' ? pad / 2 : 0);
    textElement = `<text x="${f(width / 2)}" y="${f(y)}" fill="${fill}" font-family="Noto Sans Arabic, DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${f(fontSize)}" text-anchor="middle" dominant-baseline="central"${rtl ? ' direction="rtl"' : ''}>${escapeXml(text)}</text>`;
    tail += textElement;
  }
  tail += '</svg>';
  return {
    width,
    height,
    fg: design.fg,
    bg: design.bg,
    dots: design.dots,
    cells: cells.subarray(0, count),
    head,
    tail,
    shapes: [...back, ...marks],
    logo,
    text: textElement,
  };
}

/**
 * The styled SVG of `payload` in `design`. The caller checks the design first (checkDesign);
 * this function draws whatever it is given.
 */
export function renderQrSvg(payload: string, input: QrDesign, options: RenderOptions = {}): string {
  const drawing = qrDrawing(payload, input, options);
  const { cells, dots: style } = drawing;
  let dots = '';
  for (let i = 0; i < cells.length; i += 2) dots += dotPath(style, cells[i]!, cells[i + 1]!);
  return `${drawing.head}<path fill="${drawing.fg}" d="${dots}"/>${drawing.tail}`;
}
