/**
 * The look of a QR code, and the rules that keep every design scannable. The server refuses a
 * design these rules reject and the editor shows the same message before saving, so a code that
 * would not scan is never produced (docs/decisions/081-qrs-renderer.md).
 */

export const dotStyles = ['square', 'rounded', 'dots'] as const;
export type DotStyle = (typeof dotStyles)[number];
export const cornerStyles = ['square', 'rounded', 'circle'] as const;
export type CornerStyle = (typeof cornerStyles)[number];
export const frameStyles = ['none', 'box', 'label'] as const;
export type FrameStyle = (typeof frameStyles)[number];
export const eccLevels = ['L', 'M', 'Q', 'H'] as const;
export type EccLevel = (typeof eccLevels)[number];

export interface QrDesign {
  /** Dots, corners and frame: `#rrggbb`. */
  fg: string;
  /** Background and quiet zone: `#rrggbb`. */
  bg: string;
  dots: DotStyle;
  corners: CornerStyle;
  /** Quiet zone in modules. */
  margin: number;
  /** Error correction; raised to H automatically while a logo is set. */
  ecc: EccLevel;
  /** `data:image/png;base64,…` or `data:image/jpeg;base64,…`, or null. */
  logo: string | null;
  /** Logo width as a fraction of the code's width (without quiet zone). */
  logo_size: number;
  frame: FrameStyle;
  /** Call to action under the code (English or Arabic), shown when frame is not `none`. */
  frame_text: string;
}

export const DEFAULT_DESIGN: QrDesign = {
  fg: '#000000',
  bg: '#ffffff',
  dots: 'square',
  corners: 'square',
  margin: 4,
  ecc: 'M',
  logo: null,
  logo_size: 0.22,
  frame: 'none',
  frame_text: '',
};

export const QR_MARGIN_MIN = 2;
export const QR_MARGIN_MAX = 10;
export const QR_LOGO_SIZE_MIN = 0.1;
export const QR_LOGO_SIZE_MAX = 0.3;
/** The part of the symbol a logo (with its plate) may hide; ECC H restores about 30 %. */
export const QR_LOGO_AREA_MAX = 0.12;
export const QR_FRAME_TEXT_MAX = 30;
/** Decoded logo bytes; the design travels as JSON, so the logo stays small. */
export const QR_LOGO_BYTES_MAX = 32 * 1024;
/** WCAG contrast ratio below which phone cameras misread dots under poor light. */
export const QR_CONTRAST_MIN = 4;
export const QR_DOWNLOAD_SIZES = [256, 512, 1024, 2048] as const;
export const QR_DOWNLOAD_SIZE_MIN = 128;
export const QR_DOWNLOAD_SIZE_MAX = 4096;

export const COLOR_RE = /^#[0-9a-fA-F]{6}$/;

export const DESIGN_MESSAGES = {
  color: 'Use a colour written as #rrggbb.',
  lowContrast: (ratio: string) =>
    `The colours are too close to scan reliably (contrast ${ratio}:1; at least ${QR_CONTRAST_MIN}:1 is needed). Make the foreground darker or the background lighter.`,
  inverted: 'Light dots on a dark background are not read by many phone cameras. Use a foreground darker than the background.',
  margin: `The quiet zone must be between ${QR_MARGIN_MIN} and ${QR_MARGIN_MAX} modules; scanners need the empty border to find the code.`,
  logoTooLarge: (maxPercent: number) =>
    `The logo is too large for the code to scan. Make it at most ${maxPercent}% of the code's width.`,
  logoFormat: 'The logo must be a PNG or JPEG image.',
  logoBytes: `The logo must be at most ${QR_LOGO_BYTES_MAX / 1024} KB.`,
  frameText: `The frame text must be one line of at most ${QR_FRAME_TEXT_MAX} characters.`,
  frameTextMissing: 'Enter the frame text, or choose no frame.',
} as const;

export interface DesignProblem {
  field: keyof QrDesign;
  code: string;
  message: string;
}

function channel(hex: string, at: number): number {
  const v = parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const LOGO_RE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

function base64Head(data: string, bytes: number): number[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < data.length && out.length < bytes; i++) {
    buffer = (buffer << 6) | alphabet.indexOf(data[i]!);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return out;
}

/** The logo's format judged by its first bytes (not the data URL's label), or null. */
export function logoFormat(logo: string): 'png' | 'jpeg' | null {
  const match = LOGO_RE.exec(logo);
  if (!match) return null;
  const head = base64Head(match[2]!, 4);
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

function logoBytes(logo: string): number {
  const data = logo.slice(logo.indexOf(',') + 1);
  return Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
}

/** Side of the cleared logo square in modules for a symbol of `size` modules (odd, centred). */
export function logoModules(size: number, logoSize: number): number {
  let side = Math.ceil(size * logoSize);
  if (side % 2 !== size % 2) side++;
  return side;
}

/** The largest logo_size whose plate still fits QR_LOGO_AREA_MAX for this symbol size. */
export function maxLogoSize(size: number): number {
  let best = QR_LOGO_SIZE_MIN;
  for (let s = QR_LOGO_SIZE_MIN; s <= QR_LOGO_SIZE_MAX + 1e-9; s += 0.01) {
    const side = logoModules(size, s);
    if ((side * side) / (size * size) <= QR_LOGO_AREA_MAX) best = s;
  }
  return Math.round(best * 100) / 100;
}

/**
 * Every reason this design would not scan (or is malformed), with the field it concerns.
 * `symbolSize` (modules per side) lets the logo check use the real symbol; without it the check
 * assumes the smallest symbol a logo is used with (version 2 at ECC H, 25 modules).
 */
export function checkDesign(design: QrDesign, symbolSize = 25): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const fgOk = COLOR_RE.test(design.fg);
  const bgOk = COLOR_RE.test(design.bg);
  if (!fgOk) problems.push({ field: 'fg', code: 'invalid_color', message: DESIGN_MESSAGES.color });
  if (!bgOk) problems.push({ field: 'bg', code: 'invalid_color', message: DESIGN_MESSAGES.color });
  if (fgOk && bgOk) {
    if (luminance(design.fg) > luminance(design.bg)) {
      problems.push({ field: 'fg', code: 'inverted', message: DESIGN_MESSAGES.inverted });
    } else {
      const ratio = contrastRatio(design.fg, design.bg);
      if (ratio < QR_CONTRAST_MIN) {
        problems.push({ field: 'fg', code: 'low_contrast', message: DESIGN_MESSAGES.lowContrast(ratio.toFixed(1)) });
      }
    }
  }
  if (!Number.isInteger(design.margin) || design.margin < QR_MARGIN_MIN || design.margin > QR_MARGIN_MAX) {
    problems.push({ field: 'margin', code: 'out_of_range', message: DESIGN_MESSAGES.margin });
  }
  if (design.logo !== null) {
    if (logoFormat(design.logo) === null) {
      problems.push({ field: 'logo', code: 'invalid_image', message: DESIGN_MESSAGES.logoFormat });
    } else if (logoBytes(design.logo) > QR_LOGO_BYTES_MAX) {
      problems.push({ field: 'logo', code: 'too_large', message: DESIGN_MESSAGES.logoBytes });
    }
    const max = maxLogoSize(symbolSize);
    if (!(design.logo_size >= QR_LOGO_SIZE_MIN) || design.logo_size > max + 1e-9) {
      problems.push({ field: 'logo_size', code: 'logo_too_large', message: DESIGN_MESSAGES.logoTooLarge(Math.round(max * 100)) });
    }
  }
  if (design.frame !== 'none') {
    const text = design.frame_text.trim();
    if (text.length === 0) problems.push({ field: 'frame_text', code: 'required', message: DESIGN_MESSAGES.frameTextMissing });
    else if ([...text].length > QR_FRAME_TEXT_MAX || /[\r\n]/.test(text)) {
      problems.push({ field: 'frame_text', code: 'too_long', message: DESIGN_MESSAGES.frameText });
    }
  }
  return problems;
}

/** The error correction actually used: H whenever a logo hides part of the symbol. */
export function effectiveEcc(design: Pick<QrDesign, 'ecc' | 'logo'>): EccLevel {
  return design.logo ? 'H' : design.ecc;
}
