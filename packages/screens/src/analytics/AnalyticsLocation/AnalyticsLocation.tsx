import type { AnalyticsBreakdown } from '@rabt/contract';
import { useT } from '@rabt/ui';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import {
  AnalyticsEmpty,
  AnalyticsFilterBar,
  AnalyticsHeader,
  AnalyticsPending,
  AnalyticsSkeleton,
  BreakdownSection,
  isFiltered,
  useCountryName,
  withPrevious,
  type AnalyticsFilterValues,
  type AnalyticsSectionHrefs,
  type AnalyticsPendingState,
} from '../parts.tsx';
import * as styles from '../analytics.css.ts';

export type AnalyticsLocationState = AnalyticsPendingState | { state: 'ready'; breakdown: AnalyticsBreakdown };

export type AnalyticsLocationScreenProps = AnalyticsLocationState & {
  /** ISO 3166-1 alpha-2 code of the country explored. */
  country: string;
  filters: AnalyticsFilterValues;
  onFiltersChange: (next: AnalyticsFilterValues) => void;
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
  overviewHref: string;
  locationsHref: string;
  renderLink?: RenderLink;
  /** Links to the other analytics pages. */
  sections?: AnalyticsSectionHrefs;
  onRetry: () => void;
  onUpgrade: () => void;
  onGoHome: () => void;
};

/** `/analytics/visitors-locations/:id`: one country's regions and cities (bars and tables). */
export function AnalyticsLocationScreen(props: AnalyticsLocationScreenProps) {
  const t = useT();
  const countryName = useCountryName();
  const title = countryName(props.country);
  const unknown = t('screens.analytics.unknown');
  const clear = () => props.onFiltersChange({ preset: props.filters.preset, from: props.filters.from, to: props.filters.to });
  const quiet = props.state === 'locked' || props.state === 'denied';

  let body;
  if (props.state !== 'ready') {
    body = (
      <AnalyticsPending
        status={props}
        onRetry={props.onRetry}
        onUpgrade={props.onUpgrade}
        onGoHome={props.onGoHome}
        skeleton={<AnalyticsSkeleton label={title} />}
      />
    );
  } else if (props.breakdown.total === 0) {
    body = <AnalyticsEmpty filtered={isFiltered(props.filters)} onClearFilters={clear} />;
  } else {
    const { breakdown } = props;
    const name = (key: string) => (key === 'unknown' || key === '' ? unknown : key);
    const regions = withPrevious(breakdown.rows, breakdown.previous_rows, (r) => name(r.key));
    const cities = withPrevious(breakdown.more.city ?? [], null, (r) =>
      r.region && r.region !== 'unknown' ? `${name(r.key)} · ${r.region}` : name(r.key),
    );
    body = (
      <div className={styles.grid}>
        <BreakdownSection
          title={t('screens.analytics.location.regions')}
          chart="bars"
          rows={regions}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.region')}
        />
        <BreakdownSection
          title={t('screens.analytics.location.cities')}
          chart="bars"
          rows={cities}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.city')}
        />
        <p className={`${styles.attribution} ${styles.wide}`}>{t('screens.analytics.attribution')}</p>
      </div>
    );
  }

  return (
    <div className={styles.page} data-screen="analytics-location">
      <AnalyticsHeader
        title={title}
        subtitle={t('screens.analytics.location.subtitle')}
        trail={[
          { href: props.overviewHref, label: t('screens.analytics.title') },
          { href: props.locationsHref, label: t('screens.analytics.locations.title') },
        ]}
        renderLink={props.renderLink}
        sections={props.sections ? { hrefs: props.sections, current: 'locations' } : undefined}
        filterBar={
          quiet ? null : (
            <AnalyticsFilterBar
              value={props.filters}
              onChange={props.onFiltersChange}
              {...(props.workspaces ? { workspaces: props.workspaces } : {})}
            />
          )
        }
        compared={
          props.state === 'ready' ? { from: props.breakdown.range.previous_from, to: props.breakdown.range.previous_to } : null
        }
      />
      {body}
    </div>
  );
}
