/**
 * Which visitor-days were already counted (decisions 101, 106): the account's (`scope` '') and each
 * link's (`scope` = the link id). A candidate is counted once, by the flush that first claims it.
 *
 * Two ways to remember them:
 *
 * - **owned** (SQLite: the one writer thread owns the database file): a set per UTC day in this
 *   writer's memory. Each flush appends its new visitor-days to `analytics_visitor_log` as one row
 *   per day, in the flush's transaction, so a restarted writer reloads exactly what was committed.
 *   One append per flush instead of one B-tree insert per visitor-day (decision 104's floor).
 * - **shared** (PostgreSQL: several server processes may write): `analytics_visitors`, insert … on
 *   conflict do nothing returning, with a cache of what this writer saw stored.
 */
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../../db/schema.ts';
import type { RollupVisitor } from './analytics-rollup.ts';
import { SALT_KEEP_DAYS } from './visitors.ts';

export interface VisitorCandidate {
  account: string;
  day: number;
  /** '' (the account) or a link id. */
  scope: string;
  hash: number;
  hour: number;
  visitor: RollupVisitor;
}

const CHUNK = 500;

export interface VisitorDays {
  /** Inside the flush's transaction: stores the candidates not counted yet; returns them. */
  claim(trx: Db, dialect: Dialect, candidates: VisitorCandidate[]): Promise<VisitorCandidate[]>;
  /** After the transaction: committed (true) or rolled back (false). */
  settle(candidates: VisitorCandidate[], fresh: VisitorCandidate[], committed: boolean): void;
}

export function visitorDaysFor(dialect: Dialect): VisitorDays {
  return dialect === 'sqlite' ? new OwnedVisitorDays() : new SharedVisitorDays();
}

const memberKey = (c: VisitorCandidate) => `${c.account}\t${c.scope}\t${c.hash}`;

/** In memory, with an append-only log per flush (one writer per database). */
export class OwnedVisitorDays implements VisitorDays {
  private readonly days = new Map<number, Set<string>>();
  private loaded = false;
  private newest = -1;

  private async load(trx: Db): Promise<void> {
    // tenancy: the writer's memory holds every account's visitor-days.
    const log = await trx.selectFrom('analytics_visitor_log').select(['day', 'data']).execute();
    for (const row of log) {
      const set = this.set(Number(row.day));
      for (const line of row.data.split('\n')) if (line) set.add(line);
    }
    // Rows a shared-mode writer (or this code before decision 106) stored.
    // tenancy: as above.
    const rows = await trx.selectFrom('analytics_visitors').select(['account_id', 'day', 'scope', 'visitor']).execute();
    for (const r of rows) this.set(Number(r.day)).add(`${r.account_id}\t${r.scope}\t${Number(r.visitor)}`);
    this.loaded = true;
  }

  private set(day: number): Set<string> {
    let set = this.days.get(day);
    if (!set) {
      set = new Set();
      this.days.set(day, set);
      if (day > this.newest) {
        this.newest = day;
        // Salts (and so hashes) of older days are gone: their sets can no longer match anything.
        for (const old of this.days.keys()) if (old < day - SALT_KEEP_DAYS) this.days.delete(old);
      }
    }
    return set;
  }

  async claim(trx: Db, dialect: Dialect, candidates: VisitorCandidate[]): Promise<VisitorCandidate[]> {
    if (!this.loaded) await this.load(trx);
    const fresh: VisitorCandidate[] = [];
    const lines = new Map<number, string[]>();
    for (const c of candidates) {
      const set = this.set(c.day);
      const key = memberKey(c);
      if (set.has(key)) continue;
      // Claimed now, not after the commit: a concurrent flush (the idle timer) must not count it too.
      set.add(key);
      fresh.push(c);
      let day = lines.get(c.day);
      if (!day) lines.set(c.day, (day = []));
      day.push(key);
    }
    const insert =
      dialect === 'postgres'
        ? 'insert into "analytics_visitor_log" ("day", "data") values ($1, $2)'
        : 'insert into "analytics_visitor_log" ("day", "data") values (?, ?)';
    try {
      for (const [day, keys] of lines) await trx.executeQuery(CompiledQuery.raw(insert, [day, keys.join('\n')]));
    } catch (error) {
      this.settle(candidates, fresh, false);
      throw error;
    }
    return fresh;
  }

  settle(_candidates: VisitorCandidate[], fresh: VisitorCandidate[], committed: boolean): void {
    if (committed) return;
    // Rolled back: the log row is gone, so the claims go too (the retry claims them again).
    for (const c of fresh) this.days.get(c.day)?.delete(memberKey(c));
  }
}

/** Remembers visitor-days this writer already saw stored, so repeats skip the database. */
class SeenCache {
  private day = -1;
  private seen = new Set<string>();
  private static readonly MAX = 500_000;

  key(c: VisitorCandidate): string {
    return `${c.account}|${c.day}|${c.scope}|${c.hash}`;
  }

  has(c: VisitorCandidate): boolean {
    return this.seen.has(this.key(c));
  }

  remember(c: VisitorCandidate): void {
    if (c.day > this.day) {
      // Older days are rare late arrivals: they go to the database again.
      if (this.day >= 0) this.seen = new Set([...this.seen].filter((k) => k.split('|')[1] === String(c.day)));
      this.day = c.day;
    }
    if (this.seen.size >= SeenCache.MAX) this.seen.clear();
    this.seen.add(this.key(c));
  }
}

const insertVisitorsSql = new Map<string, string>();
function insertVisitors(dialect: Dialect, rows: number): string {
  const key = `${dialect}|${rows}`;
  let text = insertVisitorsSql.get(key);
  if (!text) {
    const tuples: string[] = [];
    for (let r = 0; r < rows; r++) {
      tuples.push(dialect === 'postgres' ? `($${r * 4 + 1},$${r * 4 + 2},$${r * 4 + 3},$${r * 4 + 4})` : '(?,?,?,?)');
    }
    text =
      `insert into "analytics_visitors" ("account_id","day","scope","visitor") values ${tuples.join(',')} ` +
      'on conflict do nothing returning "account_id","day","scope","visitor"';
    if (insertVisitorsSql.size > 50) insertVisitorsSql.clear();
    insertVisitorsSql.set(key, text);
  }
  return text;
}

/** In `analytics_visitors`, shared by every writer process. */
export class SharedVisitorDays implements VisitorDays {
  private readonly seen = new SeenCache();

  async claim(trx: Db, dialect: Dialect, candidates: VisitorCandidate[]): Promise<VisitorCandidate[]> {
    const fresh = candidates.filter((c) => !this.seen.has(c));
    const added: VisitorCandidate[] = [];
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const chunk = fresh.slice(i, i + CHUNK);
      const params: unknown[] = [];
      for (const c of chunk) params.push(c.account, c.day, c.scope, c.hash);
      const result = await trx.executeQuery<{
        account_id: string;
        day: number | string;
        scope: string;
        visitor: number | string;
      }>(CompiledQuery.raw(insertVisitors(dialect, chunk.length), params));
      const inserted = new Set(result.rows.map((r) => `${r.account_id}|${Number(r.day)}|${r.scope}|${Number(r.visitor)}`));
      for (const c of chunk) if (inserted.has(this.seen.key(c))) added.push(c);
    }
    return added;
  }

  settle(candidates: VisitorCandidate[], _fresh: VisitorCandidate[], committed: boolean): void {
    // After the commit the candidates are stored, whether new or not.
    if (committed) for (const c of candidates) this.seen.remember(c);
  }
}
