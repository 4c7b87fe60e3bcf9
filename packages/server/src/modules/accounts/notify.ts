/**
 * Who receives which notification mails (the notifications settings screen, issue 18): each
 * customer chooses per topic; an organisation's notices go to the members whose role may see the
 * subject (billing notices to billing:view, domain notices to domains:view) and who left the topic
 * on. Mails a customer needs to use the product (verification, password reset, email change) are
 * not topics and are always sent.
 */
import { can, type NotificationSettings, type Permission } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { renderMail } from '../mail/templates.ts';
import { readNotifications } from '../customer/settings.ts';
import { roleDirectory, normaliseRoleKey } from './roles.ts';
import { json } from '../../db/codec.ts';

export type NotificationTopic = keyof NotificationSettings;

export interface MailRecipient {
  customerId: string;
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
    .select([
      'customers.id',
      'customers.email',
      'customers.name',
      'customers.language',
      'customers.notification_settings',
      'memberships.role',
    ])
    .where('memberships.account_id', '=', accountId)
    .where('customers.deleted_at', 'is', null)
    .orderBy('memberships.created_at')
    .execute();
  if (rows.length === 0) return [];
  const roles = await roleDirectory(db, accountId);
  return rows
    .filter((r) => can(roles.get(normaliseRoleKey(r.role))?.permissions ?? [], permission))
    .filter((r) => wants(r.notification_settings, topic))
    .map((r) => ({ customerId: r.id, email: r.email, name: r.name, language: r.language === 'ar' ? 'ar' : 'en' }));
}

/** What happened to the team: someone joined, left or was removed, or asks for access. */
export type TeamChange = 'joined' | 'left' | 'requested';

const TEAM_MAILS = {
  joined: { kind: 'team_member_joined', permission: 'team:view', path: '/settings/users' },
  left: { kind: 'team_member_left', permission: 'team:view', path: '/settings/users' },
  requested: { kind: 'team_access_requested', permission: 'team:edit', path: '/settings/requests' },
} as const;

/**
 * Tells the organisation's members about a team change (members who may see the team; for a
 * request, those who may answer it), except the person it is about, if they kept team mails on.
 * Runs after the response (mail.background), so it never slows or fails the change itself.
 */
export function mailTeamChange(app: FastifyInstance, accountId: string, change: TeamChange, personId: string): void {
  app.mail.background(async () => {
    const { kind, permission, path } = TEAM_MAILS[change];
    const [account, person] = await Promise.all([
      app.db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst(),
      // tenancy: the person is named by id from this account's own membership or request.
      app.db.selectFrom('customers').select(['name', 'email']).where('id', '=', personId).executeTakeFirst(),
    ]);
    if (!account || !person) return;
    const link = `${app.config.appUrl}${path}`;
    for (const to of await notificationRecipients(app.db, accountId, 'team', permission)) {
      if (to.customerId === personId) continue;
      app.mail.send(
        to.email,
        renderMail(kind, to.language, to.name, { link, account: account.name, person: person.name || person.email }),
      );
    }
  });
}
