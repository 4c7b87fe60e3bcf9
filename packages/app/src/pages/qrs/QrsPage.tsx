import { useLocation, useSearch } from 'wouter';
import { QrListScreen } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { useCan } from '../../api/accounts.ts';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import { readOnlyBlockOf } from '../../api/planErrors.ts';
import { useQrMutations, useQrs, type QrListParams } from '../../api/qrs.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { paramsFromSearch, qrLimit, qrListState, searchFromParams } from './mappers.ts';

/** /qrs: the account's QR codes, search and type filter in the URL, delete with a toast. */
export function QrsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const params = paramsFromSearch(useSearch());
  const list = useQrs(params);
  const mutations = useQrMutations();
  const entitlements = useEntitlements();
  const canCreate = useCan('qrs:create') !== false;
  const canDelete = useCan('qrs:delete') !== false;
  useDataPending(list.isLoading);

  const setParams = (change: Partial<QrListParams>) =>
    navigate(`${hrefFor('qrs')}${searchFromParams({ ...params, page: 1, ...change })}`, { replace: true });

  return (
    <QrListScreen
      {...qrListState({ data: list.data, error: list.error, params })}
      query={params.q}
      type={params.type}
      onQueryChange={(q) => setParams({ q })}
      onTypeChange={(type) => setParams({ type })}
      onPageChange={(page) => setParams({ page })}
      onCreate={() => navigate(hrefFor('qrs-new'))}
      editHref={(id) => hrefFor('qr', { id })}
      renderLink={renderLink}
      onRetry={() => void list.mutate()}
      limit={qrLimit(entitlements.data)}
      readOnlyNotice={readOnlyBlockOf(list.data?.qrs, 'qrs', entitlements.data, hrefFor('qrs'))}
      canCreate={canCreate}
      canDelete={canDelete}
      onUpgrade={() => navigate(upgradeHref({ resource: 'qrs' }, hrefFor('qrs')))}
      onDelete={async (id) => {
        await mutations.remove(id);
        void entitlements.mutate();
        toast.show({ tone: 'success', title: t('qrs.toast.deleted') });
      }}
    />
  );
}
