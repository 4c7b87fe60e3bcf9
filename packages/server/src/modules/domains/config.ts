/**
 * Settings of branded domains, read from the environment by config.ts (which calls
 * `domainsConfig`): where the customer's DNS must point, which resolver checks it, how often
 * pending domains are re-checked, and the HTTPS port of the redirect service.
 */
import { isIP } from 'node:net';

export interface DomainsConfig {
  /** SHORT_IPV4 / SHORT_IPV6: the redirect service's public addresses (A / AAAA targets). */
  ipv4: string[];
  ipv6: string[];
  /** SHORT_CNAME_TARGET: a host name subdomains may CNAME to; null offers A/AAAA only. */
  cnameTarget: string | null;
  /** DNS_SERVER host:port ([v6]:port); null uses the system's resolvers. */
  dnsServer: string | null;
  /** Per DNS query, before giving up on that lookup. */
  dnsTimeoutMs: number;
  /** SHORT_TLS_PORT: HTTPS by SNI for domains with a certificate; null = off. */
  tlsPort: number | null;
  /** The background check wakes this often and re-checks pending domains that are due. */
  checkIntervalMs: number;
  /** A pending domain is re-checked at most this often. */
  recheckMs: number;
  /** A pending domain whose records are still wrong after this long becomes failed. */
  verifyWindowMs: number;
  /** Certificates loaded for SNI are kept this long (uploads on this node refresh at once). */
  certCacheTtlMs: number;
}

type Env = Record<string, string | undefined>;

function list(env: Env, key: string, family: 4 | 6, problems: string[]): string[] {
  const raw = env[key]?.trim();
  if (!raw) return [];
  const items = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const item of items) {
    if (isIP(item) !== family) problems.push(`${key} must be a comma-separated list of IPv${family} addresses (got "${item}")`);
  }
  return items;
}

function ms(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    problems.push(`${key} must be a positive whole number of milliseconds (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

export function domainsConfig(env: Env, problems: string[]): DomainsConfig {
  const cnameRaw = env.SHORT_CNAME_TARGET?.trim().toLowerCase().replace(/\.$/, '') || null;
  if (cnameRaw && !/^([a-z0-9-]+\.)+[a-z0-9-]+$/.test(cnameRaw))
    problems.push(`SHORT_CNAME_TARGET must be a host name (got "${cnameRaw}")`);
  const dnsServer = env.DNS_SERVER?.trim() || null;
  if (dnsServer && !/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])(:\d{1,5})?$/i.test(dnsServer))
    problems.push(`DNS_SERVER must be an IP address with an optional port, e.g. 1.1.1.1 or 127.0.0.1:5353 (got "${dnsServer}")`);
  const tlsRaw = env.SHORT_TLS_PORT?.trim();
  let tlsPort: number | null = null;
  if (tlsRaw) {
    if (!/^\d+$/.test(tlsRaw) || Number(tlsRaw) < 1 || Number(tlsRaw) > 65535)
      problems.push(`SHORT_TLS_PORT must be a port number between 1 and 65535 (got "${tlsRaw}")`);
    else tlsPort = Number(tlsRaw);
  }
  return {
    ipv4: list(env, 'SHORT_IPV4', 4, problems),
    ipv6: list(env, 'SHORT_IPV6', 6, problems),
    cnameTarget: cnameRaw,
    dnsServer,
    dnsTimeoutMs: ms(env, 'DNS_TIMEOUT_MS', 3_000, problems),
    tlsPort,
    checkIntervalMs: ms(env, 'DOMAIN_CHECK_INTERVAL_MS', 60_000, problems),
    recheckMs: ms(env, 'DOMAIN_RECHECK_MS', 5 * 60_000, problems),
    verifyWindowMs: ms(env, 'DOMAIN_VERIFY_WINDOW_MS', 72 * 3_600_000, problems),
    certCacheTtlMs: ms(env, 'DOMAIN_CERT_CACHE_TTL_MS', 5 * 60_000, problems),
  };
}
