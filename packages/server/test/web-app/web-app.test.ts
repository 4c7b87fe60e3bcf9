/** Static hosting of the built app with SPA fallback, and the not-built page. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { databaseTargets } from '../helpers/databases.ts';
import { makeConfig } from '../helpers/app.ts';

describe('web app hosting', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'rabt-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><div id="app"></div><script type="module" src="/assets/main-abc123.js"></script>',
    );
    writeFileSync(join(dir, 'assets/main-abc123.js'), 'console.log(1)');
    // What `vite build` writes beside each asset (vite.config.ts precompress()).
    const bundle = `export const big = ${JSON.stringify('x'.repeat(4000))};`;
    writeFileSync(join(dir, 'assets/page-def456.js'), bundle);
    writeFileSync(join(dir, 'assets/page-def456.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(dir, 'assets/page-def456.js.gz'), gzipSync(bundle));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    const made = await makeConfig(databaseTargets[0]!, { appDir: dir });
    drop = made.drop;
    app = await buildApp(made.config, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / with the CSP and no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="app">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();
  });

  it('serves hashed assets with a long immutable cache and other files as they are', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('serves the precompressed brotli or gzip file when the browser accepts it, with the immutable cache (issue 16 item 20)', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('export const big');
    const gz = await app.inject({ method: 'GET', url: '/assets/page-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('export const big');
    const plain = await app.inject({ method: 'GET', url: '/assets/page-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const big');
  });

  it('falls back to index.html for client routes (deep links survive a reload)', async () => {
    for (const url of ['/links/new', '/onboard/verify/01ABC/tok', '/reset/01ABC/tok?x=1', '/settings/profile']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="app">');
    }
  });

  it('keeps JSON 404s for the API, missing assets are 404 too', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Resource not found' } });
    expect((await app.inject({ method: 'POST', url: '/links' })).statusCode).toBe(404);
  });

  it('health endpoints', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ results: { status: 'ok', db: 'ok' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('web app not built', () => {
  it('serves the API and a clear page instead of the app', async () => {
    const made = await makeConfig(databaseTargets[0]!, { appDir: join(tmpdir(), 'does-not-exist-rabt') });
    const app = await buildApp(made.config, { logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/links' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('The web app is not built yet');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await made.drop();
    }
  });
});
