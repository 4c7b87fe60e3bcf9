/**
 * The public card page as one HTML string: mobile first (a single column up to 900 px, card and QR
 * side by side above), in the card's language (Arabic right to left, numbers, e-mails and URLs kept
 * left to right inside), light or dark by the visitor's prefers-color-scheme, in the company's
 * brand colours and the card's theme. No external resources; the only style and the only script
 * are inline (the server allows them by their hashes in the page's CSP). Everything a user typed
 * goes through escapeHtml.
 *
 * A pure function with no server or DOM dependency, so the server serves it and the screens
 * package renders it in stories (decision 094).
 */
import { cardDisplayName, type CardLanguage, type LabelledValue } from '../cards.ts';
import type { CardTheme } from '../companies.ts';
import { phoneForms } from '../contact.ts';
import { escapeHtml } from './html.ts';

export interface PageCard {
  slug: string;
  language: CardLanguage;
  theme: CardTheme;
  prefix: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  pronouns: string | null;
  job_title: string;
  department: string;
  company_name: string;
  company_address: string | null;
  company_website: string | null;
  brand_color: string;
  accent_color: string;
  websites: LabelledValue[];
  emails: LabelledValue[];
  phones: LabelledValue[];
  mobile: string | null;
  slogan: string | null;
  has_photo: boolean;
  has_logo: boolean;
  /** Absolute URL of the card page (what Share shares). */
  public_url: string;
  /** Show "Add to Apple Wallet" (pass certificates are configured). */
  wallet?: boolean;
  /** Show "Add to Google Wallet" (a Google service account is configured). */
  google_wallet?: boolean;
  /**
   * Where the page's images come from; by default its own addresses on the short domain
   * (`/c/<slug>/photo.jpg`, `/logo.jpg`, `/qr.svg`). Stories pass data URLs.
   */
  assets?: { photo?: string; logo?: string; qr?: string };
}

const TEXT = {
  en: {
    save: 'Save contact',
    call: 'Call',
    email: 'Email',
    website: 'Website',
    share: 'Share',
    wallet: 'Add to Apple Wallet',
    googleWallet: 'Add to Google Wallet',
    copied: 'Link copied',
    scan: 'Scan to open this card',
    phones: 'Phone',
    mobile: 'Mobile',
    emails: 'Email',
    websites: 'Web',
    company: 'Company',
    photo: 'Photo of {name}',
    logo: '{company} logo',
    qr: 'QR code of this card',
    footer: 'Digital business card by Rabt',
  },
  ar: {
    save: 'حفظ جهة الاتصال',
    call: 'اتصال',
    email: 'بريد إلكتروني',
    website: 'الموقع',
    share: 'مشاركة',
    wallet: 'إضافة إلى Apple Wallet',
    googleWallet: 'إضافة إلى محفظة Google',
    copied: 'تم نسخ الرابط',
    scan: 'امسح الرمز لفتح هذه البطاقة',
    phones: 'الهاتف',
    mobile: 'الجوال',
    emails: 'البريد الإلكتروني',
    websites: 'الويب',
    company: 'الشركة',
    photo: 'صورة {name}',
    logo: 'شعار {company}',
    qr: 'رمز QR لهذه البطاقة',
    footer: 'بطاقة أعمال رقمية من ربط',
  },
} as const;

/** Text on a brand-coloured surface: black or white, whichever contrasts more (WCAG luminance). */
export function contrastText(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#111111' : '#ffffff';
}

/**
 * Share (Web Share API, else copy the link), and phone numbers in the viewer's format: a number
 * from the country of the browser's region (ar-SA → SA) is shown in its national form.
 */
export const CARD_PAGE_SCRIPT = `(function(){var r=null;(navigator.languages||[navigator.language]).some(function(l){var m=/-([A-Za-z]{2})(?:-|$)/.exec(l||'');if(m){r=m[1].toUpperCase();}return !!m;});if(r){document.querySelectorAll('[data-cc]').forEach(function(e){if(e.getAttribute('data-cc')===r){e.textContent=e.getAttribute('data-national');}});}})();document.querySelectorAll('[data-share]').forEach(function(b){b.hidden=false;b.addEventListener('click',function(){var u=b.getAttribute('data-share');if(navigator.share){navigator.share({title:document.title,url:u}).catch(function(){});}else if(navigator.clipboard){navigator.clipboard.writeText(u).then(function(){var s=document.getElementById('shared');if(s){s.hidden=false;}});}});});`;

function css(card: PageCard): string {
  const on = contrastText(card.brand_color);
  const band =
    card.theme === 'modern'
      ? `linear-gradient(135deg,${card.brand_color},${card.accent_color})`
      : card.theme === 'minimal'
        ? 'transparent'
        : card.brand_color;
  return `:root{color-scheme:light dark;--brand:${card.brand_color};--accent:${card.accent_color};--on-brand:${on};--bg:#f4f4f6;--fg:#17171b;--muted:#5a5a66;--card:#fff;--line:#e0e0e6;--btn:#ececf1}
@media (prefers-color-scheme:dark){:root{--bg:#111114;--fg:#ededf2;--muted:#a6a6b2;--card:#1c1c21;--line:#33333b;--btn:#2a2a31}}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,"Noto Sans Arabic",sans-serif}
.wrap{max-width:56rem;margin:0 auto;padding:0 0 2rem;display:grid;gap:1.5rem}
.card{background:var(--card);overflow:hidden;border-block-end:1px solid var(--line)}
.band{background:${band};min-height:${card.theme === 'minimal' ? '1rem' : '7rem'};display:flex;justify-content:flex-end;align-items:flex-start;padding:1rem}
.logo{inline-size:3rem;block-size:3rem;border-radius:.5rem;background:#fff;object-fit:contain}
.who{padding:0 1.25rem 1.25rem;margin-block-start:${card.theme === 'minimal' ? '0' : '-3.5rem'}}
.photo{inline-size:7rem;block-size:7rem;border-radius:50%;border:4px solid var(--card);object-fit:cover;background:var(--btn)}
.initials{display:grid;place-items:center;font-size:2.25rem;font-weight:700;color:var(--on-brand);background:var(--brand)}
h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 0}.pronouns{color:var(--muted);font-size:.95rem;font-weight:400}
.role{margin:.25rem 0 0;font-weight:600}.org{margin:0;color:var(--muted)}.slogan{margin:.75rem 0 0;font-style:italic;color:var(--muted)}
.actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(5.5rem,1fr));gap:.5rem;padding:0 1.25rem 1.25rem}
.btn{display:flex;align-items:center;justify-content:center;min-block-size:3rem;padding:.5rem .75rem;border-radius:.75rem;background:var(--btn);color:var(--fg);text-decoration:none;font:inherit;font-weight:600;border:0;cursor:pointer;text-align:center}
.btn.primary{grid-column:1/-1;background:var(--brand);color:var(--on-brand)}
.btn:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
dl{margin:0;padding:0 1.25rem 1.25rem;display:grid;gap:.75rem}dt{font-size:.8rem;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
dd{margin:0;overflow-wrap:anywhere}dd a{color:inherit}.lbl{color:var(--muted);font-size:.85rem;margin-inline-start:.5rem}
.qr{background:var(--card);padding:1.25rem;text-align:center;border-block:1px solid var(--line)}.qr img{inline-size:12rem;block-size:12rem;background:#fff;padding:.5rem;border-radius:.5rem}
.qr p{margin:.5rem 0 0;color:var(--muted)}#shared{text-align:center;color:var(--muted);margin:0}footer{text-align:center;color:var(--muted);font-size:.85rem}
@media (min-width:900px){.wrap{grid-template-columns:minmax(0,1fr) 18rem;padding:2rem 1rem;align-items:start}.card,.qr{border:1px solid var(--line);border-radius:1rem}footer{grid-column:1/-1}}`;
}

const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

interface Entry {
  href: string;
  text: string;
  label: string;
  /** Phones: the number's country and national form (the script shows it to that country's viewers). */
  phone?: { country: string; national: string };
}

function entryText(i: Entry): string {
  if (!i.phone) return ltr(i.text);
  return `<bdi dir="ltr" data-cc="${escapeHtml(i.phone.country)}" data-national="${escapeHtml(i.phone.national)}">${escapeHtml(i.text)}</bdi>`;
}

function phoneEntry(e164: string, label: string): Entry {
  const forms = phoneForms(e164);
  return {
    href: `tel:${e164}`,
    text: forms.international,
    label,
    ...(forms.country ? { phone: { country: forms.country, national: forms.national } } : {}),
  };
}

function entries(title: string, items: Entry[]): string {
  if (items.length === 0) return '';
  const rows = items
    .map(
      (i) =>
        `<dd><a href="${escapeHtml(i.href)}"${i.href.startsWith('http') ? ' rel="noopener" target="_blank"' : ''}>${entryText(i)}</a>${
          i.label ? `<span class="lbl">${escapeHtml(i.label)}</span>` : ''
        }</dd>`,
    )
    .join('');
  return `<dt>${title}</dt>${rows}`;
}

const displayUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

export interface CardPageHtml {
  html: string;
  /** The page's only inline style and script, for the server's CSP hashes. */
  style: string;
  script: string;
}

export function renderCardPageHtml(card: PageCard): CardPageHtml {
  const t = TEXT[card.language];
  const style = css(card);
  const name = cardDisplayName(card);
  const base = `/c/${card.slug}`;
  const initials = `${[...card.first_name][0] ?? ''}${[...card.last_name][0] ?? ''}`;
  const photo = card.has_photo
    ? `<img class="photo" src="${escapeHtml(card.assets?.photo ?? `${base}/photo.jpg`)}" alt="${escapeHtml(t.photo.replace('{name}', name))}" width="112" height="112">`
    : `<div class="photo initials" aria-hidden="true">${escapeHtml(initials)}</div>`;
  const logo = card.has_logo
    ? `<img class="logo" src="${escapeHtml(card.assets?.logo ?? `${base}/logo.jpg`)}" alt="${escapeHtml(t.logo.replace('{company}', card.company_name))}" width="48" height="48">`
    : '';
  const callTarget = card.mobile ?? card.phones[0]?.value ?? null;
  const emailTarget = card.emails[0]?.value ?? null;
  const siteTarget = card.websites[0]?.value ?? card.company_website;
  const actions = [
    `<a class="btn primary" href="${base}.vcf" download>${t.save}</a>`,
    callTarget ? `<a class="btn" href="tel:${escapeHtml(callTarget)}">${t.call}</a>` : '',
    emailTarget ? `<a class="btn" href="mailto:${escapeHtml(emailTarget)}">${t.email}</a>` : '',
    siteTarget ? `<a class="btn" href="${escapeHtml(siteTarget)}" rel="noopener" target="_blank">${t.website}</a>` : '',
    card.wallet ? `<a class="btn" href="${base}.pkpass">${t.wallet}</a>` : '',
    card.google_wallet ? `<a class="btn" href="${base}/google-wallet" rel="noopener">${t.googleWallet}</a>` : '',
    `<button class="btn" type="button" data-share="${escapeHtml(card.public_url)}" hidden>${t.share}</button>`,
  ].join('');
  const phoneItems = [
    ...(card.mobile ? [phoneEntry(card.mobile, t.mobile)] : []),
    ...card.phones.map((p) => phoneEntry(p.value, p.label)),
  ];
  const details = [
    entries(t.phones, phoneItems),
    entries(
      t.emails,
      card.emails.map((e) => ({ href: `mailto:${e.value}`, text: e.value, label: e.label })),
    ),
    entries(
      t.websites,
      card.websites.map((w) => ({ href: w.value, text: displayUrl(w.value), label: w.label })),
    ),
    card.company_address || card.company_website
      ? `<dt>${t.company}</dt><dd>${escapeHtml(card.company_name)}</dd>${card.company_address ? `<dd>${escapeHtml(card.company_address)}</dd>` : ''}${
          card.company_website
            ? `<dd><a href="${escapeHtml(card.company_website)}" rel="noopener" target="_blank">${ltr(displayUrl(card.company_website))}</a></dd>`
            : ''
        }`
      : '',
  ].join('');
  const pronouns = card.pronouns ? ` <span class="pronouns">(${escapeHtml(card.pronouns)})</span>` : '';
  const html = `<!doctype html><html lang="${card.language}" dir="${card.language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><meta name="theme-color" content="${card.brand_color}"><title>${escapeHtml(name)} · ${escapeHtml(card.company_name)}</title><meta property="og:title" content="${escapeHtml(name)}"><meta property="og:description" content="${escapeHtml(`${card.job_title} · ${card.company_name}`)}"><style>${style}</style></head><body><div class="wrap"><main class="card"><div class="band">${logo}</div><div class="who">${photo}<h1>${escapeHtml(name)}${pronouns}</h1><p class="role">${escapeHtml(card.job_title)} · ${escapeHtml(card.department)}</p><p class="org">${escapeHtml(card.company_name)}</p>${
    card.slogan ? `<p class="slogan">${escapeHtml(card.slogan)}</p>` : ''
  }</div><div class="actions">${actions}</div><p id="shared" role="status" hidden>${t.copied}</p><dl>${details}</dl></main><aside class="qr"><img src="${escapeHtml(card.assets?.qr ?? `${base}/qr.svg`)}" alt="${t.qr}" width="192" height="192"><p>${t.scan}</p></aside><footer>${t.footer}</footer></div><script>${CARD_PAGE_SCRIPT}</script></body></html>`;
  return { html, style, script: CARD_PAGE_SCRIPT };
}
