import type { AnalyticsBreakdown } from '@rabt/contract';
import { useT } from '@rabt/ui';
import { AnalyticsFrame, type AnalyticsViewProps, type AnalyticsViewState } from '../frame.tsx';
import { BreakdownSection, useKeyLabel, withPrevious } from '../parts.tsx';
import * as styles from '../analytics.css.ts';

export type AnalyticsDevicesState = AnalyticsViewState<{ breakdown: AnalyticsBreakdown }>;

export type AnalyticsDevicesScreenProps = AnalyticsDevicesState & AnalyticsViewProps;

/** `/analytics/visitors-devices`: device types (donut), operating systems and browsers (bars), each with its table. */
export function AnalyticsDevicesScreen(props: AnalyticsDevicesScreenProps) {
  const t = useT();
  const label = useKeyLabel();
  const ready = props.state === 'ready' ? props.breakdown : null;
  return (
    <AnalyticsFrame
      view={props}
      status={props}
      screen="analytics-devices"
      title={t('screens.analytics.devices.title')}
      subtitle={t('screens.analytics.devices.subtitle')}
      trail={[]}
      current="devices"
      hide={{ device: true }}
      compared={ready ? { from: ready.range.previous_from, to: ready.range.previous_to } : null}
      empty={ready?.total === 0}
    >
      {ready ? (
        <div className={styles.grid}>
          <BreakdownSection
            wide
            title={t('screens.analytics.devices.types')}
            chart="donut"
            rows={withPrevious(ready.rows, ready.previous_rows, (r) => label('device', r.key))}
            total={ready.total}
            nameHeader={t('screens.analytics.table.device')}
          />
          <BreakdownSection
            title={t('screens.analytics.devices.os')}
            chart="bars"
            rows={withPrevious(ready.more.os ?? [], null, (r) => label('other', r.key))}
            total={ready.total}
            nameHeader={t('screens.analytics.table.os')}
          />
          <BreakdownSection
            title={t('screens.analytics.devices.browsers')}
            chart="bars"
            rows={withPrevious(ready.more.browser ?? [], null, (r) => label('other', r.key))}
            total={ready.total}
            nameHeader={t('screens.analytics.table.browser')}
          />
        </div>
      ) : null}
    </AnalyticsFrame>
  );
}
