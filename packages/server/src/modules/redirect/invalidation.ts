/**
 * Cache invalidation on every node. An edit, delete or create evicts (host, nip) here at once and,
 * when REDIS_URL is set, is published on `links:invalidate` so every other process evicts too.
 * Subscribing needs its own connection (a subscribed Redis connection cannot run commands).
 * Without Redis, other processes converge within the cache TTL (LINK_CACHE_TTL_MS).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LinkCache } from './cache.ts';

export const INVALIDATE_CHANNEL = 'links:invalidate';

export interface LinkKey {
  domain: string;
  nip: string;
}

export class Invalidator {
  private subscriber: Redis | null = null;

  constructor(
    private readonly cache: LinkCache,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error: Error) => this.log.warn({ err: error }, 'redis subscriber error'));
    subscriber.on('message', (_channel: string, message: string) => this.apply(message));
    // After a reconnect missed messages are gone: drop the whole cache rather than serve stale links.
    subscriber.on('ready', () => this.cache.clear());
    await subscriber.subscribe(INVALIDATE_CHANNEL);
    this.subscriber = subscriber;
  }

  private apply(message: string): void {
    try {
      const keys = JSON.parse(message) as LinkKey[];
      for (const key of keys)
        if (typeof key.domain === 'string' && typeof key.nip === 'string') this.cache.evict(key.domain, key.nip);
    } catch {
      this.log.warn('ignored a malformed links:invalidate message');
    }
  }

  async invalidate(keys: LinkKey[]): Promise<void> {
    for (const key of keys) this.cache.evict(key.domain, key.nip);
    if (!this.redis || keys.length === 0) return;
    try {
      await this.redis.publish(INVALIDATE_CHANNEL, JSON.stringify(keys));
    } catch (error) {
      this.log.error({ err: error }, 'could not publish link invalidation; other nodes catch up within the cache TTL');
    }
  }

  async close(): Promise<void> {
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }
}
