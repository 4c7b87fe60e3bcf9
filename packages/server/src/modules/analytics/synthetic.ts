/**
 * Clicks with a known distribution, for the seed script (`npm run seed:clicks`), the accuracy test
 * and the bench: a seeded generator, real user agents (a few bots among them), referrers of every
 * channel, and a geo lookup that places each synthetic address in a fixed place (country, region,
 * city) so the numbers do not depend on a geo database.
 */
import type { GeoLookup, GeoResult } from '../clicks/geo.ts';
import type { RawClick } from '../clicks/writer.ts';

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const PLACES: readonly GeoResult[] = [
  { country: 'SA', region: 'Riyadh Region', city: 'Riyadh' },
  { country: 'SA', region: 'Makkah Region', city: 'Jeddah' },
  { country: 'SA', region: 'Makkah Region', city: 'Mecca' },
  { country: 'SA', region: 'Eastern Province', city: 'Dammam' },
  { country: 'AE', region: 'Dubai', city: 'Dubai' },
  { country: 'AE', region: 'Abu Dhabi', city: 'Abu Dhabi' },
  { country: 'EG', region: 'Cairo Governorate', city: 'Cairo' },
  { country: 'US', region: 'California', city: 'Mountain View' },
  { country: 'US', region: 'New York', city: 'New York' },
  { country: 'GB', region: 'England', city: 'London' },
  { country: 'DE', region: 'Hesse', city: 'Frankfurt am Main' },
  { country: 'PL', region: 'Mazovia', city: 'Warsaw' },
  { country: null, region: null, city: null },
];
/** Relative weights of PLACES. */
const PLACE_WEIGHTS = [30, 12, 6, 5, 10, 4, 6, 8, 5, 5, 3, 2, 4];

/** `100.<place>.<a>.<b>`: the second octet says where the address is. */
export const syntheticGeo: GeoLookup = {
  lookup(ip: string): GeoResult {
    const parts = ip.split('.');
    if (parts.length !== 4 || parts[0] !== '100') return PLACES[PLACES.length - 1]!;
    return PLACES[Number(parts[1])] ?? PLACES[PLACES.length - 1]!;
  },
};

export const AGENTS: readonly string[] = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0',
  '',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
];
const AGENT_WEIGHTS = [30, 28, 18, 8, 4, 2, 3, 2, 3, 2];

export const REFERERS: readonly string[] = [
  '',
  'https://www.google.com/search?q=rabt',
  'https://www.bing.com/search?q=rabt',
  'https://l.facebook.com/l.php?u=x',
  'https://t.co/abc',
  'https://www.instagram.com/',
  'https://mail.google.com/mail/u/0/',
  'https://blog.example.com/post/1',
  'https://news.example.org/a',
];
const REFERER_WEIGHTS = [35, 15, 3, 12, 8, 6, 5, 10, 6];

function picker(weights: readonly number[]): (r: number) => number {
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w) / total);
  // Binary search: the first index whose cumulative share is above r (a linear walk over 10,000
  // Zipf-weighted links made the generator, not the database, the seed's bottleneck).
  return (r) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (r >= cumulative[mid]!) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface ClickGenerator {
  /** The next click (time-ordered across calls when `at` grows). */
  next(at: number): RawClick;
}

/** One synthetic visit as indices: into the links, the visitor pool, REFERERS; `qr` 0 or 1. */
export interface SyntheticDraw {
  link: number;
  visitor: number;
  referer: number;
  qr: number;
}

export interface ClickSource {
  /** Visitor i: an index into PLACES (its address) and one into AGENTS. */
  readonly pool: ReadonlyArray<{ place: number; agent: number }>;
  /** Draws the next visit into `into` (no object per click: the bulk seed draws millions). */
  next(into: SyntheticDraw): void;
}

/**
 * The distribution itself, as indices. Links are visited Zipf-like (link i ∝ 1/(i+1)^0.9); each
 * click has a visitor from a pool of `visitors` (address + agent, each address in a PLACES entry by
 * PLACE_WEIGHTS, each agent by AGENT_WEIGHTS, so some visitors are bots), so repeat visits make
 * unique counts meaningful; a referrer by REFERER_WEIGHTS; one click in ten is a QR scan. The
 * random calls come in a fixed order (pool first, then link, visitor, referrer, QR per click), so
 * one seed gives the same clicks through `clickGenerator` (live path) and the bulk seed.
 */
export function clickSource(random: () => number, links: number, visitors = 5_000): ClickSource {
  const linkWeights = Array.from({ length: links }, (_, i) => 1 / (i + 1) ** 0.9);
  const pickLink = picker(linkWeights);
  const pickPlace = picker(PLACE_WEIGHTS);
  const pickAgent = picker(AGENT_WEIGHTS);
  const pickReferer = picker(REFERER_WEIGHTS);
  const pool = Array.from({ length: visitors }, () => {
    const place = pickPlace(random());
    return { place, agent: pickAgent(random()) };
  });
  return {
    pool,
    next(into) {
      into.link = pickLink(random());
      into.visitor = Math.floor(random() * pool.length);
      into.referer = pickReferer(random());
      into.qr = random() < 0.1 ? 1 : 0;
    },
  };
}

/** Visitor i's address: `100.<place>.<i / 256>.<i % 256>` (syntheticGeo reads the place back). */
export const syntheticIp = (place: number, i: number) => `100.${place}.${(i >> 8) & 255}.${i & 255}`;

/** The same distribution as RawClick objects, for the live writer path (see `clickSource`). */
export function clickGenerator(
  random: () => number,
  links: ReadonlyArray<{ id: string; accountId: string }>,
  visitors = 5_000,
): ClickGenerator {
  const source = clickSource(random, links.length, visitors);
  const pool = source.pool.map((v, i) => ({ ip: syntheticIp(v.place, i), ua: AGENTS[v.agent]! }));
  const draw: SyntheticDraw = { link: 0, visitor: 0, referer: 0, qr: 0 };
  return {
    next(at) {
      source.next(draw);
      const link = links[draw.link]!;
      const visitor = pool[draw.visitor]!;
      return {
        linkId: link.id,
        accountId: link.accountId,
        at,
        ip: visitor.ip,
        ua: visitor.ua,
        referer: REFERERS[draw.referer]!,
        qr: draw.qr === 1,
      };
    },
  };
}
