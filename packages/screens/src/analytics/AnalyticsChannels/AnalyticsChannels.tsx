import type { AnalyticsBreakdown, AnalyticsRow } from '@rabt/contract';
import { Button, useT } from '@rabt/ui';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import {
  AnalyticsEmpty,
  AnalyticsFilterBar,
  AnalyticsHeader,
  AnalyticsPending,
  AnalyticsSkeleton,
  BreakdownSection,
  isFiltered,
  useKeyLabel,
  withPrevious,
  type AnalyticsFilterValues,
  type AnalyticsSectionHrefs,
  type AnalyticsPendingState,
} from '../parts.tsx';
import * as styles from '../analytics.css.ts';

/** A referring domain with its initial (the site icon's stand-in), kept left-to-right inside Arabic. */
function referrerLabel(row: AnalyticsRow) {
  return (
    <span className={styles.nameCell}>
      <span className={styles.badge} aria-hidden="true">
        {[...row.key.replace(/^www\./, '')][0]?.toLocaleUpperCase() ?? '?'}
      </span>
      <bdi dir="ltr" className={styles.ellipsis}>
        {row.key}
      </bdi>
    </span>
  );
}

export type AnalyticsChannelsState = AnalyticsPendingState | { state: 'ready'; breakdown: AnalyticsBreakdown };

export type AnalyticsChannelsScreenProps = AnalyticsChannelsState & {
  filters: AnalyticsFilterValues;
  onFiltersChange: (next: AnalyticsFilterValues) => void;
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
  overviewHref: string;
  renderLink?: RenderLink;
  /** Links to the other analytics pages. */
  sections?: AnalyticsSectionHrefs;
  onExport?: () => void;
  onRetry: () => void;
  onUpgrade: () => void;
  onGoHome: () => void;
  onCreateLink?: () => void;
};

/** `/analytics/traffic-channels`: channels (donut and table) and the referrer domains they came from. */
export function AnalyticsChannelsScreen(props: AnalyticsChannelsScreenProps) {
  const t = useT();
  const label = useKeyLabel();
  const title = t('screens.analytics.channels.title');
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
    body = (
      <div className={styles.grid}>
        <BreakdownSection
          title={t('screens.analytics.channels.types')}
          chart="donut"
          rows={withPrevious(breakdown.rows, breakdown.previous_rows, (r) => label('channel', r.key))}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.channel')}
        />
        <BreakdownSection
          title={t('screens.analytics.channels.referrers')}
          chart="bars"
          rows={withPrevious(
            (breakdown.more.referrer ?? []).filter((r) => r.key !== 'unknown' && r.key !== ''),
            null,
            referrerLabel,
          )}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.referrer')}
          maxBars={8}
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-screen="analytics-channels">
      <AnalyticsHeader
        title={title}
        subtitle={t('screens.analytics.channels.subtitle')}
        trail={[{ href: props.overviewHref, label: t('screens.analytics.title') }]}
        renderLink={props.renderLink}
        sections={props.sections ? { hrefs: props.sections, current: 'channels' } : undefined}
        filterBar={
          quiet ? null : (
            <AnalyticsFilterBar
              value={props.filters}
              onChange={props.onFiltersChange}
              hideChannel
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
