import type { Stripe } from '@stripe/stripe-js';
import { config } from '../../config.ts';
import type { Plugin } from '../runner.ts';

/**
 * Card payments: Stripe.js is fetched only when a publishable key is configured, and only when
 * a card form first asks for it. The `/pure` entry does not inject the script on import.
 */
export function cardPaymentsPlugin(publishableKey: string | undefined = config.stripePublishableKey): Plugin {
  return {
    name: 'card-payments',
    setup(context) {
      if (!publishableKey) return;
      let stripe: Promise<Stripe | null> | undefined;
      context.services.loadStripe = () =>
        (stripe ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)));
    },
  };
}
