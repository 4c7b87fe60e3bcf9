/**
 * Short domains. The platform's default short domain (SHORT_DOMAIN) is a row with account_id null,
 * created or re-pointed at start; each account's branded domains (modules/domains) are rows with
 * its account_id, usable for links once verified (`active`).
 */
import { sql } from 'kysely';
import type { Db, Dialect, DomainsTable } from '../../db/schema.ts';
import { bool } from '../../db/codec.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';

export type DomainRow = Pick<DomainsTable, 'id' | 'account_id' | 'name' | 'verification_state'>;

export const ACTIVE = 'active';

/** Idempotent: safe on every start and from several processes at once. */
export async function ensureDefaultDomain(db: Db, dialect: Dialect, name: string): Promise<DomainRow> {
  const now = isoNow();
  await db
    .insertInto('domains')
    .values({
      id: newId(),
      account_id: null,
      name,
      verification_state: ACTIVE,
      is_default: bool.encode(true, dialect),
      created_at: now,
      updated_at: now,
    })
    // The name is unique among active domains only (migration 0006); platform domains are active.
    // A literal, not a parameter: SQLite must see that the target matches the index's predicate.
    .onConflict((oc) =>
      oc
        .column('name')
        .where(sql<boolean>`verification_state = 'active'`)
        .doNothing(),
    )
    .execute();
  // A changed SHORT_DOMAIN makes the new name the default; the old one stays a platform domain so
  // links already shared on it keep working.
  await db
    .updateTable('domains')
    .set({ is_default: bool.encode(false, dialect) })
    .where('account_id', 'is', null)
    .where('name', '!=', name)
    .execute();
  // tenancy: the short domain is the platform's (account_id null), whoever held the name before.
  await db
    .updateTable('domains')
    .set({ is_default: bool.encode(true, dialect), account_id: null })
    .where('name', '=', name)
    .execute();
  return db
    .selectFrom('domains')
    .select(['id', 'account_id', 'name', 'verification_state'])
    .where('name', '=', name)
    .where('account_id', 'is', null)
    .executeTakeFirstOrThrow();
}

/** A domain this account may put links on: a platform domain, or its own verified domain. */
export async function findUsableDomain(db: Db, accountId: string, name: string): Promise<DomainRow | undefined> {
  const row = await db
    .selectFrom('domains')
    .select(['id', 'account_id', 'name', 'verification_state'])
    .where('name', '=', name.trim().toLowerCase())
    .where('verification_state', '=', ACTIVE)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return row;
}

/**
 * Names of the account's own domains that links may use now (verified, `active`), by name.
 * Pending, failed and unverified domains, platform domains and other accounts' domains are not
 * among them.
 */
export async function activeAccountDomainNames(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('domains')
    .select('name')
    .where('account_id', '=', accountId)
    .where('verification_state', '=', ACTIVE)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}
