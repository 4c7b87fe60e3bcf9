/**
 * The public card addresses on the short domain, mounted by the redirect service for paths under
 * `/c/` (after its link-cache lookup, so short links never pay for it):
 *
 *   GET /c/<slug>            the card page (counts a view; `?qr=1` marks the QR channel)
 *   GET /c/<slug>.vcf        Save contact: the vCard 3.0 with the photo (counts a save)
 *   GET /c/<slug>/photo.jpg  the photo; /logo.jpg the company logo; /qr.svg the card's QR code
 *   GET /c/<slug>.pkpass     Apple Wallet pass; /google-wallet redirects to Google's save link
 *                            (each only when configured)
 *
 * Each card is loaded once (one query) into an in-process cache holding the rendered page, the
 * vCard and the images; hits answer without a database query. An edit evicts the card on this
 * node; other nodes pick it up when the entry's TTL passes (docs/decisions/090). Views and saves
 * are clicks of the card's two counter links, queued like link clicks: the writer thread filters
 * bots and counts humans.
 */
import {
  CARD_SLUG_PATTERN,
  DEFAULT_DESIGN,
  renderQrSvg,
  type CardLanguage,
  type CardTheme,
  type LabelledValue,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from '../../db/codec.ts';
import type { ClickQueue } from '../clicks/queue.ts';
import { clientIp } from '../redirect/client-ip.ts';
import { PAGE_CSP, pickLocale, renderPage } from '../redirect/pages.ts';
import { publicCard, type PublicCardRow } from './queries.ts';
import { renderCardPage, type PageCard } from './render.ts';
import { googleWalletUrl } from './google-wallet.ts';
import { buildPass } from './wallet.ts';
import { buildVCard, vcardDisposition } from './vcard.ts';

export interface CardPageEntry {
  slug: string;
  accountId: string;
  viewLinkId: string;
  saveLinkId: string;
  language: CardLanguage;
  html: Buffer;
  csp: string;
  etag: string;
  vcard: Buffer;
  vcardDisposition: string;
  photo: Buffer | null;
  logo: Buffer | null;
  qr: Buffer;
  /** What the Wallet pass is built from (lazily, on the first request). */
  page: PageCard;
  pass?: Buffer;
  /** The "Add to Google Wallet" address (its JWT signed on the first request). */
  googleWallet?: string;
}

export interface CardPagesOptions {
  ttlMs: number;
  negativeTtlMs: number;
  maxEntries: number;
}

export const DEFAULT_CARD_PAGES_OPTIONS: CardPagesOptions = { ttlMs: 60_000, negativeTtlMs: 5_000, maxEntries: 500 };

interface Slot {
  value: CardPageEntry | null;
  expires: number;
}

/** The three request headers the redirect service has already read. */
export interface PageRequestHeaders {
  host: string;
  ua: string;
  referer: string;
}

export function buildEntry(
  row: PublicCardRow,
  urls: { public_url: string; vcard_url: string },
  qr: string,
  wallet = false,
  googleWallet = false,
): CardPageEntry {
  const values = {
    language: row.language as CardLanguage,
    theme: (row.theme as CardTheme | null) ?? null,
    prefix: row.prefix,
    first_name: row.first_name,
    last_name: row.last_name,
    suffix: row.suffix,
    pronouns: row.pronouns,
    company_id: row.company_id,
    department: row.department,
    job_title: row.job_title,
    websites: json.decode<LabelledValue[]>(row.websites, []),
    emails: json.decode<LabelledValue[]>(row.emails, []),
    phones: json.decode<LabelledValue[]>(row.phones, []),
    mobile: row.mobile,
    slogan: row.slogan,
  };
  const pageCard: PageCard = {
    ...values,
    slug: row.slug,
    theme: values.theme ?? (row.card_theme as CardTheme),
    company_name: row.company_name,
    company_address: row.company_address,
    company_website: row.company_website,
    brand_color: row.brand_color,
    accent_color: row.accent_color,
    has_photo: row.photo_jpeg !== null,
    has_logo: row.logo_jpeg !== null,
    public_url: urls.public_url,
    wallet,
    google_wallet: googleWallet,
  };
  const page = renderCardPage(pageCard);
  const html = Buffer.from(page.html);
  const vcard = buildVCard({
    ...values,
    company_name: row.company_name,
    company_address: row.company_address,
    company_website: row.company_website,
    card_url: urls.public_url,
    photo_base64: row.photo_jpeg,
  });
  return {
    slug: row.slug,
    accountId: row.account_id,
    viewLinkId: row.view_link_id,
    saveLinkId: row.save_link_id,
    language: values.language,
    html,
    csp: page.csp,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    vcard: Buffer.from(vcard),
    vcardDisposition: vcardDisposition(values),
    photo: row.photo_jpeg ? Buffer.from(row.photo_jpeg, 'base64') : null,
    logo: row.logo_jpeg ? Buffer.from(row.logo_jpeg, 'base64') : null,
    qr: Buffer.from(qr),
    page: pageCard,
  };
}

/** Redis channel of card evictions (slugs, JSON), like links:invalidate for the link cache. */
export const CARDS_INVALIDATE_CHANNEL = 'cards:invalidate';

export class CardPages {
  private readonly entries = new Map<string, Slot>();
  private subscriber: Redis | null = null;
  private readonly inflight = new Map<string, Promise<CardPageEntry | null>>();
  loads = 0;
  private clicks: ClickQueue | null = null;
  private readonly securityHeaders: Record<string, string>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: CardPagesOptions = DEFAULT_CARD_PAGES_OPTIONS,
  ) {
    const https = app.config.links.shortScheme === 'https';
    this.securityHeaders = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'cross-origin-opener-policy': 'same-origin',
      ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    };
  }

  /** The click queue the redirect service writes to (set once it exists). */
  attach(clicks: ClickQueue): void {
    this.clicks = clicks;
  }

  urls(slug: string) {
    const base = `${this.app.config.links.shortScheme}://${this.app.config.links.shortDomain}/c/${slug}`;
    return { public_url: base, vcard_url: `${base}.vcf` };
  }

  private async load(slug: string): Promise<CardPageEntry | null> {
    const row = await publicCard(this.app.db, slug);
    if (!row) return null;
    const urls = this.urls(slug);
    // The QR module's renderer and default design: the same code as a QR code's download.
    const qr = renderQrSvg(`${urls.public_url}?qr=1`, DEFAULT_DESIGN);
    return buildEntry(row, urls, qr, this.app.config.wallet !== null, this.app.config.googleWallet !== null);
  }

  peek(slug: string, now: number): CardPageEntry | null | undefined {
    const slot = this.entries.get(slug);
    if (!slot) return undefined;
    if (slot.expires <= now) {
      this.entries.delete(slug);
      return undefined;
    }
    return slot.value;
  }

  async get(slug: string): Promise<CardPageEntry | null> {
    const hit = this.peek(slug, Date.now());
    if (hit !== undefined) return hit;
    const running = this.inflight.get(slug);
    if (running) return running;
    this.loads++;
    const loading = this.load(slug).then(
      (value) => {
        if (this.inflight.get(slug) === loading) {
          this.inflight.delete(slug);
          this.store(slug, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.inflight.get(slug) === loading) this.inflight.delete(slug);
        throw error;
      },
    );
    this.inflight.set(slug, loading);
    return loading;
  }

  private store(slug: string, value: CardPageEntry | null): void {
    this.entries.delete(slug);
    this.entries.set(slug, {
      value,
      expires: Date.now() + (value ? this.options.ttlMs : this.options.negativeTtlMs),
    });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * With Redis, every node hears which cards changed and drops them at once; after a reconnect
   * (messages may have been missed) a node drops its whole card cache.
   */
  async start(): Promise<void> {
    const redis = this.app.redis;
    if (!redis) return;
    const subscriber = redis.duplicate();
    subscriber.on('error', (error: Error) => this.app.log.warn({ err: error }, 'redis card subscriber error'));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        for (const slug of JSON.parse(message) as unknown[]) if (typeof slug === 'string') this.drop(slug);
      } catch {
        this.app.log.warn('ignored a malformed cards:invalidate message');
      }
    });
    subscriber.on('ready', () => this.clear());
    await subscriber.subscribe(CARDS_INVALIDATE_CHANNEL);
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
    this.subscriber = null;
  }

  private drop(slug: string): void {
    this.entries.delete(slug);
    this.inflight.delete(slug);
  }

  clear(): void {
    this.entries.clear();
    this.inflight.clear();
  }

  /** After an edit: drop the card here and, through Redis, on every other node. */
  evict(slug: string): void {
    this.drop(slug);
    const redis = this.app.redis;
    if (!redis) return;
    redis.publish(CARDS_INVALIDATE_CHANNEL, JSON.stringify([slug])).catch((error: unknown) => {
      this.app.log.error({ err: error }, 'could not publish a card eviction; other nodes catch up within the cache TTL');
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers a `/c/…` request. `path` has no query string; `query` is what followed `?` (or '').
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: string,
    headers: PageRequestHeaders,
  ): void | Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-length': '0' });
      return void response.end();
    }
    const match = /^\/c\/([a-z0-9]{8})(\.vcf|\.pkpass|\/photo\.jpg|\/logo\.jpg|\/qr\.svg|\/google-wallet|\/)?$/.exec(path);
    if (!match || !CARD_SLUG_PATTERN.test(match[1]!)) return this.notFound(request, response);
    const slug = match[1]!;
    const part = match[2] ?? '';
    const hit = this.peek(slug, Date.now());
    if (hit !== undefined) return this.answer(request, response, hit, part, query, headers);
    return this.get(slug).then((entry) => this.answer(request, response, entry, part, query, headers));
  }

  private notFound(request: IncomingMessage, response: ServerResponse): void {
    const locale = pickLocale(request.headers['accept-language']);
    const html = renderPage('not_found', locale);
    response.writeHead(404, {
      ...this.securityHeaders,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'content-language': locale,
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(html),
      vary: 'Accept-Language',
    });
    response.end(request.method === 'HEAD' ? undefined : html);
  }

  private record(request: IncomingMessage, linkId: string, accountId: string, headers: PageRequestHeaders, qr: boolean): void {
    if (request.method === 'HEAD' || !this.clicks) return;
    this.clicks.record({
      linkId,
      accountId,
      at: Date.now(),
      ip: clientIp(request, this.app.config.trustProxy),
      ua: headers.ua,
      referer: headers.referer,
      qr,
    });
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    head: Record<string, string | number>,
    body: Buffer,
  ) {
    response.writeHead(status, { ...this.securityHeaders, 'content-length': body.length, ...head });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private toGoogle(request: IncomingMessage, response: ServerResponse, url: string): void {
    this.send(
      request,
      response,
      302,
      { location: url, 'cache-control': 'private, no-store', 'content-security-policy': "default-src 'none'" },
      Buffer.alloc(0),
    );
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    entry: CardPageEntry | null,
    part: string,
    query: string,
    headers: PageRequestHeaders,
  ): void | Promise<void> {
    if (!entry) return this.notFound(request, response);
    const immutable = { 'cache-control': 'public, max-age=300', 'content-security-policy': "default-src 'none'" };
    switch (part) {
      case '':
      case '/': {
        const qr = query !== '' && new URLSearchParams(query).get('qr') === '1';
        this.record(request, entry.viewLinkId, entry.accountId, headers, qr);
        if (request.headers['if-none-match'] === entry.etag) {
          response.writeHead(304, { ...this.securityHeaders, etag: entry.etag, 'cache-control': 'private, no-cache' });
          return void response.end();
        }
        return this.send(
          request,
          response,
          200,
          {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': entry.csp,
            'content-language': entry.language,
            'cache-control': 'private, no-cache',
            etag: entry.etag,
          },
          entry.html,
        );
      }
      case '.vcf':
        this.record(request, entry.saveLinkId, entry.accountId, headers, false);
        return this.send(
          request,
          response,
          200,
          {
            'content-type': 'text/vcard; charset=utf-8',
            'content-disposition': entry.vcardDisposition,
            'cache-control': 'private, no-cache',
            'content-security-policy': "default-src 'none'",
          },
          entry.vcard,
        );
      case '.pkpass': {
        const wallet = this.app.config.wallet;
        if (!wallet) return this.notFound(request, response);
        entry.pass ??= buildPass(wallet, entry.page, entry.photo);
        return this.send(
          request,
          response,
          200,
          {
            'content-type': 'application/vnd.apple.pkpass',
            'content-disposition': `attachment; filename="${entry.slug}.pkpass"`,
            'cache-control': 'private, no-cache',
            'content-security-policy': "default-src 'none'",
          },
          entry.pass,
        );
      }
      case '/google-wallet': {
        const google = this.app.config.googleWallet;
        if (!google) return this.notFound(request, response);
        if (entry.googleWallet) return this.toGoogle(request, response, entry.googleWallet);
        return googleWalletUrl(google, entry.page).then((url) => {
          entry.googleWallet = url;
          this.toGoogle(request, response, url);
        });
      }
      case '/photo.jpg':
      case '/logo.jpg': {
        const image = part === '/photo.jpg' ? entry.photo : entry.logo;
        if (!image) return this.notFound(request, response);
        return this.send(request, response, 200, { 'content-type': 'image/jpeg', ...immutable }, image);
      }
      default:
        return this.send(request, response, 200, { 'content-type': 'image/svg+xml', ...immutable }, entry.qr);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    cardPages: CardPages;
  }
}
