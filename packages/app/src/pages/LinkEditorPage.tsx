import { useLocation } from 'wouter';
import { defaultLinkListQuery, LinkEditorScreen, type LinkEditorValues } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { activeDomainNames, useDomains } from '../api/domains.ts';
import type { ApiError } from '../api/errors.ts';
import { useLink, useLinkMutations, useLinks, usePlanFeatures } from '../api/links.ts';
import { usePageTitle } from '../head/usePageTitle.ts';
import { useDataPending } from '../progress/useRouteProgress.ts';
import { hrefFor } from '../routes/resolve.ts';
import type { PageProps } from '../routes/pages.tsx';
import { useOffline } from '../stores/offline.ts';
import { DEFAULT_SHORT_DOMAIN } from './links/constants.ts';
import { domainOptions, linkEditorState, linkRequest, linkSubmitErrors, lockedEditorFeatures } from './links/mappers.ts';

/** /links/new and /links/:id: create, or edit and view one link; delete from edit. */
export function LinkEditorPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = params.id ?? null;
  const mode = id ? 'edit' : 'create';
  const link = useLink(id);
  const plan = usePlanFeatures();
  const known = useLinks(defaultLinkListQuery);
  // Branded domains become choices once verified; a plan without them simply yields none.
  const brandedDomains = useDomains();
  const offline = useOffline();
  const linkMutations = useLinkMutations();
  useDataPending(link.isLoading);

  const toList = () => navigate(hrefFor('links'));

  const onSubmit = async (values: LinkEditorValues) => {
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
      return linkSubmitErrors(error as ApiError, t);
    }
  };

  const state = id ? linkEditorState({ link: link.data, error: link.error }) : ({ state: 'ready' } as const);

  return (
    <LinkEditorScreen
      {...state}
      mode={mode}
      domains={domainOptions(
        DEFAULT_SHORT_DOMAIN,
        [...(known.data?.links ?? []), ...(link.data ? [link.data] : [])],
        activeDomainNames(brandedDomains.data),
      )}
      lockedFeatures={lockedEditorFeatures(plan.data?.features)}
      upgradePlan={plan.data?.upgradePlan ?? 'Pro'}
      onUpgrade={() => navigate(hrefFor('billing-upgrade'))}
      onSubmit={onSubmit}
      onCancel={toList}
      onRetry={() => void link.mutate()}
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
    />
  );
}
