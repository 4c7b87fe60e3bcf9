import { useState, type ReactNode } from 'react';
import type { Invoice, InvoiceParty } from '@rabt/contract';
import { Alert, Button, Text, useIntl, useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as parts from '../../_parts/parts.css.ts';
import {
  BillingPage,
  InvoiceStatus,
  useDate,
  useFailureText,
  useMoney,
  type BillingCommonState,
  type BillingFailure,
} from '../parts.tsx';
import * as styles from '../billing.css.ts';

export type InvoiceDetailState =
  BillingCommonState | { state: 'notFound' } | { state: 'ready'; invoice: Invoice; canPay: boolean };

export type InvoiceDetailScreenProps = InvoiceDetailState & {
  /** Pay with the primary card; reject with the failure to show it. */
  onPay: (id: string) => Promise<unknown>;
  onPrint: () => void;
  /** Download the PDF (the server renders it, Arabic included); absent hides the button. */
  onDownloadPdf?: (invoice: Invoice) => Promise<unknown>;
  invoicesHref: string;
  onRetry: () => void;
  onGoHome?: () => void;
  renderLink?: RenderLink;
  now?: Date;
};

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  const t = useT();
  const intl = useIntl();
  const country = party.country
    ? (new Intl.DisplayNames([intl.locale], { type: 'region' }).of(party.country) ?? party.country)
    : null;
  return (
    <address className={styles.party}>
      <Text as="span" tone="muted">
        {title}
      </Text>
      <Text as="span" weight="semibold" dir="auto">
        {party.name}
      </Text>
      {party.lines.map((l) => (
        <span key={l} dir="auto">
          {l}
        </span>
      ))}
      {country ? <span>{country}</span> : null}
      {party.tax_id ? (
        <span>
          {t('screens.billing.invoice.taxId')} <span dir="ltr">{party.tax_id}</span>
        </span>
      ) : null}
      {party.email ? <span dir="ltr">{party.email}</span> : null}
    </address>
  );
}

/** /billing/invoices/:id: a printable invoice (issuer, recipient, lines, tax, total, status), pay, print, PDF. */
export function InvoiceDetailScreen(props: InvoiceDetailScreenProps) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const date = useDate();
  const failureText = useFailureText();
  const renderLink = props.renderLink ?? defaultRenderLink;
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BillingFailure | null>(null);

  let content: ReactNode = null;
  const common: BillingCommonState | { state: 'ready' } =
    props.state === 'ready' || props.state === 'notFound' ? { state: 'ready' } : props;
  if (props.state === 'notFound') {
    content = (
      <Alert tone="caution" title={t('screens.billing.invoice.notFound')}>
        {renderLink({ href: props.invoicesHref, children: t('screens.billing.invoices.all') })}
      </Alert>
    );
  } else if (props.state === 'ready') {
    const { invoice } = props;
    const open = invoice.status === 'unpaid' || invoice.status === 'pending_payment';
    content = (
      <article
        className={`${styles.stack} ${styles.printable}`}
        aria-label={t('screens.billing.invoice.title', { number: invoice.number })}
      >
        <div className={`${styles.row} ${styles.noPrint}`}>
          {open && props.canPay ? (
            <Button
              loading={busy}
              onClick={() => {
                setBusy(true);
                setFailure(null);
                props
                  .onPay(invoice.id)
                  .catch((e: unknown) => {
                    const x = e as { code?: string; message?: string };
                    setFailure({ code: x.code ?? 'UNKNOWN_ERROR', message: x.message ?? null });
                  })
                  .finally(() => setBusy(false));
              }}
            >
              {t('screens.billing.pay')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => props.onPrint()}>
            {t('screens.billing.invoice.print')}
          </Button>
          {props.onDownloadPdf ? (
            <Button variant="secondary" onClick={() => void props.onDownloadPdf?.(invoice)}>
              {t('screens.billing.invoice.pdf')}
            </Button>
          ) : null}
        </div>
        {failure ? (
          <Alert tone="critical" role="alert" data-code={failure.code}>
            {failureText(failure)}
          </Alert>
        ) : null}
        <div className={styles.spread}>
          <div className={styles.headerText}>
            <Text as="span" tone="muted">
              {t('screens.billing.invoice.number')}
            </Text>
            <span className={styles.bigFigure} dir="ltr">
              {invoice.number}
            </span>
          </div>
          <InvoiceStatus invoice={invoice} now={now} />
        </div>
        <dl className={styles.dl}>
          <dt>{t('screens.billing.invoice.issued')}</dt>
          <dd>{date(invoice.issued_at)}</dd>
          <dt>{t('screens.billing.invoice.due')}</dt>
          <dd>{date(invoice.due_at)}</dd>
          {invoice.paid_at ? (
            <>
              <dt>{t('screens.billing.invoice.paidOn')}</dt>
              <dd>{date(invoice.paid_at)}</dd>
            </>
          ) : null}
          {invoice.period_start && invoice.period_end ? (
            <>
              <dt>{t('screens.billing.plan.period')}</dt>
              <dd>
                {t('screens.billing.plan.periodRange', { start: date(invoice.period_start), end: date(invoice.period_end) })}
              </dd>
            </>
          ) : null}
        </dl>
        <div className={styles.parties}>
          <Party title={t('screens.billing.invoice.from')} party={invoice.issuer} />
          <Party title={t('screens.billing.invoice.to')} party={invoice.recipient} />
        </div>
        <table className={styles.lines}>
          <caption>
            <span className={styles.muted}>{t('screens.billing.invoice.lines')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('screens.billing.col.description')}</th>
              <th scope="col">{t('screens.billing.col.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  {lineText(t, l)}
                  {l.period_start && l.period_end ? (
                    <div className={styles.muted}>
                      {t('screens.billing.plan.periodRange', { start: date(l.period_start), end: date(l.period_end) })}
                    </div>
                  ) : null}
                </td>
                <td>{money(l.amount, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{t('screens.billing.invoice.subtotal')}</td>
              <td>{money(invoice.subtotal, invoice.currency)}</td>
            </tr>
            <tr>
              <td>
                {t('screens.billing.invoice.taxRate', {
                  rate: intl.formatNumber(invoice.tax_rate_bp / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
                })}
              </td>
              <td>{money(invoice.tax, invoice.currency)}</td>
            </tr>
            <tr>
              <th scope="row">{t('screens.billing.invoice.total')}</th>
              <td>{money(invoice.total, invoice.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </article>
    );
  }
  return (
    <BillingPage
      titleId="billing-invoice-heading"
      title={
        props.state === 'ready'
          ? t('screens.billing.invoice.title', { number: `\u2066${props.invoice.number}\u2069` })
          : t('screens.billing.invoices.title')
      }
      common={common}
      onRetry={props.onRetry}
      onGoHome={props.onGoHome}
      actions={
        props.state === 'ready'
          ? renderLink({
              href: props.invoicesHref,
              className: `${parts.linkButton.secondary} ${styles.noPrint}`,
              children: t('screens.billing.invoices.all'),
            })
          : null
      }
    >
      {content}
    </BillingPage>
  );
}

/** Plan lines are named from the plan id and interval in the reader's language; others keep the server's words. */
function lineText(t: ReturnType<typeof useT>, l: Invoice['lines'][number]): string {
  const plan = l.plan_id ? l.plan_id.charAt(0).toUpperCase() + l.plan_id.slice(1) : '';
  const interval = l.interval ? t(`screens.billing.interval.${l.interval}`) : '';
  switch (l.kind) {
    case 'plan':
      return t('screens.billing.line.plan', { plan, interval });
    case 'proration_charge':
      return t('screens.billing.line.prorationCharge', { plan, interval });
    case 'proration_credit':
      return t('screens.billing.line.prorationCredit', { plan, interval });
    case 'credit':
      return t('screens.billing.line.credit');
    default:
      return l.description;
  }
}
