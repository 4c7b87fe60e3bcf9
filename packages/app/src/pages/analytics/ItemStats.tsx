import { useLocation, useSearch } from 'wouter';
import { datePresets, type DatePreset } from '@rabt/contract';
import { ItemStatsPanel, type ItemStatsKind } from '@rabt/screens';
import { useAnalyticsOverview } from '../../api/analytics.ts';
import { upgradeHref } from '../../api/billing.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import { apiParams, pendingState, searchOf, useAnalyticsAccess } from './shared.ts';

export interface ItemStatsProps {
  kind: ItemStatsKind;
  /** The link (a link's or a QR code's) or the card; null: nothing to count (a Wi-Fi QR code). */
  id: string | null;
  /** Shown in the analytics pages' filter chip ("Link: acme.sa/menu"). */
  label: string;
  /** Where "upgrade" comes back to. */
  returnTo: string;
  /** The editor page's column width. */
  placement: 'narrow' | 'wide';
}

/** The stats panel of one link, QR code or card, for that item's page (one container for all three). */
export function ItemStats({ kind, id, label, returnTo, placement }: ItemStatsProps) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const preset = statsPreset(search);
  // The period lives in the address (`?range=7d`) like the analytics pages' filters, so a reload or a
  // shared address keeps it; replaced, not pushed, so Back leaves the item page instead of stepping
  // through periods. The page's other query parameters are kept.
  const setPreset = (next: DatePreset) => {
    const q = new URLSearchParams(search);
    if (next === '30d') q.delete('range');
    else q.set('range', next);
    const s = q.toString();
    navigate(s ? `${location}?${s}` : location, { replace: true });
  };
  const access = useAnalyticsAccess();
  const filters = { preset, item: { kind, label }, ...(id ? { itemId: id } : {}) };
  const overview = useAnalyticsOverview(apiParams(filters), access.enabled && id !== null);
  const pending =
    id === null && access.can !== false && !access.locked
      ? ({ state: 'unavailable' } as const)
      : pendingState(access, overview.data !== undefined, overview.error);
  const state = pending ?? { state: 'ready' as const, overview: overview.data! };
  return (
    <ItemStatsPanel
      {...state}
      kind={kind}
      placement={placement}
      preset={preset}
      onPreset={setPreset}
      {...(id ? { analyticsHref: `${hrefFor('analytics-locations')}${searchOf(filters)}` } : {})}
      renderLink={renderLink}
      onRetry={() => void overview.mutate()}
      onUpgrade={() => navigate(upgradeHref({ feature: 'analytics' }, returnTo))}
    />
  );
}

/** The stats panel's period from the address: a preset other than a custom range, else 30 days. */
export function statsPreset(search: string): DatePreset {
  const range = new URLSearchParams(search).get('range');
  return range && range !== 'custom' && (datePresets as readonly string[]).includes(range) ? (range as DatePreset) : '30d';
}
