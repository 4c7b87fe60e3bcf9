import type { AnalyticsOverview, DatePreset } from '@rabt/contract';
import { BarList, TimeSeriesChart } from '@rabt/ui/charts';
import { Button, Card, Select, Text, UpgradePrompt, useIntl, useT } from '@rabt/ui';
import { ScreenLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { Change, useCountryName, useKeyLabel, type AnalyticsPendingState } from '../parts.tsx';
import * as styles from '../analytics.css.ts';

export type ItemStatsState =
  | AnalyticsPendingState
  /** Nothing to count (a Wi-Fi QR code encodes no link). */
  | { state: 'unavailable' }
  | { state: 'ready'; overview: AnalyticsOverview };

export type ItemStatsKind = 'link' | 'qr' | 'card';

export type ItemStatsPanelProps = ItemStatsState & {
  /** What the numbers count: clicks of a link, scans of a QR code, views and saves of a card. */
  kind: ItemStatsKind;
  preset: DatePreset;
  onPreset: (preset: DatePreset) => void;
  /** The analytics pages narrowed to this item ("See all analytics"). */
  analyticsHref?: string;
  renderLink?: RenderLink;
  /** Below an editor page: lined up with its column (`narrow` 760 px, `wide` 1200 px). @defaultValue 'inline' */
  placement?: keyof typeof styles.slot;
  onRetry: () => void;
  onUpgrade: () => void;
};

const PRESETS: readonly DatePreset[] = ['7d', '30d', '90d', '12m'];

function Totals({ kind, overview }: { kind: ItemStatsKind; overview: AnalyticsOverview }) {
  const t = useT();
  const intl = useIntl();
  const before = overview.previous;
  const items: Array<{ key: string; now: number; before: number | null }> =
    kind === 'card'
      ? [
          { key: 'card_views', now: overview.totals.card_views, before: before?.card_views ?? null },
          { key: 'card_saves', now: overview.totals.card_saves, before: before?.card_saves ?? null },
        ]
      : [
          { key: kind === 'qr' ? 'qr_scans' : 'clicks', now: overview.totals.clicks, before: before?.clicks ?? null },
          { key: 'visitors', now: overview.totals.visitors, before: before?.visitors ?? null },
        ];
  return (
    <dl className={styles.panelTotals}>
      {items.map((item) => (
        <div key={item.key} className={styles.panelTotal}>
          <dt className={styles.panelLabel}>{t(`screens.analytics.kpi.${item.key}`)}</dt>
          <dd className={styles.panelValue}>{intl.formatNumber(item.now)}</dd>
          <dd style={{ margin: 0 }}>
            <Change now={item.now} before={item.before} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Ready({ kind, overview }: { kind: ItemStatsKind; overview: AnalyticsOverview }) {
  const t = useT();
  const countryName = useCountryName();
  const label = useKeyLabel();
  if (overview.totals.clicks === 0) {
    return <Text tone="muted">{t(`screens.analytics.item.empty.${kind}`)}</Text>;
  }
  const previous = overview.previous_series;
  const series = overview.series.map((p, i) => ({
    date: p.t.slice(0, 10),
    values: { current: p.clicks, ...(previous ? { previous: previous[i]?.clicks ?? 0 } : {}) },
  }));
  const seriesLabel = t(`screens.analytics.item.series.${kind}`);
  return (
    <>
      <Totals kind={kind} overview={overview} />
      <TimeSeriesChart
        aria-label={seriesLabel}
        height={160}
        data={series}
        series={[
          { key: 'current', label: t('screens.analytics.series.current') },
          ...(previous ? [{ key: 'previous', label: t('screens.analytics.series.previous'), tone: 'neutral' as const }] : []),
        ]}
      />
      <div className={styles.panelGrid}>
        <section className={styles.panel} aria-label={t('screens.analytics.item.countries')}>
          <Text as="h3" weight="medium">
            {t('screens.analytics.item.countries')}
          </Text>
          <BarList
            aria-label={t('screens.analytics.item.countries')}
            nameLabel={t('screens.analytics.table.country')}
            items={overview.countries.map((c) => ({ key: c.key, label: countryName(c.key), value: c.clicks }))}
            total={overview.totals.clicks}
            maxItems={5}
          />
        </section>
        <section className={styles.panel} aria-label={t('screens.analytics.devices')}>
          <Text as="h3" weight="medium">
            {t('screens.analytics.devices')}
          </Text>
          <BarList
            aria-label={t('screens.analytics.devices')}
            nameLabel={t('screens.analytics.table.device')}
            items={overview.devices.map((d) => ({ key: d.key, label: label('device', d.key), value: d.clicks }))}
            total={overview.totals.clicks}
            maxItems={5}
          />
        </section>
      </div>
    </>
  );
}

/**
 * The compact statistics of one link, QR code or card, for its own page: counts against the
 * previous period, a small time series, top countries and devices. One part for all three pages.
 */
export function ItemStatsPanel(props: ItemStatsPanelProps) {
  const t = useT();
  const title = t(`screens.analytics.item.title.${props.kind}`);

  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <div aria-busy="true" className={styles.panel}>
          <TimeSeriesChart loading data={[]} series={[]} height={160} aria-label={title} />
          <BarList loading items={[]} aria-label={title} maxItems={3} />
        </div>
      );
      break;
    case 'error':
      body = (
        <div className={styles.panel} role="alert">
          <Text>{props.message ?? t('screens.analytics.error.body')}</Text>
          <div>
            <Button size="small" variant="secondary" onClick={() => props.onRetry()}>
              {t('screens.common.retry')}
            </Button>
          </div>
        </div>
      );
      break;
    case 'offline':
      body = (
        <div className={styles.panel}>
          <Text>{t('screens.analytics.item.offline')}</Text>
          <div>
            <Button size="small" variant="secondary" onClick={() => props.onRetry()}>
              {t('screens.offline.retry')}
            </Button>
          </div>
        </div>
      );
      break;
    case 'denied':
      body = <Text tone="muted">{t('screens.analytics.item.denied')}</Text>;
      break;
    case 'locked':
      body = (
        <UpgradePrompt
          feature="analytics"
          plan={props.plan}
          variant="inline"
          title={t('screens.analytics.locked.title', { plan: props.plan })}
          description={t('screens.analytics.locked.body')}
          onUpgrade={() => props.onUpgrade()}
        />
      );
      break;
    case 'unavailable':
      body = <Text tone="muted">{t('screens.analytics.item.unavailable')}</Text>;
      break;
    case 'ready':
      body = <Ready kind={props.kind} overview={props.overview} />;
      break;
    default: {
      const never: never = props;
      throw new Error(`unknown state ${String(never)}`);
    }
  }

  const controls = props.state === 'ready' || props.state === 'loading' || props.state === 'error' || props.state === 'offline';
  return (
    <div className={styles.slot[props.placement ?? 'inline']}>
      <Card title={title} titleLevel={2} as="section" data-part="item-stats">
        <div className={styles.panel}>
          {controls ? (
            <div className={styles.panelHead}>
              <Select
                className={styles.filterField}
                label={t('screens.analytics.range')}
                value={PRESETS.includes(props.preset) ? props.preset : '30d'}
                options={PRESETS.map((p) => ({ value: p, label: t(`screens.analytics.range.${p}`) }))}
                onValueChange={(preset) => props.onPreset(preset as DatePreset)}
              />
              {props.analyticsHref ? (
                <ScreenLink href={props.analyticsHref} {...(props.renderLink ? { renderLink: props.renderLink } : {})}>
                  {t('screens.analytics.item.more')}
                </ScreenLink>
              ) : null}
            </div>
          ) : null}
          {body}
        </div>
      </Card>
    </div>
  );
}
