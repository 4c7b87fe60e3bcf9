import { iconSrc, type AnalyticsBreakdown, type AnalyticsRow } from '@rabt/contract';
import { SiteIcon, useT } from '@rabt/ui';
import { AnalyticsFrame, type AnalyticsViewProps, type AnalyticsViewState } from '../frame.tsx';
import { BreakdownSection, useKeyLabel, withPrevious } from '../parts.tsx';
import * as styles from '../analytics.css.ts';

/**
 * A referring site with its icon (fetched by our server; the site's letter while it loads and when
 * none loads) at the start of the row, the domain kept left-to-right inside Arabic.
 */
function referrerLabel(row: AnalyticsRow) {
  const site = `https://${row.key}/`;
  return (
    <span className={styles.nameCell}>
      <SiteIcon url={site} src={iconSrc(site)} size="medium" />
      <bdi dir="ltr" className={styles.ellipsis}>
        {row.key}
      </bdi>
    </span>
  );
}

export type AnalyticsChannelsState = AnalyticsViewState<{ breakdown: AnalyticsBreakdown }>;

export type AnalyticsChannelsScreenProps = AnalyticsChannelsState & AnalyticsViewProps;

/** `/analytics/traffic-channels`: channels (donut and table) and the referrer domains they came from. */
export function AnalyticsChannelsScreen(props: AnalyticsChannelsScreenProps) {
  const t = useT();
  const label = useKeyLabel();
  const ready = props.state === 'ready' ? props.breakdown : null;
  return (
    <AnalyticsFrame
      view={props}
      status={props}
      screen="analytics-channels"
      title={t('screens.analytics.channels.title')}
      subtitle={t('screens.analytics.channels.subtitle')}
      trail={[]}
      current="channels"
      hide={{ channel: true }}
      compared={ready ? { from: ready.range.previous_from, to: ready.range.previous_to } : null}
      empty={ready?.total === 0}
    >
      {ready ? (
        <div className={styles.grid}>
          <BreakdownSection
            title={t('screens.analytics.channels.types')}
            chart="donut"
            rows={withPrevious(ready.rows, ready.previous_rows, (r) => label('channel', r.key))}
            total={ready.total}
            nameHeader={t('screens.analytics.table.channel')}
          />
          <BreakdownSection
            title={t('screens.analytics.channels.referrers')}
            chart="bars"
            rows={withPrevious(
              (ready.more.referrer ?? []).filter((r) => r.key !== 'unknown' && r.key !== ''),
              null,
              referrerLabel,
            )}
            total={ready.total}
            nameHeader={t('screens.analytics.table.referrer')}
            maxBars={8}
          />
        </div>
      ) : null}
    </AnalyticsFrame>
  );
}
