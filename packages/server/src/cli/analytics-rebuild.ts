/**
 * npm run analytics:rebuild -- [--account <id>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--days-per-batch 3]
 * Rebuilds the analytics rollups from raw clicks (modules/analytics/rebuild.ts): one account or
 * all, a few UTC days per transaction, idempotent. Uses the same configuration as `npm start`.
 * Run it for past days, or with the writer stopped: the writer's buffered rollups of the last
 * seconds would otherwise be added on top of the rebuilt ones. The workspace and domain rollups
 * (decision 119) are emptied too; the app builds them again within 10 minutes.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { rebuildRollups } from '../modules/analytics/rebuild.ts';
import { emptyScopeRollups } from '../modules/analytics/scope-rollups.ts';

const USAGE = 'usage: npm run analytics:rebuild -- [--account <id>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--days-per-batch 3]';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (!DATE.test(text) || Number.isNaN(ms)) throw new Error(`${flag} must be a date as YYYY-MM-DD, got "${text}"`);
  return Math.floor(ms / 86_400_000);
}

async function main(): Promise<number> {
  let values;
  let fromDay: number | undefined;
  let toDay: number | undefined;
  try {
    ({ values } = parseArgs({
      options: {
        account: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        'days-per-batch': { type: 'string', default: '3' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
    fromDay = dayOf(values.from, '--from');
    toDay = dayOf(values.to, '--to');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const daysPerBatch = Number(values['days-per-batch']);
  if (!Number.isInteger(daysPerBatch) || daysPerBatch < 1) {
    console.error(`--days-per-batch must be a positive whole number\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config.databaseSchema);
  try {
    await migrateToLatest(database.db);
    const began = performance.now();
    const result = await rebuildRollups(database.db, database.dialect, {
      ...(values.account ? { accountId: values.account } : {}),
      ...(fromDay !== undefined ? { fromDay } : {}),
      ...(toDay !== undefined ? { toDay } : {}),
      daysPerBatch,
      onProgress: (p) => process.stderr.write(`\r${p.accountId}: day ${p.day} of ${p.lastDay}, ${p.rows} rows`),
    });
    process.stderr.write('\n');
    const scopesEmptied = await emptyScopeRollups(database.db, values.account || undefined);
    console.log(JSON.stringify({ ...result, scopesEmptied, seconds: Math.round((performance.now() - began) / 100) / 10 }));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
