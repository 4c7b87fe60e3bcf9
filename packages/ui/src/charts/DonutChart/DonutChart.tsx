import type { ReactNode } from 'react';
import { Group, Shape } from '@visx/visx';
import { useDirection, useIntl, useT } from '../../i18n/I18nProvider.tsx';
import { vars } from '../../tokens/contract.css.ts';
import { ChartDataTable } from '../shared/ChartDataTable.tsx';
import { ChartEmpty, ChartSkeleton } from '../shared/ChartStates.tsx';
import * as chart from '../shared/chart.css.ts';
import { formatCompact, formatCount, formatShare } from '../shared/format.ts';
import { toneAt, toneColor, type ChartTone } from '../shared/tones.ts';
import * as styles from './DonutChart.css.ts';

export interface DonutDatum {
  /** Stable key (`mobile`, `qr`). */
  key: string;
  /** Name in the legend and the data table. */
  label: string;
  value: number;
  /** Theme tone of the slice. @defaultValue brand, info, caution… in order */
  tone?: ChartTone;
}

export interface DonutChartProps {
  /** Parts of the whole, drawn in the given order clockwise from the top (anticlockwise in Arabic). */
  data: readonly DonutDatum[];
  /** Accessible name and data-table caption ("Clicks by device"). Required. */
  'aria-label': string;
  /** Header of the value column in the data table. @defaultValue t('ui.charts.clicks') */
  valueLabel?: string;
  /** Header of the name column in the data table. @defaultValue t('ui.charts.name') */
  nameLabel?: string;
  /** Text under the total in the centre. @defaultValue t('ui.charts.total') */
  totalLabel?: string;
  /** Diameter in pixels. @defaultValue 180 */
  size?: number;
  /** @defaultValue false */
  loading?: boolean;
  /** @defaultValue t('ui.charts.empty') */
  emptyMessage?: ReactNode;
  'data-testid'?: string;
}

/**
 * Shares of a whole (devices, traffic channels) as a donut with the total in the centre and a
 * legend with counts and percentages. The SVG is an image with a summary name; the numbers are
 * in a table for screen readers.
 */
export function DonutChart({
  data,
  'aria-label': ariaLabel,
  valueLabel,
  nameLabel,
  totalLabel,
  size = 180,
  loading = false,
  emptyMessage,
  'data-testid': testId,
}: DonutChartProps) {
  const t = useT();
  const intl = useIntl();
  const dir = useDirection();

  if (loading) {
    return (
      <div className={chart.root} data-testid={testId}>
        <ChartSkeleton height={size} />
      </div>
    );
  }

  const slices = data
    .filter((datum) => datum.value > 0)
    .map((datum, index) => ({ ...datum, color: toneColor(datum.tone ?? toneAt(index)) }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  if (total <= 0) {
    return (
      <div className={chart.root} data-testid={testId}>
        <ChartEmpty height={size}>{emptyMessage}</ChartEmpty>
      </div>
    );
  }

  const radius = size / 2;
  const thickness = Math.max(14, Math.round(size * 0.14));
  const shareOf = (value: number) => value / total;
  const turn = Math.PI * 2;

  return (
    <div className={chart.root} data-testid={testId}>
      <div className={styles.layout}>
        <div className={styles.figure} style={{ inlineSize: size, blockSize: size }}>
          <svg
            width={size}
            height={size}
            className={styles.svg}
            role="img"
            aria-label={t('ui.charts.donut.summary', { label: ariaLabel, total: formatCount(intl, total) })}
          >
            <Group.Group top={radius} left={radius}>
              <Shape.Pie
                data={slices}
                pieValue={(slice) => slice.value}
                pieSort={null}
                pieSortValues={null}
                // Clockwise from the top in English; anticlockwise in Arabic, the mirror image.
                startAngle={0}
                endAngle={dir === 'rtl' ? -turn : turn}
                outerRadius={radius}
                innerRadius={radius - thickness}
                padAngle={slices.length > 1 ? 0.012 : 0}
              >
                {(pie) =>
                  pie.arcs.map((arc) => (
                    <path
                      key={arc.data.key}
                      d={pie.path(arc) ?? ''}
                      data-key={arc.data.key}
                      style={{ fill: arc.data.color, stroke: vars.color.surface, strokeWidth: 1 }}
                    />
                  ))
                }
              </Shape.Pie>
            </Group.Group>
          </svg>
          <div className={styles.centre} aria-hidden="true">
            <span className={styles.centreValue}>{total >= 100_000 ? formatCompact(intl, total) : formatCount(intl, total)}</span>
            <span className={styles.centreLabel}>{totalLabel ?? t('ui.charts.total')}</span>
          </div>
        </div>
        <ul className={styles.legend} aria-hidden="true">
          {slices.map((slice) => (
            <li key={slice.key} className={styles.legendRow} data-key={slice.key}>
              <span className={chart.swatch} style={{ background: slice.color }} />
              <span className={styles.legendLabel} title={slice.label}>
                {slice.label}
              </span>
              <span className={styles.legendValue}>{formatCount(intl, slice.value)}</span>
              <span className={styles.legendShare}>{formatShare(intl, shareOf(slice.value))}</span>
            </li>
          ))}
        </ul>
      </div>
      <ChartDataTable
        caption={ariaLabel}
        columns={[nameLabel ?? t('ui.charts.name'), valueLabel ?? t('ui.charts.clicks'), t('ui.charts.share')]}
        rows={[
          ...slices.map((slice) => [slice.label, formatCount(intl, slice.value), formatShare(intl, shareOf(slice.value))]),
          [totalLabel ?? t('ui.charts.total'), formatCount(intl, total), formatShare(intl, 1)],
        ]}
      />
    </div>
  );
}
