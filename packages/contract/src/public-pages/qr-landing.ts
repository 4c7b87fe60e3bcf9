/**
 * The public landing page of a PDF or image QR code (`/_qr/<token>` on the short domain): a pure
 * function with no server or DOM dependency, so the server serves it and the screens package
 * renders it in stories (decision 094). No external resources; the only style is inline.
 */
import { escapeHtml } from './html.ts';

export type LandingLocale = 'en' | 'ar';

/** The page's only inline style (the server allows it by its hash). */
export const QR_LANDING_CSS = `:root{color-scheme:light dark;--bg:#f7f7f8;--fg:#1b1b1f;--muted:#5c5c66;--card:#fff;--line:#dcdce0;--accent:#3b5bdb;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#141417;--fg:#ececf1;--muted:#a3a3ad;--card:#1f1f24;--line:#34343b;--accent:#91a7ff;--on-accent:#141417}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;padding:1rem;display:grid;place-items:center}
main{max-width:32rem;width:100%;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.25rem;display:grid;gap:1rem}
h1{font-size:1.25rem;margin:0;overflow-wrap:anywhere}p{margin:0;color:var(--muted);overflow-wrap:anywhere}img{display:block;max-width:100%;height:auto;border-radius:8px;margin-inline:auto}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}a.btn{flex:1 1 10rem;text-align:center;font-weight:600;padding:.75rem 1rem;border-radius:8px;text-decoration:none;background:var(--accent);color:var(--on-accent)}
a.btn.alt{background:transparent;color:var(--accent);border:1px solid var(--line)}a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}`;

const TEXT = {
  en: {
    download: 'Download',
    open: 'Open',
    pdf: 'PDF document',
    image: 'Image',
    missing: 'This file is no longer available.',
    missingTitle: 'File not found',
  },
  ar: {
    download: 'تنزيل',
    open: 'فتح',
    pdf: 'مستند PDF',
    image: 'صورة',
    missing: 'هذا الملف لم يعد متاحًا.',
    missingTitle: 'الملف غير موجود',
  },
} as const;

function formatSize(bytes: number, locale: LandingLocale): string {
  const units = locale === 'ar' ? ['بايت', 'ك.ب', 'م.ب'] : ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale === 'ar' ? 'ar' : 'en', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

function shell(locale: LandingLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${QR_LANDING_CSS}</style></head><body><main>${body}</main></body></html>`;
}

export interface LandingFile {
  token: string;
  /** The code's name: the page's heading. */
  title: string;
  fileName: string;
  mime: string;
  size: number;
  /** The image preview's address; by default the file's own (`/_qr/<token>/file`). Stories pass a data URL. */
  previewSrc?: string;
}

/** The landing page of a PDF or image code. */
export function renderLanding(file: LandingFile, locale: LandingLocale): string {
  const t = TEXT[locale];
  const base = `/_qr/${file.token}/file`;
  const isPdf = file.mime === 'application/pdf';
  const preview = isPdf ? '' : `<img src="${escapeHtml(file.previewSrc ?? base)}" alt="${escapeHtml(file.title)}">`;
  // File name and size isolated (decision 027): a Latin name beside an Arabic unit must not reorder.
  const meta = `<p>${isPdf ? t.pdf : t.image} · <bdi>${escapeHtml(file.fileName)}</bdi> · <bdi>${formatSize(file.size, locale)}</bdi></p>`;
  const actions = `<div class="actions"><a class="btn" href="${base}?download=1" download>${t.download}</a>${isPdf ? `<a class="btn alt" href="${base}">${t.open}</a>` : ''}</div>`;
  return shell(locale, file.title, `<h1>${escapeHtml(file.title)}</h1>${preview}${meta}${actions}`);
}

/** The page for a token that is unknown, replaced or deleted. */
export function renderLandingMissing(locale: LandingLocale): string {
  const t = TEXT[locale];
  return shell(locale, t.missingTitle, `<h1>${t.missingTitle}</h1><p>${t.missing}</p>`);
}
