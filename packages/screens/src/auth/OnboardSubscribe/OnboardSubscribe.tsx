import { useState, type ReactNode } from 'react';
import type { BillingInterval, Plan } from '@rabt/contract';
import {
  Badge,
  Button,
  Check,
  Icon,
  Inline,
  Skeleton,
  SkeletonGroup,
  Sparkles,
  Stack,
  VisuallyHidden,
  useIntl,
  useT,
} from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { Notice } from '../../_parts/Notice.tsx';
import { isolate } from '../../_parts/text.ts';
import * as text from '../../_parts/typography.css.ts';
import { isFreePlan, priceFor, toMajor, yearlySaving } from './money.ts';
import * as styles from './OnboardSubscribe.css.ts';

/** The intervals the onboarding picker offers. */
export const subscribeIntervals = ['month', 'year'] as const;
export type SubscribeInterval = (typeof subscribeIntervals)[number];

/** Billing codes the subscribe step explains (spec §8). */
export type SubscribeErrorCode = 'alreadySubscribedToPrice' | 'selectedPlanNotAvailable';

/** What the customer picked. */
export interface PlanChoice {
  planId: string;
  /** The price for the interval; null when the plan has none (a free plan without prices). */
  priceId: string | null;
  interval: SubscribeInterval;
  /** Free plans subscribe at once; paid ones go on to payment in the app. */
  free: boolean;
}

export type OnboardSubscribeState =
  | { state: 'loading' }
  /** The plans could not be loaded. */
  | { state: 'loadFailed' }
  | { state: 'ready'; plans: Plan[] }
  /** A choice is being sent for `planId`. */
  | { state: 'submitting'; plans: Plan[]; planId: string }
  /** The choice was refused: a known billing code, or a message (already translated), or the generic error. */
  | { state: 'error'; plans: Plan[]; code?: SubscribeErrorCode; message?: string };

export type OnboardSubscribeScreenProps = AuthChromeProps &
  OnboardSubscribeState & {
    onChoose: (choice: PlanChoice) => void;
    onRetry: () => void;
    onLogout: () => void;
    /** The interval shown first. @defaultValue 'month' */
    defaultInterval?: SubscribeInterval;
  };

const perKey: Record<BillingInterval, string> = {
  week: 'screens.subscribe.perWeek',
  month: 'screens.subscribe.perMonth',
  year: 'screens.subscribe.perYear',
};
const limitKeys = ['links', 'qrs', 'cards', 'domains', 'users'] as const;

/** The onboarding step that asks an account to pick a plan (spec §2 /onboard/subscribe). */
export function OnboardSubscribeScreen(props: OnboardSubscribeScreenProps) {
  const { onChoose, onRetry, onLogout, defaultInterval = 'month', languageSwitch, themeToggle, footer, renderLink } = props;
  const t = useT();
  const intl = useIntl();
  const [interval, setInterval] = useState<SubscribeInterval>(defaultInterval);

  const formatMoney = (amount: number, currency: string) => {
    const { value, whole, digits } = toMajor(amount, currency);
    return intl.formatNumber(value, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    });
  };
  const formatPercent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const formatLimit = (value: number | null) => (value === null ? t('screens.subscribe.unlimited') : intl.formatNumber(value));

  const layout = (children: ReactNode) => (
    <AuthLayout
      title={t('screens.subscribe.title')}
      description={t('screens.subscribe.subtitle')}
      width="wide"
      languageSwitch={languageSwitch}
      themeToggle={themeToggle}
      footer={footer}
      renderLink={renderLink}
    >
      {children}
      <Stack align="center">
        <Button variant="ghost" size="small" onClick={() => onLogout()}>
          {t('screens.common.logout')}
        </Button>
      </Stack>
    </AuthLayout>
  );

  if (props.state === 'loading') {
    return layout(
      <SkeletonGroup label={t('screens.subscribe.loading')}>
        <ul className={styles.grid}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.plan}>
              <Skeleton width="40%" />
              <Skeleton lines={2} />
              <Skeleton variant="rectangle" height={40} width="60%" />
              <Skeleton lines={4} />
            </li>
          ))}
        </ul>
      </SkeletonGroup>,
    );
  }
  if (props.state === 'loadFailed') {
    return layout(
      <Stack gap="medium" align="center">
        <Notice tone="critical">{t('screens.subscribe.loadError')}</Notice>
        <Button variant="secondary" onClick={() => onRetry()}>
          {t('screens.common.retry')}
        </Button>
      </Stack>,
    );
  }

  const { plans } = props;
  const pendingPlanId = props.state === 'submitting' ? props.planId : null;
  const bestSaving = Math.max(0, ...plans.map((plan) => yearlySaving(plan) ?? 0));
  let errorMessage: string | null = null;
  if (props.state === 'error') {
    errorMessage = props.code ? t(`screens.subscribe.${props.code}`) : props.message || t('screens.common.genericError');
  }

  return layout(
    <Stack gap="xlarge">
      <fieldset className={styles.intervalGroup} data-testid="interval-switch">
        <VisuallyHidden as="legend">{t('screens.subscribe.interval')}</VisuallyHidden>
        {subscribeIntervals.map((value) => (
          <span key={value} className={styles.intervalOption}>
            <input
              id={`subscribe-interval-${value}`}
              type="radio"
              name="subscribe-interval"
              value={value}
              checked={interval === value}
              onChange={() => setInterval(value)}
              className={styles.intervalInput}
            />
            <label htmlFor={`subscribe-interval-${value}`} className={styles.intervalLabel}>
              {t(value === 'month' ? 'screens.subscribe.monthly' : 'screens.subscribe.yearly')}
              {value === 'year' && bestSaving > 0 ? (
                <span className={styles.saving}>{t('screens.subscribe.saveUpTo', { percent: formatPercent(bestSaving) })}</span>
              ) : null}
            </label>
          </span>
        ))}
      </fieldset>

      {errorMessage ? <Notice tone="critical">{errorMessage}</Notice> : null}

      <ul className={styles.grid} aria-label={t('screens.subscribe.plans')}>
        {plans.map((plan) => {
          const free = isFreePlan(plan);
          const price = priceFor(plan, interval);
          const saving = interval === 'year' ? yearlySaving(plan) : null;
          const offered = free || Boolean(price);
          const headingId = `plan-${plan.id}-name`;
          return (
            <li
              key={plan.id}
              className={[styles.plan, plan.recommended ? styles.recommended : ''].filter(Boolean).join(' ')}
              aria-labelledby={headingId}
              data-plan={plan.id}
            >
              <Stack gap="xsmall">
                <Inline gap="small" wrap justifyContent="space-between">
                  <h2 id={headingId} className={text.sectionHeading}>
                    <bdi>{plan.name}</bdi>
                  </h2>
                  {plan.recommended ? (
                    <Badge tone="brand" icon={Sparkles}>
                      {t('screens.subscribe.recommended')}
                    </Badge>
                  ) : null}
                </Inline>
                <p className={text.body}>
                  <bdi>{plan.description}</bdi>
                </p>
              </Stack>

              <div data-testid={`price-${plan.id}`}>
                {free ? (
                  <p className={styles.price}>
                    {t('screens.subscribe.free')} <span className={styles.per}>{t('screens.subscribe.freeForever')}</span>
                  </p>
                ) : price ? (
                  <p className={styles.price}>
                    {formatMoney(price.amount, price.currency)} <span className={styles.per}>{t(perKey[price.interval])}</span>
                  </p>
                ) : (
                  <p className={text.body}>{t('screens.subscribe.notOffered')}</p>
                )}
                {saving ? (
                  <p className={styles.saving}>{t('screens.subscribe.yearlySaving', { percent: formatPercent(saving) })}</p>
                ) : null}
              </div>

              <Button
                variant={plan.recommended ? 'primary' : 'secondary'}
                fullWidth
                disabled={!offered || (pendingPlanId !== null && pendingPlanId !== plan.id)}
                loading={pendingPlanId === plan.id}
                onClick={() => onChoose({ planId: plan.id, priceId: price?.id ?? null, interval, free })}
              >
                {free ? t('screens.subscribe.startFree') : t('screens.subscribe.choose', { plan: plan.name })}
              </Button>

              <ul
                className={[styles.features, styles.grow].join(' ')}
                aria-label={t('screens.subscribe.features', { plan: plan.name })}
              >
                {limitKeys.map((key) =>
                  plan.limits[key] === 0 ? null : (
                    <li key={key} className={styles.feature}>
                      <Icon icon={Check} size={14} className={styles.featureIcon} />
                      <span>{t(`screens.subscribe.limit.${key}`, { count: isolate(formatLimit(plan.limits[key])) })}</span>
                    </li>
                  ),
                )}
                {plan.features.map((feature) => (
                  <li key={feature} className={styles.feature}>
                    <Icon icon={Check} size={14} className={styles.featureIcon} />
                    <span>{t(`screens.subscribe.feature.${feature}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Stack>,
  );
}
