/**
 * The frame every analytics page shares (overview, locations, one country, devices, channels):
 * header with breadcrumb, links between the pages, the filter bar and the comparison line, and a
 * body that is the pending state (loading, error, offline, denied, locked), "no clicks" (with or
 * without filters) or the page's own content. Each screen only says what its content is.
 */
import type { ReactNode } from 'react';
import { Button, useT } from '@rabt/ui';
import type { RenderLink } from '../_parts/ScreenLink.tsx';
import {
  AnalyticsEmpty,
  AnalyticsFilterBar,
  AnalyticsHeader,
  AnalyticsPending,
  AnalyticsSkeleton,
  isFiltered,
  withoutFilters,
  type AnalyticsFilterValues,
  type AnalyticsPendingState,
  type AnalyticsSectionHrefs,
} from './parts.tsx';
import * as styles from './analytics.css.ts';

/** What the app passes to every analytics page: the filters, the links and the callbacks. */
export interface AnalyticsViewProps {
  filters: AnalyticsFilterValues;
  onFiltersChange: (next: AnalyticsFilterValues) => void;
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
  domains?: ReadonlyArray<{ id: string; name: string }>;
  overviewHref: string;
  renderLink?: RenderLink;
  /** Links to the other analytics pages. */
  sections?: AnalyticsSectionHrefs;
  onExport?: () => void;
  onRetry: () => void;
  onUpgrade: () => void;
  onGoHome: () => void;
  onCreateLink?: () => void;
}

/** A page's state: one of the pending states, or ready with the page's own data. */
export type AnalyticsViewState<Ready extends object> = AnalyticsPendingState | ({ state: 'ready' } & Ready);

export interface AnalyticsFrameProps {
  view: AnalyticsViewProps;
  status: AnalyticsPendingState | { state: 'ready' };
  /** `data-screen` of the page. */
  screen: string;
  title: string;
  subtitle: string;
  /** Crumbs after "Analytics" (the overview has no breadcrumb: null). */
  trail: ReadonlyArray<{ href: string; label: string }> | null;
  current: keyof AnalyticsSectionHrefs;
  /** The filter this page breaks down by is not offered (devices, channels). */
  hide?: { device?: boolean; channel?: boolean };
  /** The previous period, when the answer has one. */
  compared: { from: string; to: string } | null;
  /** Ready but nothing counted: "No clicks yet" or "Nothing matches these filters". */
  empty: boolean;
  /** The loading placeholder; a generic one by default. */
  skeleton?: ReactNode;
  /** The content once ready and not empty. */
  children: ReactNode;
}

export function AnalyticsFrame({
  view,
  status,
  screen,
  title,
  subtitle,
  trail,
  current,
  hide = {},
  compared,
  empty,
  skeleton,
  children,
}: AnalyticsFrameProps) {
  const t = useT();
  const quiet = status.state === 'locked' || status.state === 'denied';
  const ready = status.state === 'ready';

  let body: ReactNode;
  if (status.state !== 'ready') {
    body = (
      <AnalyticsPending
        status={status}
        onRetry={view.onRetry}
        onUpgrade={view.onUpgrade}
        onGoHome={view.onGoHome}
        skeleton={skeleton ?? <AnalyticsSkeleton label={title} />}
      />
    );
  } else if (empty) {
    body = (
      <AnalyticsEmpty
        filtered={isFiltered(view.filters)}
        onClearFilters={() => view.onFiltersChange(withoutFilters(view.filters))}
        {...(view.onCreateLink ? { onCreateLink: view.onCreateLink } : {})}
      />
    );
  } else {
    body = children;
  }

  return (
    <div className={styles.page} data-screen={screen}>
      <AnalyticsHeader
        title={title}
        subtitle={subtitle}
        trail={trail ? [{ href: view.overviewHref, label: t('screens.analytics.title') }, ...trail] : null}
        renderLink={view.renderLink}
        sections={view.sections ? { hrefs: view.sections, current } : undefined}
        filterBar={
          quiet ? null : (
            <AnalyticsFilterBar
              value={view.filters}
              onChange={view.onFiltersChange}
              {...(hide.device ? { hideDevice: true } : {})}
              {...(hide.channel ? { hideChannel: true } : {})}
              {...(view.workspaces ? { workspaces: view.workspaces } : {})}
              {...(view.domains ? { domains: view.domains } : {})}
            />
          )
        }
        compared={ready && view.filters.compare !== false ? compared : null}
        actions={
          view.onExport && ready ? (
            <Button variant="secondary" onClick={() => view.onExport?.()}>
              {t('screens.analytics.export')}
            </Button>
          ) : null
        }
      />
      {body}
    </div>
  );
}
