import { useState } from 'react';
import { useLocation } from 'wouter';
import type { DatePreset } from '@rabt/contract';
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
  const [, navigate] = useLocation();
  const [preset, setPreset] = useState<DatePreset>('30d');
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
