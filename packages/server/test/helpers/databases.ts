/**
 * The two databases every server test runs on. PostgreSQL: one fresh schema per test app, dropped
 * afterwards. If PostgreSQL is unreachable, CI fails loudly; a developer run skips it with a warning.
 */
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';

export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const pgProblem = await reachable(PG_URL);
if (pgProblem) {
  if (process.env.CI) throw new Error(`PostgreSQL at ${PG_URL} is unreachable in CI: ${pgProblem}`);
  console.warn(
    `[server tests] PostgreSQL at ${PG_URL} is unreachable (${pgProblem}); PostgreSQL runs are SKIPPED. Set TEST_PG_URL or start PostgreSQL.`,
  );
}

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  available: boolean;
  /** A fresh, empty database: its URL, optional schema, and how to throw it away. */
  create(): Promise<{ databaseUrl: string; databaseSchema: string | null; dataDir: string; drop(): Promise<void> }>;
}

const sqliteTarget: DatabaseTarget = {
  name: 'sqlite',
  available: true,
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'rabt-test-'));
    return {
      databaseUrl: `sqlite:${join(dir, 'test.db')}`,
      databaseSchema: null,
      dataDir: dir,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

const postgresTarget: DatabaseTarget = {
  name: 'postgres',
  available: pgProblem === null,
  async create() {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const dir = mkdtempSync(join(tmpdir(), 'rabt-test-'));
    const admin = new Client(PG_URL);
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      databaseUrl: PG_URL,
      databaseSchema: schema,
      dataDir: dir,
      async drop() {
        const client = new Client(PG_URL);
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

export const databaseTargets: DatabaseTarget[] = [sqliteTarget, postgresTarget];

/** Runs the suite once per database; PostgreSQL is skipped (with the warning above) when absent. */
export function describeEachDatabase(title: string, suite: (target: DatabaseTarget) => void): void {
  for (const target of databaseTargets) {
    describe.skipIf(!target.available)(`${title} [${target.name}]`, () => suite(target));
  }
}
