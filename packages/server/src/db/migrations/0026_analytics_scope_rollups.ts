/**
 * Rollups of a workspace or a domain that is part of its account, built in the background from raw
 * clicks for closed UTC days (docs/decisions/119-analytics-scope-rollups.md).
 *
 * - `analytics_scope_hourly`: the shape of `analytics_hourly`, keyed by a scope (`w:<workspace id>`
 *   or `d:<domain id>`) instead of the account, so a workspace's views are the same range sums as
 *   the account's. `account_id` is carried for the tenant filter and the account purge.
 * - `analytics_scope_builds`: per scope, the UTC days [from_day, through_day) its rows cover, and a
 *   `version` every change that makes them wrong increments (the builder commits only if it is
 *   unchanged).
 * - Triggers on `links`: a link that moves to another workspace or domain, or is deleted, takes its
 *   history along (decision 118), so the scopes it left and joined are emptied (through_day =
 *   from_day, version + 1) and built again. Triggers, not calls in the services: every path that
 *   moves links (links, cards, workspace contents, bulk edits, SQL by hand) is covered.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

/** The scopes a link's row belongs to, as the trigger computes them (`row`: old or new). */
const SCOPES = (row: 'old' | 'new') => `'w:' || ${row}.workspace_id, 'd:' || ${row}.domain_id`;
const INVALIDATE = (rows: Array<'old' | 'new'>) =>
  `update analytics_scope_builds set through_day = from_day, version = version + 1
   where scope in (${rows.map(SCOPES).join(', ')})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('analytics_scope_hourly')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('fdim', 'text', (c) => c.notNull())
    .addColumn('fval', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    // hours since the epoch (UTC)
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_scope_hourly_pk', ['scope', 'fdim', 'fval', 'dim', 'hour', 'value'])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  await db.schema
    .createTable('analytics_scope_builds')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // days since the epoch (UTC); the rows cover [from_day, through_day)
    .addColumn('from_day', 'integer', (c) => c.notNull())
    .addColumn('through_day', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_scope_builds_account').on('analytics_scope_builds').column('account_id').execute();

  if (sqlite) {
    await sql
      .raw(
        `create trigger links_scope_move after update of workspace_id, domain_id on links
         when old.workspace_id is not new.workspace_id or old.domain_id is not new.domain_id
         begin ${INVALIDATE(['old', 'new'])}; end`,
      )
      .execute(db);
    await sql.raw(`create trigger links_scope_delete after delete on links begin ${INVALIDATE(['old'])}; end`).execute(db);
  } else {
    await sql
      .raw(
        `create function links_scope_invalidate() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then ${INVALIDATE(['old'])}; return old; end if;
           ${INVALIDATE(['old', 'new'])};
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger links_scope_move after update of workspace_id, domain_id on links for each row
         when (old.workspace_id is distinct from new.workspace_id or old.domain_id is distinct from new.domain_id)
         execute function links_scope_invalidate()`,
      )
      .execute(db);
    await sql
      .raw(`create trigger links_scope_delete after delete on links for each row execute function links_scope_invalidate()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql.raw('drop trigger if exists links_scope_move' + (sqlite ? '' : ' on links')).execute(db);
  await sql.raw('drop trigger if exists links_scope_delete' + (sqlite ? '' : ' on links')).execute(db);
  if (!sqlite) await sql.raw('drop function if exists links_scope_invalidate()').execute(db);
  await db.schema.dropTable('analytics_scope_builds').execute();
  await db.schema.dropTable('analytics_scope_hourly').execute();
}
