/**
 * Fetches a site's icon (docs/decisions/105-site-icons.md): from the site itself first (the
 * `<link rel="icon">` of its page, else `/favicon.ico`), then from the configured icon hosts. A
 * host that has not answered after `nextHostAfterMs` gets company: the next host is asked too and
 * the first usable icon wins; the whole lookup gives up after `timeoutMs`. Answers (and misses)
 * are kept in a small LRU cache with an expiry.
 *
 * SSRF: every connection goes through `safeLookup`, which resolves the name and refuses private,
 * loopback, link-local and other non-public addresses, so neither a crafted URL nor a redirect nor
 * DNS rebinding reaches the server's own network (tests allow loopback explicitly).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import {
  ICON_CACHE_MAX_ENTRIES,
  ICON_CACHE_TTL_MS,
  ICON_MAX_BYTES,
  ICON_MAX_HTML_BYTES,
  ICON_MAX_URL_LENGTH,
  ICON_NEXT_HOST_AFTER_MS,
  ICON_REQUEST_TIMEOUT_MS,
} from '@rabt/contract';

export interface Icon {
  type: string;
  body: Buffer;
}

export interface IconFetcherOptions {
  /**
   * Further icon hosts after the site itself, as URL templates with `{host}` (e.g.
   * `https://icons.example.net/{host}.ico`). Empty by default: nobody but the site is asked.
   */
  hosts?: string[];
  /** false: skip the site itself (tests of the fall-over). */
  siteFirst?: boolean;
  timeoutMs?: number;
  nextHostAfterMs?: number;
  maxEntries?: number;
  ttlMs?: number;
  maxBytes?: number;
  /** Tests only: allow loopback and private addresses. */
  allowPrivate?: boolean;
  now?: () => number;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address is one the server must not connect to for a visitor. */
export function isPrivateAddress(address: string): boolean {
  // IPv4-mapped IPv6 (::ffff:a.b.c.d): judged as the IPv4 address it is. (A ::ffff:0:0/96 rule
  // in the BlockList would match every IPv4 address too.)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function safeLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = (addresses as LookupAddress[]).filter((a) => allowPrivate || !isPrivateAddress(a.address));
      if (list.length === 0) {
        return callback(Object.assign(new Error(`${hostname} resolves to no public address`), { code: 'EPRIVATE' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The page address's host, or null when it is not an http(s) URL we may look up. */
export function iconTarget(pageUrl: string): URL | null {
  if (pageUrl.length > ICON_MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url;
}

const IMAGE_TYPES = new Set(['image/x-icon', 'image/vnd.microsoft.icon', 'image/png', 'image/gif', 'image/jpeg', 'image/webp']);

/** The image type from the first bytes (a server's content-type is not trusted; SVG is refused: it can carry script). */
export function sniffImage(body: Buffer): string | null {
  if (body.length >= 4 && body[0] === 0 && body[1] === 0 && body[2] === 1 && body[3] === 0) return 'image/x-icon';
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    body.length >= 6 &&
    (body.subarray(0, 6).toString('latin1') === 'GIF87a' || body.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return 'image/gif';
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  if (
    body.length >= 12 &&
    body.subarray(0, 4).toString('latin1') === 'RIFF' &&
    body.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The first icon link of a page (`rel` containing "icon"), resolved against the page. */
export function iconLinkOf(html: string, base: URL): URL | null {
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = /\brel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const relValue = (rel?.[1] ?? rel?.[2] ?? rel?.[3] ?? '').toLowerCase().split(/\s+/);
    if (!relValue.includes('icon') && !relValue.includes('apple-touch-icon')) continue;
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (!value || value.startsWith('data:')) continue;
    try {
      const url = new URL(value.replace(/&amp;/g, '&'), base);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // an unusable href: try the next link
    }
  }
  return null;
}

interface Got {
  status: number;
  type: string;
  body: Buffer;
  location: string | null;
}

class TooBig extends Error {}

export class IconFetcher {
  private readonly cache = new Map<string, { icon: Icon | null; expires: number }>();
  private readonly hosts: string[];
  private readonly siteFirst: boolean;
  private readonly timeoutMs: number;
  private readonly nextHostAfterMs: number;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly lookup: LookupFunction;
  private readonly allowPrivate: boolean;
  private readonly now: () => number;
  private readonly inFlight = new Map<string, Promise<Icon | null>>();

  constructor(options: IconFetcherOptions = {}) {
    this.hosts = options.hosts ?? [];
    this.siteFirst = options.siteFirst ?? true;
    this.timeoutMs = options.timeoutMs ?? ICON_REQUEST_TIMEOUT_MS;
    this.nextHostAfterMs = options.nextHostAfterMs ?? ICON_NEXT_HOST_AFTER_MS;
    this.maxEntries = options.maxEntries ?? ICON_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? ICON_CACHE_TTL_MS;
    this.maxBytes = options.maxBytes ?? ICON_MAX_BYTES;
    this.allowPrivate = options.allowPrivate ?? false;
    this.lookup = safeLookup(this.allowPrivate);
    this.now = options.now ?? Date.now;
  }

  /** Cached hosts (most recently used last): tests and diagnostics. */
  cachedHosts(): string[] {
    return [...this.cache.keys()];
  }

  /** The icon of a page address's site, or null (cached either way). */
  async iconFor(pageUrl: string): Promise<Icon | null> {
    const target = iconTarget(pageUrl);
    if (!target) return null;
    const key = target.host.toLowerCase();
    const hit = this.cache.get(key);
    if (hit && hit.expires > this.now()) {
      // LRU: a use moves the entry to the end.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.icon;
    }
    if (hit) this.cache.delete(key);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.race(target).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const icon = await pending;
    this.remember(key, icon);
    return icon;
  }

  private remember(key: string, icon: Icon | null): void {
    this.cache.delete(key);
    this.cache.set(key, { icon, expires: this.now() + this.ttlMs });
    while (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
  }

  /** The hosts in order; each starts when the one before has not answered within nextHostAfterMs. */
  private race(target: URL): Promise<Icon | null> {
    const sources: Array<(signal: AbortSignal) => Promise<Icon | null>> = [];
    if (this.siteFirst) sources.push((signal) => this.fromSite(target, signal));
    for (const template of this.hosts) {
      sources.push((signal) => this.fromUrl(new URL(template.replaceAll('{host}', encodeURIComponent(target.hostname))), signal));
    }
    if (sources.length === 0) return Promise.resolve(null);
    const controller = new AbortController();
    return new Promise<Icon | null>((resolve) => {
      let settled = false;
      let started = 0;
      let finished = 0;
      const timers: NodeJS.Timeout[] = [];
      const done = (icon: Icon | null) => {
        if (settled) return;
        settled = true;
        for (const t of timers) clearTimeout(t);
        controller.abort();
        resolve(icon);
      };
      timers.push(setTimeout(() => done(null), this.timeoutMs));
      const start = () => {
        if (settled || started >= sources.length) return;
        const source = sources[started++]!;
        // The next host joins if this one is slow…
        timers.push(setTimeout(start, this.nextHostAfterMs));
        source(controller.signal)
          .catch(() => null)
          .then((icon) => {
            finished++;
            if (icon) return done(icon);
            // …or at once if this one failed.
            if (started < sources.length) start();
            else if (finished === started) done(null);
          });
      };
      start();
    });
  }

  private async fromSite(target: URL, signal: AbortSignal): Promise<Icon | null> {
    const page = new URL('/', target);
    try {
      const got = await this.get(page, signal, ICON_MAX_HTML_BYTES, true);
      if (got.status === 200 && /html/i.test(got.type)) {
        const link = iconLinkOf(got.body.toString('utf8'), page);
        if (link) {
          const icon = await this.fromUrl(link, signal);
          if (icon) return icon;
        }
      }
    } catch (error) {
      if (signal.aborted) throw error;
      // no page (or a refused address): /favicon.ico may still answer
    }
    return this.fromUrl(new URL('/favicon.ico', target), signal);
  }

  private async fromUrl(url: URL, signal: AbortSignal): Promise<Icon | null> {
    const got = await this.get(url, signal, this.maxBytes, false);
    if (got.status !== 200 || got.body.length === 0) return null;
    const type = sniffImage(got.body);
    if (!type || !IMAGE_TYPES.has(type)) return null;
    return { type, body: got.body };
  }

  /** GET with redirects (at most 3, each checked again), a size limit and the safe lookup. */
  private async get(url: URL, signal: AbortSignal, limit: number, truncate: boolean, hops = 0): Promise<Got> {
    const got = await this.once(url, signal, limit, truncate);
    if (got.status >= 300 && got.status < 400 && got.location && hops < 3) {
      const next = new URL(got.location, url);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') return got;
      return this.get(next, signal, limit, truncate, hops + 1);
    }
    return got;
  }

  private once(url: URL, signal: AbortSignal, limit: number, truncate: boolean): Promise<Got> {
    const client = url.protocol === 'https:' ? https : http;
    // An address literal is connected to without a lookup: check it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !this.allowPrivate && isPrivateAddress(literal)) {
      return Promise.reject(new Error(`${literal} is not a public address`));
    }
    return new Promise<Got>((resolve, reject) => {
      const request = client.get(
        url,
        {
          signal,
          lookup: this.lookup,
          headers: { accept: 'image/*,text/html;q=0.9,*/*;q=0.1', 'user-agent': 'RabtIconFetcher/1.0' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks),
              location: response.headers.location ?? null,
            });
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > limit) {
              if (truncate) {
                chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
                response.destroy();
                finish();
              } else {
                response.destroy();
                reject(new TooBig(`${url.host}: more than ${limit} bytes`));
              }
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', finish);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  }
}
