import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.ts';

// The click writer thread holds a second connection to the same SQLite file. Transactions must
// take the write lock when they begin, or one that read before the thread committed and writes
// after fails with SQLITE_BUSY_SNAPSHOT (busy_timeout does not retry that).
describe('SQLite transactions', () => {
  let dir: string;
  let handle: DatabaseHandle | undefined;
  let other: BetterSqlite3.Database | undefined;

  afterEach(async () => {
    other?.close();
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('take the write lock at BEGIN, so a second connection cannot commit in between', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rabt-sqlite-'));
    const file = join(dir, 'app.db');
    handle = openDatabase(`sqlite:${file}`);
    await sql`create table counter (n integer not null)`.execute(handle.db);
    await sql`insert into counter (n) values (0)`.execute(handle.db);
    other = new BetterSqlite3(file);
    other.pragma('busy_timeout = 0');
    const second = other;

    let secondWrite: unknown;
    await handle.db.transaction().execute(async (trx) => {
      await sql`select n from counter`.execute(trx);
      try {
        second.prepare('update counter set n = n + 100').run();
      } catch (error) {
        secondWrite = error;
      }
      // With a deferred BEGIN the other connection's commit above would succeed and this write
      // would throw SQLITE_BUSY_SNAPSHOT.
      await sql`update counter set n = n + 1`.execute(trx);
    });

    expect((secondWrite as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
    const rows = await sql<{ n: number }>`select n from counter`.execute(handle.db);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("give each connection a 64 MB page cache, not SQLite's 2 MB (decision 123: big reads seek the clicks index)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'rabt-sqlite-'));
    handle = openDatabase(`sqlite:${join(dir, 'app.db')}`);
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db);
    expect(rows[0]?.cache_size).toBe(-65_536);
  });
});
