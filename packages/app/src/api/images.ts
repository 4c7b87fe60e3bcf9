/**
 * Pictures picked for upload (card photos, company logos, the organisation's logo): one way to
 * shrink them in the browser before they travel (decision 090).
 */

/** The longest side of a photo before upload: the server crops and scales it to 400 px anyway. */
const UPLOAD_MAX_SIDE = 1200;

/**
 * Scales a picked photo down in the browser before upload (and turns it upright: browsers apply
 * EXIF orientation when decoding), so a 12-megapixel phone photo travels as ~200 KB and the
 * server's pure-JS decoder has little to do. Without canvas support the file goes as it is.
 */
export async function prepareImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ?? file;
  } catch {
    // Not an image the browser can decode: let the server say precisely why.
    return file;
  }
}
