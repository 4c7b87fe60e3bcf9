/**
 * Card photos and company logos: a JPEG or PNG upload becomes a square JPEG of at most
 * CARD_PHOTO_SIZE pixels a side — the centre square, turned upright by the EXIF orientation
 * (phones store portraits sideways), scaled down by area averaging, transparency flattened onto
 * white, re-encoded (which also drops EXIF, GPS position included). Pure JavaScript (jpeg-js,
 * pngjs): no native image library (docs/decisions/090-cards-photos-and-public-page.md).
 */
import { CARD_MESSAGES, CARD_PHOTO_MAX_BYTES, CARD_PHOTO_SIZE } from '@rabt/contract';
import { createHash } from 'node:crypto';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface ProcessedImage {
  /** The square JPEG, base64 (what is stored and what the vCard embeds). */
  base64: string;
  /** First 12 hex characters of its SHA-256: a cache-busting version for URLs. */
  hash: string;
  size: number;
}

export class PhotoError extends Error {
  constructor(
    readonly code: 'photo_type' | 'photo_too_large' | 'photo_unreadable' | 'photo_too_small',
    message: string,
  ) {
    super(message);
  }
}

const MIN_SIDE = 64;
const QUALITY = 85;

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The EXIF orientation (1–8) of a JPEG, or 1. */
export function jpegOrientation(buf: Uint8Array): number {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return 1;
  let offset = 2;
  while (offset + 4 < buf.length) {
    if (buf[offset] !== 0xff) return 1;
    const marker = buf[offset + 1]!;
    const length = (buf[offset + 2]! << 8) | buf[offset + 3]!;
    if (marker === 0xe1 && buf.subarray(offset + 4, offset + 10).toString() === 'Exif\0\0') {
      const tiff = offset + 10;
      const little = buf[tiff] === 0x49;
      const u16 = (at: number) => (little ? buf[at]! | (buf[at + 1]! << 8) : (buf[at]! << 8) | buf[at + 1]!);
      const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2));
      const ifd = tiff + u32(tiff + 4);
      const entries = u16(ifd);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > buf.length) return 1;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    if (marker === 0xda) return 1;
    offset += 2 + length;
  }
  return 1;
}

function sniff(buf: Uint8Array): 'jpeg' | 'png' | null {
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length > 8 && buf[0] === 0x89 && buf[1] === 0x50 && buf[2] === 0x4e && buf[3] === 0x47) return 'png';
  return null;
}

function decode(buf: Buffer, kind: 'jpeg' | 'png'): Rgba {
  try {
    if (kind === 'jpeg') {
      const img = jpeg.decode(buf, { useTArray: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256, formatAsRGBA: true });
      return { width: img.width, height: img.height, data: img.data };
    }
    const png = PNG.sync.read(buf);
    return { width: png.width, height: png.height, data: png.data };
  } catch {
    throw new PhotoError('photo_unreadable', CARD_MESSAGES.photoUnreadable);
  }
}

/**
 * Where output pixel (x, y) of an upright square of side n reads from in the stored square, for
 * EXIF orientations 1–8.
 */
function orient(orientation: number, x: number, y: number, n: number): [number, number] {
  const m = n - 1;
  switch (orientation) {
    case 2:
      return [m - x, y];
    case 3:
      return [m - x, m - y];
    case 4:
      return [x, m - y];
    case 5:
      return [y, x];
    case 6:
      return [y, m - x];
    case 7:
      return [m - y, m - x];
    case 8:
      return [m - y, x];
    default:
      return [x, y];
  }
}

/** The centre square, scaled to `target` by area averaging, flattened on white, turned upright. */
export function squareResize(src: Rgba, target: number, orientation = 1): Rgba {
  const side = Math.min(src.width, src.height);
  const x0 = Math.floor((src.width - side) / 2);
  const y0 = Math.floor((src.height - side) / 2);
  const n = Math.min(target, side);
  const scale = side / n;
  const scaled = new Uint8Array(n * n * 4);
  for (let y = 0; y < n; y++) {
    const sy0 = Math.floor(y * scale);
    const sy1 = Math.max(sy0 + 1, Math.floor((y + 1) * scale));
    for (let x = 0; x < n; x++) {
      const sx0 = Math.floor(x * scale);
      const sx1 = Math.max(sx0 + 1, Math.floor((x + 1) * scale));
      let r = 0;
      let g = 0;
      let b = 0;
      let count = 0;
      for (let sy = sy0; sy < sy1; sy++) {
        let i = ((y0 + sy) * src.width + x0 + sx0) * 4;
        for (let sx = sx0; sx < sx1; sx++, i += 4) {
          const a = src.data[i + 3]! / 255;
          r += src.data[i]! * a + 255 * (1 - a);
          g += src.data[i + 1]! * a + 255 * (1 - a);
          b += src.data[i + 2]! * a + 255 * (1 - a);
          count++;
        }
      }
      const o = (y * n + x) * 4;
      scaled[o] = Math.round(r / count);
      scaled[o + 1] = Math.round(g / count);
      scaled[o + 2] = Math.round(b / count);
      scaled[o + 3] = 255;
    }
  }
  if (orientation === 1) return { width: n, height: n, data: scaled };
  const upright = new Uint8Array(n * n * 4);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const [sx, sy] = orient(orientation, x, y, n);
      upright.set(scaled.subarray((sy * n + sx) * 4, (sy * n + sx) * 4 + 4), (y * n + x) * 4);
    }
  }
  return { width: n, height: n, data: upright };
}

/** Upload bytes → the stored square JPEG, or a PhotoError with the form's message. */
export function processPhoto(buf: Buffer): ProcessedImage {
  if (buf.length > CARD_PHOTO_MAX_BYTES) throw new PhotoError('photo_too_large', CARD_MESSAGES.photoTooLarge);
  const kind = sniff(buf);
  if (!kind) throw new PhotoError('photo_type', CARD_MESSAGES.photoType);
  const image = decode(buf, kind);
  if (Math.min(image.width, image.height) < MIN_SIDE) throw new PhotoError('photo_too_small', CARD_MESSAGES.photoTooSmall);
  const square = squareResize(image, CARD_PHOTO_SIZE, kind === 'jpeg' ? jpegOrientation(buf) : 1);
  const out = jpeg.encode({ width: square.width, height: square.height, data: square.data }, QUALITY).data;
  return { base64: out.toString('base64'), hash: createHash('sha256').update(out).digest('hex').slice(0, 12), size: out.length };
}
