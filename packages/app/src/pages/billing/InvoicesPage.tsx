import { useLocation } from 'wouter';
import { InvoicesScreen, type InvoicesState } from '@rabt/screens';
import { useInvoices, usePayments, useRevalidateBilling } from '../../api/billing.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import { commonState } from './mappers.ts';

/** /billing/invoices: invoices with due display, and the payments history. */
export function InvoicesPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const invoices = useInvoices();
  const payments = usePayments();
  const revalidate = useRevalidateBilling();
  useDataPending(invoices.isLoading);
  const state: InvoicesState =
    invoices.data && payments.data
      ? { state: 'ready', invoices: invoices.data, payments: payments.data }
      : commonState(invoices.error ?? payments.error);
  return (
    <InvoicesScreen
      {...state}
      invoiceHref={(id) => hrefFor('billing-invoice', { id })}
      renderLink={renderLink}
      onRetry={() => void revalidate()}
      onGoHome={() => navigate('/')}
    />
  );
}
