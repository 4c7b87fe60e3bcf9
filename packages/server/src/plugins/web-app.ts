/**
 * Serves the built web app (dist/app) and answers every unknown GET outside /api and /dev with
 * index.html, so client-side routes survive a reload. Unknown /api paths get the JSON 404.
 * Hashed assets are cached for a year; index.html is always revalidated so deploys show at once.
 * Assets are sent precompressed: `vite build` writes `.br` and `.gz` beside each one
 * (vite.config.ts precompress()) and the file the browser accepts is sent as it is.
 */
import fastifyStatic from '@fastify/static';
import { ErrorCode, errorBody } from '@rabt/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rabt</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>The web app is not built yet</h1>
<p>The API is running (<a href="/api/health">/api/health</a>). Build the app with <code>npx vite build</code>
or restart <code>npm start</code> once the app sources build. Mails in development: <a href="/dev/outbox">/dev/outbox</a>.</p>
</body></html>`;

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/dev/');
}

async function webAppPlugin(app: FastifyInstance): Promise<void> {
  const dir = app.config.appDir;
  const indexFile = dir ? join(dir, 'index.html') : null;
  const built = indexFile !== null && existsSync(indexFile);
  if (built && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ appDir: dir }, 'web app not built (no index.html): serving the API only');
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!built || !indexFile)
      return reply.code(503).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(NOT_BUILT);
    // Read per request: a rebuild while running is picked up without a restart.
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(readFileSync(indexFile));
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (wantsSpa(request)) return sendIndex(reply);
    return reply.code(404).type('application/json; charset=utf-8').send(errorBody(ErrorCode.NOT_FOUND, 'Resource not found'));
  });
}

export default fp(webAppPlugin, { name: 'rabt-web-app' });
