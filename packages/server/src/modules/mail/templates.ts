/**
 * Transactional mails in the customer's language. Arabic mails are complete right-to-left
 * documents; addresses and links inside them are isolated as left-to-right so they do not reorder.
 */
import { fontStack, palette } from '@rabt/ui/palette';
import type { Locale } from '@rabt/contract';

type AccountMailKind =
  | 'verify_email'
  | 'reset_password'
  | 'email_change'
  | 'email_changed_notice'
  | 'team_invitation'
  | 'access_approved'
  | 'access_declined'
  | 'domain_active'
  | 'domain_failed'
  | 'team_member_joined'
  | 'team_member_left'
  | 'team_access_requested';
/**
 * Billing mails are rendered by modules/billing/mails.ts, certificate warnings by
 * modules/domains/mails.ts, the weekly report by modules/reports/weekly-mail.ts.
 */
export type MailKind =
  | AccountMailKind
  | 'billing_payment_failed'
  | 'billing_moved_to_free'
  | 'billing_invoice_issued'
  | 'billing_invoice_paid'
  | 'billing_plan_changed'
  | 'domain_certificate_expiring'
  | 'weekly_report';

export interface RenderedMail {
  kind: MailKind;
  language: Locale;
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: (vars: Vars) => string[];
  button?: string;
  after?: string;
  signature: string;
}

interface Vars {
  link: string;
  newEmail?: string;
  /** The organisation (team mails). */
  account?: string;
  /** The role's name (team mails). */
  role?: string;
  /** The domain's name (domain status mails). */
  domain?: string;
  /** The person a team change is about (team mails). */
  person?: string;
}

const HOURS_VERIFY = 48;

const copy: Record<AccountMailKind, Record<Locale, Copy>> = {
  verify_email: {
    en: {
      subject: 'Confirm your email address for Rabt',
      greeting: (n) => `Hi ${n},`,
      paragraphs: () => ['Welcome to Rabt. Please confirm your email address so we know it is really you.'],
      button: 'Confirm my email',
      after: `This link expires in ${HOURS_VERIFY} hours. If you did not create a Rabt account, you can ignore this email.`,
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'أكِّد بريدك الإلكتروني في ربط',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: () => ['أهلًا بك في ربط. يُرجى تأكيد عنوان بريدك الإلكتروني لنتأكد من أنه يخصّك.'],
      button: 'تأكيد بريدي الإلكتروني',
      after: `تنتهي صلاحية هذا الرابط خلال ${HOURS_VERIFY} ساعة. إذا لم تُنشئ حسابًا في ربط، فيمكنك تجاهل هذه الرسالة.`,
      signature: 'فريق ربط',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your Rabt password',
      greeting: (n) => `Hi ${n},`,
      paragraphs: () => ['We received a request to reset the password of your Rabt account.'],
      button: 'Choose a new password',
      after:
        'This link expires in 1 hour and works only once. If you did not ask for a new password, ignore this email: your password stays the same.',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور في ربط',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: () => ['تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في ربط.'],
      button: 'اختيار كلمة مرور جديدة',
      after:
        'تنتهي صلاحية هذا الرابط خلال ساعة واحدة، ولا يمكن استخدامه إلا مرة واحدة. إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
      signature: 'فريق ربط',
    },
  },
  email_change: {
    en: {
      subject: 'Confirm your new email address',
      greeting: (n) => `Hi ${n},`,
      paragraphs: () => ['You asked to use this address for your Rabt account. Confirm it to keep using Rabt.'],
      button: 'Confirm my new email',
      after: `This link expires in ${HOURS_VERIFY} hours. If you did not make this change, ignore this email and reset your password.`,
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'أكِّد عنوان بريدك الإلكتروني الجديد',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: () => ['طلبتَ استخدام هذا العنوان لحسابك في ربط. أكِّده لتواصل استخدام ربط.'],
      button: 'تأكيد بريدي الجديد',
      after: `تنتهي صلاحية هذا الرابط خلال ${HOURS_VERIFY} ساعة. إذا لم تُجرِ هذا التغيير، فتجاهل هذه الرسالة وأعد تعيين كلمة المرور.`,
      signature: 'فريق ربط',
    },
  },
  email_changed_notice: {
    en: {
      subject: 'Your Rabt email address was changed',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [
        `The email address of your Rabt account was changed to ${v.newEmail ?? ''}.`,
        'If you made this change, there is nothing else to do. If you did not, reset your password right away.',
      ],
      button: 'Reset my password',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'تم تغيير بريدك الإلكتروني في ربط',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [
        `تم تغيير عنوان البريد الإلكتروني لحسابك في ربط إلى \u2068${v.newEmail ?? ''}\u2069.`,
        'إذا كنت أنت من أجرى هذا التغيير، فلا حاجة إلى أي إجراء آخر. وإن لم تكن أنت، فأعد تعيين كلمة المرور فورًا.',
      ],
      button: 'إعادة تعيين كلمة المرور',
      signature: 'فريق ربط',
    },
  },
  team_invitation: {
    en: {
      subject: 'You are invited to join an organisation on Rabt',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [`You were invited to join ${v.account ?? ''} on Rabt as ${v.role ?? ''}.`],
      button: 'See the invitation',
      after: 'The invitation expires in 14 days. If you do not know this organisation, you can ignore this email.',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'دعوة للانضمام إلى مؤسسة في ربط',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [`تمت دعوتك للانضمام إلى \u2068${v.account ?? ''}\u2069 في ربط بدور \u2068${v.role ?? ''}\u2069.`],
      button: 'عرض الدعوة',
      after: 'تنتهي صلاحية الدعوة خلال 14 يومًا. إذا كنت لا تعرف هذه المؤسسة، فيمكنك تجاهل هذه الرسالة.',
      signature: 'فريق ربط',
    },
  },
  access_approved: {
    en: {
      subject: 'Your access request was approved',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [`${v.account ?? ''} approved your request. Your role is now ${v.role ?? ''}.`],
      button: 'Open Rabt',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'تمت الموافقة على طلب الوصول',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [`وافقت \u2068${v.account ?? ''}\u2069 على طلبك. دورك الآن \u2068${v.role ?? ''}\u2069.`],
      button: 'فتح ربط',
      signature: 'فريق ربط',
    },
  },
  access_declined: {
    en: {
      subject: 'Your access request was declined',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [
        `${v.account ?? ''} declined your request for more access.`,
        'If you think this is a mistake, ask the organisation admin.',
      ],
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'تم رفض طلب الوصول',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [
        `رفضت \u2068${v.account ?? ''}\u2069 طلبك للحصول على صلاحيات إضافية.`,
        'إذا كنت تعتقد أن هذا خطأ، فتواصل مع مسؤول المؤسسة.',
      ],
      signature: 'فريق ربط',
    },
  },
  domain_active: {
    en: {
      subject: 'Your domain is verified',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [`${v.domain ?? ''} is verified. New short links can use it now.`],
      button: 'Open domains',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'تم التحقق من نطاقك',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [`تم التحقق من النطاق \u2068${v.domain ?? ''}\u2069. يمكن للروابط القصيرة الجديدة استخدامه الآن.`],
      button: 'فتح النطاقات',
      signature: 'فريق ربط',
    },
  },
  domain_failed: {
    en: {
      subject: 'We could not verify your domain',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [
        `We could not verify ${v.domain ?? ''}.`,
        'Open Domains in Rabt to see which DNS records are missing, then try again.',
      ],
      button: 'Open domains',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'تعذّر التحقق من نطاقك',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [
        `تعذّر التحقق من النطاق \u2068${v.domain ?? ''}\u2069.`,
        'افتح صفحة النطاقات في ربط لمعرفة سجلات DNS الناقصة، ثم أعد المحاولة.',
      ],
      button: 'فتح النطاقات',
      signature: 'فريق ربط',
    },
  },
  team_member_joined: {
    en: {
      subject: 'Someone joined your team',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [`${v.person ?? ''} joined ${v.account ?? ''}.`],
      button: 'See the team',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'انضم شخص إلى فريقك',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [`انضم \u2068${v.person ?? ''}\u2069 إلى \u2068${v.account ?? ''}\u2069.`],
      button: 'عرض الفريق',
      signature: 'فريق ربط',
    },
  },
  team_member_left: {
    en: {
      subject: 'Someone left your team',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [`${v.person ?? ''} is no longer a member of ${v.account ?? ''}.`],
      button: 'See the team',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'غادر شخص فريقك',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [`لم يعد \u2068${v.person ?? ''}\u2069 عضوًا في \u2068${v.account ?? ''}\u2069.`],
      button: 'عرض الفريق',
      signature: 'فريق ربط',
    },
  },
  team_access_requested: {
    en: {
      subject: 'Someone is asking for access',
      greeting: (n) => `Hi ${n},`,
      paragraphs: (v) => [
        `${v.person ?? ''} is asking for access to ${v.account ?? ''}. You can approve or decline the request.`,
      ],
      button: 'See requests',
      signature: 'The Rabt team',
    },
    ar: {
      subject: 'طلب وصول جديد',
      greeting: (n) => `مرحبًا ${n}،`,
      paragraphs: (v) => [
        `يطلب \u2068${v.person ?? ''}\u2069 الوصول إلى \u2068${v.account ?? ''}\u2069. يمكنك الموافقة على الطلب أو رفضه.`,
      ],
      button: 'عرض الطلبات',
      signature: 'فريق ربط',
    },
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function html(language: Locale, c: Copy, name: string, vars: Vars): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  // One brand with the app (issue 16 item 19): ui's teal and font stack. Mail clients ignore most
  // CSS, so the light palette is inlined; clients that darken mail adapt it themselves.
  const c0 = palette.light;
  const font = fontStack.replaceAll('"', "'");
  // First-strong-isolate marks (used in the plain text) are replaced by <bdi> in HTML.
  const para = (p: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\u2068(.*?)\u2069/g, '<bdi dir="ltr">$1</bdi>')}</p>`;
  const button = c.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(vars.link)}" style="background:${c0.brand.base};color:${c0.textOnStrong};padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(c.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${c0.textMuted}"><bdi dir="ltr" style="word-break:break-all">${escapeHtml(vars.link)}</bdi></p>`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:${c0.background};font-family:${font};color:${c0.text};text-align:${align}">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:${c0.surface};border:1px solid ${c0.border};border-top:4px solid ${c0.brand.base};border-radius:12px;padding:32px;text-align:${align}">
<p style="margin:0 0 24px;font-weight:700;color:${c0.brand.text}">${language === 'ar' ? 'ربط' : 'Rabt'}</p>
${c.greeting(name) ? para(c.greeting(name)) : ''}
${c.paragraphs(vars).map(para).join('\n')}
${button}
${c.after ? para(c.after) : ''}
<p style="margin:24px 0 0;color:${c0.textMuted}">${escapeHtml(c.signature)}</p>
</div>
</body>
</html>`;
}

function text(c: Copy, name: string, vars: Vars): string {
  const greeting = c.greeting(name);
  const lines = [...(greeting ? [greeting, ''] : []), ...c.paragraphs(vars).flatMap((p) => [p, ''])];
  if (c.button) lines.push(`${c.button}: ${vars.link}`, '');
  if (c.after) lines.push(c.after, '');
  lines.push(`— ${c.signature}`);
  return lines.join('\n');
}

export function renderMail(kind: AccountMailKind, language: Locale, name: string, vars: Vars): RenderedMail {
  const c = copy[kind][language];
  return { kind, language, subject: c.subject, text: text(c, name, vars), html: html(language, c, name, vars) };
}

/**
 * A notice (billing, domains) in the brand's frame shared with the account mails above: ready
 * paragraphs (U+2068…U+2069 runs become <bdi dir="ltr">), one button to `link`, the signature.
 */
export function noticeMail(
  kind: MailKind,
  language: Locale,
  notice: { subject: string; body: readonly string[]; button: string },
  link: string,
): RenderedMail {
  const c: Copy = {
    subject: notice.subject,
    greeting: () => '',
    paragraphs: () => [...notice.body],
    button: notice.button,
    signature: language === 'ar' ? 'فريق ربط' : 'The Rabt team',
  };
  const vars: Vars = { link };
  return { kind, language, subject: c.subject, text: text(c, '', vars), html: html(language, c, '', vars) };
}
