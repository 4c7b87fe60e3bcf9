/**
 * Unique visitors without storing addresses (docs/decisions/100-analytics-rollups.md): a visitor is
 * a 48-bit hash of the UTC day's random salt, the address and the agent. The salt lives in
 * `analytics_salts` (one row per day, shared by every writer process) and is deleted after two
 * days, after which a stored hash can no longer be recomputed from a guessed address.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../../db/schema.ts';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Salts (and seen-visitor rows) older than this many days are deleted. */
export const SALT_KEEP_DAYS = 2;

export interface SaltSource {
  /** The salt of a UTC day number; only days loaded beforehand (see `loadSalts`). */
  get(day: number): string;
}

/** 48 bits: exact in a double and in both databases' integers; ~1 collision per 10⁷ visitors a day. */
export function visitorHash(salt: string, ip: string, ua: string): number {
  return createHash('sha256').update(salt).update('\u0000').update(ip).update('\u0000').update(ua).digest().readUIntBE(0, 6);
}

/** A salt per process, for callers without a database (unit tests of the batch preparation). */
export function localSalts(): SaltSource {
  const salts = new Map<number, string>();
  return {
    get(day) {
      let salt = salts.get(day);
      if (!salt) {
        salt = randomBytes(16).toString('base64');
        salts.set(day, salt);
      }
      return salt;
    },
  };
}

/** The days a batch's clicks fall on (usually one). */
export function daysOf(at: Float64Array): Set<number> {
  const days = new Set<number>();
  let last = Number.NaN;
  for (let i = 0; i < at.length; i++) {
    const d = Math.floor(at[i]! / DAY_MS);
    if (d !== last) {
      days.add(d);
      last = d;
    }
  }
  return days;
}

/** Reads (or creates, first writer wins) the salts of the given days; remembers them per connection. */
export class SaltStore implements SaltSource {
  private readonly salts = new Map<number, string>();
  private newest = 0;

  async load(db: Db, dialect: Dialect, days: Iterable<number>): Promise<void> {
    const wanted = [...days];
    let newest = this.newest;
    for (const day of wanted) {
      if (day > newest) newest = day;
      if (this.salts.has(day)) continue;
      await db
        .insertInto('analytics_salts')
        .values({ day, salt: randomBytes(16).toString('base64') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      this.salts.set(day, row.salt);
    }
    if (newest > this.newest) {
      this.newest = newest;
      // A new day: forget salts (and who was seen) from before the kept window, never one in use.
      const before = Math.min(newest - SALT_KEEP_DAYS, ...wanted);
      for (const old of this.salts.keys()) if (old < before) this.salts.delete(old);
      await db.executeQuery(CompiledQuery.raw(deleteOld('analytics_salts', dialect), [before]));
      await db.executeQuery(CompiledQuery.raw(deleteOld('analytics_visitors', dialect), [before]));
      await db.executeQuery(CompiledQuery.raw(deleteOld('analytics_visitor_log', dialect), [before]));
    }
  }

  get(day: number): string {
    const salt = this.salts.get(day);
    if (salt === undefined) throw new Error(`salt of day ${day} was not loaded`);
    return salt;
  }
}

function deleteOld(table: string, dialect: Dialect): string {
  return `delete from "${table}" where "day" < ${dialect === 'postgres' ? '$1' : '?'}`;
}
