/** Bench fixtures: an app on a throw-away SQLite file, one signed-in owner on the business plan. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createAccountFor } from '../src/modules/accounts/queries.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { subscribeAccount } from '../src/modules/billing/queries.ts';
import { insertCustomer } from '../src/modules/customer/queries.ts';
import { hashPassword } from '../src/lib/password.ts';

export async function benchApp(dataDir = mkdtempSync(join(tmpdir(), 'rabt-bench-'))) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SECRET: 'bench-secret-that-is-at-least-32-characters',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dataDir, 'bench.db')}`,
    APP_URL: 'http://localhost:3000',
    APP_DIR: 'none',
    LOG_LEVEL: 'warn',
    // The click pipeline's settings pass through, so their effect can be measured.
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('CLICK_'))),
  });
  const app = await buildApp(config, { logger: { level: 'warn' } });
  const owner = await app.db.transaction().execute(async (trx) => {
    const customer = await insertCustomer(trx, {
      name: 'Bench Owner',
      email: `bench-${Date.now()}@example.com`,
      passwordHash: await hashPassword('bench-password'),
      language: 'en',
      verified: true,
    });
    return {
      customerId: customer.id,
      accountId: await createAccountFor(trx, app.dialect, { customerId: customer.id, name: 'Bench', language: 'en' }),
    };
  });
  await subscribeAccount(app.db, owner.accountId, 'business', 'month');
  const token = await createSession(app.db, owner.customerId, {});
  return { app, config, dataDir, ...owner, token };
}
