/**
 * Multi-row INSERTs for the two bulk writers (click batches, import batches) as pre-built SQL:
 * building a 1000-row insert through Kysely's query builder costs more CPU than executing it, and
 * that CPU comes out of the redirect's event loop. The SQL text is the same for every batch of a
 * given size, so it is built once and reused; values are always bound, never inlined.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Dialect } from '../../db/schema.ts';

const cache = new Map<string, string>();

export function bulkInsertSql(dialect: Dialect, table: string, columns: readonly string[], rows: number, suffix = ''): string {
  const key = `${dialect}|${table}|${columns.join(',')}|${rows}|${suffix}`;
  let text = cache.get(key);
  if (text === undefined) {
    const width = columns.length;
    const tuples: string[] = [];
    for (let r = 0; r < rows; r++) {
      const marks: string[] = [];
      for (let c = 0; c < width; c++) marks.push(dialect === 'postgres' ? `$${r * width + c + 1}` : '?');
      tuples.push(`(${marks.join(',')})`);
    }
    text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}${suffix ? ` ${suffix}` : ''}`;
    if (cache.size > 200) cache.clear();
    cache.set(key, text);
  }
  return text;
}

export async function bulkInsert<R = unknown>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  suffix = '',
): Promise<R[]> {
  const params: unknown[] = [];
  for (const row of rows) for (const value of row) params.push(value);
  return bulkInsertFlat<R>(db, dialect, table, columns, rows.length, params, suffix);
}

/** Same, with the values already flat (row after row, in `columns` order). */
export async function bulkInsertFlat<R = unknown>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rowCount: number,
  params: unknown[],
  suffix = '',
): Promise<R[]> {
  if (rowCount === 0) return [];
  const result = await db.executeQuery<R>(CompiledQuery.raw(bulkInsertSql(dialect, table, columns, rowCount, suffix), params));
  return result.rows;
}
