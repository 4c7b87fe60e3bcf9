/**
 * The short domain's public pages (not found, scheduled, expired, password), rendered on the
 * server in the visitor's language (en/ar from Accept-Language, Arabic right-to-left), light or
 * dark by prefers-color-scheme, no external resources, and a CSP that allows only the one inline
 * style below (by hash). Everything a link owner typed goes through escapeHtml.
 */
import { createHash } from 'node:crypto';
import { fontStack, palette } from '@rabt/ui/palette';

export type Locale = 'en' | 'ar';
export type PageKind = 'not_found' | 'scheduled' | 'expired' | 'password' | 'rate_limited' | 'unavailable' | 'unlocked';

// One brand with the app (issue 16 item 19): ui's palette (teal) and font stack, light and dark.
const L = palette.light;
const D = palette.dark;
const vars = (c: typeof L | typeof D) =>
  `--bg:${c.background};--fg:${c.text};--muted:${c.textMuted};--card:${c.surface};--line:${c.border};--accent:${c.brand.base};--on-accent:${c.textOnStrong};--brand:${c.brand.text};--err:${c.critical.text};--focus:${c.focusRing}`;
const CSS = `:root{color-scheme:light dark;${vars(L)}}
@media (prefers-color-scheme:dark){:root{${vars(D)}}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 ${fontStack};padding:1rem}
main{max-width:28rem;width:100%;background:var(--card);border:1px solid var(--line);border-top:4px solid var(--accent);border-radius:12px;padding:2rem}
.brand{margin:0 0 1rem;font-weight:700;color:var(--brand);letter-spacing:.02em}
h1{font-size:1.35rem;margin:0 0 .5rem}p{margin:.25rem 0;color:var(--muted)}form{margin-top:1.25rem;display:grid;gap:.75rem}
label{font-weight:600}input{font:inherit;padding:.6rem .75rem;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--fg)}
button{font:inherit;font-weight:600;padding:.6rem .75rem;border:0;border-radius:8px;background:var(--accent);color:var(--on-accent);cursor:pointer}
input:focus-visible,button:focus-visible{outline:2px solid var(--focus);outline-offset:2px}.err{color:var(--err)}`;

const STYLE_HASH = createHash('sha256').update(CSS).digest('base64');
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const TEXT = {
  en: {
    not_found: { title: 'Link not found', body: 'This short link does not exist or was removed.' },
    scheduled: { title: 'This link is not active yet', body: 'It opens on {date}.' },
    expired: { title: 'This link has expired', body: 'The link’s owner set it to stop working.' },
    password: { title: 'This link is protected', body: 'Enter the password to continue.' },
    rate_limited: { title: 'Too many attempts', body: 'Please wait a few minutes and try again.' },
    unavailable: { title: 'This link is no longer available', body: 'The organisation that owned it has closed its account.' },
    unlocked: { title: 'Opening the link…', body: 'The password is correct.' },
    label: 'Password',
    submit: 'Continue',
    wrong: 'The password is not correct.',
    go: 'Continue to the link',
  },
  ar: {
    not_found: { title: 'الرابط غير موجود', body: 'هذا الرابط المختصر غير موجود أو تمت إزالته.' },
    scheduled: { title: 'هذا الرابط غير مفعّل بعد', body: 'سيُفتح في {date}.' },
    expired: { title: 'انتهت صلاحية هذا الرابط', body: 'أوقف صاحب الرابط عمله.' },
    password: { title: 'هذا الرابط محمي', body: 'أدخل كلمة المرور للمتابعة.' },
    rate_limited: { title: 'محاولات كثيرة', body: 'يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.' },
    unavailable: { title: 'هذا الرابط لم يعد متاحًا', body: 'أغلقت الجهة المالكة له حسابها.' },
    unlocked: { title: 'جارٍ فتح الرابط…', body: 'كلمة المرور صحيحة.' },
    label: 'كلمة المرور',
    submit: 'متابعة',
    wrong: 'كلمة المرور غير صحيحة.',
    go: 'المتابعة إلى الرابط',
  },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The first of en/ar by the client's preference order and q-values; English otherwise. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  let best: Locale = 'en';
  let bestQ = -1;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const base = tag.split('-')[0];
    if ((base === 'ar' || base === 'en') && Number.isFinite(q) && q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best;
}

export interface PageOptions {
  /** Scheduled page: when the link opens (ISO). */
  opensAt?: string;
  /**
   * Password page: whether the last try was wrong. The link's title is deliberately not shown:
   * what a protected link is about is itself behind the password.
   */
  wrongPassword?: boolean;
  /** Unlocked page: where the visitor goes next (after the right password). */
  destination?: string;
}

function formatDate(iso: string, locale: Locale): string {
  return (
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(iso),
    ) + ' UTC'
  );
}

export function renderPage(kind: PageKind, locale: Locale, options: PageOptions = {}): string {
  const t = TEXT[locale];
  const text = t[kind];
  const body =
    kind === 'scheduled' && options.opensAt ? text.body.replace('{date}', formatDate(options.opensAt, locale)) : text.body;
  let extra = '';
  let head = '';
  if (kind === 'unlocked' && options.destination) {
    // A navigation by meta refresh, not a redirect of the form's POST: CSP form-action applies to
    // a form submission and every redirect it follows, so a 303 to another origin was blocked by
    // 'self' in Chromium. The link is there for browsers that do not refresh.
    const href = escapeHtml(options.destination);
    head = `<meta http-equiv="refresh" content="0;url=${href}">`;
    extra = `<p><a href="${href}" dir="ltr">${t.go}</a></p>`;
  }
  if (kind === 'password') {
    const wrong = options.wrongPassword ? `<p class="err" role="alert">${t.wrong}</p>` : '';
    // No action attribute: the form posts back to this very short URL.
    extra = `<form method="post">${wrong}<label for="p">${t.label}</label><input id="p" name="password" type="password" autocomplete="current-password" required autofocus><button type="submit">${t.submit}</button></form>`;
  }
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${head}<title>${text.title}</title><style>${CSS}</style></head><body><main><p class="brand">${locale === 'ar' ? 'ربط' : 'Rabt'}</p><h1>${text.title}</h1><p>${escapeHtml(body)}</p>${extra}</main></body></html>`;
}
