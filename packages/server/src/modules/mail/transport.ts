/**
 * Where mail goes. With SMTP_URL: nodemailer. Without: the dev outbox, a table a newcomer can read
 * at /dev/outbox to follow a verification link without any mail setup. The outbox is never used
 * next to SMTP: it would keep live reset links in plain text in the database.
 */
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import type { Db } from '../../db/schema.ts';
import type { RenderedMail } from './templates.ts';

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(to: string, mail: RenderedMail): Promise<void>;
  close(): Promise<void>;
}

export function outboxTransport(db: Db, log: FastifyBaseLogger, appUrl: string): MailTransport {
  return {
    name: 'outbox',
    async deliver(to, mail) {
      await db
        .insertInto('mail_outbox')
        .values({
          id: newId(),
          kind: mail.kind,
          to_address: to,
          subject: mail.subject,
          language: mail.language,
          text_body: mail.text,
          html_body: mail.html,
          created_at: isoNow(),
        })
        .execute();
      log.info(
        { mail: { to, kind: mail.kind, subject: mail.subject } },
        `mail stored in the dev outbox: ${appUrl}/dev/outbox\n${mail.text}`,
      );
    },
    async close() {},
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(to, mail) {
      await transporter.sendMail({
        from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
    },
    async close() {
      transporter.close();
    },
  };
}
