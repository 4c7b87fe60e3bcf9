/**
 * One Kysely instance over either SQLite (embedded default) or PostgreSQL (production, scale-out).
 * Both are tuned to hand back the same JS values: ISO strings for timestamps and numbers for
 * integers, so queries and tests never branch on the dialect.
 */
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Pool, types, type PoolClient } from 'pg';
import type { Database, Db, Dialect } from './schema.ts';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

const PG_INT8 = 20;
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;

// Per-pool parsers rather than pg.types.setTypeParser, so that importing the server does not
// change how other pg users in the same process parse values.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (v: string) => Number(v);
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP)
      return (v: string) => new Date(oid === PG_TIMESTAMP ? `${v}Z` : v).toISOString();
    return types.getTypeParser(oid, format ?? 'text');
  },
};

/**
 * Transactions take SQLite's write lock when they begin (`BEGIN IMMEDIATE`), not at their first
 * write. The click writer thread has a second connection to the same file; a deferred
 * transaction that read before that thread committed and wrote after would fail with
 * SQLITE_BUSY_SNAPSHOT, which busy_timeout does not retry. Taking the lock up front makes it
 * wait (up to busy_timeout) instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * better-sqlite3 compiles SQL on every `prepare`; Kysely prepares each query it runs. The same
 * texts come back all the time (every redirect miss, every click batch's 500-row insert, whose
 * compilation alone costs ~2 µs per row), so compiled statements are kept by their text, a few
 * hundred at most. A statement still mid-iteration cannot run twice, so a busy one is not reused.
 */
const STATEMENT_CACHE_MAX = 256;

export function withStatementCache(database: BetterSqlite3.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(text);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_MAX) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * The page cache of each SQLite connection, at most (KiB; pages are cached as they are read). SQLite's
 * default is 2 MB: at 10 M clicks an analytics read that seeks a few thousand links in the clicks
 * index then reads most of its pages from the OS again (a system call and a copy each). With 64 MB the
 * raw part of a big workspace's open day took 9 ms instead of 21–23 ms; 16 MB was not enough
 * (docs/decisions/123-analytics-day-totals-index.md).
 */
const SQLITE_CACHE_KIB = 65_536;

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new BetterSqlite3(path);
  // WAL lets readers run while a write commits; foreign keys are off by default in SQLite and are
  // a per-connection setting (better-sqlite3 keeps one connection, so once is enough here).
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  database.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export interface DatabaseOptions {
  /** PostgreSQL: the server cancels any statement running longer (statement_timeout). */
  statementTimeoutMs?: number;
  /** PostgreSQL: how long a query waits for a pooled connection (or a new one to open). */
  acquireTimeoutMs?: number;
  /** A pooled connection failed while idle (server restart, pg_terminate_backend, network). */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL application_name: shows who holds a connection in pg_stat_activity. */
  applicationName?: string;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 5_000;
/** The client-side deadline beyond statement_timeout: catches a server that stopped answering. */
const READ_GRACE_MS = 1_000;

const defaultConnectionError = (error: Error) =>
  console.warn(
    JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost (the pool reconnects)', err: error.message }),
  );

/**
 * Kysely's view of the pool. A connection whose query timed out on the client is broken (its
 * answer may still arrive, or never); it is destroyed on release instead of going back to the
 * pool, so a database that stopped answering does not leave every pooled connection stuck.
 */
function timeoutAwarePool(pool: Pool) {
  return {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      return {
        query(...args: Parameters<PoolClient['query']>) {
          // oxlint-disable-next-line typescript/no-explicit-any
          const pending = (client.query as (...a: unknown[]) => any)(...args);
          if (pending && typeof pending.then === 'function') {
            return pending.catch((error: Error) => {
              if (isBrokenConnection(error)) broken = error;
              throw error;
            });
          }
          return pending;
        },
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

function isBrokenConnection(error: unknown): boolean {
  const message = (error as Error | null)?.message ?? '';
  return /Query read timeout|Connection terminated|ECONNRESET|EPIPE/.test(message);
}

function openPostgres(url: string, schema: string | null, options: DatabaseOptions): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + READ_GRACE_MS,
    connectionTimeoutMillis: options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
    keepAlive: true,
    application_name: options.applicationName ?? (schema ? `rabt:${schema}` : 'rabt'),
    // search_path per connection: a schema per test file, or a dedicated schema in production.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Without a listener, an idle connection dropped by the server is an unhandled 'error' event that
  // ends the process. pg-pool has already removed that client; the next query opens a new one.
  pool.on('error', options.onConnectionError ?? defaultConnectionError);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: timeoutAwarePool(pool) as unknown as Pool }),
  });
  postgresPools.set(db, pool);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** The pg pool behind each PostgreSQL handle's Kysely instance (withPostgresClient). */
const postgresPools = new WeakMap<object, Pool>();

/**
 * Runs `run` on one of `db`'s pooled PostgreSQL connections directly, outside Kysely: COPY FROM
 * STDIN needs the driver's client (the bulk click seed, docs/decisions/111). Same settings as the
 * pool's other connections (search_path, statement timeout). `db` must be the handle's own
 * instance, not a transaction.
 */
export async function withPostgresClient<T>(db: Kysely<Database>, run: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = postgresPools.get(db);
  if (!pool) throw new Error('withPostgresClient: not a PostgreSQL handle opened by openDatabase');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await run(client);
  } catch (error) {
    // A failed COPY may leave the connection mid-protocol: never hand it back to the pool.
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

export function openDatabase(databaseUrl: string, schema: string | null = null, options: DatabaseOptions = {}): DatabaseHandle {
  if (databaseUrl.startsWith('sqlite:')) return openSqlite(databaseUrl.slice('sqlite:'.length));
  return openPostgres(databaseUrl, schema, options);
}

/**
 * Errors that mean "the database is not answering right now" rather than "this request is wrong":
 * timeouts (ours and the server's statement_timeout), refused or dropped connections, a server
 * shutting down or starting, SQLite's busy timeout. The API answers them 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (/^(57014|57P0[1-3]|08\w{3}|53300)$/.test(code)) return true;
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|SQLITE_BUSY\w*)$/.test(code)) return true;
  const message = (error as Error | null)?.message ?? '';
  return /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Connection refused|connect ECONNREFUSED/.test(
    message,
  );
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
