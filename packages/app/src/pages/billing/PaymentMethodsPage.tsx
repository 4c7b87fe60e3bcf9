import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { LocalCardForm, PaymentMethodsScreen, type PaymentMethodsState } from '@rabt/screens';
import { Skeleton } from '@rabt/ui';
import { useCan } from '../../api/accounts.ts';
import { billingApi, useBillingAddress, useBillingConfig, usePaymentMethods, useRevalidateBilling } from '../../api/billing.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { commonState } from './mappers.ts';

const StripeCardEntry = lazy(() => import('./StripeCardEntry.tsx').then((m) => ({ default: m.StripeCardEntry })));

/** /billing/methods: cards (local form or Stripe Elements in the slot), 3-D Secure, billing address and tax ID. */
export function PaymentMethodsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [, navigate] = useLocation();
  const methods = usePaymentMethods();
  const address = useBillingAddress();
  const config = useBillingConfig();
  const canEdit = useCan('billing:edit') ?? false;
  const revalidate = useRevalidateBilling();
  const [adding, setAdding] = useState(false);
  const [challenge, setChallenge] = useState<{ methodId: string; submitting?: boolean } | null>(null);
  useDataPending(methods.isLoading);

  const added = (method: { id: string; status: string }) => {
    setAdding(false);
    if (method.status === 'requires_action') setChallenge({ methodId: method.id });
    void revalidate();
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
    <PaymentMethodsScreen
      {...state}
      cardEntry={cardEntry}
      adding={adding}
      onAddOpen={() => setAdding(true)}
      onAddClose={() => setAdding(false)}
      challenge={challenge}
      onChallenge={(authenticated) => {
        if (!challenge) return;
        setChallenge({ ...challenge, submitting: true });
        billingApi
          .confirmMethod(challenge.methodId, authenticated)
          .catch(() => undefined)
          .finally(() => {
            setChallenge(null);
            void revalidate();
          });
      }}
      onMakePrimary={(id) => billingApi.makePrimary(id).finally(() => void revalidate())}
      onRemove={(id) => billingApi.removeMethod(id).then(() => void revalidate())}
      onEdit={(id, values) => billingApi.updateMethod(id, values).then(() => void revalidate())}
      onSaveAddress={(values) => billingApi.saveAddress(values).then(() => void revalidate())}
      onRetry={() => void revalidate()}
      onGoHome={() => navigate('/')}
    />
  );
}
