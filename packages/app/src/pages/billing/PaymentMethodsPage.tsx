import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LocalCardForm, PaymentMethodsScreen, type BillingFailure, type PaymentMethodsState } from '@rabt/screens';
import { Skeleton } from '@rabt/ui';
import { useCan } from '../../api/accounts.ts';
import { billingApi, useBillingAddress, useBillingConfig, usePaymentMethods, useRevalidateBilling } from '../../api/billing.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { commonState, failureOf, safeReturn } from './mappers.ts';
import { clientSecretOf } from './stripeNextAction.ts';

const StripeCardEntry = lazy(() => import('./StripeCardEntry.tsx').then((m) => ({ default: m.StripeCardEntry })));
const StripeNextAction = lazy(() => import('./StripeNextAction.tsx').then((m) => ({ default: m.StripeNextAction })));

/**
 * /billing/methods?return=: cards (local form or Stripe Elements in the slot), 3-D Secure, billing
 * address and tax ID. Reached from the upgrade page's "Add card", `return` leads back there (with
 * its feature and its own `return`) as soon as the card is usable.
 */
export function PaymentMethodsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const returnParam = new URLSearchParams(useSearch()).get('return');
  const returnTo = returnParam ? safeReturn(returnParam, '') || null : null;
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  const methods = usePaymentMethods();
  const address = useBillingAddress();
  const config = useBillingConfig();
  const canEdit = useCan('billing:edit') ?? false;
  const revalidate = useRevalidateBilling();
  const [adding, setAdding] = useState(false);
  const [challenge, setChallenge] = useState<{ methodId: string; submitting?: boolean; clientSecret?: string } | null>(null);
  useDataPending(methods.isLoading);
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishable_key : null;

  const added = (method: { id: string; status: string; client_secret?: string | null }) => {
    setAdding(false);
    const secret = stripeKey ? clientSecretOf(method) : null;
    // Stripe mode: Stripe.js shows the bank's page for the SetupIntent; our dialog waits (busy).
    if (method.status === 'requires_action')
      setChallenge(secret ? { methodId: method.id, submitting: true, clientSecret: secret } : { methodId: method.id });
    void revalidate();
    if (method.status === 'active' && returnTo) navigate(returnTo);
  };

  /** Asks the server whether the card is authenticated now (after our dialog, or Stripe.js's). */
  const confirmChallenge = (authenticated: boolean) => {
    if (!challenge) return Promise.resolve();
    setChallenge({ ...challenge, submitting: true });
    setFailure(null);
    return billingApi
      .confirmMethod(challenge.methodId, authenticated)
      .then(
        (method) => {
          if (method.status === 'active' && returnTo) navigate(returnTo);
        },
        // A failed challenge: the server dropped the card; say why (authentication_required).
        (error: unknown) => setFailure(failureOf(error)),
      )
      .finally(() => {
        setChallenge(null);
        void revalidate();
      });
  };

  const state: PaymentMethodsState =
    methods.data && address.data !== undefined
      ? { state: 'ready', methods: methods.data, address: address.data, canEdit }
      : commonState(methods.error ?? address.error);

  const cardEntry =
    config.data?.provider === 'stripe' && config.data.publishable_key ? (
      <Suspense fallback={<Skeleton lines={3} />}>
        <StripeCardEntry
          publishableKey={config.data.publishable_key}
          onToken={(token, cardholder_name) => billingApi.addMethod({ token, cardholder_name }).then(added)}
        />
      </Suspense>
    ) : (
      <LocalCardForm onSubmit={(values) => billingApi.addMethod(values).then(added)} onCancel={() => setAdding(false)} />
    );

  return (
    <>
      {stripeKey && challenge?.clientSecret ? (
        <Suspense fallback={null}>
          <StripeNextAction publishableKey={stripeKey} clientSecret={challenge.clientSecret} recheck={confirmChallenge} />
        </Suspense>
      ) : null}
      <PaymentMethodsScreen
        {...state}
        cardEntry={cardEntry}
        adding={adding}
        onAddOpen={() => {
          setFailure(null);
          setAdding(true);
        }}
        onAddClose={() => setAdding(false)}
        challenge={challenge}
        failure={failure}
        onFailureDismiss={() => setFailure(null)}
        onChallenge={(authenticated) => void confirmChallenge(authenticated)}
        onMakePrimary={(id) => billingApi.makePrimary(id).finally(() => void revalidate())}
        onRemove={(id) => billingApi.removeMethod(id).then(() => void revalidate())}
        onEdit={(id, values) => billingApi.updateMethod(id, values).then(() => void revalidate())}
        onSaveAddress={(values) => billingApi.saveAddress(values).then(() => void revalidate())}
        onRetry={() => void revalidate()}
        onGoHome={() => navigate('/')}
      />
    </>
  );
}
