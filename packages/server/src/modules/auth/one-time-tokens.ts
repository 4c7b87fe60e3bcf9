/**
 * Email verification and password reset tokens: random, stored hashed, time-limited, single use.
 * Consuming marks the row used in the same statement that checks it (`used_at is null`), so two
 * concurrent clicks cannot both succeed.
 */
import type { Db } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { DAY, HOUR, isoIn, isoNow } from '../../lib/time.ts';

export const VERIFICATION_TTL = 2 * DAY;
export const RESET_TTL = HOUR;

export async function issueVerificationToken(db: Db, customerId: string, email: string): Promise<string> {
  const token = newToken();
  const now = isoNow();
  // A new link replaces older ones: only the latest mail works.
  await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_verification_tokens')
    .values({
      id: newId(),
      customer_id: customerId,
      email,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: isoIn(VERIFICATION_TTL),
      used_at: null,
    })
    .execute();
  return token;
}

export function findVerificationToken(db: Db, customerId: string, token: string) {
  return db
    .selectFrom('email_verification_tokens')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** True when this call used the token (it was unused and unexpired). */
export async function consumeVerificationToken(db: Db, id: string): Promise<boolean> {
  const now = isoNow();
  const result = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function issueResetToken(db: Db, customerId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: newId(),
      customer_id: customerId,
      token_hash: hashToken(token),
      created_at: isoNow(),
      expires_at: isoIn(RESET_TTL),
      used_at: null,
    })
    .execute();
  return token;
}

/** The customer a live (unused, unexpired) reset token belongs to. */
export function findLiveResetToken(db: Db, customerId: string, token: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('customers', 'customers.id', 'password_reset_tokens.customer_id')
    .select(['password_reset_tokens.id', 'customers.email', 'customers.id as customer_id'])
    .where('password_reset_tokens.customer_id', '=', customerId)
    .where('password_reset_tokens.token_hash', '=', hashToken(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', isoNow())
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Uses the token and voids every other reset link of the customer. */
export async function consumeResetToken(db: Db, id: string, customerId: string): Promise<boolean> {
  const now = isoNow();
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
