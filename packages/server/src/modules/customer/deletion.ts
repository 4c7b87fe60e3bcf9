/**
 * Deleting a customer: the survey answer is kept, the person is anonymised (the row stays so
 * foreign keys and audit trails hold), organisations they were alone in are closed, and shared
 * organisations get a new owner if they were the only one.
 *
 * A closed organisation stops at once: its links answer "no longer available" (the redirect loader
 * sees the account's deleted_at; the caller invalidates the cached links it returns), its domains
 * are released so their real owners can claim them, and its data is purged after the retention
 * period (purge.ts).
 */
import type { DeleteAccountRequest } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { LinkKey } from '../redirect/invalidation.ts';

/** (domain, nip) of every live link of the account, for cache invalidation: read before domains are released. */
async function linkKeys(trx: Db, accountId: string): Promise<LinkKey[]> {
  return trx
    .selectFrom('links')
    .innerJoin('domains', 'domains.id', 'links.domain_id')
    .select(['domains.name as domain', 'links.nip'])
    .where('links.account_id', '=', accountId)
    .where('links.deleted_at', 'is', null)
    .execute();
}

/**
 * Closes an organisation: deleted_at set, subscription cancelled, branded domains released (renamed
 * to a name nobody can claim, so the unique name is free again while its links keep their row).
 * Returns the cached link keys to invalidate.
 */
export async function closeAccount(trx: Db, accountId: string, now: string): Promise<LinkKey[]> {
  const keys = await linkKeys(trx, accountId);
  await trx.updateTable('accounts').set({ deleted_at: now, updated_at: now }).where('id', '=', accountId).execute();
  await trx
    .updateTable('subscriptions')
    .set({ status: 'canceled', cancel_at: now, updated_at: now })
    .where('account_id', '=', accountId)
    .execute();
  const domains = await trx.selectFrom('domains').select('id').where('account_id', '=', accountId).execute();
  for (const domain of domains) {
    await trx
      .updateTable('domains')
      .set({ name: `${domain.id.toLowerCase()}.released.invalid`, verification_state: 'failed', updated_at: now })
      .where('id', '=', domain.id)
      .where('account_id', '=', accountId)
      .execute();
  }
  return keys;
}

async function leaveAccount(
  trx: Db,
  customerId: string,
  accountId: string,
  role: string,
  now: string,
  closed: LinkKey[],
): Promise<void> {
  const others = await trx
    .selectFrom('memberships')
    .select(['id', 'role'])
    .where('account_id', '=', accountId)
    .where('customer_id', '!=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (others.length === 0) {
    closed.push(...(await closeAccount(trx, accountId, now)));
  } else if (role === 'owner' && !others.some((m) => m.role === 'owner')) {
    const heir = others.find((m) => m.role === 'admin') ?? others[0]!;
    await trx
      .updateTable('memberships')
      .set({ role: 'owner' })
      .where('id', '=', heir.id)
      .where('account_id', '=', accountId)
      .execute();
  }
  await trx.deleteFrom('memberships').where('account_id', '=', accountId).where('customer_id', '=', customerId).execute();
}

/** Returns the cached link keys of the organisations it closed, for the caller to invalidate. */
export async function deleteCustomer(db: Db, customerId: string, survey: DeleteAccountRequest): Promise<LinkKey[]> {
  const now = isoNow();
  const closed: LinkKey[] = [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account_deletions')
      .values({
        id: newId(),
        customer_id: customerId,
        reason: survey.reason,
        feedback: survey.feedback?.trim() || null,
        created_at: now,
      })
      .execute();
    // tenancy: the customer's own memberships, one per organisation they leave.
    const memberships = await trx
      .selectFrom('memberships')
      .select(['account_id', 'role'])
      .where('customer_id', '=', customerId)
      .execute();
    for (const m of memberships) await leaveAccount(trx, customerId, m.account_id, m.role, now, closed);
    await trx
      .updateTable('customers')
      .set({
        name: '',
        first_name: null,
        last_name: null,
        // Frees the address for a future sign-up while keeping the unique index intact.
        email: `deleted-${customerId.toLowerCase()}@deleted.invalid`,
        phone: null,
        password_hash: '!',
        address_line1: null,
        address_line2: null,
        address_city: null,
        address_state: null,
        address_country: null,
        address_postal_code: null,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', customerId)
      .execute();
    await trx
      .updateTable('email_verification_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    // A pending change's address is personal data, and its link must not revive the account.
    await trx.deleteFrom('email_changes').where('customer_id', '=', customerId).execute();
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, customerId);
  });
  return closed;
}
