/**
 * Site icons (modules/icons): icons served by local HTTP servers (no network): the site's own
 * `<link rel="icon">` and /favicon.ico, the next host after the slow one, the overall timeout,
 * LRU eviction and expiry, size and type limits, and the SSRF refusals; the route's input rules.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ICON_CACHE_MAX_ENTRIES, ICON_NEXT_HOST_AFTER_MS, ICON_REQUEST_TIMEOUT_MS } from '@rabt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IconFetcher, iconLinkOf, isPrivateAddress } from '../../src/modules/icons/fetcher.ts';
import { useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(30, 7)]);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function serve(handler: Handler): Promise<{ server: Server; base: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
});

async function site(handler: Handler) {
  const s = await serve(handler);
  servers.push(s.server);
  return s;
}

describe('icon fetcher', () => {
  let htmlSite: Awaited<ReturnType<typeof site>>;
  let icoSite: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    htmlSite = await site((req, res) => {
      if (req.url === '/') {
        res.setHeader('content-type', 'text/html');
        res.end('<html><head><link rel="stylesheet" href="/s.css"><link rel="shortcut icon" href="/static/i.png"></head></html>');
      } else if (req.url === '/static/i.png') {
        res.setHeader('content-type', 'image/png');
        res.end(PNG);
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    icoSite = await site((req, res) => {
      if (req.url?.split('?')[0] === '/favicon.ico') {
        res.setHeader('content-type', 'image/x-icon');
        res.end(ICO);
      } else {
        res.statusCode = 404;
        res.end('no');
      }
    });
  });

  it('uses the spec constants by default', () => {
    expect([ICON_REQUEST_TIMEOUT_MS, ICON_NEXT_HOST_AFTER_MS, ICON_CACHE_MAX_ENTRIES]).toEqual([5_000, 750, 50]);
  });

  it("takes the page's icon link first, then /favicon.ico, from the site itself", async () => {
    const fetcher = new IconFetcher({ allowPrivate: true });
    const a = await fetcher.iconFor(`${htmlSite.base}/some/page?x=1`);
    expect(a).toMatchObject({ type: 'image/png' });
    expect(htmlSite.hits).toContain('/static/i.png');
    const b = await fetcher.iconFor(`${icoSite.base}/deep/link`);
    expect(b).toMatchObject({ type: 'image/x-icon' });
    expect(b!.body.equals(ICO)).toBe(true);
  });

  it('refuses what is not an image (HTML, SVG) and what is too big', async () => {
    const bad = await site((req, res) => {
      if (req.url === '/favicon.ico') {
        res.setHeader('content-type', 'image/svg+xml');
        res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      } else res.end('<html></html>');
    });
    const big = await site((_req, res) => {
      res.setHeader('content-type', 'image/png');
      res.end(Buffer.concat([PNG, Buffer.alloc(200_000)]));
    });
    const fetcher = new IconFetcher({ allowPrivate: true });
    expect(await fetcher.iconFor(bad.base)).toBeNull();
    expect(await fetcher.iconFor(big.base)).toBeNull();
  });

  it('asks the next host when one is slow, and the first good answer wins', async () => {
    const slow = await site((_req, res) => {
      setTimeout(() => {
        res.setHeader('content-type', 'image/png');
        res.end(PNG);
      }, 1_500);
    });
    const fetcher = new IconFetcher({
      allowPrivate: true,
      siteFirst: false,
      nextHostAfterMs: 100,
      hosts: [`${slow.base}/slow/{host}.png`, `${icoSite.base}/favicon.ico?for={host}`],
    });
    const began = performance.now();
    const icon = await fetcher.iconFor('https://example.com/');
    expect(icon).toMatchObject({ type: 'image/x-icon' });
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(slow.hits).toEqual(['/slow/example.com.png']);
  });

  it('moves on at once when a host fails, and gives up after the timeout', async () => {
    const failing = await site((_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    const hanging = await site(() => {
      // never answers
    });
    const fallover = new IconFetcher({
      allowPrivate: true,
      siteFirst: false,
      nextHostAfterMs: 10_000,
      hosts: [`${failing.base}/{host}`, `${icoSite.base}/favicon.ico`],
    });
    expect(await fallover.iconFor('https://example.org/')).toMatchObject({ type: 'image/x-icon' });

    const timeout = new IconFetcher({ allowPrivate: true, siteFirst: false, timeoutMs: 300, hosts: [`${hanging.base}/{host}`] });
    const began = performance.now();
    expect(await timeout.iconFor('https://example.net/')).toBeNull();
    expect(performance.now() - began).toBeLessThan(1_500);
  });

  it('keeps at most maxEntries hosts (least recently used go first) for ttl, misses included', async () => {
    let now = 1_000;
    const fetcher = new IconFetcher({
      allowPrivate: true,
      siteFirst: false,
      maxEntries: 2,
      ttlMs: 60_000,
      now: () => now,
      hosts: [`${icoSite.base}/favicon.ico?for={host}`],
    });
    const hits = () => icoSite.hits.filter((h) => h.includes('?for=')).length;
    const before = hits();
    await fetcher.iconFor('https://a.example/');
    await fetcher.iconFor('https://b.example/');
    await fetcher.iconFor('https://a.example/x'); // a is used again: b is now the oldest
    expect(hits() - before).toBe(2);
    await fetcher.iconFor('https://c.example/');
    expect(fetcher.cachedHosts()).toEqual(['a.example', 'c.example']);
    await fetcher.iconFor('https://b.example/');
    expect(hits() - before).toBe(4);
    now += 60_001; // expired
    await fetcher.iconFor('https://b.example/');
    expect(hits() - before).toBe(5);
  });

  it('does not connect to private or loopback addresses, nor follow a redirect there', async () => {
    const redirecting = await site((_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', 'http://127.0.0.1:9/favicon.ico');
      res.end();
    });
    const strict = new IconFetcher({ siteFirst: true });
    expect(await strict.iconFor(`${icoSite.base}/`)).toBeNull();
    expect(await strict.iconFor('http://localhost/')).toBeNull();
    expect(await strict.iconFor('http://[::1]/')).toBeNull();
    expect(await strict.iconFor('http://169.254.169.254/latest/meta-data')).toBeNull();
    const viaPublicHost = new IconFetcher({ siteFirst: false, hosts: [`${redirecting.base}/{host}`] });
    expect(await viaPublicHost.iconFor('https://example.com/')).toBeNull();
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(false);
  });

  it('reads icon links in any attribute order and quoting', () => {
    const base = new URL('https://example.com/a/b');
    expect(iconLinkOf(`<link href='/x.ico' rel=icon>`, base)?.href).toBe('https://example.com/x.ico');
    expect(iconLinkOf('<LINK REL="apple-touch-icon" HREF="t.png">', base)?.href).toBe('https://example.com/a/t.png');
    expect(iconLinkOf('<link rel="icon" href="data:image/png;base64,AAA">', base)).toBeNull();
  });
});

describeEachDatabase('GET /api/icons', (target) => {
  const t = useTestApp(target);

  it('answers 422 for what is not a short enough http(s) address, 404 when no icon loads', async () => {
    const client = t.client();
    const long = `https://example.com/${'a'.repeat(500)}`;
    for (const url of [long, 'ftp://example.com/', 'javascript:alert(1)', 'https://user:pw@example.com/']) {
      const res = await client.get(`icons?url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await client.get('icons')).status).toBe(422);
    // Loopback is refused outside tests of the fetcher: nothing loads.
    const res = await client.get(`icons?url=${encodeURIComponent('http://127.0.0.1:9/')}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
