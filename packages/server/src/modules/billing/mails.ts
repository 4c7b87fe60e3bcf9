/** Billing mails to the account owner, in their language (Arabic: a right-to-left document). */
import { formatMinor, type Locale } from '@rabt/contract';
import { escapeHtml, type RenderedMail } from '../mail/templates.ts';

type Kind = 'payment_failed' | 'moved_to_free';
interface Vars {
  name: string;
  link: string;
  amount?: number;
  graceUntil?: string;
  code?: string;
}

const day = (isoDate: string | undefined) => (isoDate ? isoDate.slice(0, 10) : '');
const ltr = (s: string) => `\u2068${s}\u2069`;

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
};

export function billingMail(kind: Kind, language: Locale, vars: Vars, currency: string): RenderedMail {
  const c = copy[kind][language](vars, currency);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = c.body
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\u2068(.*?)\u2069/g, '<bdi dir="ltr">$1</bdi>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(vars.link)}">${escapeHtml(c.button)}</a></p>
</body></html>`;
  const text = `${c.body.join('\n\n')}\n\n${c.button}: ${vars.link}\n`;
  return {
    kind: kind === 'payment_failed' ? 'billing_payment_failed' : 'billing_moved_to_free',
    language,
    subject: c.subject,
    text,
    html,
  };
}
