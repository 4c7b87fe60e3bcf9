/** QR reads and writes (Kysely only), always scoped to one account. */
import { sql } from 'kysely';
import type { Db, QrFilesTable, QrsTable } from '../../db/schema.ts';

export interface QrRow extends QrsTable {
  nip: string | null;
  long_url: string | null;
  domain_name: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | string | null;
  /** card codes: the linked card's slug (null when the card was deleted). */
  card_slug: string | null;
  card_view_link_id: string | null;
  scans: number | string | null;
}

/**
 * Scans are the link's clicks on the QR channel (rolled up per day by the click writer); a card
 * code's are the card page's views on the QR channel (its own and the page's code alike).
 */
const scans = sql<
  number | string | null
>`(select sum(r.count) from click_rollups_daily r where r.link_id = coalesce(qrs.link_id, cards.view_link_id) and r.dimension = 'channel' and r.value = 'qr')`;

function base(db: Db, accountId: string) {
  return db
    .selectFrom('qrs')
    .leftJoin('links', 'links.id', 'qrs.link_id')
    .leftJoin('domains', 'domains.id', 'links.domain_id')
    .leftJoin('qr_files', 'qr_files.token', 'qrs.file_token')
    .leftJoin('cards', (join) => join.onRef('cards.id', '=', 'qrs.card_id').onRef('cards.account_id', '=', 'qrs.account_id'))
    .where('qrs.account_id', '=', accountId)
    .where('qrs.deleted_at', 'is', null)
    .selectAll('qrs')
    .select([
      'links.nip',
      'links.long_url',
      'domains.name as domain_name',
      'qr_files.name as file_name',
      'qr_files.mime as file_mime',
      'qr_files.size as file_size',
      'cards.slug as card_slug',
      'cards.view_link_id as card_view_link_id',
      scans.as('scans'),
    ]);
}

export async function findQr(db: Db, accountId: string, id: string): Promise<QrRow | undefined> {
  return base(db, accountId).where('qrs.id', '=', id).executeTakeFirst() as Promise<QrRow | undefined>;
}

export interface QrListFilter {
  q?: string | undefined;
  type?: string | undefined;
  /** The workspaces to show (listScope); null: every workspace. */
  workspaceIds: readonly string[] | null;
  page: number;
  perPage: number;
}

export async function listQrs(db: Db, accountId: string, filter: QrListFilter): Promise<{ rows: QrRow[]; total: number }> {
  let query = base(db, accountId);
  let count = db
    .selectFrom('qrs')
    .where('qrs.account_id', '=', accountId)
    .where('qrs.deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (filter.type) {
    query = query.where('qrs.type', '=', filter.type);
    count = count.where('qrs.type', '=', filter.type);
  }
  if (filter.workspaceIds !== null) {
    // No workspace at all: nothing to show (`in ()` is not valid SQL).
    const ids = filter.workspaceIds.length > 0 ? [...filter.workspaceIds] : [''];
    query = query.where('qrs.workspace_id', 'in', ids);
    count = count.where('qrs.workspace_id', 'in', ids);
  }
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(qrs.name) like ${like} escape '\\'`);
    count = count.where(sql<boolean>`lower(qrs.name) like ${like} escape '\\'`);
  }
  const rows = (await query
    .orderBy('qrs.created_at', 'desc')
    .orderBy('qrs.id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute()) as QrRow[];
  const total = Number((await count.executeTakeFirst())?.n ?? 0);
  return { rows, total };
}

export async function insertQr(db: Db, row: Omit<QrsTable, 'deleted_at'>): Promise<void> {
  await db
    .insertInto('qrs')
    .values({ ...row, deleted_at: null })
    .execute();
}

export async function updateQr(db: Db, accountId: string, id: string, changes: Partial<QrsTable>): Promise<void> {
  await db
    .updateTable('qrs')
    .set(changes)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function softDeleteQr(db: Db, accountId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('qrs')
    .set({ deleted_at: now, updated_at: now, file_token: null })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertFile(db: Db, file: QrFilesTable): Promise<void> {
  await db.insertInto('qr_files').values(file).execute();
}

/** Every file of a code except `keep` (replaced or deleted codes free their storage). */
export async function deleteFiles(db: Db, accountId: string, qrId: string, keep: string | null = null): Promise<void> {
  let query = db.deleteFrom('qr_files').where('qr_id', '=', qrId).where('account_id', '=', accountId);
  if (keep) query = query.where('token', '!=', keep);
  await query.execute();
}

/** The landing page's load on a cache miss: the file by its public token, if its code is live. */
export async function findPublicFile(db: Db, token: string) {
  // tenancy: the public landing page finds a file by its unguessable token, whatever its account.
  return db
    .selectFrom('qr_files')
    .innerJoin('qrs', 'qrs.id', 'qr_files.qr_id')
    .select([
      'qr_files.token',
      'qr_files.name',
      'qr_files.mime',
      'qr_files.size',
      'qr_files.data',
      'qrs.name as qr_name',
      'qrs.type',
    ])
    .where('qr_files.token', '=', token)
    .where('qrs.file_token', '=', token)
    .where('qrs.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function scanDays(db: Db, linkId: string, fromDay: string): Promise<Array<{ day: string; count: number }>> {
  // tenancy: the link id is the one of the account's QR code (readScans reads it scoped); an
  // account_id filter would make SQLite leave the rollups' (day, link) key for the account index.
  const rows = await db
    .selectFrom('click_rollups_daily')
    .select(['day', 'count'])
    .where('link_id', '=', linkId)
    .where('dimension', '=', 'channel')
    .where('value', '=', 'qr')
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: String(row.day).slice(0, 10), count: Number(row.count) }));
}

/** The code at a 0-based position, oldest first (the plan's keep order, decision 075). */
export async function nthOldestQr(db: Db, accountId: string, offset: number) {
  return db
    .selectFrom('qrs')
    .select(['id', 'created_at'])
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
}

export async function countQrs(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('qrs')
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
