/** The auth flows' mails: build the link, render in the customer's language, hand to the mail service. */
import type { Locale } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { CustomersTable } from '../../db/schema.ts';
import { renderMail } from '../mail/templates.ts';
import { issueResetToken, issueVerificationToken } from './one-time-tokens.ts';

type MailCustomer = Pick<CustomersTable, 'id' | 'name' | 'email' | 'language'>;

const lang = (c: MailCustomer): Locale => (c.language === 'ar' ? 'ar' : 'en');
const seg = encodeURIComponent;

/** `kind` email_change words the mail for a changed address; the link is the same verify link. */
export async function sendVerificationMail(
  app: FastifyInstance,
  customer: MailCustomer,
  kind: 'verify_email' | 'email_change' = 'verify_email',
) {
  const token = await issueVerificationToken(app.db, customer.id, customer.email);
  const link = `${app.config.appUrl}/onboard/verify/${seg(customer.id)}/${seg(token)}`;
  app.mail.send(customer.email, renderMail(kind, lang(customer), customer.name, { link }));
}

/** The link for a pending change of address (decision 114): same verify page, its own token table. */
export function sendEmailChangeMail(app: FastifyInstance, customer: MailCustomer, token: string) {
  const link = `${app.config.appUrl}/onboard/verify/${seg(customer.id)}/${seg(token)}`;
  app.mail.send(customer.email, renderMail('email_change', lang(customer), customer.name, { link }));
}

export async function sendResetMail(app: FastifyInstance, customer: MailCustomer) {
  const token = await issueResetToken(app.db, customer.id);
  const link = `${app.config.appUrl}/reset/${seg(customer.id)}/${seg(token)}`;
  app.mail.send(customer.email, renderMail('reset_password', lang(customer), customer.name, { link }));
}

export function sendEmailChangedNotice(app: FastifyInstance, customer: MailCustomer, oldEmail: string) {
  const link = `${app.config.appUrl}/forgot`;
  app.mail.send(oldEmail, renderMail('email_changed_notice', lang(customer), customer.name, { link, newEmail: customer.email }));
}
