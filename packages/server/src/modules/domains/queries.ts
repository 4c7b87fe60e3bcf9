/** Domain rows of one account, their link counts and certificates. Platform domains (account_id null) never appear. */
import type { Selectable } from 'kysely';
import type { Db, DomainCertificatesTable, DomainsTable } from '../../db/schema.ts';

export type DomainRecord = Selectable<DomainsTable>;
export type CertificateRecord = Selectable<DomainCertificatesTable>;

export async function listAccountDomains(db: Db, accountId: string): Promise<DomainRecord[]> {
  return db.selectFrom('domains').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
}

export async function findAccountDomain(db: Db, accountId: string, id: string): Promise<DomainRecord | undefined> {
  if (id.length > 64) return undefined;
  return db.selectFrom('domains').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
}

export async function linkCounts(db: Db, accountId: string, domainIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (domainIds.length === 0) return counts;
  const rows = await db
    .selectFrom('links')
    .select(['domain_id', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('account_id', '=', accountId)
    .where('domain_id', 'in', domainIds)
    .where('deleted_at', 'is', null)
    .groupBy('domain_id')
    .execute();
  for (const row of rows) counts.set(row.domain_id, Number(row.n));
  return counts;
}

export async function certificatesFor(db: Db, domainIds: string[]): Promise<Map<string, CertificateRecord>> {
  const map = new Map<string, CertificateRecord>();
  if (domainIds.length === 0) return map;
  const rows = await db.selectFrom('domain_certificates').selectAll().where('domain_id', 'in', domainIds).execute();
  for (const row of rows) map.set(row.domain_id, row);
  return map;
}

export async function countAccountDomains(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('domains')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pending domains whose next check is due, oldest first. */
export async function dueDomains(db: Db, nowIso: string, limit: number): Promise<DomainRecord[]> {
  // tenancy: the background DNS check works through every account's pending claims.
  return db
    .selectFrom('domains')
    .selectAll()
    .where('verification_state', '=', 'pending')
    .where('next_check_at', '<=', nowIso)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
}
