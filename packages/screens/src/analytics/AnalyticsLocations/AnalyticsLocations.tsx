import type { AnalyticsBreakdown } from '@rabt/contract';
import { ByCountryView } from '@rabt/ui/charts';
import { Button, Card, useT } from '@rabt/ui';
import { ScreenLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import {
  AnalyticsEmpty,
  AnalyticsFilterBar,
  AnalyticsHeader,
  AnalyticsPending,
  AnalyticsSkeleton,
  BreakdownTable,
  isFiltered,
  useCountryName,
  withPrevious,
  type AnalyticsFilterValues,
  type AnalyticsSectionHrefs,
  type AnalyticsPendingState,
} from '../parts.tsx';
import * as styles from '../analytics.css.ts';

export type AnalyticsLocationsState = AnalyticsPendingState | { state: 'ready'; breakdown: AnalyticsBreakdown };

export type AnalyticsLocationsScreenProps = AnalyticsLocationsState & {
  filters: AnalyticsFilterValues;
  onFiltersChange: (next: AnalyticsFilterValues) => void;
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
  overviewHref: string;
  /** The page of one country (regions and cities). */
  countryHref: (code: string) => string;
  renderLink?: RenderLink;
  /** Links to the other analytics pages. */
  sections?: AnalyticsSectionHrefs;
  onExport?: () => void;
  onRetry: () => void;
  onUpgrade: () => void;
  onGoHome: () => void;
  onCreateLink?: () => void;
};

/** `/analytics/visitors-locations`: a world map of clicks by country and the sorted table of countries. */
export function AnalyticsLocationsScreen(props: AnalyticsLocationsScreenProps) {
  const t = useT();
  const countryName = useCountryName();
  const title = t('screens.analytics.locations.title');
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
    body = (
      <AnalyticsEmpty
        filtered={isFiltered(props.filters)}
        onClearFilters={clear}
        {...(props.onCreateLink ? { onCreateLink: props.onCreateLink } : {})}
      />
    );
  } else {
    const { breakdown } = props;
    const rows = withPrevious(breakdown.rows, breakdown.previous_rows, (r) =>
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
    );
    body = (
      <div className={styles.grid}>
        <Card className={styles.wide} title={t('screens.analytics.locations.map')} titleLevel={2} as="section">
          <div className={styles.panel}>
            <ByCountryView
              data={breakdown.rows.filter((r) => r.key !== 'unknown').map((r) => ({ country: r.key, value: r.clicks }))}
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
            total={breakdown.total}
          />
        </Card>
      </div>
    );
  }

  return (
    <div className={styles.page} data-screen="analytics-locations">
      <AnalyticsHeader
        title={title}
        subtitle={t('screens.analytics.locations.subtitle')}
        trail={[{ href: props.overviewHref, label: t('screens.analytics.title') }]}
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
        actions={
          props.onExport && props.state === 'ready' ? (
            <Button variant="secondary" onClick={() => props.onExport?.()}>
              {t('screens.analytics.export')}
            </Button>
          ) : null
        }
      />
      {body}
    </div>
  );
}
