import type { CSSProperties } from 'react';
import {
  cardDisplayName,
  formatPhone,
  normalizePhone,
  type CardLanguage,
  type CardTheme,
  type LabelledValue,
} from '@rabt/contract';
import en from '../messages.en.json';
import ar from '../messages.ar.json';
import * as styles from './CardPreview.css.ts';

export interface CardPreviewData {
  language: CardLanguage;
  theme: CardTheme;
  prefix?: string | null;
  first_name: string;
  last_name: string;
  suffix?: string | null;
  pronouns?: string | null;
  job_title: string;
  department: string;
  company_name: string;
  brand_color: string;
  accent_color: string;
  logo_url?: string | null;
  photo_url?: string | null;
  websites: readonly LabelledValue[];
  emails: readonly LabelledValue[];
  phones: readonly LabelledValue[];
  mobile?: string | null;
  slogan?: string | null;
}

export interface CardPreviewProps {
  card: CardPreviewData;
  /** Accessible name of the preview region. */
  'aria-label'?: string;
  className?: string;
  /**
   * The viewer's region (ISO 3166, e.g. SA): numbers typed in its national form are read, and
   * numbers from it shown, nationally (050 123 4567); others internationally, like the public page.
   */
  viewerCountry?: string | undefined;
}

const catalogues = { en, ar } as const;

/**
 * A catalogue entry as text. The preview reads its own catalogue in the card's language (not the
 * reader's), and production builds precompile catalogues to ICU ASTs (decision 051): join the
 * literal parts back, or React would be handed AST objects (React error #31).
 */
function plainMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  return value.map((part: unknown) => (part && typeof part === 'object' && 'value' in part ? String(part.value) : '')).join('');
}

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline. */
const varName = (ref: string) => ref.replace(/^var\((.*)\)$/, '$1');

/** Black or white text on the brand colour, whichever contrasts more. */
export function onColor(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#111111' : '#ffffff';
}

const shownPhone = (value: string, viewerCountry: string | undefined) => {
  const e164 = normalizePhone(value, viewerCountry);
  return e164 ? formatPhone(e164, viewerCountry) : value;
};

/**
 * The card as visitors will see it, in the card's own language and direction (not the app's):
 * what the public page shows, drawn from the form's current values.
 */
export function CardPreview({ card, className, viewerCountry, ...rest }: CardPreviewProps) {
  const text = catalogues[card.language] as Record<string, unknown>;
  const tr = (id: string) => plainMessage(text[`screens.cards.preview.${id}`]) ?? id;
  const name = cardDisplayName({
    prefix: card.prefix ?? null,
    first_name: card.first_name.trim(),
    last_name: card.last_name.trim(),
    suffix: card.suffix ?? null,
  });
  const initials = `${[...card.first_name.trim()][0] ?? ''}${[...card.last_name.trim()][0] ?? ''}`;
  const role = [card.job_title.trim(), card.department.trim()].filter(Boolean).join(' · ');
  const phones = [
    ...(card.mobile?.trim() ? [{ label: plainMessage(text['screens.cards.field.mobile']) ?? '', value: card.mobile }] : []),
    ...card.phones.filter((p) => p.value.trim()),
  ];
  const emails = card.emails.filter((e) => e.value.trim());
  const websites = card.websites.filter((w) => w.value.trim());
  const vars = {
    [varName(styles.brand)]: card.brand_color,
    [varName(styles.accent)]: card.accent_color,
    [varName(styles.onBrand)]: onColor(card.brand_color),
  } as CSSProperties;
  return (
    <article
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={vars}
      lang={card.language}
      dir={card.language === 'ar' ? 'rtl' : 'ltr'}
      data-testid="card-preview"
      aria-label={rest['aria-label']}
    >
      <div className={styles.band} data-theme={card.theme}>
        {card.logo_url ? <img className={styles.logo} src={card.logo_url} alt="" /> : null}
      </div>
      <div className={styles.who}>
        {card.photo_url ? (
          <img className={styles.photo} src={card.photo_url} alt="" />
        ) : (
          <span className={styles.photo} aria-hidden="true">
            {initials}
          </span>
        )}
        <p className={styles.name}>
          {name || <span className={styles.placeholder}>{tr('namePlaceholder')}</span>}
          {card.pronouns?.trim() ? <span className={styles.placeholder}> ({card.pronouns.trim()})</span> : null}
        </p>
        <p className={styles.role}>{role || <span className={styles.placeholder}>{tr('rolePlaceholder')}</span>}</p>
        {card.company_name ? <p className={styles.muted}>{card.company_name}</p> : null}
        {card.slogan?.trim() ? <p className={styles.slogan}>{card.slogan.trim()}</p> : null}
      </div>
      <div className={styles.actions} aria-hidden="true">
        <span className={styles.primary}>{tr('save')}</span>
        <span className={styles.action}>{tr('call')}</span>
        <span className={styles.action}>{tr('email')}</span>
        <span className={styles.action}>{tr('website')}</span>
      </div>
      {phones.length + emails.length + websites.length > 0 ? (
        <ul className={styles.details}>
          {phones.map((p, i) => (
            <li key={`p${i}`} className={styles.row}>
              <bdi dir="ltr">{shownPhone(p.value, viewerCountry)}</bdi>
              {p.label ? <span className={styles.label}>{p.label}</span> : null}
            </li>
          ))}
          {emails.map((e, i) => (
            <li key={`e${i}`} className={styles.row}>
              <bdi dir="ltr">{e.value.trim()}</bdi>
              {e.label ? <span className={styles.label}>{e.label}</span> : null}
            </li>
          ))}
          {websites.map((w, i) => (
            <li key={`w${i}`} className={styles.row}>
              <bdi dir="ltr">{w.value.trim().replace(/^https?:\/\//, '')}</bdi>
              {w.label ? <span className={styles.label}>{w.label}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
