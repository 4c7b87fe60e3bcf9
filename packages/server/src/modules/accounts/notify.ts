/**
 * Who receives which notification mails (the notifications settings screen, issue 18): each
 * customer chooses per topic; an organisation's notices go to the members whose role may see the
 * subject (billing notices to billing:view, domain notices to domains:view) and who left the topic
 * on. Mails a customer needs to use the product (verification, password reset, email change) are
 * not topics and are always sent.
 */
import { can, type NotificationSettings, type Permission } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { readNotifications } from '../customer/settings.ts';
import { roleDirectory, normaliseRoleKey } from './roles.ts';
import { json } from '../../db/codec.ts';

export type NotificationTopic = keyof NotificationSettings;

export interface MailRecipient {
  email: string;
  name: string;
  language: 'en' | 'ar';
}

function wants(stored: string | null, topic: NotificationTopic): boolean {
  const choices = json.decode<Partial<NotificationSettings>>(stored, {});
  return choices[topic] !== false;
}

/** Whether this customer chose to receive mails of `topic` (on unless turned off). */
export async function wantsNotification(db: Db, customerId: string, topic: NotificationTopic): Promise<boolean> {
  return (await readNotifications(db, customerId))[topic];
}

/** The members of the account allowed `permission` who receive mails of `topic`. */
export async function notificationRecipients(
  db: Db,
  accountId: string,
  topic: NotificationTopic,
  permission: Permission,
): Promise<MailRecipient[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select(['customers.email', 'customers.name', 'customers.language', 'customers.notification_settings', 'memberships.role'])
    .where('memberships.account_id', '=', accountId)
    .where('customers.deleted_at', 'is', null)
    .orderBy('memberships.created_at')
    .execute();
  if (rows.length === 0) return [];
  const roles = await roleDirectory(db, accountId);
  return rows
    .filter((r) => can(roles.get(normaliseRoleKey(r.role))?.permissions ?? [], permission))
    .filter((r) => wants(r.notification_settings, topic))
    .map((r) => ({ email: r.email, name: r.name, language: r.language === 'ar' ? 'ar' : 'en' }));
}
