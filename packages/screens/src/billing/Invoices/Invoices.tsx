import { useState, type ReactNode } from 'react';
import type { Invoice, Payment } from '@rabt/contract';
import { Card, EmptyState, FileText, StatusPill, Table, Text, useT, type TableColumn } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { BillingPage, InvoiceStatus, useDate, useFailureText, useMoney, type BillingCommonState } from '../parts.tsx';
import * as styles from '../billing.css.ts';

export type InvoicesState = BillingCommonState | { state: 'ready'; invoices: readonly Invoice[]; payments: readonly Payment[] };

export type InvoicesScreenProps = InvoicesState & {
  invoiceHref: (id: string) => string;
  onRetry: () => void;
  onGoHome?: () => void;
  renderLink?: RenderLink;
  now?: Date;
};

interface ColumnDeps {
  t: ReturnType<typeof useT>;
  money: ReturnType<typeof useMoney>;
  date: ReturnType<typeof useDate>;
  failureText: ReturnType<typeof useFailureText>;
  renderLink: RenderLink;
  now: Date;
  invoiceHref: (id: string) => string;
}

function invoiceColumns(deps: ColumnDeps): TableColumn<Invoice>[] {
  const { t, money, date, renderLink, now } = deps;
  return [
    {
      id: 'number',
      header: t('screens.billing.col.number'),
      cell: (i) =>
        renderLink({
          href: deps.invoiceHref(i.id),
          'aria-label': t('screens.billing.invoice.open', { number: i.number }),
          children: <span dir="ltr">{i.number}</span>,
        }),
    },
    { id: 'issued', header: t('screens.billing.col.date'), cell: (i) => date(i.issued_at) },
    { id: 'status', header: t('screens.billing.col.status'), cell: (i) => <InvoiceStatus invoice={i} now={now} /> },
    { id: 'total', header: t('screens.billing.col.amount'), align: 'end', cell: (i) => money(i.total, i.currency) },
  ];
}

function paymentColumnsOf(deps: ColumnDeps): TableColumn<Payment>[] {
  const { t, money, date, failureText } = deps;
  return [
    { id: 'date', header: t('screens.billing.col.date'), cell: (p) => date(p.created_at) },
    {
      id: 'card',
      header: t('screens.billing.col.card'),
      cell: (p) => <span dir="ltr">{p.card_last4 ? `•••• ${p.card_last4}` : '—'}</span>,
    },
    {
      id: 'status',
      header: t('screens.billing.col.status'),
      cell: (p) => (
        <span className={styles.statusStack}>
          <StatusPill tone={p.status === 'succeeded' ? 'positive' : p.status === 'failed' ? 'critical' : 'info'}>
            {t(`screens.billing.payment.${p.status}`)}
          </StatusPill>
          {p.failure_code ? <span className={styles.muted}>{failureText({ code: p.failure_code })}</span> : null}
        </span>
      ),
    },
    { id: 'amount', header: t('screens.billing.col.amount'), align: 'end', cell: (p) => money(p.amount, p.currency) },
  ];
}

/** /billing/invoices: invoices with their paid status and due display, and the payments history. */
export function InvoicesScreen(props: InvoicesScreenProps) {
  const t = useT();
  const money = useMoney();
  const date = useDate();
  const failureText = useFailureText();
  const renderLink = props.renderLink ?? defaultRenderLink;
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;

  const columns = invoiceColumns({ t, money, date, failureText, renderLink, now, invoiceHref: props.invoiceHref });
  const paymentColumns = paymentColumnsOf({ t, money, date, failureText, renderLink, now, invoiceHref: props.invoiceHref });

  let content: ReactNode = null;
  if (props.state === 'ready') {
    content = (
      <div className={styles.stack}>
        {props.invoices.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={t('screens.billing.invoices.emptyTitle')}
            description={t('screens.billing.invoices.emptyBody')}
          />
        ) : (
          <Table<Invoice>
            caption={t('screens.billing.invoices.caption')}
            columns={columns}
            rows={props.invoices}
            getRowId={(i) => i.id}
          />
        )}
        <Card title={t('screens.billing.payments.title')} titleLevel={2}>
          {props.payments.length === 0 ? (
            <Text tone="muted">{t('screens.billing.payments.empty')}</Text>
          ) : (
            <Table<Payment>
              caption={t('screens.billing.payments.caption')}
              columns={paymentColumns}
              rows={props.payments}
              getRowId={(p) => p.id}
            />
          )}
        </Card>
      </div>
    );
  }
  return (
    <BillingPage
      titleId="billing-invoices-heading"
      title={t('screens.billing.invoices.title')}
      intro={t('screens.billing.invoices.intro')}
      common={props.state === 'ready' ? { state: 'ready' } : props}
      onRetry={props.onRetry}
      onGoHome={props.onGoHome}
    >
      {content}
    </BillingPage>
  );
}
