/**
 * Card entry with Stripe Elements (BILLING_PROVIDER=stripe): Stripe.js is loaded only here, with
 * the publishable key the server names (GET billing/config) or the build's VITE_ key. The card
 * never touches our server: Elements turns it into a PaymentMethod id the server attaches with a
 * SetupIntent.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Alert, Button, TextField, useT } from '@rabt/ui';
import { useServices } from '../../startup/context.ts';

interface Props {
  publishableKey: string;
  onToken: (token: string, cardholderName: string) => Promise<unknown>;
}

function Form({ onToken }: Pick<Props, 'onToken'>) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    if (!name.trim()) {
      setError(t('screens.billing.field.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
    if (result.error || !result.paymentMethod) {
      setError(result.error?.message ?? t('screens.common.genericError'));
      setBusy(false);
      return;
    }
    await onToken(result.paymentMethod.id, name.trim())
      .catch((e: unknown) => setError((e as { message?: string }).message ?? t('screens.common.genericError')))
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <TextField label={t('screens.billing.field.name')} required value={name} onValueChange={setName} />
      <div style={{ paddingBlock: 12 }}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <Button type="submit" loading={busy} disabled={!stripe}>
        {t('screens.billing.card.save')}
      </Button>
    </form>
  );
}

export function StripeCardEntry({ publishableKey, onToken }: Props) {
  const services = useServices();
  const stripe = useMemo<Promise<Stripe | null>>(
    () => services.loadStripe?.() ?? import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)),
    [services, publishableKey],
  );
  return (
    <Elements stripe={stripe}>
      <Form onToken={onToken} />
    </Elements>
  );
}
