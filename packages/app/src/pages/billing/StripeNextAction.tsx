/**
 * Renders nothing: inside Stripe Elements it takes Stripe.js from `useStripe`, runs
 * `handleNextAction` for the client secret once, and reports the server's re-check through
 * `recheck` (see stripeNextAction.ts). Loaded lazily, only in Stripe mode.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Elements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useServices } from '../../startup/context.ts';
import { completeNextAction } from './stripeNextAction.ts';

interface Props {
  publishableKey: string;
  clientSecret: string;
  /** Asks the server again (confirm the payment or the card); `authenticated` is Stripe.js's verdict. */
  recheck: (authenticated: boolean) => Promise<unknown>;
}

function Runner({ clientSecret, recheck }: Pick<Props, 'clientSecret' | 'recheck'>) {
  const stripe = useStripe();
  // Once per secret, also under StrictMode's double effects: a challenge must not open twice.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!stripe || started.current === clientSecret) return;
    started.current = clientSecret;
    void completeNextAction(stripe, clientSecret, recheck);
  }, [stripe, clientSecret, recheck]);
  return null;
}

export function StripeNextAction({ publishableKey, clientSecret, recheck }: Props) {
  const services = useServices();
  const stripe = useMemo<Promise<Stripe | null>>(
    () => services.loadStripe?.() ?? import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)),
    [services, publishableKey],
  );
  return (
    <Elements stripe={stripe}>
      <Runner clientSecret={clientSecret} recheck={recheck} />
    </Elements>
  );
}
