import type { AnalyticsLive, AnalyticsOverview, AnalyticsRow, AnalyticsTotals, DatePreset } from '@rabt/contract';
import { BarList, ByCountryView, DonutChart, TimeSeriesChart } from '@rabt/ui/charts';
import {
  AlertTriangle,
  BarChart3,
  Button,
  Card,
  EmptyState,
  Heading,
  Select,
  Table,
  Text,
  UpgradePrompt,
  useIntl,
  useT,
  WifiOff,
  X,
  type TableColumn,
} from '@rabt/ui';
import { PermissionDeniedScreen } from '../../system/PermissionDenied/PermissionDenied.tsx';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import { AnalyticsSections, type AnalyticsSectionHrefs } from '../sections.tsx';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import * as styles from './AnalyticsOverview.css.ts';

export type AnalyticsOverviewState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | { state: 'offline' }
  | { state: 'denied' }
  /** The plan has no analytics: the upgrade prompt (spec §6). */
  | { state: 'locked'; plan: string }
  | { state: 'ready'; overview: AnalyticsOverview; live: AnalyticsLive | null };

/** A filter the page is narrowed by, as shown in its chip. */
export interface AnalyticsFilterChip {
  key: 'country' | 'device' | 'channel' | 'link';
  value: string;
}

export type AnalyticsOverviewScreenProps = AnalyticsOverviewState & {
  preset: DatePreset;
  onPreset: (preset: DatePreset) => void;
  filters?: readonly AnalyticsFilterChip[];
  onRemoveFilter?: (key: AnalyticsFilterChip['key']) => void;
  onClearFilters?: () => void;
  /** Narrow the page to one country / device / channel (a row of a breakdown was chosen). */
  onFilter?: (chip: AnalyticsFilterChip) => void;
  onExport?: () => void;
  onRetry: () => void;
  onUpgrade: () => void;
  onGoHome: () => void;
  onCreateLink: () => void;
  /** The countries page ("Show all"). */
  onShowLocations?: () => void;
  /** Links to the analytics subpages (locations, devices, channels). */
  sections?: AnalyticsSectionHrefs;
  renderLink?: RenderLink;
};

const PRESETS: readonly DatePreset[] = ['today', 'yesterday', '7d', '30d', '90d', '12m'];
const KPIS: ReadonlyArray<keyof Omit<AnalyticsTotals, 'bots'>> = ['clicks', 'visitors', 'qr_scans', 'card_views', 'card_saves'];

type T = ReturnType<typeof useT>;

export function channelLabel(t: T, key: string): string {
  return ['direct', 'search', 'social', 'email', 'referral', 'qr'].includes(key)
    ? t(`screens.analytics.channel.${key}`)
    : key === 'unknown'
      ? t('screens.analytics.unknown')
      : key;
}

export function deviceLabel(t: T, key: string): string {
  return ['desktop', 'mobile', 'tablet'].includes(key)
    ? t(`screens.analytics.device.${key}`)
    : key === 'unknown'
      ? t('screens.analytics.unknown')
      : key;
}

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

function initial(text: string): string {
  const letter = [...text.replace(/^https?:\/\/(www\.)?/, '')][0] ?? '?';
  return letter.toLocaleUpperCase();
}

type TopItem = AnalyticsOverview['top_links'][number];

function topColumns(t: T, formatNumber: (n: number) => string): TableColumn<TopItem>[] {
  return [
    {
      id: 'link',
      header: t('screens.analytics.top.link'),
      cell: (l) => (
        <span className={styles.linkCell}>
          <span className={styles.avatar} aria-hidden="true">
            {initial(l.long_url)}
          </span>
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
  const filtered = (props.filters?.length ?? 0) > 0;
  if (overview.totals.clicks === 0) {
    return filtered ? (
      <EmptyState
        icon={BarChart3}
        title={t('screens.analytics.filtered.title')}
        description={t('screens.analytics.filtered.body')}
        primaryAction={<Button onClick={() => props.onClearFilters?.()}>{t('screens.analytics.filters.clear')}</Button>}
      />
    ) : (
      <EmptyState
        icon={BarChart3}
        title={t('screens.analytics.empty.title')}
        description={t('screens.analytics.empty.body')}
        primaryAction={<Button onClick={() => props.onCreateLink()}>{t('screens.analytics.empty.action')}</Button>}
      />
    );
  }
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

/** `/analytics`: totals against the previous period, clicks over time, live minutes, channels, devices, top links, countries. */
export function AnalyticsOverviewScreen(props: AnalyticsOverviewScreenProps) {
  const t = useT();
  if (props.state === 'denied') return <PermissionDeniedScreen onGoHome={props.onGoHome} />;

  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <div className={styles.grid} aria-busy="true">
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
      break;
    case 'error':
      body = (
        <StatusPanel
          icon={AlertTriangle}
          tone="critical"
          level={2}
          heading={t('screens.analytics.error.title')}
          actions={<Button onClick={() => props.onRetry()}>{t('screens.common.retry')}</Button>}
        >
          <p>{props.message ?? t('screens.analytics.error.body')}</p>
        </StatusPanel>
      );
      break;
    case 'offline':
      body = (
        <StatusPanel
          icon={WifiOff}
          tone="caution"
          level={2}
          heading={t('screens.offline.heading')}
          actions={<Button onClick={() => props.onRetry()}>{t('screens.offline.retry')}</Button>}
        >
          <p>{t('screens.offline.body')}</p>
        </StatusPanel>
      );
      break;
    case 'locked':
      body = (
        <UpgradePrompt
          feature="analytics"
          plan={props.plan}
          variant="card"
          titleLevel={2}
          title={t('screens.analytics.locked.title', { plan: props.plan })}
          description={t('screens.analytics.locked.body')}
          onUpgrade={() => props.onUpgrade()}
        />
      );
      break;
    case 'ready':
      body = <Ready props={props} overview={props.overview} live={props.live} />;
      break;
    default: {
      const never: never = props;
      throw new Error(`unknown state ${String(never)}`);
    }
  }

  return (
    <div className={styles.page} data-screen="analytics-overview">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1}>{t('screens.analytics.title')}</Heading>
          <Text tone="muted">{t('screens.analytics.subtitle')}</Text>
        </div>
        {props.state === 'locked' ? null : (
          <div className={styles.controls}>
            <Select
              label={t('screens.analytics.range')}
              value={props.preset === 'custom' ? '30d' : props.preset}
              options={PRESETS.map((p) => ({ value: p, label: t(`screens.analytics.range.${p}`) }))}
              onChange={(e) => props.onPreset(e.target.value as DatePreset)}
            />
            {props.onExport && props.state === 'ready' ? (
              <Button variant="secondary" onClick={() => props.onExport?.()}>
                {t('screens.analytics.export')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      {props.sections && props.state !== 'locked' ? (
        <AnalyticsSections hrefs={props.sections} current="overview" renderLink={props.renderLink} />
      ) : null}
      {props.filters && props.filters.length > 0 ? (
        <div className={styles.filters} role="group" aria-label={t('screens.analytics.filters')}>
          {props.filters.map((f) => {
            const label = t(`screens.analytics.filter.${f.key}`, {
              value: f.key === 'channel' ? channelLabel(t, f.value) : f.key === 'device' ? deviceLabel(t, f.value) : f.value,
            });
            return (
              <Button
                key={f.key}
                size="small"
                variant="secondary"
                aria-label={t('screens.analytics.filters.remove', { filter: label })}
                onClick={() => props.onRemoveFilter?.(f.key)}
              >
                {label} <X aria-hidden="true" size={14} />
              </Button>
            );
          })}
          <Button size="small" variant="ghost" onClick={() => props.onClearFilters?.()}>
            {t('screens.analytics.filters.clear')}
          </Button>
        </div>
      ) : null}
      {body}
    </div>
  );
}
