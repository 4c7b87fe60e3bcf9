/**
 * Opaque bearer tokens. The client holds the token; the database holds its SHA-256, the expiry and
 * the revocation time. Expiry slides on use, but the row is only rewritten when the last write is
 * older than SLIDE_EVERY, so a busy client does not turn every read into a write.
 */
import type { Db } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { DAY, MINUTE, isoIn, isoNow } from '../../lib/time.ts';

export const SESSION_TTL = 30 * DAY;
const SLIDE_EVERY = 5 * MINUTE;

export async function createSession(db: Db, customerId: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
  const token = newToken();
  const now = isoNow();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      customer_id: customerId,
      token_hash: hashToken(token),
      created_at: now,
      last_used_at: now,
      expires_at: isoIn(SESSION_TTL),
      revoked_at: null,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return token;
}

/** The live session for a token with its (not deleted) customer, or undefined. */
export async function findSession(db: Db, token: string) {
  const now = isoNow();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .selectAll('customers')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_last_used_at, ...customer } = row;
  if (Date.parse(session_last_used_at) < Date.now() - SLIDE_EVERY) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: now, expires_at: isoIn(SESSION_TTL) })
      .where('id', '=', session_id)
      .execute();
  }
  return { sessionId: session_id, customer };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, customerId: string, exceptSessionId?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
