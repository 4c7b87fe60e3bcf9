import { useLocation } from 'wouter';
import { DomainAddScreen } from '@rabt/screens';
import { isApiError } from '../../api/errors.ts';
import { useDomainMutations, useDomainPlan } from '../../api/domains.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';

/** /settings/domains/new: add a domain, then open its setup (the DNS records to create). */
export function DomainAddPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const plan = useDomainPlan();
  const mutations = useDomainMutations();
  const locked = plan.data && !plan.data.allowed ? { plan: plan.data.upgradePlan } : null;

  return (
    <DomainAddScreen
      locked={locked}
      onUpgrade={() => navigate(hrefFor('billing-upgrade'))}
      onCancel={() => navigate(hrefFor('settings-domains'))}
      onSubmit={async (name) => {
        try {
          const domain = await mutations.add(name);
          navigate(hrefFor('settings-domain', { id: domain.id }));
          return undefined;
        } catch (error) {
          return isApiError(error) ? error : { code: 'UNKNOWN_ERROR' };
        }
      }}
    />
  );
}
