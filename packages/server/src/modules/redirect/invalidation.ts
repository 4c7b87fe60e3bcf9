/**
 * Cache invalidation on every node. An edit, delete or create evicts its keys here at once and,
 * when REDIS_URL is set, publishes them on a channel so every other process evicts too.
 * Subscribing needs its own connection (a subscribed Redis connection cannot run commands).
 * Without Redis, other processes converge within the cache's TTL.
 *
 * One mechanism, several caches: the redirect cache ((host, nip) on `links:invalidate`) and the
 * QR landing pages' file cache (tokens on `qrs:invalidate`, decision 083) each get a
 * CacheInvalidator with their own key shape.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LinkCache } from './cache.ts';

export const INVALIDATE_CHANNEL = 'links:invalidate';

export interface LinkKey {
  domain: string;
  nip: string;
}

export interface InvalidationTarget<K> {
  /** The Redis channel the keys travel on. */
  channel: string;
  evict(key: K): void;
  /** After a reconnect missed messages are gone: drop everything rather than serve stale copies. */
  clear(): void;
  /** A key from another node, checked (a malformed message must not throw in the subscriber). */
  isKey(key: unknown): key is K;
}

export class CacheInvalidator<K> {
  private subscriber: Redis | null = null;

  constructor(
    private readonly target: InvalidationTarget<K>,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error: Error) => this.log.warn({ err: error }, 'redis subscriber error'));
    subscriber.on('message', (_channel: string, message: string) => this.apply(message));
    subscriber.on('ready', () => this.target.clear());
    await subscriber.subscribe(this.target.channel);
    this.subscriber = subscriber;
  }

  private apply(message: string): void {
    try {
      const keys = JSON.parse(message) as unknown;
      if (!Array.isArray(keys)) throw new TypeError('not a list');
      for (const key of keys) if (this.target.isKey(key)) this.target.evict(key);
    } catch {
      this.log.warn(`ignored a malformed ${this.target.channel} message`);
    }
  }

  async invalidate(keys: K[]): Promise<void> {
    for (const key of keys) this.target.evict(key);
    if (!this.redis || keys.length === 0) return;
    try {
      await this.redis.publish(this.target.channel, JSON.stringify(keys));
    } catch (error) {
      this.log.error({ err: error }, `could not publish on ${this.target.channel}; other nodes catch up within the cache TTL`);
    }
  }

  async close(): Promise<void> {
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
    this.subscriber = null;
  }
}

/** The redirect cache's invalidator: (host, nip) keys on `links:invalidate`. */
export class Invalidator extends CacheInvalidator<LinkKey> {
  constructor(cache: LinkCache, redis: Redis | null, log: FastifyBaseLogger) {
    super(
      {
        channel: INVALIDATE_CHANNEL,
        evict: (key) => cache.evict(key.domain, key.nip),
        clear: () => cache.clear(),
        isKey: (key): key is LinkKey =>
          typeof key === 'object' &&
          key !== null &&
          typeof (key as LinkKey).domain === 'string' &&
          typeof (key as LinkKey).nip === 'string',
      },
      redis,
      log,
    );
  }
}
