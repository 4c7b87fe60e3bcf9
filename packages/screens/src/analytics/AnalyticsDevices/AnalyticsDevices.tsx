import type { AnalyticsBreakdown } from '@rabt/contract';
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

export type AnalyticsDevicesState = AnalyticsPendingState | { state: 'ready'; breakdown: AnalyticsBreakdown };

export type AnalyticsDevicesScreenProps = AnalyticsDevicesState & {
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

/** `/analytics/visitors-devices`: device types (donut), operating systems and browsers (bars), each with its table. */
export function AnalyticsDevicesScreen(props: AnalyticsDevicesScreenProps) {
  const t = useT();
  const label = useKeyLabel();
  const title = t('screens.analytics.devices.title');
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
          wide
          title={t('screens.analytics.devices.types')}
          chart="donut"
          rows={withPrevious(breakdown.rows, breakdown.previous_rows, (r) => label('device', r.key))}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.device')}
        />
        <BreakdownSection
          title={t('screens.analytics.devices.os')}
          chart="bars"
          rows={withPrevious(breakdown.more.os ?? [], null, (r) => label('other', r.key))}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.os')}
        />
        <BreakdownSection
          title={t('screens.analytics.devices.browsers')}
          chart="bars"
          rows={withPrevious(breakdown.more.browser ?? [], null, (r) => label('other', r.key))}
          total={breakdown.total}
          nameHeader={t('screens.analytics.table.browser')}
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-screen="analytics-devices">
      <AnalyticsHeader
        title={title}
        subtitle={t('screens.analytics.devices.subtitle')}
        trail={[{ href: props.overviewHref, label: t('screens.analytics.title') }]}
        renderLink={props.renderLink}
        sections={props.sections ? { hrefs: props.sections, current: 'devices' } : undefined}
        filterBar={
          quiet ? null : (
            <AnalyticsFilterBar
              value={props.filters}
              onChange={props.onFiltersChange}
              hideDevice
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
