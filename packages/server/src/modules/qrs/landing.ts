/**
 * The public landing page of a PDF or image code, on the short domain at `/_qr/<token>` (the
 * code's short link redirects here, so the scan was already counted), and the file itself at
 * `/_qr/<token>/file` (inline, or `?download=1` as an attachment).
 *
 * Hot path: a per-process cache by token (LRU by bytes, TTL, single-flight loads) answers without
 * a database query; the token changes with every upload, so a replaced file is a new key. A
 * replaced, renamed or deleted code's old token is evicted on every node at once through Redis
 * (`qrs:invalidate`, the mechanism the redirect cache uses), and without Redis ages out within the
 * TTL (docs/decisions/082-qrs-files-and-landing-page.md, 083-qrs-png-speed-and-landing-eviction.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/schema.ts';
import { QR_LANDING_CSS, renderLanding, renderLandingMissing } from '@rabt/contract';
import { pickLocale, type Locale } from '../redirect/pages.ts';
import { findPublicFile } from './queries.ts';

export interface CachedFile {
  token: string;
  /** The code's name: the page's heading. */
  title: string;
  fileName: string;
  mime: string;
  data: Buffer;
  /** Rendered once per locale, on first use. */
  html: Partial<Record<Locale, string>>;
}

interface Entry {
  value: CachedFile | null;
  expires: number;
}

export interface QrFileCacheOptions {
  ttlMs: number;
  negativeTtlMs: number;
  maxBytes: number;
}

export const QRS_INVALIDATE_CHANNEL = 'qrs:invalidate';

export const DEFAULT_FILE_CACHE: QrFileCacheOptions = { ttlMs: 5 * 60_000, negativeTtlMs: 30_000, maxBytes: 64 * 1024 * 1024 };

export class QrFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CachedFile | null>>();
  private bytes = 0;
  private broadcast: ((tokens: string[]) => Promise<void>) | null = null;
  loads = 0;

  constructor(
    private readonly load: (token: string) => Promise<CachedFile | null>,
    private readonly options: QrFileCacheOptions = DEFAULT_FILE_CACHE,
    private readonly now: () => number = Date.now,
  ) {}

  peek(token: string): CachedFile | null | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.drop(token, entry);
      return undefined;
    }
    return entry.value;
  }

  get(token: string): Promise<CachedFile | null> {
    const hit = this.peek(token);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.inflight.get(token);
    if (running) return running;
    this.loads++;
    const loading = this.load(token).then(
      (value) => {
        if (this.inflight.get(token) === loading) {
          this.inflight.delete(token);
          this.store(token, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.inflight.get(token) === loading) this.inflight.delete(token);
        throw error;
      },
    );
    this.inflight.set(token, loading);
    return loading;
  }

  private store(token: string, value: CachedFile | null): void {
    const size = value?.data.length ?? 0;
    // A file larger than a quarter of the cache is served but not kept.
    if (size > this.options.maxBytes / 4) return;
    const old = this.entries.get(token);
    if (old) this.drop(token, old);
    this.entries.set(token, { value, expires: this.now() + (value ? this.options.ttlMs : this.options.negativeTtlMs) });
    this.bytes += size;
    while (this.bytes > this.options.maxBytes) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.drop(oldest, entry);
    }
  }

  private drop(token: string, entry: Entry): void {
    this.entries.delete(token);
    this.bytes -= entry.value?.data.length ?? 0;
  }

  /** Evicts here only (what a message from another node does). */
  evict(token: string): void {
    const entry = this.entries.get(token);
    if (entry) this.drop(token, entry);
    this.inflight.delete(token);
  }

  clear(): void {
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  /** Set by the links runtime: invalidate() then reaches every node. */
  broadcastWith(broadcast: (tokens: string[]) => Promise<void>): void {
    this.broadcast = broadcast;
  }

  /** Evicts here and on every other node (what the QR service calls). */
  async invalidate(tokens: string[]): Promise<void> {
    if (this.broadcast) return this.broadcast(tokens);
    for (const token of tokens) this.evict(token);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function fileLoader(db: Db) {
  return async (token: string): Promise<CachedFile | null> => {
    const row = await findPublicFile(db, token);
    if (!row) return null;
    return { token, title: row.qr_name, fileName: row.name, mime: row.mime, data: Buffer.from(row.data), html: {} };
  };
}

const PAGE_CSP = `default-src 'none'; img-src 'self'; style-src 'sha256-${createHash('sha256').update(QR_LANDING_CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const landingOf = (file: CachedFile, locale: Locale) =>
  renderLanding(
    { token: file.token, title: file.title, fileName: file.fileName, mime: file.mime, size: file.data.length },
    locale,
  );

const COMMON = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;

function send(request: IncomingMessage, response: ServerResponse, file: CachedFile | null, rest: string, query: string): void {
  const locale = pickLocale(request.headers['accept-language']);
  if (!file || (rest !== '' && rest !== '/file')) {
    const html = renderLandingMissing(locale);
    response.writeHead(404, {
      ...COMMON,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(html),
    });
    return void response.end(request.method === 'HEAD' ? undefined : html);
  }
  if (rest === '/file') {
    const download = new URLSearchParams(query).get('download') === '1';
    response.writeHead(200, {
      ...COMMON,
      'content-type': file.mime,
      'content-length': file.data.length,
      'content-disposition': contentDisposition(download ? 'attachment' : 'inline', file.fileName),
      // The upload is the owner's content: an image is never run as a document on this origin
      // (a sandboxed CSP would also stop browsers' PDF viewers, so PDFs get script-free CSP only).
      'content-security-policy':
        file.mime === 'application/pdf' ? "default-src 'none'; object-src 'self'" : "sandbox; default-src 'none'",
      'cache-control': 'public, max-age=300',
    });
    return void response.end(request.method === 'HEAD' ? undefined : file.data);
  }
  const html = (file.html[locale] ??= landingOf(file, locale));
  response.writeHead(200, {
    ...COMMON,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'x-frame-options': 'DENY',
    'content-language': locale,
    vary: 'Accept-Language',
    'cache-control': 'public, max-age=60',
    'content-length': Buffer.byteLength(html),
  });
  response.end(request.method === 'HEAD' ? undefined : html);
}

/**
 * Answers `/_qr/…` paths; returns false for anything else (the redirect server then answers its
 * own 404). Only reached for paths that are not a nip, so links never pay for it.
 */
export function createQrLanding(cache: QrFileCache, log: FastifyBaseLogger) {
  return (request: IncomingMessage, response: ServerResponse, path: string): boolean => {
    if (!path.startsWith('/_qr/')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-length': '0' });
      response.end();
      return true;
    }
    const tail = path.slice(5);
    const slash = tail.indexOf('/');
    const token = slash === -1 ? tail : tail.slice(0, slash);
    const rest = slash === -1 ? '' : tail.slice(slash);
    const url = request.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    if (!TOKEN_RE.test(token)) {
      send(request, response, null, rest, query);
      return true;
    }
    const hit = cache.peek(token);
    if (hit !== undefined) {
      send(request, response, hit, rest, query);
      return true;
    }
    cache.get(token).then(
      (file) => send(request, response, file, rest, query),
      (error: unknown) => {
        log.error({ err: error }, 'qr landing load failed');
        if (!response.headersSent) {
          response.writeHead(503, {
            'content-type': 'text/plain; charset=utf-8',
            'retry-after': '5',
            'cache-control': 'no-store',
          });
          response.end('Service temporarily unavailable');
        } else response.destroy();
      },
    );
    return true;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The landing pages' file cache (built with the redirect service, evicted by the QR routes). */
    qrFiles: QrFileCache;
  }
}
