import { useLocation, useSearch } from 'wouter';
import { LinkListScreen, type LinkListQuery } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { useEntitlements } from '../../api/billing.ts';
import { useLinkDomains, useLinkMutations, useLinks } from '../../api/links.ts';
import { readOnlyBlockOf } from '../../api/planErrors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { useOffline } from '../../stores/offline.ts';
import { domainOptions, isNoResponse, linkListState, queryFromSearch, searchFromQuery } from './mappers.ts';

/** /links: the list, its filters in the URL, copy and delete with toasts. */
export function LinksPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = queryFromSearch(search);
  const list = useLinks(query);
  const domains = useLinkDomains();
  const offline = useOffline();
  const linkMutations = useLinkMutations();
  const entitlements = useEntitlements();
  useDataPending(list.isLoading);

  const setQuery = (change: Partial<LinkListQuery>) =>
    navigate(`${hrefFor('links')}${searchFromQuery({ ...query, ...change })}`, { replace: true });

  return (
    <LinkListScreen
      {...linkListState({ data: list.data, error: list.error, query })}
      query={query}
      onQueryChange={setQuery}
      // The server's usable domains; a filter from the address bar stays choosable.
      domains={domainOptions(domains.data, [query.domain])}
      // No workspaces call in the contract yet: the filter offers "All workspaces" only.
      workspaces={[]}
      offline={offline || isNoResponse(list.error)}
      onRetry={() => void list.mutate()}
      onCreate={() => navigate(hrefFor('links-new'))}
      onImport={() => navigate(hrefFor('links-bulks'))}
      onEdit={(id) => navigate(hrefFor('link', { id }))}
      editHref={(id) => hrefFor('link', { id })}
      renderLink={renderLink}
      readOnlyNotice={readOnlyBlockOf(list.data?.links, 'links', entitlements.data, hrefFor('links'))}
      onCopied={() => toast.show({ tone: 'success', title: t('links.toast.copied') })}
      onDelete={async (id) => {
        await linkMutations.remove(id);
        toast.show({ tone: 'success', title: t('links.toast.deleted') });
      }}
    />
  );
}
