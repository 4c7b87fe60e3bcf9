import type { AnalyticsBreakdown } from '@rabt/contract';
import { ByCountryView } from '@rabt/ui/charts';
import { Card, useT } from '@rabt/ui';
import { ScreenLink } from '../../_parts/ScreenLink.tsx';
import { AnalyticsFrame, type AnalyticsViewProps, type AnalyticsViewState } from '../frame.tsx';
import { BreakdownTable, useCountryName, withPrevious } from '../parts.tsx';
import * as styles from '../analytics.css.ts';

export type AnalyticsLocationsState = AnalyticsViewState<{ breakdown: AnalyticsBreakdown }>;

export type AnalyticsLocationsScreenProps = AnalyticsLocationsState &
  AnalyticsViewProps & {
    /** The page of one country (regions and cities). */
    countryHref: (code: string) => string;
  };

/** `/analytics/visitors-locations`: a world map of clicks by country and the sorted table of countries. */
export function AnalyticsLocationsScreen(props: AnalyticsLocationsScreenProps) {
  const t = useT();
  const countryName = useCountryName();
  const ready = props.state === 'ready' ? props.breakdown : null;
  const rows = ready
    ? withPrevious(ready.rows, ready.previous_rows, (r) =>
        r.key === 'unknown' ? (
          countryName(r.key)
        ) : (
          <span className={styles.nameCell}>
            <span className={styles.badge} aria-hidden="true">
              {r.key}
            </span>
            <ScreenLink href={props.countryHref(r.key)} {...(props.renderLink ? { renderLink: props.renderLink } : {})}>
              {countryName(r.key)}
            </ScreenLink>
          </span>
        ),
      )
    : [];
  return (
    <AnalyticsFrame
      view={props}
      status={props}
      screen="analytics-locations"
      title={t('screens.analytics.locations.title')}
      subtitle={t('screens.analytics.locations.subtitle')}
      trail={[]}
      current="locations"
      compared={ready ? { from: ready.range.previous_from, to: ready.range.previous_to } : null}
      empty={ready?.total === 0}
    >
      {ready ? (
        <div className={styles.grid}>
          <Card className={styles.wide} title={t('screens.analytics.locations.map')} titleLevel={2} as="section">
            <div className={styles.panel}>
              <ByCountryView
                data={ready.rows.filter((r) => r.key !== 'unknown').map((r) => ({ country: r.key, value: r.clicks }))}
                showList={false}
                aria-label={t('screens.analytics.locations.map')}
              />
              <p className={styles.attribution}>{t('screens.analytics.attribution')}</p>
            </div>
          </Card>
          <Card className={styles.wide} title={t('screens.analytics.countries')} titleLevel={2} as="section">
            <BreakdownTable
              caption={t('screens.analytics.locations.table')}
              nameHeader={t('screens.analytics.table.country')}
              rows={rows}
              total={ready.total}
            />
          </Card>
        </div>
      ) : null}
    </AnalyticsFrame>
  );
}
