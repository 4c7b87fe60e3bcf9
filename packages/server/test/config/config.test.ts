import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'rabt-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults: ports, APP_URL, SQLite under ./data, outbox mail, no Redis', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      shortPort: 3001,
      appUrl: 'http://localhost:3000',
      databaseUrl: `sqlite:${join(cwd, 'data/app.db')}`,
      redisUrl: null,
      smtpUrl: null,
      trustProxy: false,
    });
  });

  it('generates SECRET once into the data folder (mode 600) and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(first.secret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(loadConfig({ DATA_DIR: dir, SECRET: 'y'.repeat(40) }).secret).toBe('y'.repeat(40));
  });

  it('accepts postgres URLs, Redis, SMTP, TRUST_PROXY forms and strips a trailing slash from APP_URL', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u:p@db:5432/rabt',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://u:p@mail:465',
      APP_URL: 'https://rabt.example/',
      TRUST_PROXY: '2',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/rabt',
      appUrl: 'https://rabt.example',
      trustProxy: 2,
      nodeEnv: 'production',
    });
    // true trusts a proxy on this machine only (issue 16 item 10), never every peer.
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe('127.0.0.1,::1,::ffff:127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a port number between 1 and 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ SHORT_PORT: '0' }, /SHORT_PORT must be a port number/],
    [{ PORT: '4000', SHORT_PORT: '4000' }, /PORT and SHORT_PORT must differ/],
    [{ APP_URL: 'localhost:3000' }, /APP_URL must start with http:\/\/ or https:\/\//],
    [{ APP_URL: 'http://' }, /APP_URL is not a valid URL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be postgres:\/\/user@host:port\/db or sqlite:<path>/],
    [{ DATABASE_URL: 'sqlite:' }, /sqlite:<path> needs a file path/],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL is not a valid URL/],
    [{ SECRET: 'short' }, /SECRET must be at least 32 characters/],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM must be an address/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be development, production or test/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be true, false, a hop count or a list/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ DATABASE_SCHEMA: 'Bad-Name' }, /DATABASE_SCHEMA must be a lower-case SQL identifier/],
    [{ STRIPE_SECRET_KEY: 'pk_test_x' }, /STRIPE_SECRET_KEY must start with sk_test_/],
    [{ STRIPE_PUBLISHABLE_KEY: 'sk_test_x' }, /STRIPE_PUBLISHABLE_KEY must start with pk_test_/],
    [{ STRIPE_WEBHOOK_SECRET: 'x' }, /STRIPE_WEBHOOK_SECRET must start with whsec_/],
  ])('rejects %o with a clear message', (env, message) => {
    const found = problems(env as Record<string, string>);
    expect(found.join('\n')).toMatch(message);
  });

  it('reports every bad value at once, and writes no secret when invalid', () => {
    const dir = tempDir();
    const error = (() => {
      try {
        loadConfig({ DATA_DIR: dir, PORT: 'x', REDIS_URL: 'nope', SECRET: '' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.length).toBeGreaterThanOrEqual(2);
    expect(error!.message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(existsSync(join(dir, 'secret'))).toBe(false);
  });

  it('REGISTER_RATE_LIMIT raises registrations per address per 10 minutes; bad values are named', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits.register).toEqual({ max: 5, windowMs: 600_000 });
    expect(loadConfig({ DATA_DIR: tempDir(), REGISTER_RATE_LIMIT: '40' }).rateLimits.register).toEqual({
      max: 40,
      windowMs: 600_000,
    });
    expect(problems({ REGISTER_RATE_LIMIT: '0' })).toEqual([
      'REGISTER_RATE_LIMIT must be a whole number from 1 to 100000 (got "0")',
    ]);
    expect(problems({ REGISTER_RATE_LIMIT: 'lots' })).toHaveLength(1);
  });
});
