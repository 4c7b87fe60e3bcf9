import { useState, type ReactNode } from 'react';
import type { BillingOverview, CancelType, Plan } from '@rabt/contract';
import { Alert, Button, Card, Dialog, RadioGroup, StatusPill, Text, TextArea, VisuallyHidden, useIntl, useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as parts from '../../_parts/parts.css.ts';
import {
  BillingPage,
  CardSummary,
  InvoiceStatus,
  resourceLabel,
  useDate,
  useFailureText,
  useMoney,
  type BillingCommonState,
  type BillingFailure,
} from '../parts.tsx';
import * as styles from '../billing.css.ts';

export type BillingOverviewState =
  BillingCommonState | { state: 'ready'; overview: BillingOverview; plans: readonly Plan[]; canEdit: boolean };

export type BillingOverviewScreenProps = BillingOverviewState & {
  upgradeHref: string;
  methodsHref: string;
  invoicesHref: string;
  invoiceHref: (id: string) => string;
  /** Pay the open invoice with the primary card; reject with the failure to show it. */
  onPayInvoice: (id: string) => Promise<unknown>;
  /** Cancel with the chosen strategy (spec: cancel_type is required) and an optional reason. */
  onCancel: (input: { cancel_type: CancelType; reason: string | null }) => Promise<unknown>;
  /** Revoke a scheduled cancellation or downgrade. */
  onResume: () => Promise<unknown>;
  onRetry: () => void;
  onGoHome?: () => void;
  renderLink?: RenderLink;
  /** "Now" for due dates and card expiry (stories fix it). */
  now?: Date;
};

function UsageMeter({ usage, limit }: { usage: number; limit: number | null }) {
  if (limit === null || limit === 0) return null;
  const pct = Math.min(100, Math.round((usage / limit) * 100));
  return (
    <div className={styles.meter} aria-hidden="true">
      <div className={`${styles.meterFill} ${pct >= 100 ? styles.meterFull : ''}`} style={{ inlineSize: `${pct}%` }} />
    </div>
  );
}

/** /billing: the plan, its period and renewal or cancel date, usage against limits, card, next invoice, payments. */
export function BillingOverviewScreen(props: BillingOverviewScreenProps) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const date = useDate();
  const failureText = useFailureText();
  const renderLink = props.renderLink ?? defaultRenderLink;
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelType, setCancelType] = useState<CancelType | ''>('');
  const [reason, setReason] = useState('');
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<BillingFailure | null>(null);

  const run = (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setFailure(null);
    action()
      .catch((error: unknown) => setFailure(toFailure(error)))
      .finally(() => setBusy(null));
  };

  const linkButton = (href: string, label: string, variant: 'primary' | 'secondary' = 'secondary') =>
    renderLink({
      href,
      className: variant === 'primary' ? parts.linkButton.primary : parts.linkButton.secondary,
      children: label,
    });

  let content: ReactNode = null;
  if (props.state === 'ready') {
    const { overview, plans, canEdit } = props;
    const sub = overview.subscription;
    const plan = plans.find((p) => p.id === sub?.plan_id);
    const pending = plans.find((p) => p.id === sub?.pending_plan_id);
    const paid = Boolean(sub?.current_period_end);
    const formatLimit = (limit: number | null) => (limit === null ? t('screens.billing.unlimited') : intl.formatNumber(limit));

    content = (
      <div className={styles.stack}>
        {failure ? (
          <Alert tone="critical" role="alert" onDismiss={() => setFailure(null)}>
            {failureText(failure)}
          </Alert>
        ) : null}
        {sub?.status === 'past_due' && overview.open_invoice ? (
          <Alert
            tone="critical"
            title={t('screens.billing.pastDue.title')}
            action={
              canEdit ? (
                <Button loading={busy === 'pay'} onClick={() => run('pay', () => props.onPayInvoice(overview.open_invoice!.id))}>
                  {t('screens.billing.pay')}
                </Button>
              ) : undefined
            }
          >
            {t('screens.billing.pastDue.body', {
              amount: money(overview.open_invoice.total, overview.open_invoice.currency),
              date: date(sub.grace_until ?? overview.open_invoice.due_at),
            })}
          </Alert>
        ) : null}
        {sub?.cancel_at ? (
          <Alert
            tone="caution"
            title={t('screens.billing.cancelScheduled.title')}
            action={
              canEdit ? (
                <Button variant="secondary" loading={busy === 'resume'} onClick={() => run('resume', props.onResume)}>
                  {t('screens.billing.cancelScheduled.revoke')}
                </Button>
              ) : undefined
            }
          >
            {t('screens.billing.cancelScheduled.body', { date: date(sub.cancel_at) })}
          </Alert>
        ) : null}
        {pending && sub?.current_period_end ? (
          <Alert
            tone="info"
            action={
              canEdit ? (
                <Button variant="secondary" loading={busy === 'resume'} onClick={() => run('resume', props.onResume)}>
                  {t('screens.billing.pendingChange.keep')}
                </Button>
              ) : undefined
            }
          >
            {t('screens.billing.pendingChange.body', { plan: pending.name, date: date(sub.current_period_end) })}
          </Alert>
        ) : null}

        <div className={styles.grid}>
          <Card
            title={t('screens.billing.plan.title')}
            titleLevel={2}
            actions={canEdit ? linkButton(props.upgradeHref, t('screens.billing.plan.change'), 'primary') : undefined}
          >
            <div className={styles.stack}>
              <div className={styles.row}>
                <span className={styles.bigFigure}>{plan?.name ?? sub?.plan_id ?? t('screens.billing.plan.none')}</span>
                {sub ? (
                  <StatusPill tone={sub.status === 'past_due' ? 'critical' : sub.cancel_at ? 'caution' : 'positive'}>
                    {t(`screens.billing.subStatus.${sub.cancel_at ? 'cancelling' : sub.status}`)}
                  </StatusPill>
                ) : null}
              </div>
              {sub && paid ? (
                <dl className={styles.dl}>
                  <dt>{t('screens.billing.plan.interval')}</dt>
                  <dd>{t(`screens.billing.interval.${sub.interval}`)}</dd>
                  <dt>{t('screens.billing.plan.period')}</dt>
                  <dd>
                    {t('screens.billing.plan.periodRange', {
                      start: date(sub.current_period_start ?? sub.current_period_end!),
                      end: date(sub.current_period_end!),
                    })}
                  </dd>
                  <dt>{sub.cancel_at ? t('screens.billing.plan.endsOn') : t('screens.billing.plan.renewsOn')}</dt>
                  <dd>{date(sub.cancel_at ?? sub.current_period_end!)}</dd>
                </dl>
              ) : (
                <Text tone="muted">{t('screens.billing.plan.freeNote')}</Text>
              )}
              {canEdit && paid && !sub?.cancel_at ? (
                <div>
                  <Button variant="ghost" onClick={() => setCancelOpen(true)}>
                    {t('screens.billing.cancel.open')}
                  </Button>
                </div>
              ) : null}
            </div>
          </Card>

          <Card title={t('screens.billing.usage.title')} titleLevel={2}>
            <ul className={styles.usageList}>
              {overview.usage.map((u) => (
                <li key={u.resource} className={styles.usageItem}>
                  <span className={styles.spread}>
                    <Text as="span">{resourceLabel(t, u.resource)}</Text>
                    <Text as="span" weight="medium">
                      {t('screens.billing.usage.of', { usage: intl.formatNumber(u.usage), limit: formatLimit(u.limit) })}
                    </Text>
                  </span>
                  <UsageMeter usage={u.usage} limit={u.limit} />
                </li>
              ))}
            </ul>
          </Card>

          <Card
            title={t('screens.billing.method.title')}
            titleLevel={2}
            actions={linkButton(props.methodsHref, t('screens.billing.method.manage'))}
          >
            {overview.primary_method ? (
              <CardSummary method={overview.primary_method} now={now} />
            ) : (
              <Text tone="muted">{t('screens.billing.method.none')}</Text>
            )}
          </Card>

          <Card
            title={t('screens.billing.next.title')}
            titleLevel={2}
            actions={linkButton(props.invoicesHref, t('screens.billing.invoices.all'))}
          >
            <div className={styles.stack}>
              {overview.next_invoice ? (
                <Text>
                  {t('screens.billing.next.body', {
                    amount: money(overview.next_invoice.amount, overview.next_invoice.currency),
                    date: date(overview.next_invoice.date),
                  })}
                </Text>
              ) : (
                <Text tone="muted">{t('screens.billing.next.none')}</Text>
              )}
              {overview.open_invoice ? (
                <div className={styles.spread}>
                  {renderLink({
                    href: props.invoiceHref(overview.open_invoice.id),
                    children: <span dir="ltr">{overview.open_invoice.number}</span>,
                  })}
                  <InvoiceStatus invoice={overview.open_invoice} now={now} />
                </div>
              ) : null}
            </div>
          </Card>
        </div>

        <Card title={t('screens.billing.payments.title')} titleLevel={2}>
          {overview.recent_payments.length === 0 ? (
            <Text tone="muted">{t('screens.billing.payments.empty')}</Text>
          ) : (
            <table className={styles.lines}>
              <caption>
                <VisuallyHidden>{t('screens.billing.payments.title')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('screens.billing.col.date')}</th>
                  <th scope="col">{t('screens.billing.col.card')}</th>
                  <th scope="col">{t('screens.billing.col.status')}</th>
                  <th scope="col">{t('screens.billing.col.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {overview.recent_payments.map((p) => (
                  <tr key={p.id}>
                    <td>{date(p.created_at)}</td>
                    <td>
                      <span dir="ltr">{p.card_last4 ? `•••• ${p.card_last4}` : '—'}</span>
                    </td>
                    <td>
                      <span className={styles.statusStack}>
                        <StatusPill tone={p.status === 'succeeded' ? 'positive' : p.status === 'failed' ? 'critical' : 'info'}>
                          {t(`screens.billing.payment.${p.status}`)}
                        </StatusPill>
                        {p.failure_code ? <span className={styles.muted}>{failureText({ code: p.failure_code })}</span> : null}
                      </span>
                    </td>
                    <td>{money(p.amount, p.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    );
  }

  return (
    <>
      <BillingPage
        titleId="billing-heading"
        title={t('screens.billing.title')}
        intro={t('screens.billing.intro')}
        common={props.state === 'ready' ? { state: 'ready' } : props}
        onRetry={props.onRetry}
        onGoHome={props.onGoHome}
      >
        {content}
      </BillingPage>
      <Dialog
        open={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          if (!open) setCancelError(null);
        }}
        title={t('screens.billing.cancel.title')}
        description={t('screens.billing.cancel.body')}
        footer={
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setCancelOpen(false)}>
              {t('screens.billing.cancel.keep')}
            </Button>
            <Button
              variant="danger"
              loading={busy === 'cancel'}
              onClick={() => {
                if (!cancelType) {
                  setCancelError(t('screens.billing.cancel.typeRequired'));
                  return;
                }
                setBusy('cancel');
                props
                  .onCancel({ cancel_type: cancelType, reason: reason.trim() || null })
                  .then(() => setCancelOpen(false))
                  .catch((error: unknown) => setCancelError(failureText(toFailure(error))))
                  .finally(() => setBusy(null));
              }}
            >
              {t('screens.billing.cancel.confirm')}
            </Button>
          </div>
        }
      >
        <div className={styles.form}>
          <RadioGroup
            label={t('screens.billing.cancel.typeLabel')}
            required
            value={cancelType}
            onChange={(v) => {
              setCancelType(v as CancelType);
              setCancelError(null);
            }}
            error={cancelError}
            options={[
              {
                value: 'at_period_end',
                label: t('screens.billing.cancel.atPeriodEnd'),
                description: t('screens.billing.cancel.atPeriodEndHint'),
              },
              { value: 'now', label: t('screens.billing.cancel.now'), description: t('screens.billing.cancel.nowHint') },
            ]}
          />
          <TextArea label={t('screens.billing.cancel.reason')} optional value={reason} onValueChange={setReason} />
        </div>
      </Dialog>
    </>
  );
}

export function toFailure(error: unknown): BillingFailure {
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'string' ? e.code : 'UNKNOWN_ERROR',
    message: typeof e?.message === 'string' ? e.message : null,
  };
}
