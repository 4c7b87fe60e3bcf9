import { useLocation } from 'wouter';
import { ErrorCode } from '@rabt/contract';
import { useI18n } from '@rabt/ui';
import { InvoiceDetailScreen, type InvoiceDetailState } from '@rabt/screens';
import { useCan } from '../../api/accounts.ts';
import { billingApi, downloadInvoicePdf, useInvoice, useRevalidateBilling } from '../../api/billing.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import { commonState } from './mappers.ts';

/** /billing/invoices/:id: the printable invoice; pay it when open. */
export function InvoiceDetailPage({ titleId, params }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  const invoice = useInvoice(id);
  const canPay = useCan('billing:edit') ?? false;
  const revalidate = useRevalidateBilling();
  const { locale } = useI18n();
  useDataPending(invoice.isLoading);
  const state: InvoiceDetailState = invoice.data
    ? { state: 'ready', invoice: invoice.data, canPay }
    : invoice.error?.code === ErrorCode.NOT_FOUND
      ? { state: 'notFound' }
      : commonState(invoice.error);
  return (
    <InvoiceDetailScreen
      {...state}
      invoicesHref={hrefFor('billing-invoices')}
      onDownloadPdf={(inv) => downloadInvoicePdf(inv.id, inv.number, locale)}
      onPay={(invoiceId) => billingApi.payInvoice(invoiceId).finally(() => void revalidate())}
      onPrint={() => window.print()}
      onRetry={() => void revalidate()}
      onGoHome={() => navigate('/')}
      renderLink={renderLink}
    />
  );
}
