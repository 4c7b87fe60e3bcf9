/** A real app per suite (migrated, fresh database), plus seeding shortcuts that skip HTTP. */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createAccountFor } from '../../src/modules/accounts/queries.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { subscribeAccount } from '../../src/modules/billing/queries.ts';
import { insertCustomer } from '../../src/modules/customer/queries.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from './databases.ts';
import { TestClient } from './client.ts';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const PASSWORD = 'correct-horse-battery';

export async function makeConfig(target: DatabaseTarget, overrides: Partial<Config> = {}, env: Record<string, string> = {}) {
  const db = await target.create();
  const config = loadConfig({
    NODE_ENV: 'test',
    SECRET: TEST_SECRET,
    DATA_DIR: db.dataDir,
    APP_URL: 'http://app.test',
    DATABASE_URL: db.databaseUrl,
    ...(db.databaseSchema ? { DATABASE_SCHEMA: db.databaseSchema } : {}),
    APP_DIR: 'none',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return { config: { ...config, rateLimitNamespace: `test:${randomBytes(4).toString('hex')}:`, ...overrides }, drop: db.drop };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  client(): TestClient;
}

/** Builds one app for the enclosing describe block and tears it (and its database) down after. */
export function useTestApp(target: DatabaseTarget, overrides: Partial<Config> = {}, env: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  let drop: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const made = await makeConfig(target, overrides, env);
    drop = made.drop;
    holder.config = made.config;
    holder.app = await buildApp(made.config, { logger: false });
    holder.client = () => new TestClient(holder.app);
  });
  afterAll(async () => {
    await holder.app?.close();
    await drop?.();
  });
  return holder;
}

let passwordHash: Promise<string> | null = null;
let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${randomBytes(2).toString('hex')}@example.com`;
}

export interface Seeded {
  customerId: string;
  accountId: string;
  email: string;
  token: string;
  client: TestClient;
}

/** A customer straight in the database, signed in: `verified` and `plan` pick the onboarding state. */
export async function seedCustomer(
  t: TestApp,
  opts: { verified?: boolean; plan?: string | null; language?: 'en' | 'ar'; name?: string; email?: string } = {},
): Promise<Seeded> {
  passwordHash ??= hashPassword(PASSWORD);
  const { app } = t;
  const email = opts.email ?? uniqueEmail();
  const language = opts.language ?? 'en';
  const name = opts.name ?? 'Test Person';
  const { customer, accountId } = await app.db.transaction().execute(async (trx) => {
    const c = await insertCustomer(trx, {
      name,
      email,
      passwordHash: await passwordHash!,
      language,
      verified: opts.verified ?? true,
    });
    return { customer: c, accountId: await createAccountFor(trx, app.dialect, { customerId: c.id, name, language }) };
  });
  const plan = opts.plan === undefined ? 'free' : opts.plan;
  if (plan) await subscribeAccount(app.db, accountId, plan, 'month');
  const token = await createSession(app.db, customer.id, {});
  const client = t.client();
  client.token = token;
  client.accountId = accountId;
  return { customerId: customer.id, accountId, email: customer.email, token, client };
}

export async function latestMail(app: FastifyInstance, to: string) {
  await app.mail.drain();
  return app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The customer id and token of the newest link in the newest mail to `to`. */
export async function linkFromMail(app: FastifyInstance, to: string, kind: 'verify' | 'reset') {
  const mail = await latestMail(app, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const re = kind === 'verify' ? /\/onboard\/verify\/([^/\s]+)\/([^/\s]+)/ : /\/reset\/([^/\s]+)\/([^/\s]+)/;
  const match = re.exec(mail.text_body);
  if (!match) throw new Error(`no ${kind} link in mail ${mail.subject}`);
  return { customerId: decodeURIComponent(match[1]!), token: decodeURIComponent(match[2]!), mail };
}
