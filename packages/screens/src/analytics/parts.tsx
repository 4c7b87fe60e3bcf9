/**
 * Parts shared by the analytics subpages and the per-item stats panel: the states every view has
 * besides "ready", the change against the previous period, the filter bar and the breakdown table.
 */
import { useMemo, type ReactNode } from 'react';
import { analyticsChannels, type AnalyticsRow, type DatePreset } from '@rabt/contract';
import { BarList, DonutChart } from '@rabt/ui/charts';
import {
  AlertTriangle,
  BarChart3,
  Button,
  Card,
  Checkbox,
  ChevronRight,
  DateTimeField,
  EmptyState,
  Heading,
  Icon,
  Select,
  Table,
  Text,
  UpgradePrompt,
  useI18n,
  useIntl,
  useT,
  WifiOff,
  X,
  type TableColumn,
} from '@rabt/ui';
import { ScreenLink, type RenderLink } from '../_parts/ScreenLink.tsx';
import { StatusPanel } from '../_parts/StatusPanel.tsx';
import { PermissionDeniedScreen } from '../system/PermissionDenied/PermissionDenied.tsx';
import { channelLabel, deviceLabel } from './labels.ts';
import { AnalyticsSections, type AnalyticsSectionHrefs } from './sections.tsx';
import * as styles from './analytics.css.ts';

export type { AnalyticsSectionHrefs } from './sections.tsx';

/** What every analytics view shows when it has no answer to draw. */
export type AnalyticsPendingState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | { state: 'offline' }
  | { state: 'denied' }
  /** The plan has no analytics: the upgrade prompt (spec §6). */
  | { state: 'locked'; plan: string };

export function AnalyticsPending({
  status,
  onRetry,
  onUpgrade,
  onGoHome,
  skeleton,
}: {
  status: AnalyticsPendingState;
  onRetry: () => void;
  onUpgrade: () => void;
  onGoHome: () => void;
  /** The loading placeholder, shaped like the view. */
  skeleton: ReactNode;
}) {
  const t = useT();
  switch (status.state) {
    case 'loading':
      return <div aria-busy="true">{skeleton}</div>;
    case 'error':
      return (
        <StatusPanel
          icon={AlertTriangle}
          tone="critical"
          level={2}
          heading={t('screens.analytics.error.title')}
          actions={<Button onClick={() => onRetry()}>{t('screens.common.retry')}</Button>}
        >
          <p>{status.message ?? t('screens.analytics.error.body')}</p>
        </StatusPanel>
      );
    case 'offline':
      return (
        <StatusPanel
          icon={WifiOff}
          tone="caution"
          level={2}
          heading={t('screens.offline.heading')}
          actions={<Button onClick={() => onRetry()}>{t('screens.offline.retry')}</Button>}
        >
          <p>{t('screens.offline.body')}</p>
        </StatusPanel>
      );
    case 'denied':
      return <PermissionDeniedScreen onGoHome={onGoHome} />;
    case 'locked':
      return (
        <UpgradePrompt
          feature="analytics"
          plan={status.plan}
          variant="card"
          titleLevel={2}
          title={t('screens.analytics.locked.title', { plan: status.plan })}
          description={t('screens.analytics.locked.body')}
          onUpgrade={() => onUpgrade()}
        />
      );
    default: {
      const never: never = status;
      throw new Error(`unknown state ${String(never)}`);
    }
  }
}

/** "No clicks yet" or, under filters, "Nothing matches these filters". */
export function AnalyticsEmpty({
  filtered,
  onClearFilters,
  onCreateLink,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  onCreateLink?: () => void;
}) {
  const t = useT();
  return filtered ? (
    <EmptyState
      icon={BarChart3}
      title={t('screens.analytics.filtered.title')}
      description={t('screens.analytics.filtered.body')}
      primaryAction={<Button onClick={() => onClearFilters()}>{t('screens.analytics.filters.clear')}</Button>}
    />
  ) : (
    <EmptyState
      icon={BarChart3}
      title={t('screens.analytics.empty.title')}
      description={t('screens.analytics.empty.body')}
      {...(onCreateLink
        ? { primaryAction: <Button onClick={() => onCreateLink()}>{t('screens.analytics.empty.action')}</Button> }
        : {})}
    />
  );
}

/** The change of a count against the previous period, in words (not only a colour). */
export function Change({ now, before }: { now: number; before: number | null | undefined }) {
  const t = useT();
  const intl = useIntl();
  if (before === null || before === undefined) return null;
  if (before === 0) {
    return now === 0 ? null : <span className={`${styles.change} ${styles.up}`}>{t('screens.analytics.change.new')}</span>;
  }
  const ratio = (now - before) / before;
  const percent = intl.formatNumber(Math.abs(ratio), { style: 'percent', maximumFractionDigits: 1 });
  if (Math.abs(ratio) < 0.0005)
    return <span className={`${styles.change} ${styles.flat}`}>{t('screens.analytics.change.same')}</span>;
  return ratio > 0 ? (
    <span className={`${styles.change} ${styles.up}`}>{t('screens.analytics.change.upShort', { percent })}</span>
  ) : (
    <span className={`${styles.change} ${styles.down}`}>{t('screens.analytics.change.downShort', { percent })}</span>
  );
}

/** The filters a view is narrowed by; `item` is one link, QR code or card (set from its page). */
export interface AnalyticsFilterValues {
  preset: DatePreset;
  /** Days (`YYYY-MM-DD`) of a custom range. */
  from?: string | undefined;
  to?: string | undefined;
  workspace_id?: string | undefined;
  /** One of the account's short-link domains. */
  domain_id?: string | undefined;
  /** ISO 3166-1 alpha-2 code (set by choosing a country; shown as a removable chip). */
  country?: string | undefined;
  device?: string | undefined;
  channel?: string | undefined;
  item?: { kind: 'link' | 'qr' | 'card'; label: string } | undefined;
  /** Compare with the period just before (on unless switched off). */
  compare?: boolean | undefined;
}

export interface AnalyticsFilterBarProps {
  value: AnalyticsFilterValues;
  onChange: (next: AnalyticsFilterValues) => void;
  /** Workspaces to choose from; the select is hidden with fewer than two. */
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
  /** Short-link domains to choose from; the select is hidden with fewer than two. */
  domains?: ReadonlyArray<{ id: string; name: string }>;
  /** Hide the device select (the devices page breaks down by device). */
  hideDevice?: boolean;
  /** Hide the channel select (the channels page breaks down by channel). */
  hideChannel?: boolean;
}

const PRESETS: readonly DatePreset[] = ['today', 'yesterday', '7d', '30d', '90d', '12m', 'custom'];
const DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/**
 * Period (presets or custom days), workspace, domain, device, channel and the comparison; the item
 * and country filters as removable chips (they are chosen on other pages, not from a list here).
 */
export function AnalyticsFilterBar({
  value,
  onChange,
  workspaces = [],
  domains = [],
  hideDevice,
  hideChannel,
}: AnalyticsFilterBarProps) {
  const t = useT();
  const countryName = useCountryName();
  const all = { value: '', label: t('screens.analytics.filters.all') };
  const set = (patch: Partial<AnalyticsFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className={styles.filterBar} role="group" aria-label={t('screens.analytics.filters')}>
      <Select
        className={styles.filterField}
        label={t('screens.analytics.range')}
        value={value.preset}
        options={PRESETS.map((p) => ({ value: p, label: t(`screens.analytics.range.${p}`) }))}
        onValueChange={(preset) => set({ preset: preset as DatePreset })}
      />
      {value.preset === 'custom' ? (
        <>
          <DateTimeField
            className={styles.filterField}
            label={t('screens.analytics.range.from')}
            withTime={false}
            value={value.from ?? null}
            {...(value.to ? { max: value.to } : {})}
            onChange={(from) => set({ from: from ?? undefined })}
          />
          <DateTimeField
            className={styles.filterField}
            label={t('screens.analytics.range.to')}
            withTime={false}
            value={value.to ?? null}
            {...(value.from ? { min: value.from } : {})}
            onChange={(to) => set({ to: to ?? undefined })}
          />
        </>
      ) : null}
      {workspaces.length > 1 ? (
        <Select
          className={styles.filterField}
          label={t('screens.analytics.filters.workspace')}
          value={value.workspace_id ?? ''}
          placeholder={false}
          options={[all, ...workspaces.map((w) => ({ value: w.id, label: w.name }))]}
          onValueChange={(id) => set({ workspace_id: id || undefined })}
        />
      ) : null}
      {domains.length > 1 ? (
        <Select
          className={styles.filterField}
          label={t('screens.analytics.filters.domain')}
          value={value.domain_id ?? ''}
          placeholder={false}
          options={[all, ...domains.map((d) => ({ value: d.id, label: d.name }))]}
          onValueChange={(id) => set({ domain_id: id || undefined })}
        />
      ) : null}
      {hideDevice ? null : (
        <Select
          className={styles.filterField}
          label={t('screens.analytics.filters.device')}
          value={value.device ?? ''}
          placeholder={false}
          options={[all, ...DEVICES.map((d) => ({ value: d, label: deviceLabel(t, d) }))]}
          onValueChange={(device) => set({ device: device || undefined })}
        />
      )}
      {hideChannel ? null : (
        <Select
          className={styles.filterField}
          label={t('screens.analytics.filters.channel')}
          value={value.channel ?? ''}
          placeholder={false}
          options={[all, ...analyticsChannels.map((c) => ({ value: c, label: channelLabel(t, c) }))]}
          onValueChange={(channel) => set({ channel: channel || undefined })}
        />
      )}
      {value.item ? (
        <Button
          size="small"
          variant="secondary"
          aria-label={t('screens.analytics.filters.remove', {
            filter: t(`screens.analytics.filter.${value.item.kind}`, { value: value.item.label }),
          })}
          onClick={() => set({ item: undefined })}
        >
          <bdi>{t(`screens.analytics.filter.${value.item.kind}`, { value: value.item.label })}</bdi>{' '}
          <X aria-hidden="true" size={14} />
        </Button>
      ) : null}
      {value.country ? (
        <Button
          size="small"
          variant="secondary"
          aria-label={t('screens.analytics.filters.remove', {
            filter: t('screens.analytics.filter.country', { value: countryName(value.country) }),
          })}
          onClick={() => set({ country: undefined })}
        >
          <bdi>{t('screens.analytics.filter.country', { value: countryName(value.country) })}</bdi>{' '}
          <X aria-hidden="true" size={14} />
        </Button>
      ) : null}
      <Checkbox
        className={styles.compareToggle}
        label={t('screens.analytics.filters.compare')}
        checked={value.compare !== false}
        onCheckedChange={(checked) => set({ compare: checked ? undefined : false })}
      />
    </div>
  );
}

export function isFiltered(value: AnalyticsFilterValues): boolean {
  return Boolean(value.workspace_id || value.domain_id || value.country || value.device || value.channel || value.item);
}

/** The same period and comparison without any narrowing filter ("Clear filters"). */
export function withoutFilters(value: AnalyticsFilterValues): AnalyticsFilterValues {
  return {
    preset: value.preset,
    from: value.from,
    to: value.to,
    ...(value.compare === false ? { compare: false } : {}),
  };
}

/** A day's noon UTC: formatted in UTC it is that day whatever the viewer's zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Compared with 15 Jan – 13 Feb 2026", formatted for the locale. */
export function ComparedWith({ from, to }: { from: string; to: string }) {
  const t = useT();
  const intl = useIntl();
  const range = intl.formatDateTimeRange(noonOf(from), noonOf(to), { dateStyle: 'medium', timeZone: 'UTC' });
  return <p className={styles.compare}>{t('screens.analytics.compare', { range })}</p>;
}

export interface BreakdownRow {
  key: string;
  label: ReactNode;
  clicks: number;
  previous: number | null;
}

/** A breakdown with previous-period counts joined by key (null when there is no comparison). */
export function withPrevious(
  rows: readonly AnalyticsRow[],
  previous: readonly AnalyticsRow[] | null,
  label: (row: AnalyticsRow) => ReactNode,
): BreakdownRow[] {
  const before = previous ? new Map(previous.map((r) => [r.key, r.clicks])) : null;
  return rows
    .toSorted((a, b) => b.clicks - a.clicks)
    .map((r) => ({ key: r.key, label: label(r), clicks: r.clicks, previous: before ? (before.get(r.key) ?? 0) : null }));
}

function breakdownColumns(
  labels: { name: string; clicks: string; share: string; change: string },
  compared: boolean,
  total: number,
  format: (n: number, percent: boolean) => string,
): TableColumn<BreakdownRow>[] {
  return [
    { id: 'name', header: labels.name, cell: (r) => r.label },
    {
      id: 'clicks',
      header: labels.clicks,
      align: 'end',
      cell: (r) => <span className={styles.number}>{format(r.clicks, false)}</span>,
    },
    {
      id: 'share',
      header: labels.share,
      align: 'end',
      cell: (r) => <span className={styles.number}>{format(total > 0 ? r.clicks / total : 0, true)}</span>,
    },
    ...(compared
      ? [
          {
            id: 'change',
            header: labels.change,
            align: 'end' as const,
            cell: (r: BreakdownRow) => <Change now={r.clicks} before={r.previous} />,
          },
        ]
      : []),
  ];
}

/** The sorted, visible table of a breakdown: name, count, share of the total and the change. */
export function BreakdownTable({
  caption,
  nameHeader,
  rows,
  total,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly BreakdownRow[];
  total: number;
}) {
  const t = useT();
  const intl = useIntl();
  const compared = rows.some((r) => r.previous !== null);
  const labels = {
    name: nameHeader,
    clicks: t('screens.analytics.table.clicks'),
    share: t('screens.analytics.table.share'),
    change: t('screens.analytics.table.change'),
  };
  const columns = breakdownColumns(labels, compared, total, (n, percent) =>
    intl.formatNumber(n, percent ? { style: 'percent', maximumFractionDigits: 1 } : {}),
  );
  return (
    <div className={styles.tableWrap}>
      <Table caption={caption} columns={columns} rows={rows} getRowId={(r) => r.key} />
    </div>
  );
}

/** A localised name for a breakdown key: channels and devices from the catalogue, "unknown" translated. */
export function useKeyLabel(): (dimension: 'channel' | 'device' | 'other', key: string) => string {
  const t = useT();
  return (dimension, key) => {
    if (key === 'unknown' || key === '') return t('screens.analytics.unknown');
    if (dimension === 'channel') return channelLabel(t, key);
    if (dimension === 'device') return deviceLabel(t, key);
    return key;
  };
}

/** Localised country names (`Intl.DisplayNames`), the code when the runtime has none. */
export function useCountryName(): (code: string) => string {
  const { locale } = useI18n();
  const t = useT();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code: string) => {
      if (code === 'unknown' || code === '') return t('screens.analytics.unknown');
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale, t]);
}

/** Where the page sits: Analytics › … (links to the parents, the last crumb is the page). */
export function Breadcrumb({
  trail,
  current,
  renderLink,
}: {
  trail: ReadonlyArray<{ href: string; label: string }>;
  current: string;
  renderLink?: RenderLink | undefined;
}) {
  const t = useT();
  return (
    <nav aria-label={t('screens.analytics.breadcrumb')}>
      <ol className={styles.breadcrumb}>
        {trail.map((crumb) => (
          <li key={crumb.href} className={styles.nameCell}>
            <ScreenLink href={crumb.href} tone="small" {...(renderLink ? { renderLink } : {})}>
              {crumb.label}
            </ScreenLink>
            <Icon icon={ChevronRight} size={14} flipInRtl className={styles.crumbSeparator} />
          </li>
        ))}
        <li aria-current="page">
          <bdi>{current}</bdi>
        </li>
      </ol>
    </nav>
  );
}

/** Heading, breadcrumb, filters and the comparison line: the top of every analytics subpage. */
export function AnalyticsHeader({
  title,
  subtitle,
  trail,
  renderLink,
  filterBar,
  compared,
  actions,
  sections,
}: {
  /** Links to the other analytics pages, with the one this page belongs to. */
  sections?: { hrefs: AnalyticsSectionHrefs; current: keyof AnalyticsSectionHrefs | null } | undefined;
  title: string;
  subtitle?: string;
  /** The parents of the page; null on the overview (the top: no breadcrumb). */
  trail: ReadonlyArray<{ href: string; label: string }> | null;
  renderLink?: RenderLink | undefined;
  /** Omitted when the plan is locked or access denied (nothing to filter). */
  filterBar?: ReactNode;
  compared?: { from: string; to: string } | null;
  actions?: ReactNode;
}) {
  return (
    <>
      <div className={styles.header}>
        {trail ? <Breadcrumb trail={trail} current={title} renderLink={renderLink} /> : null}
        <Heading level={1}>
          <bdi>{title}</bdi>
        </Heading>
        {subtitle ? <Text tone="muted">{subtitle}</Text> : null}
      </div>
      {sections ? <AnalyticsSections hrefs={sections.hrefs} current={sections.current} renderLink={renderLink} /> : null}
      {filterBar}
      {compared || actions ? (
        <div className={styles.panelHead}>
          {compared ? <ComparedWith from={compared.from} to={compared.to} /> : <span />}
          {actions}
        </div>
      ) : null}
    </>
  );
}

/** Skeleton of a subpage: a wide chart card and two halves. */
export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.grid}>
      <Card className={styles.wide}>
        <BarList loading items={[]} aria-label={label} />
      </Card>
      <Card className={styles.cell}>
        <DonutChart loading data={[]} aria-label={label} />
      </Card>
      <Card className={styles.cell}>
        <BarList loading items={[]} aria-label={label} />
      </Card>
    </div>
  );
}

/** One breakdown as a chart (donut or bars) and, below it, its sorted table. */
export function BreakdownSection({
  title,
  chart,
  rows,
  total,
  nameHeader,
  wide,
  maxBars = 6,
}: {
  title: string;
  chart: 'donut' | 'bars';
  rows: readonly BreakdownRow[];
  total: number;
  nameHeader: string;
  wide?: boolean;
  maxBars?: number;
}) {
  const t = useT();
  const plain = rows.map((r) => ({ key: r.key, label: typeof r.label === 'string' ? r.label : r.key, value: r.clicks }));
  return (
    <Card className={wide ? styles.wide : styles.cell} title={title} titleLevel={2} as="section">
      <div className={styles.panel}>
        {rows.length === 0 ? (
          <Text tone="muted">{t('screens.analytics.section.empty')}</Text>
        ) : (
          <>
            {chart === 'donut' ? (
              <DonutChart aria-label={title} data={plain} nameLabel={nameHeader} />
            ) : (
              <BarList aria-label={title} items={plain} nameLabel={nameHeader} total={total} maxItems={maxBars} />
            )}
            <BreakdownTable
              caption={t('screens.analytics.table.of', { title })}
              nameHeader={nameHeader}
              rows={rows}
              total={total}
            />
          </>
        )}
      </div>
    </Card>
  );
}
