/**
 * Deleting a customer: the survey answer is kept, the person is anonymised (the row stays so
 * foreign keys and audit trails hold), organisations they were alone in are closed, and shared
 * organisations get a new owner if they were the only one.
 */
import type { DeleteAccountRequest } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { revokeAllSessions } from '../auth/sessions.ts';

async function leaveAccount(trx: Db, customerId: string, accountId: string, role: string, now: string): Promise<void> {
  const others = await trx
    .selectFrom('memberships')
    .select(['id', 'role'])
    .where('account_id', '=', accountId)
    .where('customer_id', '!=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (others.length === 0) {
    await trx.updateTable('accounts').set({ deleted_at: now, updated_at: now }).where('id', '=', accountId).execute();
    await trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', cancel_at: now, updated_at: now })
      .where('account_id', '=', accountId)
      .execute();
  } else if (role === 'owner' && !others.some((m) => m.role === 'owner')) {
    const heir = others.find((m) => m.role === 'admin') ?? others[0]!;
    await trx.updateTable('memberships').set({ role: 'owner' }).where('id', '=', heir.id).execute();
  }
  await trx.deleteFrom('memberships').where('account_id', '=', accountId).where('customer_id', '=', customerId).execute();
}

export async function deleteCustomer(db: Db, customerId: string, survey: DeleteAccountRequest): Promise<void> {
  const now = isoNow();
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
    const memberships = await trx
      .selectFrom('memberships')
      .select(['account_id', 'role'])
      .where('customer_id', '=', customerId)
      .execute();
    for (const m of memberships) await leaveAccount(trx, customerId, m.account_id, m.role, now);
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
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, customerId);
  });
}
