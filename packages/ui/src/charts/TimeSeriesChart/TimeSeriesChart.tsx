import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Axis, Curve, Grid, Group, Scale, Shape } from '@visx/visx';
import { useDirection, useIntl, useT, type Direction } from '../../i18n/I18nProvider.tsx';
import { vars } from '../../tokens/contract.css.ts';
import { fontFamily } from '../../tokens/scale.ts';
import { ChartDataTable } from '../shared/ChartDataTable.tsx';
import { ChartEmpty, ChartSkeleton } from '../shared/ChartStates.tsx';
import * as chart from '../shared/chart.css.ts';
import { addDays, formatCompact, formatCount, formatDayLong, formatDayShort, parseIsoDay } from '../shared/format.ts';
import { toneAt, toneColor, type ChartTone } from '../shared/tones.ts';
import { MeasuredWidth } from '../shared/MeasuredWidth.tsx';
import * as styles from './TimeSeriesChart.css.ts';

export const timeSeriesTypes = ['area', 'line'] as const;
export type TimeSeriesType = (typeof timeSeriesTypes)[number];

/** One day of the chart: an ISO day and a count per series key. */
export interface TimeSeriesDatum {
  /** ISO day, `'2026-03-14'`. Days are read and formatted in UTC, so no time zone moves them. */
  date: string;
  /** Count per series key; a missing key counts as 0. */
  values: Readonly<Record<string, number>>;
}

export interface TimeSeriesSeries {
  /** Key into each datum's `values`. */
  key: string;
  /** Name in the legend, the tooltip and the data table ("Clicks", "QR scans"). */
  label: string;
  /** Theme tone of the line. @defaultValue brand, info, caution… in series order */
  tone?: ChartTone;
}

export interface TimeSeriesChartProps {
  /** One entry per day, oldest first. Give every day of the period, zeros included. */
  data: readonly TimeSeriesDatum[];
  /** The lines to draw; more than one shows a legend. */
  series: readonly TimeSeriesSeries[];
  /** @defaultValue 'area' */
  type?: TimeSeriesType;
  /** Height of the plot in pixels; the width follows the container. @defaultValue 240 */
  height?: number;
  /** Shows the skeleton instead of the chart. @defaultValue false */
  loading?: boolean;
  /** Accessible name of the chart and caption of its data table. @defaultValue t('ui.charts.timeSeries.label') */
  'aria-label'?: string;
  /** Shown when there is no data or every count is 0. @defaultValue t('ui.charts.empty') */
  emptyMessage?: ReactNode;
  'data-testid'?: string;
}

/** `side` leaves room for half a date label at the far end of the time axis. */
const MARGIN = { top: 16, bottom: 28, side: 24, axisGap: 8 } as const;
const TICK_FONT_SIZE = 11;
/** Rough width of one tick-label character; the axis gutter is sized from it. */
const CHAR_WIDTH = 7;

interface Prepared {
  dates: Date[];
  series: Array<TimeSeriesSeries & { color: string }>;
  values: number[][];
  max: number;
}

function prepare(data: readonly TimeSeriesDatum[], series: readonly TimeSeriesSeries[]): Prepared {
  const withColor = series.map((s, index) => ({ ...s, color: toneColor(s.tone ?? toneAt(index)) }));
  const values = data.map((datum) => series.map((s) => datum.values[s.key] ?? 0));
  return {
    dates: data.map((datum) => parseIsoDay(datum.date)),
    series: withColor,
    values,
    max: Math.max(0, ...values.flat()),
  };
}

/**
 * Counts per day as a line or area chart (visits, clicks, scans). The width follows the
 * container; time runs right to left in Arabic with the value axis on the right. The chart is
 * one tab stop: arrow keys move between days and the tooltip shows the day and its values.
 * Screen readers also get every number in a hidden table.
 */
export function TimeSeriesChart({
  data,
  series,
  type = 'area',
  height = 240,
  loading = false,
  emptyMessage,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: TimeSeriesChartProps) {
  const t = useT();
  const intl = useIntl();
  const label = ariaLabel ?? t('ui.charts.timeSeries.label');
  const prepared = useMemo(() => prepare(data, series), [data, series]);

  if (loading) {
    return (
      <div className={chart.root} data-testid={testId}>
        <ChartSkeleton height={height} />
      </div>
    );
  }
  if (prepared.dates.length === 0 || prepared.max === 0) {
    return (
      <div className={chart.root} data-testid={testId}>
        <ChartEmpty height={height}>{emptyMessage}</ChartEmpty>
      </div>
    );
  }

  const rows = prepared.dates.map((date, index) => [
    formatDayLong(intl, date),
    ...prepared.series.map((_, s) => formatCount(intl, prepared.values[index]?.[s] ?? 0)),
  ]);

  return (
    <div className={chart.root} data-testid={testId}>
      <div style={{ blockSize: height }}>
        <MeasuredWidth>
          {(width) =>
            // Render nothing until measured: a 0×0 chart would flash a collapsed SVG.
            width > 0 ? <Plot prepared={prepared} width={width} height={height} type={type} label={label} /> : null
          }
        </MeasuredWidth>
      </div>
      {prepared.series.length > 1 ? (
        <ul className={chart.legend} aria-hidden="true">
          {prepared.series.map((s) => (
            <li key={s.key} className={chart.legendItem}>
              <span className={chart.swatch} style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <ChartDataTable caption={label} columns={[t('ui.charts.date'), ...prepared.series.map((s) => s.label)]} rows={rows} />
    </div>
  );
}

interface PlotProps {
  prepared: Prepared;
  width: number;
  height: number;
  type: TimeSeriesType;
  label: string;
}

/**
 * Moves the active day by a key press, as a slider does: arrows by a day (ArrowLeft goes forward
 * in time in right-to-left layouts, where time runs leftwards), PageUp/PageDown by a week,
 * Home/End to the first/last day.
 */
function nextIndex(key: string, current: number | null, count: number, dir: Direction): number | null {
  const last = count - 1;
  const from = current ?? last;
  const step: Record<string, number> = {
    ArrowUp: 1,
    ArrowDown: -1,
    ArrowRight: dir === 'rtl' ? -1 : 1,
    ArrowLeft: dir === 'rtl' ? 1 : -1,
    PageUp: 7,
    PageDown: -7,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  const delta = step[key];
  return delta === undefined ? current : Math.min(last, Math.max(0, from + delta));
}

function Plot({ prepared, width, height, type, label }: PlotProps) {
  const intl = useIntl();
  const t = useT();
  const dir = useDirection();
  const hintId = useId();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const { dates, values, max } = prepared;
  const count = dates.length;
  const rtl = dir === 'rtl';

  const yScale = useMemo(
    () => Scale.scaleLinear<number>({ domain: [0, max * 1.08], range: [height - MARGIN.bottom, MARGIN.top], nice: 4 }),
    [max, height],
  );
  const yTicks = yScale.ticks(4);
  const axisWidth =
    Math.ceil(Math.max(...yTicks.map((tick) => formatCompact(intl, tick).length)) * CHAR_WIDTH) + MARGIN.axisGap + 4;
  // The value axis sits at the inline start: on the left in English, on the right in Arabic.
  const plotStart = rtl ? MARGIN.side : axisWidth;
  const plotEnd = rtl ? width - axisWidth : width - MARGIN.side;
  const innerWidth = Math.max(1, plotEnd - plotStart);

  const xScale = useMemo(() => {
    const first = dates[0] ?? new Date(0);
    const last = dates[dates.length - 1] ?? first;
    // One day alone would be a zero-width domain: pad it by a day each side so the point is centred.
    const domain = first.getTime() === last.getTime() ? [addDays(first, -1), addDays(first, 1)] : [first, last];
    // Time runs toward the inline end: right in English, left in Arabic.
    return Scale.scaleUtc<number>({ domain, range: rtl ? [innerWidth, 0] : [0, innerWidth] });
  }, [dates, innerWidth, rtl]);

  const tickDates = useMemo(() => {
    const maxTicks = Math.max(2, Math.floor(innerWidth / 76));
    const step = Math.max(1, Math.ceil(count / maxTicks));
    // Anchored on the latest day, so "today" always has a label.
    return dates.filter((_, index) => (count - 1 - index) % step === 0);
  }, [dates, count, innerWidth]);

  const active = hoverIndex ?? focusIndex;
  const activeX = active === null ? null : plotStart + xScale(dates[active] ?? new Date(0));

  const describe = (index: number): string =>
    t('ui.charts.timeSeries.point', {
      date: formatDayLong(intl, dates[index] ?? new Date(0)),
      values: intl.formatList(
        prepared.series.map((s, si) =>
          t('ui.charts.timeSeries.seriesValue', { series: s.label, value: formatCount(intl, values[index]?.[si] ?? 0) }),
        ),
        { type: 'unit' },
      ),
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setFocusIndex(null);
      return;
    }
    const next = nextIndex(event.key, focusIndex, count, dir);
    if (next !== focusIndex) {
      event.preventDefault();
      setHoverIndex(null);
      setFocusIndex(next);
    }
  };

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    let nearest = 0;
    let best = Number.POSITIVE_INFINITY;
    dates.forEach((date, index) => {
      const distance = Math.abs(xScale(date) - x);
      if (distance < best) {
        best = distance;
        nearest = index;
      }
    });
    setHoverIndex(nearest);
  };

  const tickLabel = { fontFamily: fontFamily.body, fontSize: TICK_FONT_SIZE, style: { fill: vars.color.textMuted } };
  const bottom = height - MARGIN.bottom;

  const current = focusIndex ?? count - 1;

  // A slider over the days: arrow keys, Home and End are its native keys, and screen readers
  // announce the value text ("Tue, Mar 3, 2026: Clicks 1,208") as it changes.
  return (
    <>
      <span id={hintId} className={chart.visuallyHidden}>
        {t('ui.charts.timeSeries.keyboardHint')}
      </span>
      <div
        className={styles.plot}
        tabIndex={0}
        role="slider"
        aria-label={label}
        aria-describedby={hintId}
        aria-orientation="horizontal"
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={current + 1}
        aria-valuetext={describe(current)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocusIndex((index) => index ?? count - 1)}
        onBlur={() => setFocusIndex(null)}
        data-active-index={active ?? undefined}
      >
        <svg width={width} height={height} className={styles.svg} aria-hidden="true" focusable="false">
          <Grid.GridRows
            scale={yScale}
            left={plotStart}
            width={innerWidth}
            tickValues={yTicks}
            lineStyle={{ stroke: vars.color.border }}
            strokeDasharray="3 4"
          />
          <Group.Group left={plotStart}>
            {prepared.series.map((s, si) => (
              <Group.Group key={s.key}>
                {type === 'area' ? (
                  <Shape.AreaClosed<Date>
                    data={dates}
                    x={(date) => xScale(date)}
                    y={(_, index) => yScale(values[index]?.[si] ?? 0)}
                    yScale={yScale}
                    curve={Curve.curveMonotoneX}
                    style={{ fill: s.color, fillOpacity: prepared.series.length > 1 ? 0.08 : 0.14 }}
                  />
                ) : null}
                <Shape.LinePath<Date>
                  data={dates}
                  x={(date) => xScale(date)}
                  y={(_, index) => yScale(values[index]?.[si] ?? 0)}
                  curve={Curve.curveMonotoneX}
                  style={{ stroke: s.color, strokeWidth: 2, fill: 'none' }}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
                {count === 1 ? (
                  <circle
                    cx={xScale(dates[0] ?? new Date(0))}
                    cy={yScale(values[0]?.[si] ?? 0)}
                    r={4}
                    style={{ fill: s.color }}
                  />
                ) : null}
              </Group.Group>
            ))}
          </Group.Group>
          <Axis.AxisBottom
            top={bottom}
            left={plotStart}
            scale={xScale}
            tickValues={tickDates}
            tickFormat={(value) => formatDayShort(intl, value instanceof Date ? value : new Date(Number(value)))}
            hideTicks
            tickLength={0}
            hideAxisLine
            tickLabelProps={{ ...tickLabel, textAnchor: 'middle', dy: 4 }}
          />
          <line x1={plotStart} x2={plotStart + innerWidth} y1={bottom} y2={bottom} style={{ stroke: vars.color.borderStrong }} />
          {rtl ? (
            <Axis.AxisRight
              left={plotEnd}
              scale={yScale}
              tickValues={yTicks}
              tickFormat={(value) => formatCompact(intl, Number(value))}
              hideAxisLine
              hideTicks
              tickLength={0}
              // In right-to-left text "end" is the glyphs' left edge, so the labels run rightwards.
              tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: MARGIN.axisGap, dy: '0.33em' }}
            />
          ) : (
            <Axis.AxisLeft
              left={plotStart}
              scale={yScale}
              tickValues={yTicks}
              tickFormat={(value) => formatCompact(intl, Number(value))}
              hideAxisLine
              hideTicks
              tickLength={0}
              tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -MARGIN.axisGap, dy: '0.33em' }}
            />
          )}
          {active !== null && activeX !== null ? (
            <g data-testid="chart-crosshair">
              <line
                x1={activeX}
                x2={activeX}
                y1={MARGIN.top}
                y2={bottom}
                style={{ stroke: vars.color.borderStrong }}
                strokeDasharray="4 3"
              />
              {prepared.series.map((s, si) => (
                <circle
                  key={s.key}
                  cx={activeX}
                  cy={yScale(values[active]?.[si] ?? 0)}
                  r={4.5}
                  style={{ fill: s.color, stroke: vars.color.surface, strokeWidth: 2 }}
                />
              ))}
            </g>
          ) : null}
          <rect
            x={plotStart}
            y={MARGIN.top}
            width={innerWidth}
            height={Math.max(0, bottom - MARGIN.top)}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHoverIndex(null)}
          />
        </svg>
        {active !== null && activeX !== null ? (
          <Tooltip prepared={prepared} index={active} x={activeX} width={width} dir={dir} />
        ) : null}
      </div>
    </>
  );
}

interface TooltipProps {
  prepared: Prepared;
  index: number;
  /** Physical x of the point in the SVG. */
  x: number;
  width: number;
  dir: Direction;
}

/** The day and its values, beside the crosshair and on the side with more room. */
function Tooltip({ prepared, index, x, width, dir }: TooltipProps) {
  const intl = useIntl();
  // Distance from the inline-start edge, so the box is placed with logical insets only.
  const fromStart = dir === 'rtl' ? width - x : x;
  const inFirstHalf = fromStart < width / 2;
  const placement = inFirstHalf ? { insetInlineStart: fromStart + 12 } : { insetInlineEnd: width - fromStart + 12 };
  return (
    <div className={chart.tooltip} style={placement} data-testid="chart-tooltip" aria-hidden="true">
      <div className={chart.tooltipTitle}>{formatDayLong(intl, prepared.dates[index] ?? new Date(0))}</div>
      {prepared.series.map((s, si) => (
        <div key={s.key} className={chart.tooltipRow}>
          <span className={chart.swatch} style={{ background: s.color }} />
          <span>{s.label}</span>
          <span className={chart.tooltipValue}>{formatCount(intl, prepared.values[index]?.[si] ?? 0)}</span>
        </div>
      ))}
    </div>
  );
}
