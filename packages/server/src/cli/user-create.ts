/**
 * npm run user:create -- --email a@b.c --password secret123 [--name "Amal Haddad"] [--language ar]
 * Uses the same configuration (DATABASE_URL, DATA_DIR …) as `npm start`, and migrates first.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUser } from './create-user.ts';

const USAGE = 'usage: npm run user:create -- --email <address> --password <password> [--name <name>] [--language en|ar]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        language: { type: 'string' },
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
  if (!values.email || !values.password) {
    console.error(`--email and --password are required\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config.databaseSchema);
  try {
    await migrateToLatest(database.db);
    const created = await createUser(database.db, database.dialect, {
      email: values.email,
      password: values.password,
      ...(values.name ? { name: values.name } : {}),
      ...(values.language ? { language: values.language as 'en' | 'ar' } : {}),
    });
    console.log(JSON.stringify({ created: true, ...created, plan: 'free', email_verified: true }));
    return 0;
  } catch (error) {
    console.error(`user:create failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
