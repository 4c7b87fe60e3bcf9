/** Companies, cards and the card's counter links: Kysely only, account-scoped. */
import type { Insertable, Selectable } from 'kysely';
import type { CardsTable, CompaniesTable, Db } from '../../db/schema.ts';

export type CompanyRow = Selectable<CompaniesTable>;
/** A company without its logo bytes (lists and forms). */
export type CompanyListRow = Omit<CompanyRow, 'logo_jpeg'>;
export type CardRow = Selectable<CardsTable>;
export type CardListRow = Omit<CardRow, 'photo_jpeg'> & {
  company_name: string;
  views: number | string | bigint;
  saves: number | string | bigint;
};

const COMPANY_COLUMNS = [
  'id',
  'account_id',
  'name',
  'website',
  'address',
  'phone',
  'brand_color',
  'accent_color',
  'card_theme',
  'logo_hash',
  'created_at',
  'updated_at',
  'workspace_id',
] as const;

/** `in ()` is not valid SQL: no workspace at all matches nothing. */
const someOf = (workspaceIds: readonly string[]) => (workspaceIds.length > 0 ? [...workspaceIds] : ['']);

/** `workspaceIds`: the workspaces to show (listScope); null: every workspace. */
export async function listCompanies(
  db: Db,
  accountId: string,
  workspaceIds: readonly string[] | null,
): Promise<CompanyListRow[]> {
  let query = db.selectFrom('companies').select(COMPANY_COLUMNS).where('account_id', '=', accountId);
  if (workspaceIds !== null) query = query.where('workspace_id', 'in', someOf(workspaceIds));
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function findCompany(db: Db, accountId: string, id: string): Promise<CompanyListRow | undefined> {
  if (id.length > 64) return undefined;
  return db
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function companyCardCounts(db: Db, accountId: string, companyIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (companyIds.length === 0) return counts;
  const rows = await db
    .selectFrom('cards')
    .select(['company_id', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('company_id', 'in', companyIds)
    .where('account_id', '=', accountId)
    .groupBy('company_id')
    .execute();
  for (const row of rows) counts.set(row.company_id, Number(row.n));
  return counts;
}

export async function insertCompany(db: Db, row: Insertable<CompaniesTable>): Promise<void> {
  await db.insertInto('companies').values(row).execute();
}

export async function updateCompany(db: Db, accountId: string, id: string, changes: Partial<CompaniesTable>): Promise<void> {
  await db.updateTable('companies').set(changes).where('id', '=', id).where('account_id', '=', accountId).execute();
}

export async function deleteCompany(db: Db, accountId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('companies').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function moveCards(db: Db, accountId: string, fromCompany: string, toCompany: string, now: string): Promise<number> {
  const result = await db
    .updateTable('cards')
    .set({ company_id: toCompany, updated_at: now })
    .where('account_id', '=', accountId)
    .where('company_id', '=', fromCompany)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function companyLogo(db: Db, id: string): Promise<string | null> {
  // tenancy: public (the logo is on public card pages), by the company's id alone.
  const row = await db.selectFrom('companies').select('logo_jpeg').where('id', '=', id).executeTakeFirst();
  return row?.logo_jpeg ?? null;
}

/** The account's cards: lists and reads go through this, so none forgets the account. */
function cardListQuery(db: Db, accountId: string) {
  return db
    .selectFrom('cards')
    .innerJoin('companies', 'companies.id', 'cards.company_id')
    .innerJoin('links as view_link', 'view_link.id', 'cards.view_link_id')
    .innerJoin('links as save_link', 'save_link.id', 'cards.save_link_id')
    .select([
      'cards.id',
      'cards.account_id',
      'cards.company_id',
      'cards.slug',
      'cards.language',
      'cards.theme',
      'cards.prefix',
      'cards.first_name',
      'cards.last_name',
      'cards.suffix',
      'cards.pronouns',
      'cards.department',
      'cards.job_title',
      'cards.websites',
      'cards.emails',
      'cards.phones',
      'cards.mobile',
      'cards.slogan',
      'cards.photo_hash',
      'cards.view_link_id',
      'cards.save_link_id',
      'cards.created_by',
      'cards.created_at',
      'cards.updated_at',
      'cards.workspace_id',
      'companies.name as company_name',
      'view_link.clicks as views',
      'save_link.clicks as saves',
    ])
    .where('cards.account_id', '=', accountId);
}

export async function listCards(db: Db, accountId: string, workspaceIds: readonly string[] | null): Promise<CardListRow[]> {
  let query = cardListQuery(db, accountId);
  if (workspaceIds !== null) query = query.where('cards.workspace_id', 'in', someOf(workspaceIds));
  return query.orderBy('cards.created_at', 'desc').orderBy('cards.id', 'desc').execute();
}

export async function findCard(db: Db, accountId: string, id: string): Promise<CardListRow | undefined> {
  if (id.length > 64) return undefined;
  return cardListQuery(db, accountId).where('cards.id', '=', id).executeTakeFirst();
}

/** The card at a 0-based position, oldest first (the plan's keep order, decision 075). */
export async function nthOldestCard(db: Db, accountId: string, offset: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
}

export async function countCards(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCard(db: Db, row: Insertable<CardsTable>): Promise<void> {
  await db.insertInto('cards').values(row).execute();
}

export async function updateCard(db: Db, accountId: string, id: string, changes: Partial<CardsTable>): Promise<void> {
  await db.updateTable('cards').set(changes).where('id', '=', id).where('account_id', '=', accountId).execute();
}

export async function deleteCard(db: Db, accountId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('cards').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function cardSlugsOfCompany(db: Db, accountId: string, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cards')
    .select('slug')
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => r.slug);
}

/**
 * Everything the public page, the vCard, the photo and the QR code of one card need: one query.
 * A closed organisation's cards are gone at once (a cached page lives at most its TTL).
 */
export async function publicCard(db: Db, slug: string) {
  // tenancy: the public card page finds a card by its slug, whatever its account.
  return db
    .selectFrom('cards')
    .innerJoin('companies', 'companies.id', 'cards.company_id')
    .innerJoin('accounts', 'accounts.id', 'cards.account_id')
    .where('accounts.deleted_at', 'is', null)
    .selectAll('cards')
    .select([
      'companies.name as company_name',
      'companies.website as company_website',
      'companies.address as company_address',
      'companies.phone as company_phone',
      'companies.brand_color',
      'companies.accent_color',
      'companies.card_theme',
      'companies.logo_jpeg',
      'companies.logo_hash',
    ])
    .where('cards.slug', '=', slug)
    .executeTakeFirst();
}
export type PublicCardRow = NonNullable<Awaited<ReturnType<typeof publicCard>>>;
