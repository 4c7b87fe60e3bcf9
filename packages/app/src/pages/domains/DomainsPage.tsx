import { useLocation } from 'wouter';
import { DomainListScreen, type DomainListState } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import type { Domain } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { useDomainMutations, useDomainPlan, useDomains } from '../../api/domains.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';

export function domainListState(data: Domain[] | undefined, error: ApiError | undefined): DomainListState {
  if (data) return { state: 'ready', domains: data };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/domains: the account's branded domains (polled while one is pending). */
export function DomainsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const list = useDomains();
  const plan = useDomainPlan();
  const mutations = useDomainMutations();
  useDataPending(list.isLoading);
  const locked = plan.data && !plan.data.allowed ? { plan: plan.data.upgradePlan } : null;

  return (
    <DomainListScreen
      {...domainListState(list.data, list.error)}
      locked={locked}
      onUpgrade={() => navigate(hrefFor('billing-upgrade'))}
      onAdd={() => navigate(hrefFor('settings-domains-new'))}
      setupHref={(id) => hrefFor('settings-domain', { id })}
      renderLink={renderLink}
      onVerify={(id) => mutations.verify(id)}
      onRemove={async (id) => {
        await mutations.remove(id);
        toast.show({ tone: 'success', title: t('domains.toast.removed') });
      }}
      onRetry={() => void list.mutate()}
    />
  );
}
