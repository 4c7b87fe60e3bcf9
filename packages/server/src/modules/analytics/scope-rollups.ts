/**
 * Rollups of a workspace or domain that is part of its account (docs/decisions/119): the account's
 * hourly rows (`analytics_hourly`: every dimension under every visitor-filter context, unique
 * visitor-days at their first click) for the clicks of that workspace's or domain's links only,
 * built in the background from raw clicks for closed UTC days, so a big workspace's views are range
 * sums instead of its links' rows (1–29 s for 30 days at 10 M clicks, decision 118).
 *
 * What the rows cover is kept per scope (`analytics_scope_builds`: days [from_day, through_day));
 * reads answer those days from them and the rest (the open day, days before the raw clicks kept)
 * as before (service.ts `scopeParts`). They are emptied and built again when they stop being true:
 * a link moves or is deleted (triggers, migration 0026), or the writer stores a click of a day
 * already built (a late batch: `lateClicks` in clicks/writer.ts). Each change increments the
 * scope's `version`; a build batch commits only if it is unchanged, so a build that raced a move
 * is discarded, not stored.
 *
 * A workspace's or domain's rows also cover the day after its built days, the day still open, up to
 * a settled minute (decisions 122, 124; `through_at`, valid while `hours_version` is the scope's
 * `version`), so a view of today reads its last 2–4 minutes from raw clicks, not the whole day from
 * its links' rows. A visitor-day still counts once, at its first click: the visitors those minutes
 * counted are listed (`analytics_scope_visitors`), and neither later builds nor the rest of the day
 * count them again.
 *
 * A busy link (`LINK_ROLLUP_MIN_CLICKS`) gets rows of its own too (decision 120), keyed `l:<id>`:
 * only what its per-link days and daily rows cannot answer, its OS, browser, referrer, regions and
 * cities under the visitor filters, by UTC day (at the day's first hour). Those were read from its
 * raw clicks: about 1 s for 30 days of a link with a million clicks.
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/schema.ts';
import { byHourlyKey, HourlyRollup, insertScopeHourly, type HourlyRow } from '../clicks/analytics-rollup.ts';
import type { Scope } from './queries.ts';
import { LATE_CLICK_MS } from '../clicks/writer.ts';
import { hourlyRollupFromRaw, keptFrom, rawSourceLinks } from './rebuild.ts';
import { DAY_MS } from './time.ts';

/**
 * A UTC day is built once it has been over this long: the writer stores raw clicks within seconds,
 * so later ones are a backlog (a queue that was down), which `lateClicks` handles.
 */
export const SCOPE_SETTLE_MS = 3_600_000;

/**
 * A minute of the day still open is built once it has been over this long (decisions 122, 124):
 * twice the writer's `LATE_CLICK_MS`, so every batch that the writer does not report as late has
 * committed before the minute is read.
 */
export const SCOPE_OPEN_DAY_SETTLE_MS = 2 * LATE_CLICK_MS;

/**
 * How often the app runs the builder (analytics/runtime.ts). With the settling above, a view of today
 * reads at most this plus `SCOPE_OPEN_DAY_SETTLE_MS` (2–4 minutes) of a scope's clicks from raw rows
 * (decision 125); a run with nothing new to build costs a few small reads per scope.
 */
export const SCOPE_BUILD_EVERY_MS = 60_000;

/** The open day is built to a whole minute: what a read takes from raw clicks ends at one. */
const OPEN_DAY_STEP_MS = 60_000;

export const workspaceKey = (id: string): string => `w:${id}`;
export const domainKey = (id: string): string => `d:${id}`;
export const linkKey = (id: string): string => `l:${id}`;
const LINK_KEY_PREFIX = 'l:';

/**
 * A link with at least this many clicks (all time) gets its own rows. Below it, a raw read of its
 * clicks is cheap: about 1.1 µs a click at 10 M (decision 120), so under 25 ms for 20,000.
 */
export const LINK_ROLLUP_MIN_CLICKS = 20_000;

/**
 * What a busy link's own rows hold, under every visitor-filter context but none (its daily rows,
 * `click_rollups_daily`, answer that): the breakdowns its per-link days do not have.
 */
export const LINK_ROLLUP_DIMS: ReadonlySet<string> = new Set(['os', 'browser', 'referrer', 'region', 'city']);

/**
 * The scope rollups that could answer a scope: one workspace or one domain (a limited member's only
 * workspace too), no link or card inside it. Several workspaces are not a sum of theirs: a visitor of
 * two is one visitor.
 */
export function scopeRollupKey(scope: Scope): string | null {
  if (scope.linkId !== undefined || scope.linkIds !== undefined) return null;
  const workspaces = scope.workspaceId !== undefined ? [scope.workspaceId] : scope.workspaceIds;
  if (scope.workspaceId !== undefined && scope.workspaceIds !== undefined && !scope.workspaceIds.includes(scope.workspaceId)) {
    return null;
  }
  if (workspaces !== undefined)
    return workspaces.length === 1 && scope.domainId === undefined ? workspaceKey(workspaces[0]!) : null;
  return scope.domainId !== undefined ? domainKey(scope.domainId) : null;
}

export interface ScopeCoverage {
  /** UTC days [fromDay, throughDay) built whole. */
  fromDay: number;
  throughDay: number;
  /**
   * The rows cover [fromDay × 24 h, throughAt) (epoch ms): the whole days, then the day after them up
   * to a settled minute (decisions 122, 124), whose visitors are listed in `analytics_scope_visitors`.
   * Mid-hour, that hour's rows hold its clicks before `throughAt` only.
   */
  throughAt: number;
}

interface BuildState {
  from_day: number;
  through_day: number;
  through_at: number | string;
  version: number;
  hours_version: number;
}

/** The instant the built part of the day after the built days reaches, or null (none, or given back). */
function builtOpenDayThrough(state: BuildState): number | null {
  const start = Number(state.through_day) * DAY_MS;
  const through = Number(state.through_at);
  const valid = Number(state.hours_version) === Number(state.version) && through > start && through <= start + DAY_MS;
  return valid ? through : null;
}

/** What a scope's rollups cover, or null (none built, or emptied). */
export async function scopeCoverage(db: Db, accountId: string, key: string): Promise<ScopeCoverage | null> {
  const row = await db
    .selectFrom('analytics_scope_builds')
    .select(['from_day', 'through_day', 'through_at', 'version', 'hours_version'])
    .where('scope', '=', key)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const fromDay = Number(row.from_day);
  const throughDay = Number(row.through_day);
  const throughAt = builtOpenDayThrough(row) ?? throughDay * DAY_MS;
  if (throughAt <= fromDay * DAY_MS) return null;
  return { fromDay, throughDay, throughAt };
}

/**
 * Empties the scopes of one account (or all), to be built again by the next run: after raw clicks
 * were added behind the writer (the bulk seed), or a rebuild of the rollups (a rollup bug would be
 * in these rows too). Returns how many.
 */
export async function emptyScopeRollups(db: Db, accountId?: string): Promise<number> {
  // tenancy: every account's scopes when none is given (the rebuild of all accounts).
  const result = await db
    .updateTable('analytics_scope_builds')
    .set((eb) => ({ through_day: eb.ref('from_day'), version: eb('version', '+', 1) }))
    .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

interface Target {
  accountId: string;
  key: string;
  workspaceId?: string;
  domainId?: string;
  linkId?: string;
}

/**
 * The workspaces and domains with links that are part of their account (one that holds every link
 * is the account, `holdsEveryLink`: the account's own rollups answer it), and the busy links.
 */
async function targets(db: Db, accountId: string | undefined, linkMinClicks: number): Promise<Target[]> {
  const count = sql<number | string>`count(*)`;
  // tenancy: the builder runs for every account (or the one given); rows are keyed by account.
  const all = await db
    .selectFrom('links')
    .select(['account_id', count.as('n')])
    .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId!))
    .groupBy('account_id')
    .execute();
  const links = new Map(all.map((r) => [r.account_id, Number(r.n)]));
  const out: Target[] = [];
  for (const column of ['workspace_id', 'domain_id'] as const) {
    // tenancy: as above.
    const rows = await db
      .selectFrom('links')
      .select(['account_id', sql<string>`${sql.ref(column)}`.as('id'), count.as('n')])
      .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId!))
      .groupBy(['account_id', column])
      .orderBy('account_id')
      .orderBy(column)
      .execute();
    for (const r of rows) {
      if (Number(r.n) >= (links.get(r.account_id) ?? 0)) continue;
      out.push(
        column === 'workspace_id'
          ? { accountId: r.account_id, key: workspaceKey(r.id), workspaceId: r.id }
          : { accountId: r.account_id, key: domainKey(r.id), domainId: r.id },
      );
    }
  }
  // tenancy: as above.
  const busy = await db
    .selectFrom('links')
    .select(['account_id', 'id'])
    .where('clicks', '>=', linkMinClicks)
    .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId!))
    .orderBy('account_id')
    .orderBy('id')
    .execute();
  for (const r of busy) out.push({ accountId: r.account_id, key: linkKey(r.id), linkId: r.id });
  return out;
}

/**
 * Deletes the rows of busy links that were deleted since (a link's rows are keyed by its id, not
 * tied to it by a key the database enforces). Returns how many links' rows went.
 */
async function pruneDeletedLinks(db: Db, accountId?: string): Promise<number> {
  // tenancy: every account's when none is given, as the builder runs.
  const gone = await db
    .selectFrom('analytics_scope_builds as b')
    .select(['b.scope', 'b.account_id'])
    .where('b.scope', 'like', `${LINK_KEY_PREFIX}%`)
    .$if(accountId !== undefined, (q) => q.where('b.account_id', '=', accountId!))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('links as l')
            .select('l.id')
            .where('l.id', '=', sql<string>`substr("b"."scope", 3)`),
        ),
      ),
    )
    .execute();
  for (const g of gone) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('analytics_scope_hourly')
        .where('account_id', '=', g.account_id)
        .where('scope', '=', g.scope)
        .execute();
      await trx
        .deleteFrom('analytics_scope_builds')
        .where('account_id', '=', g.account_id)
        .where('scope', '=', g.scope)
        .execute();
    });
  }
  return gone.length;
}

/**
 * A busy link's rows from its hourly rollup (decision 120): `LINK_ROLLUP_DIMS` under the visitor
 * filters, summed by UTC day at the day's first hour (a read covers whole UTC days only).
 */
function linkDayRowsOf(rollup: HourlyRollup): HourlyRow[] {
  const daily = new HourlyRollup();
  for (const r of rollup.rows.values()) {
    if (r.fdim === '' || !LINK_ROLLUP_DIMS.has(r.dim)) continue;
    daily.add(r.account_id, r.fdim, r.fval, r.dim, Math.floor(r.hour / 24) * 24, r.value, r.count);
  }
  return daily.rows.list.toSorted(byHourlyKey);
}

/**
 * The time of the account's first or last raw click, or null: one index seek per link
 * (`clicks (link_id, at, visitor)`). `clicks` has no index by account, and a scan of it every 10
 * minutes would cost seconds at 10 M clicks.
 */
export async function accountClickTime(db: Db, accountId: string, which: 'min' | 'max'): Promise<number | null> {
  const row = await db
    .selectFrom('links as l')
    .select((eb) =>
      eb.fn
        .agg<number | string | null>(which, [
          eb
            .selectFrom('clicks as c')
            .select((e) => e.fn.agg<number | string | null>(which, ['c.at']).as('at'))
            .whereRef('c.link_id', '=', 'l.id'),
        ])
        .as('at'),
    )
    .where('l.account_id', '=', accountId)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/** The first UTC day of the account's raw clicks that retention cannot have cut into, or null. */
async function firstRawDay(db: Db, accountId: string, now: number): Promise<number | null> {
  const first = await accountClickTime(db, accountId, 'min');
  return first === null ? null : keptFrom(db, accountId, now, Math.floor(first / DAY_MS));
}

export interface ScopeBuildOptions {
  /** One account; every account otherwise. */
  accountId?: string;
  now?: number;
  /** UTC days per transaction (default 1: a link move waits for at most one day's write). */
  daysPerBatch?: number;
  onProgress?: (p: { key: string; day: number; endDay: number; rows: number }) => void | Promise<void>;
  /** Links with at least this many clicks get their own rows (default `LINK_ROLLUP_MIN_CLICKS`). */
  linkMinClicks?: number;
}

export interface ScopeBuildResult {
  scopes: number;
  days: number;
  /** Minutes of the day still open built (a workspace's or domain's, decisions 122, 124). */
  minutes: number;
  rows: number;
}

/**
 * Builds every scope's closed UTC days not built yet (all of them after the scope was emptied),
 * from its raw clicks. Idempotent; safe while clicks are written (only closed days are built, and
 * a late click of a built day empties it again) and while links move (the version check).
 */
export async function buildScopeRollups(db: Db, dialect: Dialect, options: ScopeBuildOptions = {}): Promise<ScopeBuildResult> {
  const now = options.now ?? Date.now();
  const endDay = Math.floor((now - SCOPE_SETTLE_MS) / DAY_MS);
  const result: ScopeBuildResult = { scopes: 0, days: 0, minutes: 0, rows: 0 };
  await pruneDeletedLinks(db, options.accountId);
  for (const target of await targets(db, options.accountId, options.linkMinClicks ?? LINK_ROLLUP_MIN_CLICKS)) {
    const built = await buildScope(db, dialect, target, now, endDay, options);
    if (built.days > 0 || built.minutes > 0) result.scopes++;
    result.days += built.days;
    result.minutes += built.minutes;
    result.rows += built.rows;
  }
  return result;
}

async function buildScope(
  db: Db,
  dialect: Dialect,
  target: Target,
  now: number,
  endDay: number,
  options: ScopeBuildOptions,
): Promise<{ days: number; minutes: number; rows: number }> {
  const out = { days: 0, minutes: 0, rows: 0 };
  const { key, accountId } = target;
  await db
    .insertInto('analytics_scope_builds')
    .values({ scope: key, account_id: accountId, from_day: 0, through_day: 0, updated_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('scope').doNothing())
    .execute();
  const state = await db
    .selectFrom('analytics_scope_builds')
    .select(['from_day', 'through_day', 'through_at', 'version', 'hours_version'])
    .where('account_id', '=', accountId)
    .where('scope', '=', key)
    .executeTakeFirstOrThrow();
  const version = Number(state.version);
  const openDayThrough = builtOpenDayThrough(state);
  // Emptied (or never built): every day the raw clicks still hold, its old rows deleted first.
  let fresh = Number(state.through_day) <= Number(state.from_day) && openDayThrough === null;
  const first = fresh ? await firstRawDay(db, accountId, now) : null;
  if (fresh && first === null) return out;
  let day = first ?? Number(state.through_day);
  const perBatch = options.daysPerBatch ?? 1;
  while (day < endDay) {
    const last = Math.min(endDay, day + perBatch);
    // Read outside the transaction (it can take seconds for a big workspace); the version check
    // below discards it if a link moved or a late click came meanwhile.
    const rollup = await hourlyRollupFromRaw(db, {
      accountId,
      key,
      fromMs: day * DAY_MS,
      toMs: last * DAY_MS,
      workspaceId: target.workspaceId,
      domainId: target.domainId,
      linkId: target.linkId,
      withVisitors: target.linkId === undefined,
    });
    const rows = target.linkId !== undefined ? linkDayRowsOf(rollup) : rollup.rows.list.toSorted(byHourlyKey);
    const from = day;
    const stored = await ifUnchanged(db, dialect, target, version, async (trx) => {
      // A day built whole also replaces what was built of it while it was open.
      let stale = trx.deleteFrom('analytics_scope_hourly').where('account_id', '=', accountId).where('scope', '=', key);
      if (!fresh) stale = stale.where('hour', '>=', from * 24);
      await stale.execute();
      await insertScopeHourly(trx, dialect, accountId, rows);
      await trx
        .updateTable('analytics_scope_builds')
        .set({ ...(fresh ? { from_day: from } : {}), through_day: last, updated_at: new Date(now).toISOString() })
        .where('account_id', '=', accountId)
        .where('scope', '=', key)
        .execute();
    });
    if (!stored) return out;
    fresh = false;
    out.days += last - day;
    out.rows += rows.length;
    await options.onProgress?.({ key, day: last, endDay, rows: rows.length });
    day = last;
  }
  // A busy link's rows are by whole UTC day (decision 120); its open day is read from its raw clicks.
  // The open day is the day right after the built days only (`day` is past it if a clock went back).
  if (target.linkId !== undefined || day !== endDay) return out;
  const built = await buildOpenDay(db, dialect, target, now, endDay, {
    version,
    fresh,
    // What was built of this day before this run, still valid (nothing if days were built just now).
    from: out.days === 0 ? openDayThrough : null,
  });
  out.minutes += built.minutes;
  out.rows += built.rows;
  return out;
}

/**
 * Builds the first day not built whole (`endDay`, the day still open or not yet settled; decisions
 * 122, 124) from where the last build of it stopped to the last settled minute. Each visitor-day is
 * counted at its first click in the day, as in a whole day: the visitors counted before are listed in
 * `analytics_scope_visitors` and not counted again, and this build adds its own. The hour a build
 * stops in is built in parts: each part's counts are added to that hour's rows. When the day starts
 * again (it is new, or it was given back), its rows and list are replaced.
 */
async function buildOpenDay(
  db: Db,
  dialect: Dialect,
  target: Target,
  now: number,
  day: number,
  state: { version: number; fresh: boolean; from: number | null },
): Promise<{ minutes: number; rows: number }> {
  const { key, accountId } = target;
  const settled = Math.floor((now - SCOPE_OPEN_DAY_SETTLE_MS) / OPEN_DAY_STEP_MS) * OPEN_DAY_STEP_MS;
  const toMs = Math.min((day + 1) * DAY_MS, settled);
  const again = state.from === null;
  const fromMs = state.from ?? day * DAY_MS;
  if (fromMs >= toMs) return { minutes: 0, rows: 0 };
  const rollup = await hourlyRollupFromRaw(db, {
    accountId,
    key,
    fromMs,
    toMs,
    workspaceId: target.workspaceId,
    domainId: target.domainId,
    countedIn: again ? undefined : { key, day },
  });
  const rows = rollup.rows.list.toSorted(byHourlyKey);
  const stored = await ifUnchanged(db, dialect, target, state.version, async (trx) => {
    if (again) {
      // Emptied (`fresh`): every row goes, as in a day's build.
      await trx
        .deleteFrom('analytics_scope_hourly')
        .where('account_id', '=', accountId)
        .where('scope', '=', key)
        .$if(!state.fresh, (q) => q.where('hour', '>=', day * 24))
        .execute();
      await trx.deleteFrom('analytics_scope_visitors').where('account_id', '=', accountId).where('scope', '=', key).execute();
    }
    // The first hour may hold the part of it the last build read: added to, not inserted.
    await insertScopeHourly(trx, dialect, accountId, rows, { addTo: true });
    await insertCountedVisitors(trx, target, day, fromMs, toMs);
    await trx
      .updateTable('analytics_scope_builds')
      .set({
        // A scope whose first clicks are in this day has no whole day yet: its coverage starts here.
        ...(state.fresh ? { from_day: day, through_day: day } : {}),
        through_at: toMs,
        hours_version: state.version,
        updated_at: new Date(now).toISOString(),
      })
      .where('account_id', '=', accountId)
      .where('scope', '=', key)
      .execute();
  });
  return stored ? { minutes: (toMs - fromMs) / 60_000, rows: rows.length } : { minutes: 0, rows: 0 };
}

/** Adds the distinct visitors of the scope's raw clicks in [fromMs, toMs) (one UTC day) to its list. */
async function insertCountedVisitors(trx: Db, target: Target, day: number, fromMs: number, toMs: number): Promise<void> {
  const { key, accountId } = target;
  await sql`
    insert into "analytics_scope_visitors" ("scope", "day", "visitor", "account_id")
    select distinct ${key}, ${sql.lit(day)}, "visitor", ${accountId} from "clicks"
    where "account_id" = ${accountId} and "at" >= ${fromMs} and "at" < ${toMs} and "visitor" is not null
      and ${rawSourceLinks(target)}
    on conflict do nothing`.execute(trx);
}

/**
 * Runs `write` in a transaction if the scope's `version` is still `version` (nothing emptied it or
 * gave days back since its rows were read); returns whether it ran. PostgreSQL locks the row (a
 * link move waits); SQLite serializes transactions.
 */
async function ifUnchanged(
  db: Db,
  dialect: Dialect,
  target: Target,
  version: number,
  write: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('analytics_scope_builds')
      .select('version')
      .where('account_id', '=', target.accountId)
      .where('scope', '=', target.key)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!current || Number(current.version) !== version) return false;
    await write(trx);
    return true;
  });
}
