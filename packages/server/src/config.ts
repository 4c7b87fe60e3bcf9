/**
 * Configuration from the environment. Every value is checked once at start and every bad value is
 * reported (not only the first), so an operator fixes the whole .env in one go.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainsConfig, type DomainsConfig } from './modules/domains/config.ts';
import { linksConfig, type LinksConfig } from './modules/links/config.ts';
import { walletConfig, type WalletConfig } from './modules/cards/wallet.ts';
import { googleWalletConfig, type GoogleWalletConfig } from './modules/cards/google-wallet.ts';

export type NodeEnv = 'development' | 'production' | 'test';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  login: RateLimitRule;
  /** Per account (the email address tried), whatever address the attempts come from. */
  loginAccount: RateLimitRule;
  /** Reset mails per email address. */
  forgotAccount: RateLimitRule;
  /** Reset completions per customer (the reset link's customer id). */
  completeResetAccount: RateLimitRule;
  register: RateLimitRule;
  forgot: RateLimitRule;
  completeReset: RateLimitRule;
  resend: RateLimitRule;
  /** Calls per API key (decision 063), whatever the route. */
  apiKey?: RateLimitRule;
}

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  shortPort: number;
  appUrl: string;
  databaseUrl: string;
  /** PostgreSQL only: the schema put first on search_path (tests use one schema per file). */
  databaseSchema: string | null;
  /** PostgreSQL: statement_timeout of every query, and how long a query waits for a connection. */
  databaseTimeouts: { statementMs: number; acquireMs: number };
  redisUrl: string | null;
  smtpUrl: string | null;
  /**
   * DEV_OUTBOX=true: serve the stored mails at /dev/outbox, to loopback clients only, when mail
   * does not go out over SMTP. Off unless asked for (`npm start` asks outside production).
   */
  devOutbox: boolean;
  secret: string;
  mailFrom: string;
  trustProxy: boolean | number | string;
  logLevel: string;
  dataDir: string;
  /** Built web app (index.html + assets); null disables static hosting. */
  appDir: string | null;
  rateLimits: RateLimits;
  /** Prefix of rate-limit keys in Redis; two apps with the same prefix share counters. */
  rateLimitNamespace: string;
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null };
  /** Short links, redirect service, clicks and imports (modules/links/config.ts). */
  links: LinksConfig;
  /** Branded domains: DNS targets, resolver, re-check schedule, HTTPS port (modules/domains/config.ts). */
  domains: DomainsConfig;
  /** Apple Wallet pass certificates for business cards, or null (modules/cards/wallet.ts). */
  wallet: WalletConfig | null;
  /** Google Wallet service account for business cards, or null (modules/cards/google-wallet.ts). */
  googleWallet: GoogleWalletConfig | null;
  /** Days a closed organisation's data is kept before it is purged (ACCOUNT_RETENTION_DAYS, default 30). */
  accountRetentionDays: number;
  /**
   * SHUTDOWN_TIMEOUT_MS (default 10 s): after SIGTERM/SIGINT, how long the graceful close (click
   * drain included) may take before main.ts gives up and exits 1. Set it a little below the
   * orchestrator's own grace period (Kubernetes 30 s, `docker stop` 10 s, systemd 90 s).
   */
  shutdownTimeoutMs: number;
}

function retentionDays(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 30;
  if (!/^\d+$/.test(raw) || Number(raw) > 3650) {
    problems.push(`ACCOUNT_RETENTION_DAYS must be a whole number of days from 0 to 3650 (got "${raw}")`);
    return 30;
  }
  return Number(raw);
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const defaultRateLimits: RateLimits = {
  login: { max: 10, windowMs: 60_000 },
  loginAccount: { max: 10, windowMs: 15 * 60_000 },
  forgotAccount: { max: 3, windowMs: 15 * 60_000 },
  completeResetAccount: { max: 10, windowMs: 15 * 60_000 },
  register: { max: 5, windowMs: 10 * 60_000 },
  forgot: { max: 5, windowMs: 15 * 60_000 },
  completeReset: { max: 10, windowMs: 15 * 60_000 },
  resend: { max: 3, windowMs: 10 * 60_000 },
  apiKey: { max: 600, windowMs: 60_000 },
};

/**
 * `REGISTER_RATE_LIMIT`: registrations per client address per 10 minutes (default 5). Operators
 * behind a shared address (a campus, a kiosk) and end-to-end runs that sign up several customers
 * from one machine raise it.
 */
function registerRateLimit(raw: string | undefined, problems: string[]): RateLimits['register'] {
  if (raw === undefined) return defaultRateLimits.register;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 100_000) {
    problems.push(`REGISTER_RATE_LIMIT must be a whole number from 1 to 100000 (got "${raw}")`);
    return defaultRateLimits.register;
  }
  return { ...defaultRateLimits.register, max: Number(raw) };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, key: string): string | null {
  const v = env[key]?.trim();
  return v ? v : null;
}

function port(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = text(env, key);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) {
    problems.push(`${key} must be a port number between 1 and 65535 (got "${raw}")`);
    return fallback;
  }
  return n;
}

function url(env: Env, key: string, protocols: string[], problems: string[]): string | null {
  const raw = text(env, key);
  if (raw === null) return null;
  try {
    const u = new URL(raw);
    if (!protocols.includes(u.protocol)) {
      problems.push(`${key} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${u.protocol}//…")`);
      return null;
    }
    return raw;
  } catch {
    problems.push(`${key} is not a valid URL`);
    return null;
  }
}

function millis(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = text(env, key);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 100 || Number(raw) > 600_000) {
    problems.push(`${key} must be a number of milliseconds between 100 and 600000 (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function flag(env: Env, key: string, problems: string[]): boolean {
  const raw = text(env, key)?.toLowerCase() ?? null;
  if (raw === null || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  problems.push(`${key} must be true or false (got "${raw}")`);
  return false;
}

/**
 * `true` used to trust every peer, so any client could pick its own address with X-Forwarded-For
 * and escape the rate limits. Now only proxies the operator names are trusted: `true` means a proxy
 * on this machine (loopback); otherwise list the proxies' addresses or CIDR ranges, or give a hop
 * count (only when every request reaches the server through that many proxies).
 */
export const LOOPBACK_PROXIES = '127.0.0.1,::1,::ffff:127.0.0.1';

function trustProxy(raw: string | null, problems: string[]): boolean | number | string {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return LOOPBACK_PROXIES;
  if (/^\d+$/.test(raw)) return Number(raw);
  // Fastify accepts a comma-separated list of addresses/CIDRs.
  if (/^[0-9a-fA-F:.,/\s]+$/.test(raw)) return raw;
  problems.push(`TRUST_PROXY must be true, false, a hop count or a list of proxy addresses (got "${raw}")`);
  return false;
}

function databaseUrl(env: Env, dataDir: string, problems: string[]): string {
  const raw = text(env, 'DATABASE_URL') ?? `sqlite:${join(dataDir, 'app.db')}`;
  if (raw.startsWith('sqlite:')) {
    const path = raw.slice('sqlite:'.length);
    if (!path) problems.push('DATABASE_URL sqlite:<path> needs a file path (or sqlite::memory:)');
    return raw;
  }
  if (/^postgres(ql)?:\/\//.test(raw)) {
    if (!URL.canParse(raw)) problems.push('DATABASE_URL is not a valid postgres:// URL');
    return raw;
  }
  problems.push('DATABASE_URL must be postgres://user@host:port/db or sqlite:<path>');
  return raw;
}

/** The secret signs XSRF tokens; when unset it is generated once and kept in the data folder. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Reads and checks the environment. `cwd` anchors relative paths (./data) so the operator command
 * and `npm start` agree on where the database lives.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const nodeEnvRaw = text(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = (['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development') as NodeEnv;
  const dataDirRaw = text(env, 'DATA_DIR') ?? './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);

  const portValue = port(env, 'PORT', 3000, problems);
  const shortPort = port(env, 'SHORT_PORT', 3001, problems);
  if (portValue === shortPort) problems.push(`PORT and SHORT_PORT must differ (both ${portValue})`);

  const appUrl = (url(env, 'APP_URL', ['http:', 'https:'], problems) ?? `http://localhost:${portValue}`).replace(/\/+$/, '');
  let dbUrl = databaseUrl(env, dataDir, problems);
  if (dbUrl.startsWith('sqlite:') && dbUrl !== 'sqlite::memory:') {
    const path = dbUrl.slice('sqlite:'.length);
    dbUrl = `sqlite:${isAbsolute(path) ? path : resolve(cwd, path)}`;
  }
  const databaseSchema = text(env, 'DATABASE_SCHEMA');
  if (databaseSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }

  const secretRaw = text(env, 'SECRET');
  if (secretRaw !== null && secretRaw.length < 32)
    problems.push('SECRET must be at least 32 characters (or unset, to generate one)');

  const mailFrom = text(env, 'MAIL_FROM') ?? 'Rabt <no-reply@rabt.localhost>';
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom))
    problems.push('MAIL_FROM must be an address, e.g. "Rabt <no-reply@example.com>"');

  const logLevel = text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }

  const stripe = {
    secretKey: text(env, 'STRIPE_SECRET_KEY'),
    publishableKey: text(env, 'STRIPE_PUBLISHABLE_KEY'),
    webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
  };
  if (stripe.secretKey && !/^(sk|rk)_(test|live)_/.test(stripe.secretKey))
    problems.push('STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_…');
  if (stripe.publishableKey && !/^pk_(test|live)_/.test(stripe.publishableKey))
    problems.push('STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_');
  if (stripe.webhookSecret && !stripe.webhookSecret.startsWith('whsec_'))
    problems.push('STRIPE_WEBHOOK_SECRET must start with whsec_');

  const appDirRaw = text(env, 'APP_DIR') ?? join(repoRoot, 'dist/app');

  const config: Config = {
    nodeEnv,
    host: text(env, 'HOST') ?? '0.0.0.0',
    port: portValue,
    shortPort,
    appUrl,
    databaseUrl: dbUrl,
    databaseSchema,
    databaseTimeouts: {
      statementMs: millis(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000, problems),
      acquireMs: millis(env, 'DATABASE_ACQUIRE_TIMEOUT_MS', 5_000, problems),
    },
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    devOutbox: flag(env, 'DEV_OUTBOX', problems),
    secret: '',
    mailFrom,
    trustProxy: trustProxy(text(env, 'TRUST_PROXY'), problems),
    logLevel,
    dataDir,
    appDir: appDirRaw === 'none' ? null : resolve(cwd, appDirRaw),
    rateLimits: { ...defaultRateLimits, register: registerRateLimit(text(env, 'REGISTER_RATE_LIMIT') ?? undefined, problems) },
    rateLimitNamespace: 'rabt:rl:',
    stripe,
    links: linksConfig(env, { shortPort, appUrl, cwd }, problems),
    domains: domainsConfig(env, problems),
    wallet: walletConfig(env, problems),
    googleWallet: googleWalletConfig(env, problems),
    accountRetentionDays: retentionDays(text(env, 'ACCOUNT_RETENTION_DAYS') ?? undefined, problems),
    shutdownTimeoutMs: millis(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  // Only touch the disk once the rest is known to be valid.
  config.secret = secretRaw ?? loadOrCreateSecret(dataDir);
  return config;
}
