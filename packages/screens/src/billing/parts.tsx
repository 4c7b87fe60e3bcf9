/**
 * Pieces the billing screens share: money and date formatting, the invoice status with its due
 * display, card brand marks and expiry flags, billing error messages, and the page frame with its
 * loading / offline / permission-denied states.
 */
import type { ReactNode } from 'react';
import { cardExpiryState, invoiceDue, type CardBrand, type Invoice, type PaymentMethod } from '@rabt/contract';
import { Alert, Button, Heading, ShieldAlert, Skeleton, SkeletonGroup, StatusPill, Text, WifiOff, useIntl, useT } from '@rabt/ui';
import { toMajor } from '../auth/OnboardSubscribe/money.ts';
import { StatusPanel } from '../_parts/StatusPanel.tsx';
import * as styles from './billing.css.ts';

/** States every billing page can be in besides its own `ready`. */
export type BillingCommonState =
  | { state: 'loading' }
  /** The data could not be loaded; `message` is the server's, when it gave one. */
  | { state: 'error'; message?: string | null }
  | { state: 'offline' }
  /** The member's role lacks billing:view (or billing:edit for a change). */
  | { state: 'permissionDenied' };

/** A billing failure the screens explain: a code from spec §8 and the server's message. */
export interface BillingFailure {
  code: string;
  message?: string | null;
}

export function useMoney() {
  const intl = useIntl();
  return (amount: number, currency: string) => {
    const cur = currency.toUpperCase();
    const { value, whole, digits } = toMajor(amount, cur);
    return intl.formatNumber(value, {
      style: 'currency',
      currency: cur,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    });
  };
}

export function useDate() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Known failure codes have a translated message; others show the server's message. */
const KNOWN_FAILURES = new Set([
  'generic_decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'incorrect_number',
  'authentication_required',
  'requires_payment_method',
  'parameter_missing',
  'resource_missing',
  'resource_already_exists',
  'tax_id_invalid',
  'alreadySubscribedToPrice',
  'selectedPlanNotAvailable',
  'PLAN_DOWNGRADE_REFUSED',
  'PRIMARY_METHOD_IN_USE',
  'PERMISSION_DENIED',
  'FORBIDDEN',
]);

export function useFailureText() {
  const t = useT();
  return (failure: BillingFailure) =>
    KNOWN_FAILURES.has(failure.code)
      ? t(`screens.billing.error.${failure.code}`)
      : failure.message || t('screens.common.genericError');
}

export function InvoiceStatus({ invoice, now }: { invoice: Pick<Invoice, 'status' | 'due_at'>; now: Date }) {
  const t = useT();
  const due = invoiceDue(invoice, now);
  const status =
    invoice.status === 'paid' ? (
      <StatusPill tone="positive">{t('screens.billing.invoice.status.paid')}</StatusPill>
    ) : invoice.status === 'void' ? (
      <StatusPill tone="neutral">{t('screens.billing.invoice.status.void')}</StatusPill>
    ) : invoice.status === 'pending_payment' ? (
      <StatusPill tone="info">{t('screens.billing.invoice.status.pending_payment')}</StatusPill>
    ) : (
      <StatusPill tone={due.kind === 'past_due' ? 'critical' : 'caution'}>
        {t('screens.billing.invoice.status.unpaid')}
      </StatusPill>
    );
  let dueText: string | null = null;
  if (due.kind === 'due_today') dueText = t('screens.billing.due.today');
  else if (due.kind === 'due_in') dueText = t('screens.billing.due.in', { days: due.days });
  else if (due.kind === 'past_due') dueText = t('screens.billing.due.past', { days: due.days });
  return (
    <span className={styles.statusStack} data-due={due.kind}>
      {status}
      {dueText ? <span className={due.kind === 'past_due' ? styles.dueCritical : styles.muted}>{dueText}</span> : null}
    </span>
  );
}

/** Small brand marks for the two brands the spec names (others: a generic card). */
export function BrandMark({ brand }: { brand: CardBrand }) {
  const t = useT();
  if (brand === 'mastercard') {
    return (
      <svg className={styles.brand} viewBox="0 0 40 26" role="img" aria-label={t('screens.billing.brand.mastercard')}>
        <rect width="40" height="26" rx="4" fill="#1a1f36" />
        <circle cx="16" cy="13" r="7" fill="#eb001b" />
        <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  if (brand === 'visa') {
    return (
      <svg className={styles.brand} viewBox="0 0 40 26" role="img" aria-label={t('screens.billing.brand.visa')}>
        <rect width="40" height="26" rx="4" fill="#1a1f71" />
        <text
          x="20"
          y="17.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontStyle="italic"
          fontSize="11"
          fill="#ffffff"
        >
          VISA
        </text>
      </svg>
    );
  }
  return (
    <svg className={styles.brand} viewBox="0 0 40 26" role="img" aria-label={t('screens.billing.brand.other')}>
      <rect width="40" height="26" rx="4" fill="#6b7280" />
      <rect x="0" y="6" width="40" height="5" fill="#374151" />
    </svg>
  );
}

export function CardSummary({ method, now }: { method: PaymentMethod; now: Date }) {
  const t = useT();
  const expiry = cardExpiryState(method.exp_month, method.exp_year, now);
  const mm = String(method.exp_month).padStart(2, '0');
  return (
    <span className={styles.cardSummary}>
      <BrandMark brand={method.brand} />
      <span className={styles.cardText}>
        <Text as="span" weight="medium">
          <span dir="ltr">•••• {method.last4}</span>
        </Text>
        <span className={styles.muted}>
          {t('screens.billing.card.expires', { date: `\u2066${mm}/${method.exp_year}\u2069` })}
        </span>
      </span>
      {method.is_primary ? <StatusPill tone="brand">{t('screens.billing.card.primary')}</StatusPill> : null}
      {expiry === 'expired' ? <StatusPill tone="critical">{t('screens.billing.card.expired')}</StatusPill> : null}
      {expiry === 'expiring' ? <StatusPill tone="caution">{t('screens.billing.card.expiring')}</StatusPill> : null}
      {method.status === 'requires_action' ? (
        <StatusPill tone="info">{t('screens.billing.card.requiresAction')}</StatusPill>
      ) : null}
    </span>
  );
}

export function resourceLabel(t: ReturnType<typeof useT>, resource: string): string {
  return ['links', 'qrs', 'cards', 'users', 'domains'].includes(resource) ? t(`screens.billing.resource.${resource}`) : resource;
}

/** The page frame: heading, intro, actions, and the common states in place of the body. */
export function BillingPage(props: {
  titleId: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  common: BillingCommonState | { state: 'ready' };
  onRetry: () => void;
  onGoHome?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const { common } = props;
  let body: ReactNode = props.children;
  if (common.state === 'loading') {
    body = (
      <SkeletonGroup label={t('screens.billing.loading')}>
        <div className={styles.stack}>
          <Skeleton variant="rectangle" height={120} />
          <Skeleton lines={4} />
        </div>
      </SkeletonGroup>
    );
  } else if (common.state === 'error') {
    body = (
      <Alert
        tone="critical"
        title={t('screens.billing.loadError')}
        action={
          <Button variant="secondary" onClick={() => props.onRetry()}>
            {t('screens.common.retry')}
          </Button>
        }
      >
        {common.message || t('screens.common.genericError')}
      </Alert>
    );
  } else if (common.state === 'offline') {
    body = (
      <StatusPanel
        icon={WifiOff}
        tone="caution"
        level={2}
        heading={t('screens.billing.offline.title')}
        actions={<Button onClick={() => props.onRetry()}>{t('screens.common.retry')}</Button>}
      >
        <p>{t('screens.billing.offline.body')}</p>
      </StatusPanel>
    );
  } else if (common.state === 'permissionDenied') {
    body = (
      <StatusPanel
        icon={ShieldAlert}
        tone="caution"
        level={2}
        heading={t('screens.billing.denied.title')}
        actions={props.onGoHome ? <Button onClick={() => props.onGoHome?.()}>{t('screens.permission.home')}</Button> : undefined}
      >
        <p>{t('screens.billing.denied.body')}</p>
      </StatusPanel>
    );
  }
  return (
    <section className={styles.page} aria-labelledby={props.titleId}>
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id={props.titleId}>
            {props.title}
          </Heading>
          {props.intro ? <Text tone="muted">{props.intro}</Text> : null}
        </div>
        {common.state === 'ready' ? props.actions : null}
      </div>
      {body}
    </section>
  );
}
