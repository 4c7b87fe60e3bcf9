import { iconSrc, type AnalyticsLive, type AnalyticsOverview, type AnalyticsRow, type AnalyticsTotals } from '@rabt/contract';
import { BarList, ByCountryView, DonutChart, TimeSeriesChart } from '@rabt/ui/charts';
import { Card, SiteIcon, Table, Text, useIntl, useT, type TableColumn } from '@rabt/ui';
import { channelLabel, deviceLabel } from '../labels.ts';
import { AnalyticsFrame, type AnalyticsViewProps, type AnalyticsViewState } from '../frame.tsx';
import * as styles from './AnalyticsOverview.css.ts';

export type AnalyticsOverviewState = AnalyticsViewState<{ overview: AnalyticsOverview; live: AnalyticsLive | null }>;

export type AnalyticsOverviewScreenProps = AnalyticsOverviewState &
  AnalyticsViewProps & {
    /** The countries page ("Show all"). */
    onShowLocations?: () => void;
  };

export { channelLabel, deviceLabel } from '../labels.ts';

const KPIS: ReadonlyArray<keyof Omit<AnalyticsTotals, 'bots'>> = ['clicks', 'visitors', 'qr_scans', 'card_views', 'card_saves'];

type T = ReturnType<typeof useT>;

function Change({ now, before }: { now: number; before: number | null }) {
  const t = useT();
  const intl = useIntl();
  if (before === null) return null;
  if (before === 0) {
    return now === 0 ? null : <span className={`${styles.change} ${styles.up}`}>{t('screens.analytics.change.new')}</span>;
  }
  const ratio = (now - before) / before;
  const percent = intl.formatNumber(Math.abs(ratio), { style: 'percent', maximumFractionDigits: 1 });
  if (Math.abs(ratio) < 0.0005)
    return <span className={`${styles.change} ${styles.flat}`}>{t('screens.analytics.change.same')}</span>;
  return ratio > 0 ? (
    <span className={`${styles.change} ${styles.up}`}>{t('screens.analytics.change.up', { percent })}</span>
  ) : (
    <span className={`${styles.change} ${styles.down}`}>{t('screens.analytics.change.down', { percent })}</span>
  );
}

function Kpis({ overview }: { overview: AnalyticsOverview }) {
  const t = useT();
  const intl = useIntl();
  return (
    <dl className={styles.kpis} aria-label={t('screens.analytics.kpi.region')}>
      {KPIS.map((key) => (
        <div key={key} className={styles.kpi} data-kpi={key}>
          <dt className={styles.kpiLabel}>{t(`screens.analytics.kpi.${key}`)}</dt>
          <dd className={styles.kpiValue}>{intl.formatNumber(overview.totals[key])}</dd>
          <dd style={{ margin: 0 }}>
            <Change now={overview.totals[key]} before={overview.previous ? overview.previous[key] : null} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

type TopItem = AnalyticsOverview['top_links'][number];

function topColumns(t: T, formatNumber: (n: number) => string): TableColumn<TopItem>[] {
  return [
    {
      id: 'link',
      header: t('screens.analytics.top.link'),
      cell: (l) => (
        <span className={styles.linkCell}>
          <SiteIcon url={l.long_url} src={iconSrc(l.long_url)} size="large" />
          <span className={styles.linkText}>
            <Text as="span" weight="medium" dir="auto" className={styles.ellipsis}>
              {l.title ?? l.short_url}
            </Text>
            <span className={`${styles.muted} ${styles.ellipsis}`} dir="ltr">
              {l.short_url}
            </span>
          </span>
        </span>
      ),
    },
    { id: 'clicks', header: t('screens.analytics.top.clicks'), align: 'end', cell: (l) => formatNumber(l.clicks) },
  ];
}

function TopLinks({ overview }: { overview: AnalyticsOverview }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Table
      caption={t('screens.analytics.top')}
      columns={topColumns(t, (n) => intl.formatNumber(n))}
      rows={overview.top_links}
      getRowId={(l) => l.id}
    />
  );
}

function rowsTo(rows: readonly AnalyticsRow[], label: (key: string) => string) {
  return rows.map((r) => ({ key: r.key, label: label(r.key), value: r.clicks }));
}

/** Totals, clicks over time, live minutes, channels, devices, top links and countries. */
function Ready({
  props,
  overview,
  live,
}: {
  props: AnalyticsOverviewScreenProps;
  overview: AnalyticsOverview;
  live: AnalyticsLive | null;
}) {
  const t = useT();
  const intl = useIntl();
  const previous = overview.previous_series;
  const series = overview.series.map((p, i) => ({
    date: p.t.slice(0, 10),
    values: { current: p.clicks, ...(previous ? { previous: previous[i]?.clicks ?? 0 } : {}) },
  }));
  return (
    <>
      <Kpis overview={overview} />
      <div className={styles.grid}>
        <Card className={styles.wide} title={t('screens.analytics.series')} titleLevel={2} as="div">
          <TimeSeriesChart
            aria-label={t('screens.analytics.series')}
            data={series}
            series={[
              { key: 'current', label: t('screens.analytics.series.current') },
              ...(previous ? [{ key: 'previous', label: t('screens.analytics.series.previous'), tone: 'neutral' as const }] : []),
            ]}
          />
        </Card>
        {live ? (
          <Card className={styles.wide} title={t('screens.analytics.live')} titleLevel={2} as="div">
            <p className={styles.liveTotal} aria-live="polite">
              {t('screens.analytics.live.total', { count: live.clicks })}
            </p>
          </Card>
        ) : null}
        <Card className={styles.cell} title={t('screens.analytics.channels')} titleLevel={2} as="div">
          <DonutChart aria-label={t('screens.analytics.channels')} data={rowsTo(overview.channels, (k) => channelLabel(t, k))} />
        </Card>
        <Card className={styles.cell} title={t('screens.analytics.devices')} titleLevel={2} as="div">
          <BarList
            aria-label={t('screens.analytics.devices')}
            items={rowsTo(overview.devices, (k) => deviceLabel(t, k))}
            total={overview.totals.clicks}
          />
        </Card>
        <Card className={styles.cell} title={t('screens.analytics.top')} titleLevel={2} as="div">
          <TopLinks overview={overview} />
        </Card>
        <Card className={styles.cell} title={t('screens.analytics.countries')} titleLevel={2} as="div">
          <ByCountryView
            data={overview.countries.filter((c) => c.key !== 'unknown').map((c) => ({ country: c.key, value: c.clicks }))}
            showMap={false}
            maxItems={6}
            {...(props.onShowLocations ? { onShowAll: props.onShowLocations } : {})}
          />
          <p className={styles.attribution}>{t('screens.analytics.attribution')}</p>
        </Card>
      </div>
      <span hidden>{intl.formatNumber(overview.totals.bots)}</span>
    </>
  );
}

/** The loading placeholder: the time series, channels and devices. */
function OverviewSkeleton() {
  const t = useT();
  return (
    <div className={styles.grid}>
      <Card className={styles.wide}>
        <TimeSeriesChart loading data={[]} series={[]} aria-label={t('screens.analytics.series')} />
      </Card>
      <Card className={styles.cell}>
        <DonutChart loading data={[]} aria-label={t('screens.analytics.channels')} />
      </Card>
      <Card className={styles.cell}>
        <BarList loading items={[]} aria-label={t('screens.analytics.devices')} />
      </Card>
    </div>
  );
}

/** `/analytics`: totals against the previous period, clicks over time, live minutes, channels, devices, top links, countries. */
export function AnalyticsOverviewScreen(props: AnalyticsOverviewScreenProps) {
  const t = useT();
  const ready = props.state === 'ready' ? props : null;
  return (
    <AnalyticsFrame
      view={props}
      status={props}
      screen="analytics-overview"
      title={t('screens.analytics.title')}
      subtitle={t('screens.analytics.subtitle')}
      trail={null}
      current="overview"
      compared={ready ? { from: ready.overview.range.previous_from, to: ready.overview.range.previous_to } : null}
      empty={ready?.overview.totals.clicks === 0}
      skeleton={<OverviewSkeleton />}
    >
      {ready ? <Ready props={props} overview={ready.overview} live={ready.live} /> : null}
    </AnalyticsFrame>
  );
}
