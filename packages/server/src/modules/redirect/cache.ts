/**
 * The in-process link cache of the redirect hot path: (host, nip) → link, LRU-bounded, with a
 * TTL, negative entries for unknown nips (a short TTL, so a scan of random codes cannot hammer the
 * database and a newly created link shows up quickly even without an invalidation message), and
 * single-flight loading: concurrent misses of one key share a single database query.
 */

export interface CachedLink {
  id: string;
  accountId: string;
  /** The long URL with the link's UTM parameters merged in, computed once per load. */
  destination: string;
  /** The 302's headers as a flat [name, value, …] list, built once per load (hot path). */
  redirectHeaders: string[];
  lockPassHash: string | null;
  /** ms since epoch, or null */
  scheduleAt: number | null;
  expiresAt: number | null;
  /** The organisation was closed: answer "no longer available", never the destination. */
  closed: boolean;
}

interface Entry {
  value: CachedLink | null;
  expires: number;
  /** The cache's clock when the entry was last moved to the young end of the LRU order. */
  touched: number;
}

export interface LinkCacheOptions {
  ttlMs: number;
  negativeTtlMs: number;
  maxEntries: number;
}

export type LinkLoader = (host: string, nip: string) => Promise<CachedLink | null>;

export function cacheKey(host: string, nip: string): string {
  // A space appears in neither a host nor a nip.
  return `${host} ${nip}`;
}

export class LinkCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CachedLink | null>>();
  /** Counts lookups and stores; drives the lazy LRU refresh in peek(). */
  private clock = 0;
  loads = 0;

  constructor(
    private readonly load: LinkLoader,
    private readonly options: LinkCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Synchronous hit (undefined on a miss or an expired entry). `now` lets the redirect path read
   * the clock once per request for the cache, the gates and the click.
   */
  peek(key: string, now: number = this.now()): CachedLink | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used. Doing that on
    // every hit cost a viral link ~1.5 µs per redirect (a delete and an insert that grows and
    // rehashes the table); an entry is moved only once half the cache's capacity of operations
    // has passed since its last move. An entry used at least once in every such span is still
    // never evicted: fewer than maxEntries stores can happen between two of its moves.
    const tick = ++this.clock;
    if (tick - entry.touched > this.options.maxEntries / 2) {
      entry.touched = tick;
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  async get(host: string, nip: string): Promise<CachedLink | null> {
    const key = cacheKey(host, nip);
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const running = this.inflight.get(key);
    if (running) return running;
    const loading = this.load(host, nip).then(
      (value) => {
        // Evicted while loading (an edit raced the read): answer this caller, but do not cache
        // a value that may predate the edit.
        if (this.inflight.get(key) === loading) {
          this.inflight.delete(key);
          this.store(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.inflight.get(key) === loading) this.inflight.delete(key);
        throw error;
      },
    );
    this.loads++;
    this.inflight.set(key, loading);
    return loading;
  }

  private store(key: string, value: CachedLink | null): void {
    const ttl = value ? this.options.ttlMs : this.options.negativeTtlMs;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttl, touched: ++this.clock });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  evict(host: string, nip: string): void {
    const key = cacheKey(host, nip);
    this.entries.delete(key);
    this.inflight.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
