/**
 * Tenancy made structural (docs/decisions/052): every query the server's modules run on a tenant
 * table (a table with an `account_id` column, read from db/schema.ts) filters by `account_id` in
 * its own statement (`.where('account_id', …)`, `.where('l.account_id', …)`, a join's `.on(…)`, or
 * `eb('account_id', …)` inside a where), or says just above why it may cross accounts
 * (`// tenancy: <reason>`): the redirect loader looks links up by host, the click writer and
 * schedulers work for every account, webhooks find rows by the provider's id. Naming `account_id`
 * in a select list is not a filter. There are no exceptions: a query that forgets the account
 * fails here before it can leak. The two-account route tests (permission matrix, per-module tests)
 * check the behaviour; this checks the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSrc = join(import.meta.dirname, '../../src');

function tenantTables(): string[] {
  const schema = readFileSync(join(serverSrc, 'db/schema.ts'), 'utf8');
  const withAccount = new Set<string>();
  for (const match of schema.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)) {
    if (/\n\s+account_id[?]?:/.test(match[2]!)) withAccount.add(match[1]!);
  }
  const database = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
  return [...database.matchAll(/\n\s+(\w+): (\w+);/g)].filter((m) => withAccount.has(m[2]!)).map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Query {
  line: number;
  table: string;
  statement: string;
  marked: boolean;
}

/** A filter on the account column: a where/on clause or an expression-builder comparison naming it. */
const ACCOUNT_FILTER = /(?:\.(?:where|whereRef|on|onRef)\(|\beb\()\s*'(?:\w+\.)?account_id'/;

/** Each `.selectFrom/.updateTable/.deleteFrom('<tenant table>[ as alias]')` with its statement (up to `;`). */
function tenantQueries(text: string, tables: ReadonlySet<string>): Query[] {
  const found: Query[] = [];
  for (const match of text.matchAll(/\.(selectFrom|updateTable|deleteFrom)\(\s*'(\w+)(?: as \w+)?'/g)) {
    if (!tables.has(match[2]!)) continue;
    const start = match.index!;
    const end = text.indexOf(';', start);
    const statement = text.slice(start, end === -1 ? undefined : end);
    const line = text.slice(0, start).split('\n').length;
    const before = text.slice(0, start).split('\n').slice(-4).join('\n');
    found.push({ line, table: match[2]!, statement, marked: /\/\/ tenancy: \S/.test(before) });
  }
  return found;
}

function unscopedQueries(text: string, tables: ReadonlySet<string>): Query[] {
  return tenantQueries(text, tables).filter((q) => !q.marked && !ACCOUNT_FILTER.test(q.statement));
}

describe('tenancy is structural', () => {
  const tables = new Set(tenantTables());
  const files = [...sourceFiles(join(serverSrc, 'modules')), ...sourceFiles(join(serverSrc, 'plugins'))];

  it('finds the tenant tables from the schema', () => {
    expect([...tables]).toEqual(expect.arrayContaining(['links', 'domains', 'memberships', 'workspaces', 'clicks']));
    expect([...tables]).not.toContain('customers');
  });

  it('tells a filtered query from an unscoped one', () => {
    const t = new Set(['links', 'invoices']);
    const unscoped = (code: string) => unscopedQueries(code, t).length;
    expect(unscoped(`await db.selectFrom('links').selectAll().where('account_id', '=', a).execute();`)).toBe(0);
    expect(unscoped(`await db.selectFrom('links as l').where('l.account_id', '=', a).execute();`)).toBe(0);
    expect(unscoped(`await db.selectFrom('links').where((eb) => eb.or([eb('account_id', 'is', null)])).execute();`)).toBe(0);
    expect(unscoped(`// tenancy: every account's due jobs\nawait db.updateTable('invoices').set(x).execute();`)).toBe(0);
    expect(unscoped(`await db.selectFrom('customers').selectAll().execute();`)).toBe(0);
    // Unscoped: no filter, a bare `// tenancy:` without a reason, or account_id only in the select list.
    expect(unscoped(`await db.deleteFrom('links').where('id', '=', id).execute();`)).toBe(1);
    expect(unscoped(`await db.selectFrom('links as l').where('l.id', '=', id).execute();`)).toBe(1);
    expect(unscoped(`// tenancy:\nawait db.updateTable('invoices').set(x).execute();`)).toBe(1);
    expect(unscoped(`await db.selectFrom('links').select(['id', 'account_id']).where('id', '=', id).execute();`)).toBe(1);
  });

  it('every query on a tenant table filters by account_id, or says why it crosses accounts', () => {
    let total = 0;
    const sites: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      total += tenantQueries(text, tables).length;
      for (const q of unscopedQueries(text, tables)) sites.push(`${relative(serverSrc, file)}:${q.line} ${q.table}`);
    }
    expect(total).toBeGreaterThan(150);
    expect(sites, "add .where('account_id', '=', accountId), or a `// tenancy: <reason>` line just above the query").toEqual([]);
  });
});
