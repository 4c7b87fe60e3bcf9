/** Link reads and writes, always scoped to one account (another account's link is "not found"). */
import type { LinkListQuery, LinkStatus } from '@rabt/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db, LinkKind, LinksTable } from '../../db/schema.ts';
import type { LinkRow } from './serialize.ts';

const LINK_COLUMNS = [
  'links.id',
  'links.account_id',
  'links.workspace_id',
  'links.domain_id',
  'links.nip',
  'links.long_url',
  'links.title',
  'links.lock_pass_hash',
  'links.schedule_at',
  'links.expires_at',
  'links.utm_source',
  'links.utm_medium',
  'links.utm_campaign',
  'links.utm_term',
  'links.utm_content',
  'links.clicks',
  'links.created_by',
  'links.created_at',
  'links.updated_at',
  'links.deleted_at',
  'domains.name as domain_name',
] as const;

function baseQuery(db: Db, accountId: string) {
  return (
    db
      .selectFrom('links')
      .innerJoin('domains', 'domains.id', 'links.domain_id')
      .where('links.account_id', '=', accountId)
      // QR codes and cards own link rows of their own kinds; this module serves only links.
      .where('links.kind', '=', 'link')
      .where('links.deleted_at', 'is', null)
  );
}

export async function findLink(db: Db, accountId: string, id: string): Promise<LinkRow | undefined> {
  return baseQuery(db, accountId).select(LINK_COLUMNS).where('links.id', '=', id).executeTakeFirst();
}

type LinkQuery = SelectQueryBuilder<Database & { domains: Database['domains'] }, 'links' | 'domains', object>;

/** Status is a function of the clock, so the filter compares with `now` instead of a stored flag. */
function whereStatus(query: LinkQuery, status: LinkStatus, now: string): LinkQuery {
  switch (status) {
    case 'scheduled':
      return query.where('links.schedule_at', '>', now);
    case 'expired':
      return query
        .where('links.expires_at', '<=', now)
        .where((eb) => eb.or([eb('links.schedule_at', 'is', null), eb('links.schedule_at', '<=', now)]));
    case 'protected':
    case 'active':
      return query
        .where((eb) => eb.or([eb('links.schedule_at', 'is', null), eb('links.schedule_at', '<=', now)]))
        .where((eb) => eb.or([eb('links.expires_at', 'is', null), eb('links.expires_at', '>', now)]))
        .where('links.lock_pass_hash', status === 'protected' ? 'is not' : 'is', null);
  }
}

/** Limits a query to some workspaces (none: nothing); null leaves it unlimited. */
function inWorkspaces(query: LinkQuery, workspaceIds: readonly string[] | null): LinkQuery {
  if (workspaceIds === null) return query;
  if (workspaceIds.length === 0) return query.where(sql<boolean>`1 = 0`);
  return query.where('links.workspace_id', 'in', workspaceIds);
}

export interface ListResult {
  rows: LinkRow[];
  total: number;
  page: number;
  perPage: number;
}

export async function listLinks(
  db: Db,
  accountId: string,
  query: LinkListQuery,
  domainId: string | null,
  /** The workspaces to show (listScope); null: every workspace. */
  workspaceIds: readonly string[] | null = null,
  now: Date = new Date(),
): Promise<ListResult> {
  const page = Number(query.page ?? 1);
  const perPage = Math.min(Number(query.per_page ?? 20), 100);
  let filtered = baseQuery(db, accountId) as unknown as LinkQuery;
  if (query.q && query.q.trim()) {
    // lower() on both sides: LIKE is case-insensitive on SQLite but not on PostgreSQL.
    const needle = `%${query.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(links.title, ''))`, 'like', sql`${needle} escape '\\'`),
        eb(sql`lower(links.long_url)`, 'like', sql`${needle} escape '\\'`),
        eb(sql`lower(links.nip)`, 'like', sql`${needle} escape '\\'`),
      ]),
    );
  }
  if (domainId) filtered = filtered.where('links.domain_id', '=', domainId);
  filtered = inWorkspaces(filtered, workspaceIds);
  if (query.status) filtered = whereStatus(filtered, query.status, now.toISOString());

  const countRow = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const order = query.order ?? (query.sort === 'title' ? 'asc' : 'desc');
  // Titles sort case-insensitively, untitled links as '' (the two databases order NULLs differently).
  const sortColumn =
    query.sort === 'clicks'
      ? sql`links.clicks`
      : query.sort === 'title'
        ? sql`lower(coalesce(links.title, ''))`
        : sql`links.created_at`;
  const rows = await filtered
    .select(LINK_COLUMNS)
    .orderBy(sortColumn, order)
    // Ids are time-sortable: a stable tie-break, so pages never repeat or skip a link.
    .orderBy('links.id', order)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows: rows as LinkRow[], total: Number(countRow.n), page, perPage };
}

export type NewLink = Omit<LinksTable, 'clicks' | 'deleted_at' | 'kind' | 'last_click_at'> & { kind?: LinkKind };

export async function insertLink(db: Db, link: NewLink): Promise<void> {
  await db
    .insertInto('links')
    .values({ ...link, deleted_at: null })
    .execute();
}

export async function updateLink(db: Db, accountId: string, id: string, changes: Partial<NewLink>): Promise<void> {
  await db
    .updateTable('links')
    .set(changes)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft delete: clicks and rollups stay for analytics, and the nip stays taken. */
export async function softDeleteLink(db: Db, accountId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('links')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function workspaceBelongs(db: Db, accountId: string, workspaceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function defaultWorkspaceId(db: Db, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy(sql`case when is_default = true then 0 else 1 end`)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return row.id;
}
