/**
 * Serves the mock-mode build (dist/app-mock) for Playwright, and answers /api/* with the same MSW
 * handlers over real HTTP (msw's getResponse). Browsers with the service worker use the
 * in-page mocks; the "network" project blocks service workers so page.route can cut the API.
 * Run with tsx: `npx tsx e2e/app/serve.ts [port]`.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers/index.ts';

const root = join(import.meta.dirname, '../../dist/app-mock');
const port = Number(process.argv[2] ?? 4180);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.json': 'application/json',
};

async function body(request: IncomingMessage): Promise<Uint8Array | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  if (url.pathname.startsWith('/api/')) {
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(key, value);
    const mocked = await getResponse(
      handlers,
      new Request(url, { method: request.method, headers, body: (await body(request)) as BodyInit | undefined }),
    );
    if (!mocked || mocked.type === 'error') {
      response
        .writeHead(mocked ? 502 : 404, { 'content-type': 'application/json' })
        .end('{"error":{"code":"NOT_FOUND","message":"No mock"}}');
      return;
    }
    const out: Record<string, string | string[]> = {};
    mocked.headers.forEach((value, key) => {
      if (key !== 'set-cookie') out[key] = value;
    });
    const cookies = mocked.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    response.writeHead(mocked.status, out).end(Buffer.from(await mocked.arrayBuffer()));
    return;
  }
  const file = normalize(join(root, decodeURIComponent(url.pathname)));
  const isFile = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
  const path = isFile ? file : join(root, 'index.html'); // SPA fallback: deep links load the app
  response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  response.end(await readFile(path));
}).listen(port, () => console.log(`[e2e] app-mock on http://localhost:${port}`));
