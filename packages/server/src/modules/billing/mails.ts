/**
 * Billing mails to the organisation's billing recipients, each in their language (Arabic: a
 * right-to-left document): failed payment, move to free, invoice issued / paid (receipt) and plan
 * changes (decisions 064, 116).
 */
import { formatMinor, type Locale } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { notificationRecipients, type MailRecipient } from '../accounts/notify.ts';
import { noticeMail, type MailKind, type RenderedMail } from '../mail/templates.ts';

type Kind = 'payment_failed' | 'moved_to_free' | 'invoice_issued' | 'invoice_paid' | 'plan_changed';

/** What happened to the subscription (plan-change mail). */
export type PlanChange =
  'subscribed' | 'upgraded' | 'downgrade_scheduled' | 'cancel_scheduled' | 'canceled' | 'cancel_revoked' | 'downgrade_revoked';

interface Vars {
  name: string;
  link: string;
  amount?: number;
  graceUntil?: string;
  code?: string;
  /** Invoice mails: its number and the day it was issued / paid. */
  number?: string;
  date?: string;
  /** Plan-change mails. */
  change?: PlanChange;
  plan?: string;
  interval?: 'month' | 'year';
  account?: string;
}

const day = (isoDate: string | undefined) => (isoDate ? isoDate.slice(0, 10) : '');
const ltr = (s: string) => `\u2068${s}\u2069`;
/** The invoice address has no name: a plain greeting. */
const greet = { en: (n: string) => (n ? `Hi ${n},` : 'Hello,'), ar: (n: string) => (n ? `مرحبًا ${n}،` : 'مرحبًا،') };
const every = { en: { month: 'monthly', year: 'yearly' }, ar: { month: 'شهريًا', year: 'سنويًا' } } as const;

function planSentence(v: Vars, language: Locale): string {
  const plan = ltr(v.plan ?? '');
  const account = ltr(v.account ?? '');
  const date = ltr(day(v.date));
  const interval = every[language][v.interval ?? 'month'];
  const en: Record<PlanChange, string> = {
    subscribed: `${account} is now subscribed to the ${plan} plan, billed ${interval}.`,
    upgraded: `${account} is now on the ${plan} plan, billed ${interval}. The unused time of the previous plan was credited on the invoice.`,
    downgrade_scheduled: `${account} moves to the ${plan} plan on ${date}. Until then the current plan stays as it is.`,
    cancel_scheduled: `The subscription of ${account} was cancelled and ends on ${date}. Then the organisation moves to the free plan; all its links, QR codes and cards are kept.`,
    canceled: `The subscription of ${account} was cancelled; the organisation is now on the free plan. All its links, QR codes and cards are kept; items above the free limits are read-only until you subscribe again.`,
    cancel_revoked: `The cancellation was withdrawn: ${account} stays on the ${plan} plan, which renews on ${date}.`,
    downgrade_revoked: `The scheduled plan change was withdrawn: ${account} stays on the ${plan} plan, which renews on ${date}.`,
  };
  const ar: Record<PlanChange, string> = {
    subscribed: `اشتركت ${account} في خطة ${plan}، وتُدفع ${interval}.`,
    upgraded: `أصبحت ${account} على خطة ${plan}، وتُدفع ${interval}. أُضيف الوقت غير المستخدم من الخطة السابقة رصيدًا في الفاتورة.`,
    downgrade_scheduled: `تنتقل ${account} إلى خطة ${plan} في ${date}. وحتى ذلك الحين تبقى الخطة الحالية كما هي.`,
    cancel_scheduled: `أُلغي اشتراك ${account} وينتهي في ${date}. بعدها تنتقل المؤسسة إلى الخطة المجانية مع الاحتفاظ بكل روابطها ورموز QR وبطاقاتها.`,
    canceled: `أُلغي اشتراك ${account}، وأصبحت المؤسسة على الخطة المجانية. احتفظنا بكل روابطها ورموز QR وبطاقاتها؛ وما يتجاوز حدود الخطة المجانية يصبح للقراءة فقط حتى تشترك مجددًا.`,
    cancel_revoked: `تم التراجع عن الإلغاء: تبقى ${account} على خطة ${plan} التي تتجدد في ${date}.`,
    downgrade_revoked: `تم التراجع عن تغيير الخطة المجدول: تبقى ${account} على خطة ${plan} التي تتجدد في ${date}.`,
  };
  return (language === 'ar' ? ar : en)[v.change ?? 'subscribed'];
}

const PLAN_SUBJECTS: Record<Locale, Record<PlanChange, string>> = {
  en: {
    subscribed: 'Your Rabt subscription has started',
    upgraded: 'Your Rabt plan was upgraded',
    downgrade_scheduled: 'Your Rabt plan will change at the end of the period',
    cancel_scheduled: 'Your Rabt subscription will end at the end of the period',
    canceled: 'Your Rabt subscription was cancelled',
    cancel_revoked: 'Your Rabt subscription continues',
    downgrade_revoked: 'Your scheduled Rabt plan change was withdrawn',
  },
  ar: {
    subscribed: 'بدأ اشتراكك في ربط',
    upgraded: 'تمت ترقية خطتك في ربط',
    downgrade_scheduled: 'ستتغير خطتك في ربط في نهاية الفترة',
    cancel_scheduled: 'سينتهي اشتراكك في ربط في نهاية الفترة',
    canceled: 'أُلغي اشتراكك في ربط',
    cancel_revoked: 'يستمر اشتراكك في ربط',
    downgrade_revoked: 'تم التراجع عن تغيير خطتك المجدول في ربط',
  },
};

const copy: Record<Kind, Record<Locale, (v: Vars, currency: string) => { subject: string; body: string[]; button: string }>> = {
  payment_failed: {
    en: (v, c) => ({
      subject: 'Your Rabt payment failed',
      body: [
        `Hi ${v.name},`,
        `We could not charge ${ltr(formatMinor(v.amount ?? 0, c))} to your card for your Rabt subscription.`,
        `We will try again over the next days. Please update your card or pay the invoice before ${ltr(day(v.graceUntil))}; after that date your account moves to the free plan (your data is kept).`,
      ],
      button: 'Review billing',
    }),
    ar: (v, c) => ({
      subject: 'تعذّر تحصيل دفعة اشتراكك في ربط',
      body: [
        `مرحبًا ${v.name}،`,
        `لم نتمكن من تحصيل ${ltr(formatMinor(v.amount ?? 0, c))} من بطاقتك مقابل اشتراكك في ربط.`,
        `سنحاول مجددًا خلال الأيام القادمة. يُرجى تحديث بطاقتك أو دفع الفاتورة قبل ${ltr(day(v.graceUntil))}؛ بعد هذا التاريخ ينتقل حسابك إلى الخطة المجانية (مع الاحتفاظ ببياناتك).`,
      ],
      button: 'مراجعة الفوترة',
    }),
  },
  moved_to_free: {
    en: (v) => ({
      subject: 'Your Rabt account is now on the free plan',
      body: [
        `Hi ${v.name},`,
        'Your subscription payment stayed unpaid after the grace period, so your account is now on the free plan.',
        'All your links, QR codes and cards are kept; items above the free limits are read-only until you subscribe again.',
      ],
      button: 'Choose a plan',
    }),
    ar: (v) => ({
      subject: 'انتقل حسابك في ربط إلى الخطة المجانية',
      body: [
        `مرحبًا ${v.name}،`,
        'بقيت دفعة اشتراكك غير مسددة بعد انتهاء فترة السماح، لذا انتقل حسابك إلى الخطة المجانية.',
        'احتفظنا بكل روابطك ورموز QR وبطاقاتك؛ وما يتجاوز حدود الخطة المجانية يصبح للقراءة فقط حتى تشترك مجددًا.',
      ],
      button: 'اختيار خطة',
    }),
  },
  invoice_issued: {
    en: (v, c) => ({
      subject: `Rabt invoice ${v.number ?? ''} is due`,
      body: [
        greet.en(v.name),
        `Invoice ${ltr(v.number ?? '')} for ${ltr(formatMinor(v.amount ?? 0, c))} was issued on ${ltr(day(v.date))} and is due; it is not paid yet.`,
        'We will try your card again over the next days. You can also pay it now from the invoice.',
      ],
      button: 'View the invoice',
    }),
    ar: (v, c) => ({
      subject: `فاتورة ربط ${ltr(v.number ?? '')} مستحقة الدفع`,
      body: [
        greet.ar(v.name),
        `صدرت الفاتورة ${ltr(v.number ?? '')} بمبلغ ${ltr(formatMinor(v.amount ?? 0, c))} في ${ltr(day(v.date))} وهي مستحقة؛ لم تُدفع بعد.`,
        'سنحاول الخصم من بطاقتك مجددًا خلال الأيام القادمة، ويمكنك أيضًا دفعها الآن من صفحة الفاتورة.',
      ],
      button: 'عرض الفاتورة',
    }),
  },
  invoice_paid: {
    en: (v, c) => ({
      subject: `Receipt for Rabt invoice ${v.number ?? ''}`,
      body: [
        greet.en(v.name),
        `Invoice ${ltr(v.number ?? '')} for ${ltr(formatMinor(v.amount ?? 0, c))} is paid (${ltr(day(v.date))}). Thank you.`,
        'The invoice and its PDF are in Billing.',
      ],
      button: 'View the invoice',
    }),
    ar: (v, c) => ({
      subject: `إيصال فاتورة ربط ${ltr(v.number ?? '')}`,
      body: [
        greet.ar(v.name),
        `تم دفع الفاتورة ${ltr(v.number ?? '')} بمبلغ ${ltr(formatMinor(v.amount ?? 0, c))} في ${ltr(day(v.date))}. شكرًا لك.`,
        'تجد الفاتورة وملف PDF الخاص بها في صفحة الفوترة.',
      ],
      button: 'عرض الفاتورة',
    }),
  },
  plan_changed: {
    en: (v) => ({
      subject: PLAN_SUBJECTS.en[v.change ?? 'subscribed'],
      body: [greet.en(v.name), planSentence(v, 'en')],
      button: 'Review billing',
    }),
    ar: (v) => ({
      subject: PLAN_SUBJECTS.ar[v.change ?? 'subscribed'],
      body: [greet.ar(v.name), planSentence(v, 'ar')],
      button: 'مراجعة الفوترة',
    }),
  },
};

const KINDS: Record<Kind, MailKind> = {
  payment_failed: 'billing_payment_failed',
  moved_to_free: 'billing_moved_to_free',
  invoice_issued: 'billing_invoice_issued',
  invoice_paid: 'billing_invoice_paid',
  plan_changed: 'billing_plan_changed',
};

/**
 * Who receives an invoice or receipt: the members who may see billing and kept billing mails on
 * (owners included, they may see billing), and the organisation's invoice address (business
 * settings) once, in the language of the member it belongs to, else the first owner's.
 */
export async function invoiceRecipients(db: Db, accountId: string): Promise<MailRecipient[]> {
  const members = await notificationRecipients(db, accountId, 'billing', 'billing:view');
  const account = await db.selectFrom('accounts').select('invoice_email').where('id', '=', accountId).executeTakeFirst();
  const address = account?.invoice_email?.trim().toLowerCase();
  if (!address || members.some((m) => m.email.toLowerCase() === address)) return members;
  const speaker = await db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select(['customers.language', 'customers.email'])
    .where('memberships.account_id', '=', accountId)
    .where((eb) => eb.or([eb('memberships.role', '=', 'owner'), eb(eb.fn('lower', ['customers.email']), '=', address)]))
    .orderBy('memberships.created_at')
    .execute();
  const own = speaker.find((r) => r.email.toLowerCase() === address) ?? speaker[0];
  return [...members, { customerId: '', email: address, name: '', language: own?.language === 'ar' ? 'ar' : 'en' }];
}

export function billingMail(kind: Kind, language: Locale, vars: Vars, currency: string): RenderedMail {
  return noticeMail(KINDS[kind], language, copy[kind][language](vars, currency), vars.link);
}
