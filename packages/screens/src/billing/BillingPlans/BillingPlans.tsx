import { useState, type ReactNode } from 'react';
import type { BillingInterval, BillingSubscription, ChangePreview, LimitOverage, Plan } from '@rabt/contract';
import { Alert, Badge, Button, Card, Check, Dialog, Icon, RadioGroup, Skeleton, Text, useIntl, useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as parts from '../../_parts/parts.css.ts';
import { isFreePlan, priceFor, yearlySaving } from '../../auth/OnboardSubscribe/money.ts';
import {
  BillingPage,
  resourceLabel,
  useDate,
  useFailureText,
  useMoney,
  type BillingCommonState,
  type BillingFailure,
} from '../parts.tsx';
import * as styles from '../billing.css.ts';

/** Where the customer is in changing the plan; the page drives it. */
export type PlanStep =
  | { kind: 'pick' }
  /** The preview is being fetched (null) or shown. */
  | { kind: 'confirm'; planId: string; interval: BillingInterval; preview: ChangePreview | null; submitting?: boolean }
  /** The change was refused: a decline code, authentication_required, requires_payment_method, downgrade refused … */
  | { kind: 'failed'; planId: string; interval: BillingInterval; failure: BillingFailure; over?: readonly LimitOverage[] }
  /** The bank asks for 3-D Secure (local provider: complete or fail; Stripe: its own dialog). */
  | { kind: 'challenge'; planId: string; interval: BillingInterval; submitting?: boolean }
  | { kind: 'done'; planId: string; interval: BillingInterval; effective: 'now' | 'period_end'; date: string | null };

export type BillingPlansState =
  | BillingCommonState
  | {
      state: 'ready';
      plans: readonly Plan[];
      subscription: BillingSubscription | null;
      hasPaymentMethod: boolean;
      step: PlanStep;
      /** `?feature=` / `?resource=`: the reason the customer came here. */
      highlight?: { feature?: string | null; resource?: string | null } | null;
    };

export type BillingPlansScreenProps = BillingPlansState & {
  /** The interval shown first. @defaultValue the current one, else 'month' */
  defaultInterval?: BillingInterval;
  onPick: (planId: string, interval: BillingInterval) => void;
  onConfirm: () => void;
  onBack: () => void;
  /** Local provider's challenge: the customer completes (true) or fails (false) it. */
  onAuthenticate: (authenticated: boolean) => void;
  /** After "done" (returns to `?return=` or /billing). */
  onDone: () => void;
  onRetry: () => void;
  onGoHome?: () => void;
  methodsHref: string;
  renderLink?: RenderLink;
};

const limitKeys = ['links', 'qrs', 'cards', 'domains', 'users'] as const;

/** /billing/upgrade: the catalogue with an interval toggle, the current plan marked, and the change flow. */
export function BillingPlansScreen(props: BillingPlansScreenProps) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const date = useDate();
  const failureText = useFailureText();
  const renderLink = props.renderLink ?? defaultRenderLink;
  const current = props.state === 'ready' ? props.subscription : null;
  const offered = props.state === 'ready' ? Array.from(new Set(props.plans.flatMap((p) => p.prices.map((x) => x.interval)))) : [];
  const intervals = (['week', 'month', 'year'] as const).filter((i) => offered.includes(i));
  const [interval, setInterval] = useState<BillingInterval>(props.defaultInterval ?? current?.interval ?? 'month');

  let content: ReactNode = null;
  if (props.state === 'ready') {
    const { plans, step, highlight, hasPaymentMethod } = props;
    const planName = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
    const formatLimit = (value: number | null) => (value === null ? t('screens.billing.unlimited') : intl.formatNumber(value));
    const maxSaving = Math.max(0, ...plans.map((p) => yearlySaving(p) ?? 0));

    content = (
      <div className={styles.stack}>
        {highlight?.feature || highlight?.resource ? (
          <Alert tone="info">
            {highlight.feature
              ? t('screens.billing.upgrade.forFeature', { feature: t(`screens.billing.feature.${highlight.feature}`) })
              : t('screens.billing.upgrade.forResource', { resource: resourceLabel(t, highlight.resource ?? '') })}
          </Alert>
        ) : null}
        {!hasPaymentMethod ? (
          <Alert
            tone="caution"
            action={renderLink({
              href: props.methodsHref,
              className: parts.linkButton.secondary,
              children: t('screens.billing.method.add'),
            })}
          >
            {t('screens.billing.error.requires_payment_method')}
          </Alert>
        ) : null}
        {intervals.length > 1 ? (
          <RadioGroup
            label={t('screens.billing.upgrade.interval')}
            orientation="horizontal"
            value={interval}
            onChange={(v) => setInterval(v as BillingInterval)}
            options={intervals.map((i) => ({
              value: i,
              label:
                i === 'year' && maxSaving > 0
                  ? t('screens.billing.upgrade.yearSave', {
                      percent: intl.formatNumber(maxSaving, { style: 'percent', maximumFractionDigits: 0 }),
                    })
                  : t(`screens.billing.interval.${i}`),
            }))}
          />
        ) : null}
        <ul className={styles.plansGrid}>
          {plans.map((plan) => {
            const price = priceFor(plan, interval);
            const isCurrent = current?.plan_id === plan.id && current.interval === interval;
            const currentPlan = current?.plan_id === plan.id;
            const saving = interval === 'year' ? yearlySaving(plan) : null;
            const highlighted = highlight?.feature ? plan.features.includes(highlight.feature as never) : false;
            return (
              <li key={plan.id} className={`${styles.planCard} ${currentPlan ? styles.planCurrent : ''}`} data-plan={plan.id}>
                <div className={styles.spread}>
                  <Text as="h2" weight="semibold">
                    {plan.name}
                  </Text>
                  {currentPlan ? <Badge tone="brand">{t('screens.billing.upgrade.current')}</Badge> : null}
                  {!currentPlan && plan.recommended ? (
                    <Badge tone="info">{t('screens.billing.upgrade.recommended')}</Badge>
                  ) : null}
                </div>
                <Text tone="muted">{plan.description}</Text>
                {price ? (
                  <div>
                    <span className={styles.bigFigure}>{money(price.amount, price.currency)}</span>{' '}
                    <span className={styles.muted}>{t(`screens.billing.per.${interval}`)}</span>
                    {saving ? (
                      <div className={styles.muted}>
                        {t('screens.billing.upgrade.saving', {
                          percent: intl.formatNumber(saving, { style: 'percent', maximumFractionDigits: 0 }),
                        })}
                      </div>
                    ) : null}
                  </div>
                ) : (
                  <Text tone="muted">{t('screens.billing.upgrade.noPrice')}</Text>
                )}
                <ul className={styles.featureList}>
                  {plan.features.map((f) => (
                    <li key={f} className={highlight?.feature === f ? styles.featureHighlight : undefined}>
                      <Icon icon={Check} size={14} /> {t(`screens.billing.feature.${f}`)}
                    </li>
                  ))}
                  {limitKeys.map((k) => (
                    <li key={k} className={highlight?.resource === k ? styles.featureHighlight : undefined}>
                      {resourceLabel(t, k)}: {formatLimit(plan.limits[k])}
                    </li>
                  ))}
                </ul>
                <Button
                  variant={highlighted || plan.recommended ? 'primary' : 'secondary'}
                  disabled={!price || isCurrent}
                  onClick={() => props.onPick(plan.id, interval)}
                  aria-label={
                    isCurrent
                      ? t('screens.billing.upgrade.currentAria', { plan: plan.name })
                      : isFreePlan(plan)
                        ? undefined
                        : t('screens.billing.upgrade.chooseAria', { plan: plan.name })
                  }
                >
                  {isCurrent
                    ? t('screens.billing.upgrade.current')
                    : isFreePlan(plan)
                      ? t('screens.billing.upgrade.switchFree')
                      : t('screens.billing.upgrade.choose')}
                </Button>
              </li>
            );
          })}
        </ul>
        <StepDialog
          step={step}
          planName={planName}
          money={money}
          date={date}
          failureText={failureText}
          methodsHref={props.methodsHref}
          renderLink={renderLink}
          onConfirm={props.onConfirm}
          onBack={props.onBack}
          onAuthenticate={props.onAuthenticate}
          onDone={props.onDone}
        />
      </div>
    );
  }

  return (
    <BillingPage
      titleId="billing-plans-heading"
      title={t('screens.billing.upgrade.title')}
      intro={t('screens.billing.upgrade.intro')}
      common={props.state === 'ready' ? { state: 'ready' } : props}
      onRetry={props.onRetry}
      onGoHome={props.onGoHome}
    >
      {content}
    </BillingPage>
  );
}

function StepDialog(
  p: {
    step: PlanStep;
    planName: (id: string) => string;
    money: (amount: number, currency: string) => string;
    date: (iso: string) => string;
    failureText: (f: BillingFailure) => string;
    methodsHref: string;
    renderLink: RenderLink;
  } & Pick<BillingPlansScreenProps, 'onConfirm' | 'onBack' | 'onAuthenticate' | 'onDone'>,
) {
  const t = useT();
  const { step } = p;
  if (step.kind === 'pick') return null;
  const close = (open: boolean) => {
    if (!open) (step.kind === 'done' ? p.onDone : p.onBack)();
  };
  const plan = p.planName(step.planId);
  let title = '';
  let body: ReactNode = null;
  let footer: ReactNode = null;
  switch (step.kind) {
    case 'confirm': {
      title = t('screens.billing.confirm.title', { plan, interval: t(`screens.billing.interval.${step.interval}`) });
      const preview = step.preview;
      if (!preview) {
        body = <Skeleton lines={3} />;
      } else {
        body = (
          <div className={styles.stack}>
            <Text>{preview.effective === 'now' ? t('screens.billing.confirm.now') : t('screens.billing.confirm.periodEnd')}</Text>
            {preview.lines.length > 0 ? (
              <table className={styles.lines}>
                <tbody>
                  {preview.lines.map((l, i) => (
                    <tr key={i}>
                      <td>{l.description}</td>
                      <td>{p.money(l.amount, preview.currency)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td>{t('screens.billing.invoice.tax')}</td>
                    <td>{p.money(preview.tax, preview.currency)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('screens.billing.confirm.dueNow')}</th>
                    <td>{p.money(preview.total, preview.currency)}</td>
                  </tr>
                </tfoot>
              </table>
            ) : null}
            {preview.over.length > 0 ? <OverList over={preview.over} /> : null}
          </div>
        );
      }
      footer = (
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => p.onBack()}>
            {t('screens.billing.back')}
          </Button>
          <Button loading={step.submitting} disabled={!preview || preview.over.length > 0} onClick={() => p.onConfirm()}>
            {t('screens.billing.confirm.cta')}
          </Button>
        </div>
      );
      break;
    }
    case 'failed':
      title = t('screens.billing.failed.title');
      body = (
        <div className={styles.stack}>
          <Alert tone="critical" role="alert" data-code={step.failure.code}>
            {p.failureText(step.failure)}
          </Alert>
          {step.over && step.over.length > 0 ? <OverList over={step.over} /> : null}
        </div>
      );
      footer = (
        <div className={styles.row}>
          {[
            'requires_payment_method',
            'expired_card',
            'generic_decline',
            'insufficient_funds',
            'incorrect_cvc',
            'incorrect_number',
          ].includes(step.failure.code)
            ? p.renderLink({
                href: p.methodsHref,
                className: parts.linkButton.secondary,
                children: t('screens.billing.method.manage'),
              })
            : null}
          <Button onClick={() => p.onBack()}>{t('screens.billing.back')}</Button>
        </div>
      );
      break;
    case 'challenge':
      title = t('screens.billing.challenge.title');
      body = <Text>{t('screens.billing.challenge.body')}</Text>;
      footer = (
        <div className={styles.row}>
          <Button variant="secondary" disabled={step.submitting} onClick={() => p.onAuthenticate(false)}>
            {t('screens.billing.challenge.fail')}
          </Button>
          <Button loading={step.submitting} onClick={() => p.onAuthenticate(true)}>
            {t('screens.billing.challenge.complete')}
          </Button>
        </div>
      );
      break;
    case 'done':
      title = t('screens.billing.done.title');
      body = (
        <Text role="status">
          {step.effective === 'now'
            ? t('screens.billing.done.now', { plan })
            : t('screens.billing.done.periodEnd', { plan, date: step.date ? p.date(step.date) : '' })}
        </Text>
      );
      footer = <Button onClick={() => p.onDone()}>{t('screens.billing.done.cta')}</Button>;
      break;
    default: {
      const never: never = step;
      return never;
    }
  }
  return (
    <Dialog open onOpenChange={close} title={title} footer={footer}>
      {body}
    </Dialog>
  );
}

function OverList({ over }: { over: readonly LimitOverage[] }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Card tone="critical" padding="medium" title={t('screens.billing.error.PLAN_DOWNGRADE_REFUSED')} titleLevel={3}>
      <ul className={styles.overList}>
        {over.map((o) => (
          <li key={o.resource}>
            {t('screens.billing.over.item', {
              resource: resourceLabel(t, o.resource),
              usage: intl.formatNumber(o.usage),
              limit: intl.formatNumber(o.limit),
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
