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
import type { Filters } from './analytics-rollup.ts';
import { SALT_KEEP_DAYS } from './visitors.ts';

export interface VisitorCandidate {
  account: string;
  day: number;
  /** '' (the account) or a link id. */
  scope: string;
  hash: number;
  hour: number;
  /** The time of its first click (ms): the earliest wins, also within an hour (a link's first channel). */
  at: number;
  /** The country, device and channel of its first click (the account's `visitors` rows). */
  filters: Filters;
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

/** A log line (and, before decision 109, the in-memory key) of a visitor-day. */
const memberKey = (c: VisitorCandidate) => `${c.account}\t${c.scope}\t${c.hash}`;

/**
 * Visitor-days of one UTC day, by visitor hash: the (account, scope) pairs it was counted for, flat
 * (`[account, scope, account, scope, …]`, usually one or two pairs). One map lookup by number and a
 * short scan, and no key string or nested map built per candidate (decision 109).
 */
class DaySet {
  private readonly byHash = new Map<number, string[]>();
  size = 0;

  has(account: string, scope: string, hash: number): boolean {
    const pairs = this.byHash.get(hash);
    if (!pairs) return false;
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i + 1] === scope && pairs[i] === account) return true;
    return false;
  }

  /** false if it was there already. */
  add(account: string, scope: string, hash: number): boolean {
    const pairs = this.byHash.get(hash);
    if (!pairs) this.byHash.set(hash, [account, scope]);
    else {
      for (let i = 0; i < pairs.length; i += 2) if (pairs[i + 1] === scope && pairs[i] === account) return false;
      pairs.push(account, scope);
    }
    this.size++;
    return true;
  }

  delete(account: string, scope: string, hash: number): void {
    const pairs = this.byHash.get(hash);
    if (!pairs) return;
    for (let i = 0; i < pairs.length; i += 2) {
      if (pairs[i + 1] === scope && pairs[i] === account) {
        pairs.splice(i, 2);
        if (pairs.length === 0) this.byHash.delete(hash);
        this.size--;
        return;
      }
    }
  }
}

/** In memory, with an append-only log per flush (one writer per database). */
export class OwnedVisitorDays implements VisitorDays {
  private readonly days = new Map<number, DaySet>();
  private loaded = false;
  private newest = -1;

  private async load(trx: Db): Promise<void> {
    // tenancy: the writer's memory holds every account's visitor-days.
    const log = await trx.selectFrom('analytics_visitor_log').select(['day', 'data']).execute();
    for (const row of log) {
      const set = this.set(Number(row.day));
      for (const line of row.data.split('\n')) {
        if (!line) continue;
        const [account, scope, hash] = line.split('\t');
        set.add(account!, scope!, Number(hash));
      }
    }
    // Rows a shared-mode writer (or this code before decision 106) stored.
    // tenancy: as above.
    const rows = await trx.selectFrom('analytics_visitors').select(['account_id', 'day', 'scope', 'visitor']).execute();
    for (const r of rows) this.set(Number(r.day)).add(r.account_id, r.scope, Number(r.visitor));
    this.loaded = true;
  }

  private set(day: number): DaySet {
    let set = this.days.get(day);
    if (!set) {
      set = new DaySet();
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
      // Claimed now, not after the commit: a concurrent flush (the idle timer) must not count it too.
      if (!this.set(c.day).add(c.account, c.scope, c.hash)) continue;
      fresh.push(c);
      let day = lines.get(c.day);
      if (!day) lines.set(c.day, (day = []));
      day.push(memberKey(c));
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
    for (const c of fresh) this.days.get(c.day)?.delete(c.account, c.scope, c.hash);
  }
}

/** Remembers visitor-days this writer already saw stored, so repeats skip the database. */
class SeenCache {
  private day = -1;
  private seen = new Map<number, DaySet>();
  private size = 0;
  private static readonly MAX = 500_000;

  has(c: VisitorCandidate): boolean {
    return this.seen.get(c.day)?.has(c.account, c.scope, c.hash) ?? false;
  }

  remember(c: VisitorCandidate): void {
    if (c.day > this.day) {
      // Older days are rare late arrivals: they go to the database again.
      for (const d of this.seen.keys()) if (d !== c.day) this.seen.delete(d);
      this.size = this.seen.get(c.day)?.size ?? 0;
      this.day = c.day;
    }
    if (this.size >= SeenCache.MAX) {
      this.seen.clear();
      this.size = 0;
    }
    let set = this.seen.get(c.day);
    if (!set) this.seen.set(c.day, (set = new DaySet()));
    if (set.add(c.account, c.scope, c.hash)) this.size++;
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
      const inserted = new Map<number, DaySet>();
      for (const r of result.rows) {
        const day = Number(r.day);
        let set = inserted.get(day);
        if (!set) inserted.set(day, (set = new DaySet()));
        set.add(r.account_id, r.scope, Number(r.visitor));
      }
      for (const c of chunk) if (inserted.get(c.day)?.has(c.account, c.scope, c.hash)) added.push(c);
    }
    return added;
  }

  settle(candidates: VisitorCandidate[], _fresh: VisitorCandidate[], committed: boolean): void {
    // After the commit the candidates are stored, whether new or not.
    if (committed) for (const c of candidates) this.seen.remember(c);
  }
}
