/**
 * npm run seed:clicks -- --clicks 10000000 [--links 10000] [--days 90] [--seed 1] [--email seed@example.com]
 * Creates a verified customer on the Pro plan (analytics) with `--links` links on the default short
 * domain and writes `--clicks` clicks of a known distribution (modules/analytics/synthetic.ts) as a
 * bulk load, then rebuilds the rollups from them: the rows the live writer would leave
 * (docs/decisions/107). Uses the same configuration as `npm start` (DATABASE_URL …) and migrates
 * first. Without PostgreSQL's 10 s statement timeout: the rebuild's statements scan the account's
 * raw clicks. 10 M clicks: ~23 min on an idle core with SQLite (decision 107); PostgreSQL 25 min
 * wall on the shared 2-core VM at load 7–9, 11 min of CPU (decision 111).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { subscribeAccount } from '../modules/billing/queries.ts';
import { seedClicks, seedLinks } from '../modules/analytics/seed.ts';
import { ensureDefaultDomain } from '../modules/links/domains.ts';
import { createUser } from './create-user.ts';

const USAGE =
  'usage: npm run seed:clicks -- --clicks <n> [--links 10000] [--days 90] [--seed 1] [--email <address>] [--password <password>]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        clicks: { type: 'string' },
        links: { type: 'string', default: '10000' },
        days: { type: 'string', default: '90' },
        seed: { type: 'string', default: '1' },
        email: { type: 'string' },
        password: { type: 'string', default: 'seed-password' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const clicks = Number(values.clicks);
  const links = Number(values.links);
  const days = Number(values.days);
  if (!Number.isInteger(clicks) || clicks < 1 || !Number.isInteger(links) || links < 1 || !(days > 0)) {
    console.error(`--clicks, --links and --days must be positive numbers\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config.databaseSchema, { statementTimeoutMs: 4 * 3_600_000 });
  try {
    await migrateToLatest(database.db);
    const email = values.email ?? `seed-${Date.now().toString(36)}@example.com`;
    const user = await createUser(database.db, database.dialect, { email, password: values.password, name: 'Seeded account' });
    await subscribeAccount(database.db, user.account_id, 'pro', 'month');
    const domain = await ensureDefaultDomain(database.db, database.dialect, config.links.shortDomain);
    const workspace = await database.db
      .selectFrom('workspaces')
      .select('id')
      .where('account_id', '=', user.account_id)
      .executeTakeFirstOrThrow();
    const linkIds = await seedLinks(
      database.db,
      database.dialect,
      { accountId: user.account_id, workspaceId: workspace.id, domainId: domain.id },
      links,
    );
    let last = 0;
    const result = await seedClicks(database.db, database.dialect, user.account_id, linkIds, {
      links,
      clicks,
      days,
      seed: Number(values.seed),
      onProgress: (n) => {
        if (n - last >= 100_000 || n === clicks) {
          last = n;
          process.stderr.write(`\r${n.toLocaleString('en-US')} / ${clicks.toLocaleString('en-US')} clicks`);
        }
      },
    });
    process.stderr.write('\n');
    console.log(
      JSON.stringify({
        account_id: user.account_id,
        email,
        password: values.password,
        links,
        clicks: result.written,
        bots: result.bots,
        seconds: Math.round(result.seconds),
        clicks_per_second: Math.round((result.written + result.bots) / result.seconds),
      }),
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
