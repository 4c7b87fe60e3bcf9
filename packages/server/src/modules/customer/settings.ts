/** Settings beyond the profile (decision 064): notification choices and active sessions. */
import { defaultNotificationSettings, type NotificationSettings, type SessionInfo } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { notFound } from '../../lib/errors.ts';
import { isoNow } from '../../lib/time.ts';
import { agentInfo } from '../clicks/classify.ts';

export async function readNotifications(db: Db, customerId: string): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('customers')
    .select('notification_settings')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const stored = json.decode<Partial<NotificationSettings>>(row.notification_settings, {});
  const out = { ...defaultNotificationSettings };
  for (const key of Object.keys(out) as (keyof NotificationSettings)[]) {
    if (typeof stored[key] === 'boolean') out[key] = stored[key];
  }
  return out;
}

export async function saveNotifications(
  db: Db,
  customerId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await db
    .updateTable('customers')
    .set({ notification_settings: json.encode(settings), updated_at: isoNow() })
    .where('id', '=', customerId)
    .execute();
  return readNotifications(db, customerId);
}

export async function listSessions(db: Db, customerId: string, currentId: string): Promise<SessionInfo[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_used_at'])
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .orderBy('last_used_at', 'desc')
    .execute();
  return rows.map((r) => {
    const agent = agentInfo(r.user_agent ?? '');
    return {
      id: r.id,
      device: agent.device,
      browser: agent.browser === 'unknown' ? null : agent.browser,
      os: agent.os === 'unknown' ? null : agent.os,
      ip: r.ip,
      created_at: r.created_at,
      last_used_at: r.last_used_at,
      current: r.id === currentId,
    };
  });
}

export async function revokeOwnSession(db: Db, customerId: string, sessionId: string): Promise<void> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId.slice(0, 64))
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('Session not found');
}

/** Every other live session of the customer; answers the revoked ids. */
export async function revokeOtherSessions(db: Db, customerId: string, currentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', '!=', currentId)
    .where('revoked_at', 'is', null)
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => r.id);
}
