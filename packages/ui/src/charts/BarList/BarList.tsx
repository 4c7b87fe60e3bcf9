import type { ReactNode } from 'react';
import { useIntl, useT } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { ChartDataTable } from '../shared/ChartDataTable.tsx';
import { ChartEmpty } from '../shared/ChartStates.tsx';
import * as chart from '../shared/chart.css.ts';
import { formatCount, formatShare } from '../shared/format.ts';
import { toneColor, type ChartTone } from '../shared/tones.ts';
import * as styles from './BarList.css.ts';

export interface BarListItem {
  /** Stable key (a domain, a country code, a channel id). */
  key: string;
  /** Shown text; long labels are truncated with an ellipsis (the full text is in the title). */
  label: string;
  value: number;
  /** Optional icon or flag before the label, e.g. a favicon or a country badge. Decorative. */
  icon?: ReactNode;
}

export interface BarListProps {
  /** Rows; shown largest first. */
  items: readonly BarListItem[];
  /** Accessible name and data-table caption ("Top referrers"). Required: a list of numbers needs a name. */
  'aria-label': string;
  /** Header of the name column in the data table. @defaultValue t('ui.charts.name') */
  nameLabel?: string;
  /** Header of the value column in the data table. @defaultValue t('ui.charts.clicks') */
  valueLabel?: string;
  /** Rows shown before "Show all"; the data table always has every row. @defaultValue 5 */
  maxItems?: number;
  /** Called by the "Show all (n)" button, shown only when there are more items than `maxItems`. */
  onShowAll?: () => void;
  /** The whole that shares are taken of. @defaultValue the sum of `items` */
  total?: number;
  /** Colour of the bars. @defaultValue 'brand' */
  tone?: ChartTone;
  /** @defaultValue false */
  loading?: boolean;
  /** @defaultValue t('ui.charts.empty') */
  emptyMessage?: ReactNode;
  'data-testid'?: string;
}

/**
 * A ranked list of horizontal bars with label, value and share: top referrers, countries,
 * browsers. Bars grow from the inline start, so they mirror in Arabic.
 */
export function BarList({
  items,
  'aria-label': ariaLabel,
  nameLabel,
  valueLabel,
  maxItems = 5,
  onShowAll,
  total,
  tone = 'brand',
  loading = false,
  emptyMessage,
  'data-testid': testId,
}: BarListProps) {
  const t = useT();
  const intl = useIntl();

  if (loading) {
    return (
      <div className={chart.root} data-testid={testId} role="status" aria-busy="true" data-state="loading">
        <span className={chart.visuallyHidden}>{t('ui.charts.loading')}</span>
        <div className={styles.list} aria-hidden="true">
          {[100, 78, 60, 44, 30].slice(0, Math.max(1, maxItems)).map((width) => (
            <div key={width} className={styles.skeletonRow} style={{ inlineSize: `${width}%` }} />
          ))}
        </div>
      </div>
    );
  }

  const sorted = items.toSorted((a, b) => b.value - a.value);
  const sum = total ?? sorted.reduce((acc, item) => acc + item.value, 0);
  const max = sorted[0]?.value ?? 0;
  if (sorted.length === 0 || max <= 0) {
    return (
      <div className={chart.root} data-testid={testId}>
        <ChartEmpty height={160}>{emptyMessage}</ChartEmpty>
      </div>
    );
  }

  const shown = sorted.slice(0, Math.max(1, maxItems));
  const hiddenCount = sorted.length - shown.length;
  const color = toneColor(tone);
  const shareOf = (value: number) => (sum > 0 ? value / sum : 0);

  return (
    <div className={chart.root} data-testid={testId}>
      {/* The bars are a picture of the table below it, which screen readers read instead. */}
      <ul className={styles.list} aria-hidden="true">
        {shown.map((item) => (
          <li key={item.key} className={styles.row} data-key={item.key}>
            <span
              className={styles.bar}
              style={{ inlineSize: `${(item.value / max) * 100}%`, background: `color-mix(in srgb, ${color} 18%, transparent)` }}
            />
            <span className={styles.label} title={item.label}>
              {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
              <span className={styles.labelText}>{item.label}</span>
            </span>
            <span className={styles.numbers}>
              <span className={styles.value}>{formatCount(intl, item.value)}</span>
              <span className={styles.share}>{formatShare(intl, shareOf(item.value))}</span>
            </span>
          </li>
        ))}
      </ul>
      <ChartDataTable
        caption={ariaLabel}
        columns={[nameLabel ?? t('ui.charts.name'), valueLabel ?? t('ui.charts.clicks'), t('ui.charts.share')]}
        rows={sorted.map((item) => [item.label, formatCount(intl, item.value), formatShare(intl, shareOf(item.value))])}
      />
      {onShowAll && hiddenCount > 0 ? (
        <div className={styles.footer}>
          <Button variant="ghost" size="small" onClick={onShowAll}>
            {t('ui.charts.showAll', { count: formatCount(intl, sorted.length) })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
