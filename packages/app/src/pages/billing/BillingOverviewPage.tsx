import { BillingOverviewScreen, type BillingOverviewState } from '@rabt/screens';
import { useLocation } from 'wouter';
import { useCan } from '../../api/accounts.ts';
import { billingApi, useBillingOverview, useBillingPlans, useRevalidateBilling } from '../../api/billing.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import { commonState } from './mappers.ts';

/** /billing: plan, usage, card, next invoice, payments; pay, cancel, revoke. */
export function BillingOverviewPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const overview = useBillingOverview();
  const plans = useBillingPlans();
  const canEdit = useCan('billing:edit') ?? false;
  const revalidate = useRevalidateBilling();
  useDataPending(overview.isLoading || plans.isLoading);
  const state: BillingOverviewState =
    overview.data && plans.data
      ? { state: 'ready', overview: overview.data, plans: plans.data, canEdit }
      : commonState(overview.error ?? plans.error);
  const after = <T,>(p: Promise<T>) => p.finally(() => void revalidate());

  return (
    <BillingOverviewScreen
      {...state}
      upgradeHref={hrefFor('billing-upgrade')}
      methodsHref={hrefFor('billing-methods')}
      invoicesHref={hrefFor('billing-invoices')}
      invoiceHref={(id) => hrefFor('billing-invoice', { id })}
      onPayInvoice={(id) => after(billingApi.payInvoice(id))}
      onCancel={(input) => after(billingApi.cancel(input))}
      onResume={() => after(billingApi.resume())}
      onRetry={() => void revalidate()}
      onGoHome={() => navigate('/')}
      renderLink={renderLink}
    />
  );
}
