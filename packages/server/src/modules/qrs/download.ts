/**
 * A code as a file: SVG straight from the shared renderer, PNG rasterised from that SVG, PDF with
 * the PNG placed on a page of the code's proportions (print shops take it as is). Every format
 * starts from renderQrSvg(payload, design), the very drawing the app previews.
 */
import {
  ErrorCode,
  QR_DOWNLOAD_SIZE_MAX,
  QR_DOWNLOAD_SIZE_MIN,
  QR_MESSAGES,
  minRasterWidth,
  qrDrawing,
  qrLayout,
  renderQrSvg,
  type Qr,
} from '@rabt/contract';
import { appError, validationFailed } from '../../lib/errors.ts';
import { pixelsToPdf } from './pdf.ts';
import { qrToPixels, qrToPngCached } from './raster.ts';

export interface Download {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

function fileBase(qr: Qr): string {
  const ascii = qr.name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return ascii || `qr-${qr.id.slice(-8).toLowerCase()}`;
}

/**
 * `lowest`: the SVG is held to the range the message names; PNG/PDF sizes under their own minimum
 * (≥ 128) get the more useful "at least N px" of that code below.
 */
export function parseSize(raw: unknown, fallback: number, lowest = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < lowest || size > QR_DOWNLOAD_SIZE_MAX) {
    throw validationFailed([
      {
        field: 'size',
        code: 'out_of_range',
        message: `Choose a size between ${QR_DOWNLOAD_SIZE_MIN} and ${QR_DOWNLOAD_SIZE_MAX} px.`,
      },
    ]);
  }
  return size;
}

export async function download(qr: Qr, format: string, rawSize: unknown): Promise<Download> {
  if (!qr.payload) throw appError(ErrorCode.NOT_FOUND, QR_MESSAGES.notFound);
  const base = fileBase(qr);
  if (format === 'svg') {
    const size = rawSize === undefined ? undefined : parseSize(rawSize, 512, QR_DOWNLOAD_SIZE_MIN);
    return {
      body: renderQrSvg(qr.payload, qr.design, size ? { width: size } : {}),
      contentType: 'image/svg+xml; charset=utf-8',
      fileName: `${base}.svg`,
    };
  }
  if (format !== 'png' && format !== 'pdf') {
    throw validationFailed([{ field: 'format', code: 'invalid', message: 'Choose svg, png or pdf.' }]);
  }
  const min = Math.max(QR_DOWNLOAD_SIZE_MIN, minRasterWidth(qrLayout(qr.payload, qr.design)));
  const size = parseSize(rawSize, Math.max(1024, min));
  if (size < min)
    throw validationFailed(
      [{ field: 'size', code: 'too_small', message: QR_MESSAGES.downloadSize(min) }],
      QR_MESSAGES.downloadSize(min),
    );
  const drawing = qrDrawing(qr.payload, qr.design);
  if (format === 'png') return { body: await qrToPngCached(drawing, size), contentType: 'image/png', fileName: `${base}.png` };
  return {
    body: pixelsToPdf(qrToPixels(drawing, Math.max(size, 1200))),
    contentType: 'application/pdf',
    fileName: `${base}.pdf`,
  };
}
