/**
 * PNG from the one SVG renderer, through resvg (Rust, shipped as an npm binary package; no
 * browser, no canvas). Fonts: only the frame text needs one; resvg would scan every system font
 * on each render (tens of ms), so it gets a short list of files that cover Latin and Arabic.
 */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';

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

function render(svg: string, width: number) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: fonts(), shapeRendering: 2 }).render();
}

/** Rasterises `svg` to a PNG `width` pixels wide (height follows the aspect ratio). */
export function svgToPng(svg: string, width: number): Buffer {
  return render(svg, width).asPng();
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
