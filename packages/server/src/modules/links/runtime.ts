/**
 * Everything links need at run time, built once per app: the default short domain, the link cache
 * and its cross-node invalidation, the click queue, and the redirect service's HTTP server
 * (listening only when main.ts calls `listen`; tests may listen on port 0).
 * close() runs before the database closes: stop the redirect server, wait for running imports,
 * then drain the click queue.
 */
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClickQueue, type ClickQueue } from '../clicks/queue.ts';
import { LinkCache } from '../redirect/cache.ts';
import { CacheInvalidator, Invalidator, type LinkKey } from '../redirect/invalidation.ts';
import { linkLoader } from '../redirect/loader.ts';
import { AttemptLimiter } from '../redirect/password.ts';
import { createRedirectHandler } from '../redirect/server.ts';
import { createQrLanding, fileLoader, QrFileCache, QRS_INVALIDATE_CHANNEL } from '../qrs/landing.ts';
import { ensureDefaultDomain, type DomainRow } from './domains.ts';

export class LinksRuntime {
  private readonly background = new Set<Promise<unknown>>();

  constructor(
    readonly defaultDomain: DomainRow,
    readonly cache: LinkCache,
    readonly invalidator: Invalidator,
    readonly clicks: ClickQueue,
    readonly server: Server,
    private readonly closers: Array<() => Promise<void>> = [],
  ) {}

  invalidate(keys: LinkKey[]): Promise<void> {
    return this.invalidator.invalidate(keys);
  }

  /** Work that must finish before shutdown (imports): tracked so close() can wait for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.background.add(work);
    void work.finally(() => this.background.delete(work)).catch(() => {});
    return work;
  }

  async listen(port: number, host: string): Promise<AddressInfo> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    return this.server.address() as AddressInfo;
  }

  async close(): Promise<void> {
    if (this.server.listening) {
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
      this.server.closeIdleConnections();
      // Keep-alive clients that never go idle must not hold the shutdown forever.
      const force = setTimeout(() => this.server.closeAllConnections(), 2_000);
      await closed;
      clearTimeout(force);
    }
    await Promise.allSettled(this.background);
    await this.clicks.close();
    await this.invalidator.close();
    for (const close of this.closers) await close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    links: LinksRuntime;
  }
}

export async function createLinksRuntime(app: FastifyInstance): Promise<LinksRuntime> {
  const { config } = app;
  const settings = config.links;
  const defaultDomain = await ensureDefaultDomain(app.db, app.dialect, settings.shortDomain);
  const cache = new LinkCache(linkLoader(app.db), {
    ttlMs: settings.cacheTtlMs,
    negativeTtlMs: settings.negativeTtlMs,
    maxEntries: settings.cacheMaxEntries,
  });
  const invalidator = new Invalidator(cache, app.redis, app.log);
  await invalidator.start();
  // Clicks are classified and written by a worker thread with its own connection (and geo reader).
  const clicks = createClickQueue(
    {
      db: app.db,
      dialect: app.dialect,
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      geoipDb: settings.geoipDb,
    },
    app.log,
    { flushMs: settings.clickFlushMs, batchSize: settings.clickBatchSize, maxQueued: settings.clickQueueMax },
  );
  const limiter = new AttemptLimiter(
    settings.passwordAttempts.max,
    settings.passwordAttempts.windowMs,
    app.redis,
    config.rateLimitNamespace,
  );
  const qrFiles = new QrFileCache(fileLoader(app.db));
  // The landing pages' cache is evicted on every node the way links are (decision 083).
  const qrInvalidator = new CacheInvalidator<string>(
    {
      channel: QRS_INVALIDATE_CHANNEL,
      evict: (token) => qrFiles.evict(token),
      clear: () => qrFiles.clear(),
      isKey: (token): token is string => typeof token === 'string',
    },
    app.redis,
    app.log,
  );
  await qrInvalidator.start();
  qrFiles.broadcastWith((tokens) => qrInvalidator.invalidate(tokens));
  app.decorate('qrFiles', qrFiles);
  app.cardPages.attach(clicks);
  const handler = createRedirectHandler({
    cache,
    clicks,
    limiter,
    secret: config.secret,
    appUrl: config.appUrl,
    trustProxy: config.trustProxy,
    secureCookies: settings.shortScheme === 'https',
    log: app.log,
    pages: createQrLanding(qrFiles, app.log),
    cardPages: app.cardPages,
  });
  const server = createServer({ keepAliveTimeout: 65_000 }, handler);
  return new LinksRuntime(defaultDomain, cache, invalidator, clicks, server, [() => qrInvalidator.close()]);
}
