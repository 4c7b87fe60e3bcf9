/**
 * Tenancy made structural: every query the server's modules run on a tenant table (a table with an
 * `account_id` column, read from db/schema.ts) names `account_id` in its own statement, or says on
 * the line above why it may cross accounts (`// tenancy: <reason>`): the redirect loader looks
 * links up by host, the click writer and schedulers work for every account. A new query that
 * forgets the account filter fails here before it can leak. The two-account route tests
 * (permission matrix, per-module tests) check the behaviour; this checks the code.
 *
 * unscoped-baseline.json lists, per file and table, the queries that predate this check and name no
 * account_id in their own statement (most update or delete a row by the id of a row the function
 * read through a scoped query; their modules' two-account tests cover them). It may only shrink: a
 * new unscoped query fails, and fixing an old one asks for the baseline to be lowered.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
  file: string;
  line: number;
  table: string;
  statement: string;
  marked: boolean;
}

/** Each `.selectFrom/.updateTable/.deleteFrom('<tenant table>')` with its statement (up to `;`). */
function tenantQueries(): Query[] {
  const tables = new Set(tenantTables());
  const found: Query[] = [];
  for (const file of [...sourceFiles(join(serverSrc, 'modules')), ...sourceFiles(join(serverSrc, 'plugins'))]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\.(selectFrom|updateTable|deleteFrom)\(\s*'(\w+)'/g)) {
      if (!tables.has(match[2]!)) continue;
      const start = match.index!;
      const end = text.indexOf(';', start);
      const statement = text.slice(start, end === -1 ? undefined : end);
      const line = text.slice(0, start).split('\n').length;
      const before = text.slice(0, start).split('\n').slice(-4).join('\n');
      found.push({ file: relative(serverSrc, file), line, table: match[2]!, statement, marked: /\/\/ tenancy: \S/.test(before) });
    }
  }
  return found;
}

describe('tenancy is structural', () => {
  it('finds the tenant tables from the schema', () => {
    const tables = tenantTables();
    expect(tables).toEqual(expect.arrayContaining(['links', 'domains', 'memberships', 'workspaces', 'clicks']));
    expect(tables).not.toContain('customers');
  });

  it('every query on a tenant table filters by account_id, or says why it crosses accounts (no new exceptions)', () => {
    const queries = tenantQueries();
    expect(queries.length).toBeGreaterThan(20);
    const unscoped = queries.filter((q) => !q.marked && !/account_id|accountId/.test(q.statement));
    const counts: Record<string, number> = {};
    for (const q of unscoped) counts[`${q.file} ${q.table}`] = (counts[`${q.file} ${q.table}`] ?? 0) + 1;
    const baselineFile = join(import.meta.dirname, 'unscoped-baseline.json');
    if (process.env.TENANCY_BASELINE_WRITE === '1') writeFileSync(baselineFile, `${JSON.stringify(counts, null, 2)}\n`);
    const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, number>;
    const grown = Object.entries(counts)
      .filter(([key, n]) => n > (baseline[key] ?? 0))
      .map(([key, n]) => {
        const sites = unscoped.filter((q) => `${q.file} ${q.table}` === key).map((q) => `${q.file}:${q.line}`);
        return `${key}: ${n} unscoped (baseline ${baseline[key] ?? 0}) at ${sites.join(', ')}`;
      });
    expect(grown, 'add .where(account_id) or a `// tenancy: <reason>` line above the query').toEqual([]);
    const shrunk = Object.entries(baseline).filter(([key, n]) => (counts[key] ?? 0) < n);
    expect(
      shrunk.map(([key]) => key),
      'fixed: lower unscoped-baseline.json (TENANCY_BASELINE_WRITE=1)',
    ).toEqual([]);
  });
});
