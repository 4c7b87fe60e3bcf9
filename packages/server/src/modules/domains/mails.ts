/**
 * Domain mails rendered here (decision 116): an uploaded certificate about to expire, to the
 * members who may see domains and kept domain mails on, each in their language (Arabic: a
 * right-to-left document; the domain and the date are isolated left-to-right).
 */
import type { Locale } from '@rabt/contract';
import { noticeMail, type RenderedMail } from '../mail/templates.ts';

interface Vars {
  name: string;
  domain: string;
  /** The certificate's not-after (ISO). */
  validTo: string;
  /** Whole days left, at least 0. */
  days: number;
  link: string;
}

const ltr = (s: string) => `\u2068${s}\u2069`;
/** Arabic counted noun: يوم واحد، يومان، 3–10 أيام، 11+ يومًا. */
const arDays = (n: number) =>
  n === 1 ? 'يوم واحد' : n === 2 ? 'يومين' : n <= 10 ? `${ltr(String(n))} أيام` : `${ltr(String(n))} يومًا`;

const copy: Record<Locale, (v: Vars) => { subject: string; body: string[]; button: string }> = {
  en: (v) => ({
    subject: `The certificate of ${v.domain} expires soon`,
    body: [
      `Hi ${v.name},`,
      `The SSL certificate uploaded for ${ltr(v.domain)} expires on ${ltr(v.validTo.slice(0, 10))} (in ${v.days} ${v.days === 1 ? 'day' : 'days'}).`,
      'After that date, visitors opening your short links over HTTPS see a security warning. Upload a renewed certificate and its private key on the domain page.',
    ],
    button: 'Open the domain',
  }),
  ar: (v) => ({
    subject: `تنتهي شهادة ${ltr(v.domain)} قريبًا`,
    body: [
      `مرحبًا ${v.name}،`,
      `تنتهي صلاحية شهادة SSL المرفوعة للنطاق ${ltr(v.domain)} في ${ltr(v.validTo.slice(0, 10))} (بعد ${arDays(v.days)}).`,
      'بعد هذا التاريخ سيرى من يفتح روابطك المختصرة عبر HTTPS تحذيرًا أمنيًا. ارفع شهادة مجددة مع مفتاحها الخاص من صفحة النطاق.',
    ],
    button: 'فتح صفحة النطاق',
  }),
};

export function certificateExpiringMail(language: Locale, vars: Vars): RenderedMail {
  return noticeMail('domain_certificate_expiring', language, copy[language](vars), vars.link);
}
