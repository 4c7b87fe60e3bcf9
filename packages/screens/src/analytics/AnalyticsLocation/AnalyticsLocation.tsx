import type { AnalyticsBreakdown } from '@rabt/contract';
import { useT } from '@rabt/ui';
import { AnalyticsFrame, type AnalyticsViewProps, type AnalyticsViewState } from '../frame.tsx';
import { BreakdownSection, useCountryName, withPrevious } from '../parts.tsx';
import * as styles from '../analytics.css.ts';

export type AnalyticsLocationState = AnalyticsViewState<{ breakdown: AnalyticsBreakdown }>;

export type AnalyticsLocationScreenProps = AnalyticsLocationState &
  AnalyticsViewProps & {
    /** ISO 3166-1 alpha-2 code of the country explored. */
    country: string;
    locationsHref: string;
  };

/** `/analytics/visitors-locations/:id`: one country's regions and cities (bars and tables). */
export function AnalyticsLocationScreen(props: AnalyticsLocationScreenProps) {
  const t = useT();
  const countryName = useCountryName();
  const unknown = t('screens.analytics.unknown');
  const ready = props.state === 'ready' ? props.breakdown : null;
  const name = (key: string) => (key === 'unknown' || key === '' ? unknown : key);
  return (
    <AnalyticsFrame
      view={props}
      status={props}
      screen="analytics-location"
      title={countryName(props.country)}
      subtitle={t('screens.analytics.location.subtitle')}
      trail={[{ href: props.locationsHref, label: t('screens.analytics.locations.title') }]}
      current="locations"
      compared={ready ? { from: ready.range.previous_from, to: ready.range.previous_to } : null}
      empty={ready?.total === 0}
    >
      {ready ? (
        <div className={styles.grid}>
          <BreakdownSection
            title={t('screens.analytics.location.regions')}
            chart="bars"
            rows={withPrevious(ready.rows, ready.previous_rows, (r) => name(r.key))}
            total={ready.total}
            nameHeader={t('screens.analytics.table.region')}
          />
          <BreakdownSection
            title={t('screens.analytics.location.cities')}
            chart="bars"
            rows={withPrevious(ready.more.city ?? [], null, (r) =>
              r.region && r.region !== 'unknown' ? `${name(r.key)} · ${r.region}` : name(r.key),
            )}
            total={ready.total}
            nameHeader={t('screens.analytics.table.city')}
          />
          <p className={`${styles.attribution} ${styles.wide}`}>{t('screens.analytics.attribution')}</p>
        </div>
      ) : null}
    </AnalyticsFrame>
  );
}
