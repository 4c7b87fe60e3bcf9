import { useLocation } from 'wouter';
import { DomainAddScreen } from '@rabt/screens';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import { isApiError } from '../../api/errors.ts';
import { planBlockOf } from '../../api/planErrors.ts';
import { useDomainMutations, useDomainPlan } from '../../api/domains.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';

/** /settings/domains/new: add a domain, then open its setup (the DNS records to create). */
export function DomainAddPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [location, navigate] = useLocation();
  const entitlements = useEntitlements();
  const plan = useDomainPlan();
  const mutations = useDomainMutations();
  const locked = plan.data && !plan.data.allowed ? { plan: plan.data.upgradePlan } : null;

  return (
    <DomainAddScreen
      locked={locked}
      onUpgrade={() => navigate(upgradeHref({ feature: 'branded_domains' }, location))}
      renderLink={renderLink}
      onCancel={() => navigate(hrefFor('settings-domains'))}
      onSubmit={async (name) => {
        try {
          const domain = await mutations.add(name);
          navigate(hrefFor('settings-domain', { id: domain.id }));
          return undefined;
        } catch (error) {
          if (!isApiError(error)) return { code: 'UNKNOWN_ERROR' };
          return { ...error, planBlock: planBlockOf(error, { returnTo: location, plans: entitlements.data?.plans }) };
        }
      }}
    />
  );
}
