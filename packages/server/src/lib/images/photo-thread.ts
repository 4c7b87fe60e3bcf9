/**
 * A photo pool thread (photo-pool.ts): decodes, crops, resizes and re-encodes one upload at a time,
 * off the event loop. A PhotoError travels back as its code and message, so the API answers exactly
 * what it answered when this ran inline.
 */
import { parentPort } from 'node:worker_threads';
import { PhotoError, processPhoto } from './photo.ts';
import type { FromPhotoThread, ToPhotoThread } from './photo-pool.ts';

const port = parentPort!;
port.on('message', (message: ToPhotoThread) => {
  let reply: FromPhotoThread;
  try {
    reply = {
      id: message.id,
      image: processPhoto(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength)),
    };
  } catch (error) {
    reply =
      error instanceof PhotoError
        ? { id: message.id, refused: { code: error.code, message: error.message } }
        : { id: message.id, failed: String((error as Error)?.message ?? error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
