import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  ErrorCode,
  lockableFeatures,
  limitedResources,
  type BillingInterval,
  type DowngradeRefusedDetails,
} from '@rabt/contract';
import { BillingPlansScreen, type BillingPlansState, type PlanStep } from '@rabt/screens';
import {
  billingApi,
  useBillingConfig,
  useBillingOverview,
  useBillingPlans,
  usePaymentMethods,
  useRevalidateBilling,
} from '../../api/billing.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import { commonState, failureOf, safeReturn } from './mappers.ts';
import { clientSecretOf } from './stripeNextAction.ts';

const StripeNextAction = lazy(() => import('./StripeNextAction.tsx').then((m) => ({ default: m.StripeNextAction })));

/** /billing/upgrade?feature=&resource=&return=: choose, preview, confirm, 3-D Secure, done. */
export function BillingUpgradePage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const feature = query.get('feature');
  const resource = query.get('resource');
  const returnTo = safeReturn(query.get('return'));
  const overview = useBillingOverview();
  const plans = useBillingPlans();
  const methods = usePaymentMethods();
  const revalidate = useRevalidateBilling();
  const [step, setStep] = useState<PlanStep>({ kind: 'pick' });
  const [paymentId, setPaymentId] = useState<string | null>(null);
  // Stripe mode: the PaymentIntent's client secret while Stripe.js runs the bank's challenge.
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  const config = useBillingConfig();
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishable_key : null;
  useDataPending(overview.isLoading || plans.isLoading);

  const fail = (planId: string, interval: BillingInterval, error: unknown) => {
    const failure = failureOf(error);
    if (
      failure.code === ErrorCode.AUTHENTICATION_REQUIRED &&
      (failure.details as { payment_id?: string } | undefined)?.payment_id
    ) {
      setPaymentId((failure.details as { payment_id: string }).payment_id);
      const secret = stripeKey ? clientSecretOf(failure.details) : null;
      // Stripe mode: Stripe.js shows the bank's page; our dialog waits (busy) for the re-check.
      setStripeSecret(secret);
      setStep({ kind: 'challenge', planId, interval, ...(secret ? { submitting: true } : {}) });
      return;
    }
    const over =
      failure.code === ErrorCode.PLAN_DOWNGRADE_REFUSED ? (failure.details as DowngradeRefusedDetails).over : undefined;
    setStep({ kind: 'failed', planId, interval, failure, over });
  };

  const state: BillingPlansState =
    overview.data && plans.data
      ? {
          state: 'ready',
          plans: plans.data,
          subscription: overview.data.subscription,
          hasPaymentMethod: (methods.data ?? []).some((m) => m.status === 'active'),
          step,
          highlight: {
            feature: feature && (lockableFeatures as readonly string[]).includes(feature) ? feature : null,
            resource: resource && (limitedResources as readonly string[]).includes(resource) ? resource : null,
          },
        }
      : commonState(overview.error ?? plans.error);

  /** Asks the server whether the payment went through after the challenge (ours, or Stripe.js's). */
  const confirmChallenge = (authenticated: boolean) => {
    if (step.kind !== 'challenge' || !paymentId) return Promise.resolve();
    const { planId, interval } = step;
    setStep({ ...step, submitting: true });
    return billingApi
      .confirmPayment(paymentId, authenticated)
      .then((change) =>
        setStep({ kind: 'done', planId, interval, effective: 'now', date: change.subscription.current_period_end }),
      )
      .catch((error: unknown) => fail(planId, interval, error))
      .finally(() => {
        setStripeSecret(null);
        void revalidate();
      });
  };

  return (
    <>
      {stripeKey && stripeSecret && step.kind === 'challenge' ? (
        <Suspense fallback={null}>
          <StripeNextAction publishableKey={stripeKey} clientSecret={stripeSecret} recheck={confirmChallenge} />
        </Suspense>
      ) : null}
      <BillingPlansScreen
        {...state}
        // "Add card" comes back here (feature and return kept) once the card is saved.
        methodsHref={`${hrefFor('billing-methods')}?return=${encodeURIComponent(`${hrefFor('billing-upgrade')}${search ? `?${search}` : ''}`)}`}
        renderLink={renderLink}
        onPick={(planId, interval) => {
          setStep({ kind: 'confirm', planId, interval, preview: null });
          billingApi.preview(planId, interval).then(
            (preview) => setStep({ kind: 'confirm', planId, interval, preview }),
            (error: unknown) => fail(planId, interval, error),
          );
        }}
        onConfirm={() => {
          if (step.kind !== 'confirm') return;
          const { planId, interval } = step;
          setStep({ ...step, submitting: true });
          billingApi
            .change(planId, interval)
            .then((change) =>
              setStep({
                kind: 'done',
                planId,
                interval,
                effective: change.effective,
                date: change.subscription.current_period_end,
              }),
            )
            .catch((error: unknown) => fail(planId, interval, error))
            .finally(() => void revalidate());
        }}
        onAuthenticate={(authenticated) => void confirmChallenge(authenticated)}
        onBack={() => setStep({ kind: 'pick' })}
        onDone={() => navigate(returnTo)}
        onRetry={() => void revalidate()}
        onGoHome={() => navigate('/')}
      />
    </>
  );
}
