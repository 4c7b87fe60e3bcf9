import type { LimitedResource, LockableFeature } from '@rabt/contract';
import { Alert, StatusPill, useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from './ScreenLink.tsx';
import * as parts from './parts.css.ts';

/**
 * Why the server refused on plan grounds, as screens show it: a full limit (409 PLAN_LIMIT_REACHED)
 * or a locked feature (403 PLAN_LOCKED). The app builds it from the error's details and the
 * upgrade page's href (`/billing/upgrade?resource=…&return=…` or `feature=…`).
 */
export type PlanBlock =
  | {
      kind: 'limit';
      resource: LimitedResource;
      limit: number;
      usage: number;
      /** How many of the request still fit (an import: how many rows). */
      fits: number;
      /** How many were asked for, when known (rows in a CSV). */
      requested?: number;
      /** The plan that would take it ("Business"); null when no plan does. */
      plan?: string | null;
      upgradeHref: string;
    }
  | { kind: 'locked'; feature: LockableFeature; plan?: string | null; upgradeHref: string }
  /**
   * Items over the limit after a downgrade (403 PLAN_ITEM_READ_ONLY, or a list with read-only
   * rows): they keep working and can be deleted, not edited (decision 075).
   */
  | { kind: 'readOnly'; resource: LimitedResource; limit: number; usage: number; plan?: string | null; upgradeHref: string };

export interface PlanLimitNoticeProps {
  block: PlanBlock;
  renderLink?: RenderLink;
  /** `import`: say how many rows fit rather than how many more items. @defaultValue 'single' */
  context?: 'single' | 'import';
}

/** A row's mark for an item over the plan's limit (decision 075); the list's notice says why. */
export function ReadOnlyPill() {
  const t = useT();
  return (
    <StatusPill tone="caution" data-testid="read-only" title={t('screens.upgrade.readOnlyReason')}>
      {t('screens.upgrade.readOnlyBadge')}
    </StatusPill>
  );
}

/** The specific plan message and a link to the upgrade page (issue 16 item 5). */
export function PlanLimitNotice({ block, renderLink = defaultRenderLink, context = 'single' }: PlanLimitNoticeProps) {
  const t = useT();
  const lines: string[] = [];
  if (block.kind === 'limit') {
    lines.push(t(`screens.upgrade.limit.${block.resource}`, { limit: block.limit, usage: block.usage }));
    if (context === 'import') {
      lines.push(
        block.requested === undefined
          ? t('screens.upgrade.fitsRows', { fits: block.fits })
          : t('screens.upgrade.fitsOfRows', { fits: block.fits, requested: block.requested }),
      );
    }
  } else if (block.kind === 'readOnly') {
    lines.push(t(`screens.upgrade.readOnly.${block.resource}`, { limit: block.limit, usage: block.usage }));
  } else {
    lines.push(t(`screens.upgrade.locked.${block.feature}`));
  }
  const cta = block.plan ? t('screens.upgrade.cta', { plan: block.plan }) : t('screens.upgrade.seePlans');
  return (
    <Alert
      tone="caution"
      role="alert"
      data-testid="plan-limit"
      action={renderLink({ href: block.upgradeHref, className: parts.linkButton.primary, children: cta })}
    >
      {lines.join(' ')}
    </Alert>
  );
}
