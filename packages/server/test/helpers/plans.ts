/**
 * A statement's query plan as text, to check which index answers it. SQLite: `explain query plan`.
 * PostgreSQL: `explain` with sequential and bitmap scans turned off for the statement's transaction,
 * because a test's small tables are scanned whatever their indexes; asked for an index path, the plan
 * shows whether it is index-only.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db, Dialect } from '../../src/db/schema.ts';

export async function planOf(db: Db, dialect: Dialect, query: Compilable): Promise<string> {
  const { sql, parameters } = query.compile();
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      await trx.executeQuery(CompiledQuery.raw('set local enable_bitmapscan = off'));
    }
    const prefix = dialect === 'sqlite' ? 'explain query plan' : 'explain';
    const result = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`${prefix} ${sql}`, [...parameters]));
    return result.rows.map((r) => Object.values(r).join(' ')).join('\n');
  });
}
