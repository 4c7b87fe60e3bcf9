import { useState } from 'react';
import { useLocation } from 'wouter';
import { LinkEditorScreen, type LinkEditorValues, type PlanBlock } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import type { ApiError } from '../../api/errors.ts';
import { planBlockOf, readOnlyBlockOf } from '../../api/planErrors.ts';
import { useLink, useLinkDomains, useLinkMutations, usePlanFeatures } from '../../api/links.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useOffline } from '../../stores/offline.ts';
import {
  createEditorState,
  domainOptions,
  linkEditorState,
  linkRequest,
  linkSubmitErrors,
  lockedEditorFeatures,
} from './mappers.ts';
import { ItemStats, withStats } from '../analytics/itemStatsSlot.tsx';

/** /links/new and /links/:id: create, or edit and view one link; delete from edit. */
export function LinkEditorPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const id = params.id ?? null;
  const mode = id ? 'edit' : 'create';
  const link = useLink(id);
  const plan = usePlanFeatures();
  // The server's default short domain and the account's active branded domains.
  const domains = useLinkDomains();
  const offline = useOffline();
  const linkMutations = useLinkMutations();
  const entitlements = useEntitlements();
  const [planBlock, setPlanBlock] = useState<PlanBlock | null>(null);
  useDataPending(link.isLoading || (!id && domains.isLoading));

  const toList = () => navigate(hrefFor('links'));

  const onSubmit = async (values: LinkEditorValues) => {
    setPlanBlock(null);
    try {
      if (id) {
        await linkMutations.update(id, linkRequest(values, 'edit'));
        toast.show({ tone: 'success', title: t('links.toast.saved') });
      } else {
        await linkMutations.create(linkRequest(values, 'create'));
        toast.show({ tone: 'success', title: t('links.toast.created') });
      }
      toList();
      return undefined;
    } catch (error) {
      // A full links limit, or a link read-only over the limit (decision 075): the specific
      // message and the upgrade link replace the generic notice.
      const block = planBlockOf(error as ApiError, { returnTo: location, plans: entitlements.data?.plans });
      if (block?.kind === 'limit' || block?.kind === 'readOnly') {
        setPlanBlock(block);
        return {};
      }
      return linkSubmitErrors(error as ApiError, t);
    }
  };

  const state = id
    ? linkEditorState({ link: link.data, error: link.error })
    : createEditorState({ domains: domains.data, error: domains.error });

  return withStats(
    id && link.data ? (
      <ItemStats kind="link" id={link.data.id} label={link.data.short_url} returnTo={location} placement="narrow" />
    ) : null,
    <LinkEditorScreen
      {...state}
      mode={mode}
      // An edited link keeps its own domain among the choices even if it is no longer listed.
      domains={domainOptions(domains.data, [link.data?.domain])}
      lockedFeatures={lockedEditorFeatures(plan.data?.features)}
      upgradePlan={plan.data?.upgradePlan ?? 'Pro'}
      onUpgrade={(feature) => navigate(upgradeHref({ feature }, location))}
      // A read-only link says so before any edit is tried.
      planBlock={planBlock ?? readOnlyBlockOf(link.data ? [link.data] : undefined, 'links', entitlements.data, location)}
      renderLink={renderLink}
      onSubmit={onSubmit}
      onCancel={toList}
      onRetry={() => void (id ? link.mutate() : domains.mutate())}
      onDelete={
        id
          ? async () => {
              await linkMutations.remove(id);
              toast.show({ tone: 'success', title: t('links.toast.deleted') });
              toList();
            }
          : undefined
      }
      onCopied={() => toast.show({ tone: 'success', title: t('links.toast.copied') })}
      offline={offline}
    />,
  );
}
