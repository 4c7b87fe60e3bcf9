/**
 * A verified customer's change of address, held as pending until the new address is proven
 * (decision 114). The customer row keeps the current address, so sign-in and every mail use it;
 * the new address only takes effect when its link is opened. Tokens are random, stored hashed,
 * time-limited and single use, like the verification tokens (one-time-tokens.ts).
 */
import type { EmailChangesTable, Db } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { isoIn, isoNow } from '../../lib/time.ts';
import { VERIFICATION_TTL } from '../auth/one-time-tokens.ts';
import { normaliseEmail } from './queries.ts';

export type PendingEmailChange = { email: string; sent_at: string; expires_at: string; expired: boolean };

export function toPendingEmailChange(row: Pick<EmailChangesTable, 'email' | 'created_at' | 'expires_at'>): PendingEmailChange {
  return {
    email: row.email,
    sent_at: row.created_at,
    expires_at: row.expires_at,
    expired: row.expires_at <= isoNow(),
  };
}

/** The open (neither used nor cancelled) change, expired or not: the screen offers a new link when expired. */
export function findOpenEmailChange(db: Db, customerId: string) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Closes every open change of the customer; true when there was one. */
export async function cancelEmailChanges(db: Db, customerId: string): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ cancelled_at: isoNow() })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new pending change replaces the previous one (its link stops working); answers the raw token for the mail. */
export async function startEmailChange(
  db: Db,
  customerId: string,
  email: string,
): Promise<{ token: string; row: EmailChangesTable }> {
  const token = newToken();
  const row: EmailChangesTable = {
    id: newId(),
    customer_id: customerId,
    email: normaliseEmail(email),
    token_hash: hashToken(token),
    created_at: isoNow(),
    expires_at: isoIn(VERIFICATION_TTL),
    used_at: null,
    cancelled_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await cancelEmailChanges(trx, customerId);
    await trx.insertInto('email_changes').values(row).execute();
  });
  return { token, row };
}

export type ConfirmOutcome =
  { ok: true; email: string } | { ok: false; reason: 'unknown' | 'used' | 'cancelled' | 'expired' | 'taken' };

/**
 * Opens a change link: checks the token, that the address is still free, then marks the token used
 * and switches the address (verified, since the link reached it) in one transaction. A unique
 * violation (someone took the address between the check and the update) aborts and rolls back the
 * whole transaction and is answered as `taken`.
 */
export async function confirmEmailChange(db: Db, customerId: string, token: string): Promise<ConfirmOutcome> {
  const row = await db
    .selectFrom('email_changes')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (row.cancelled_at) return { ok: false, reason: 'cancelled' };
  const now = isoNow();
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  try {
    return await db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
      const holder = await trx
        .selectFrom('customers')
        .select('id')
        .where('email', '=', row.email)
        .where('id', '!=', customerId)
        .executeTakeFirst();
      if (holder) return { ok: false, reason: 'taken' };
      const used = await trx
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      // A concurrent click, cancel or replacement won: nothing changes.
      if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: 'used' };
      const switched = await trx
        .updateTable('customers')
        .set({ email: row.email, email_verified_at: now, updated_at: now })
        .where('id', '=', customerId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(switched.numUpdatedRows) !== 1) throw new Error('customer gone');
      // Links sent to the old address (sign-up verification) verify nothing any more.
      await trx
        .updateTable('email_verification_tokens')
        .set({ used_at: now })
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .execute();
      return { ok: true, email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    if (error instanceof Error && error.message === 'customer gone') return { ok: false, reason: 'unknown' };
    throw error;
  }
}
