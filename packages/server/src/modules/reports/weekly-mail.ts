/**
 * The weekly link report mail (decision 115) in the member's language: the week's clicks against
 * the week before, the top links and a way to the analytics page. Arabic mails are complete
 * right-to-left documents; links, dates and titles inside them are isolated so they do not reorder.
 * Numbers use Western digits with grouping in both languages, as the app's analytics pages do.
 */
import type { Locale } from '@rabt/contract';
import { fontStack, palette } from '@rabt/ui/palette';
import { escapeHtml, type RenderedMail } from '../mail/templates.ts';

export interface WeeklyReportLink {
  title: string | null;
  shortUrl: string;
  clicks: number;
}

export interface WeeklyReportVars {
  name: string;
  account: string;
  /** The reported days (UTC), YYYY-MM-DD. */
  from: string;
  to: string;
  clicks: number;
  previousClicks: number;
  top: readonly WeeklyReportLink[];
  /** True when the member may use only some workspaces: the numbers count those only. */
  limited: boolean;
  analyticsUrl: string;
  settingsUrl: string;
}

const ltr = (s: string) => `\u2068${s}\u2069`;
const num = (n: number) => n.toLocaleString('en-US');

/** The change against the week before, in whole percent (null when the week before had none). */
export function changePercent(clicks: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((clicks - previous) / previous) * 100);
}

interface Copy {
  subject: (v: WeeklyReportVars) => string;
  greeting: (v: WeeklyReportVars) => string;
  intro: (v: WeeklyReportVars) => string;
  clicks: (v: WeeklyReportVars) => string;
  limited: string;
  topTitle: string;
  noClicks: string;
  clicksOf: (n: number) => string;
  button: string;
  why: string;
  signature: string;
}

const copy: Record<Locale, Copy> = {
  en: {
    subject: (v) => `Your weekly link report for ${v.account}`,
    greeting: (v) => `Hi ${v.name},`,
    intro: (v) => `Here is how the links of ${v.account} did from ${v.from} to ${v.to} (UTC).`,
    clicks: (v) => {
      const change = changePercent(v.clicks, v.previousClicks);
      const total = v.clicks === 1 ? '1 click' : `${num(v.clicks)} clicks`;
      if (change === null)
        return v.clicks === 0 ? 'No clicks this week, and none the week before.' : `${total} (none the week before).`;
      if (change === 0) return `${total}, the same as the week before.`;
      const way = change > 0 ? 'up' : 'down';
      return `${total}, ${way} ${Math.abs(change)}% from ${num(v.previousClicks)} the week before.`;
    },
    limited: 'Only the links in the workspaces you can use are counted.',
    topTitle: 'Top links',
    noClicks: 'None of the links was clicked this week.',
    clicksOf: (n) => (n === 1 ? '1 click' : `${num(n)} clicks`),
    button: 'Open analytics',
    why: 'You receive this email because the weekly link report is on in your notification settings:',
    signature: 'The Rabt team',
  },
  ar: {
    subject: (v) => `تقرير روابطك الأسبوعي لـ ${v.account}`,
    greeting: (v) => `مرحبًا ${v.name}،`,
    intro: (v) => `إليك أداء روابط ${ltr(v.account)} من ${ltr(v.from)} إلى ${ltr(v.to)} (بالتوقيت العالمي).`,
    clicks: (v) => {
      const change = changePercent(v.clicks, v.previousClicks);
      const total = `النقرات: ${ltr(num(v.clicks))}`;
      if (change === null) {
        return v.clicks === 0 ? `${total}، ولم تكن هناك نقرات في الأسبوع السابق أيضًا.` : `${total} (لا نقرات في الأسبوع السابق).`;
      }
      if (change === 0) return `${total}، مثل الأسبوع السابق.`;
      const way = change > 0 ? 'بزيادة' : 'بانخفاض';
      return `${total}، ${way} ${ltr(`${Math.abs(change)}%`)} عن الأسبوع السابق (${ltr(num(v.previousClicks))}).`;
    },
    limited: 'تُحتسب روابط مساحات العمل المتاحة لك فقط.',
    topTitle: 'أكثر الروابط نقرًا',
    noClicks: 'لم يُنقر أي رابط هذا الأسبوع.',
    clicksOf: (n) => {
      if (n === 1) return 'نقرة واحدة';
      if (n === 2) return 'نقرتان';
      // 3 to 10 (and 103 to 110, …) take the plural; 11 and up the singular.
      return n % 100 >= 3 && n % 100 <= 10 ? `${ltr(num(n))} نقرات` : `${ltr(num(n))} نقرة`;
    },
    button: 'فتح التحليلات',
    why: 'تصلك هذه الرسالة لأن تقرير الروابط الأسبوعي مفعّل في إعدادات الإشعارات:',
    signature: 'فريق ربط',
  },
};

function linkLabel(link: WeeklyReportLink): { title: string | null; url: string } {
  const title = link.title?.trim() ? link.title.trim() : null;
  return { title, url: link.shortUrl };
}

function text(c: Copy, v: WeeklyReportVars): string {
  const lines = [c.greeting(v), '', c.intro(v), '', c.clicks(v), ''];
  if (v.limited) lines.push(c.limited, '');
  lines.push(`${c.topTitle}:`);
  if (v.top.length === 0) lines.push(c.noClicks);
  v.top.forEach((link, i) => {
    const { title, url } = linkLabel(link);
    lines.push(`${i + 1}. ${title ? `${ltr(title)} ${ltr(url)}` : ltr(url)}: ${c.clicksOf(link.clicks)}`);
  });
  lines.push('', `${c.button}: ${v.analyticsUrl}`, '', `${c.why} ${v.settingsUrl}`, '', `— ${c.signature}`);
  return lines.join('\n');
}

/** Escaped, with the plain text's isolate marks turned into left-to-right <bdi>. */
const esc = (s: string) => escapeHtml(s).replace(/\u2068(.*?)\u2069/g, '<bdi dir="ltr">$1</bdi>');

const para = (p: string, style = '') => `<p style="margin:0 0 16px${style}">${esc(p)}</p>`;

function html(language: Locale, c: Copy, v: WeeklyReportVars): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const end = language === 'ar' ? 'left' : 'right';
  const c0 = palette.light;
  const font = fontStack.replaceAll('"', "'");
  const rows = v.top
    .map((link, i) => {
      const { title, url } = linkLabel(link);
      return `<tr><td style="padding:8px 0;border-top:1px solid ${c0.border};vertical-align:top;width:24px">${i + 1}.</td>
<td style="padding:8px 0;border-top:1px solid ${c0.border}">${title ? `<bdi>${escapeHtml(title)}</bdi><br>` : ''}<a href="${escapeHtml(url)}" style="color:${c0.brand.text}"><bdi dir="ltr">${escapeHtml(url)}</bdi></a></td>
<td style="padding:8px 0;border-top:1px solid ${c0.border};text-align:${end};white-space:nowrap;vertical-align:top">${esc(c.clicksOf(link.clicks))}</td></tr>`;
    })
    .join('\n');
  const top =
    v.top.length === 0
      ? para(c.noClicks)
      : `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject(v))}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:${c0.background};font-family:${font};color:${c0.text};text-align:${align}">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:${c0.surface};border:1px solid ${c0.border};border-top:4px solid ${c0.brand.base};border-radius:12px;padding:32px;text-align:${align}">
<p style="margin:0 0 24px;font-weight:700;color:${c0.brand.text}">${language === 'ar' ? 'ربط' : 'Rabt'}</p>
${para(c.greeting(v))}
${para(c.intro(v))}
${para(c.clicks(v), ';font-size:18px;font-weight:600')}
${v.limited ? para(c.limited, `;color:${c0.textMuted}`) : ''}
<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(c.topTitle)}</h2>
${top}
<p style="margin:24px 0"><a href="${escapeHtml(v.analyticsUrl)}" style="background:${c0.brand.base};color:${c0.textOnStrong};padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(c.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${c0.textMuted}">${escapeHtml(c.why)} <a href="${escapeHtml(v.settingsUrl)}" style="color:${c0.textMuted}"><bdi dir="ltr">${escapeHtml(v.settingsUrl)}</bdi></a></p>
<p style="margin:24px 0 0;color:${c0.textMuted}">${escapeHtml(c.signature)}</p>
</div>
</body>
</html>`;
}

export function weeklyReportMail(language: Locale, vars: WeeklyReportVars): RenderedMail {
  const c = copy[language];
  return { kind: 'weekly_report', language, subject: c.subject(vars), text: text(c, vars), html: html(language, c, vars) };
}
