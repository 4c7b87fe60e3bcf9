/**
 * Image uploads and downloads as the API does them for card photos, company logos and the
 * organisation's logo (decision 090, 069): a raw image/jpeg or image/png body up to
 * CARD_PHOTO_MAX_BYTES, checked by its bytes (not its name or declared type) and normalised to a
 * square JPEG in the photo pool's threads; served publicly as image/jpeg with a content version
 * in the URL, so it can be cached `immutable`.
 */
import { CARD_PHOTO_MAX_BYTES, ErrorCode } from '@rabt/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appError, notFound, validationFailed } from '../errors.ts';
import { PhotoError, type ProcessedImage } from './photo.ts';
import { photoPool } from './photo-pool.ts';

/**
 * Lets a route plugin take raw image bodies. Fastify keeps parsers per plugin (encapsulation), so
 * each module with upload routes calls this once.
 */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png'],
    { parseAs: 'buffer', bodyLimit: CARD_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The parsed upload, or 415 when the body was not sent as an image. */
export function imageBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) {
    throw appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Upload the image as an image/jpeg or image/png body.');
  }
  return body;
}

/** A stored image (base64 JPEG) as the response, or 404. */
export function sendImage(reply: FastifyReply, base64: string | null) {
  if (!base64) throw notFound('Image not found');
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(Buffer.from(base64, 'base64'));
}

/**
 * Upload bytes → stored image (decoded and resized in the photo pool's threads, off the event loop),
 * or VALIDATION_FAILED on `field` with the form's message.
 */
export async function imageOrFieldError(bytes: Buffer, field: string): Promise<ProcessedImage> {
  try {
    return await photoPool.process(bytes);
  } catch (error) {
    if (error instanceof PhotoError) throw validationFailed([{ field, code: error.code, message: error.message }]);
    throw error;
  }
}
