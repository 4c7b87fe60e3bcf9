/**
 * Stripe mode, 3-D Secure (decision 074): when the server answers `requires_action` with a client
 * secret, Stripe.js shows the bank's challenge (`stripe.handleNextAction`), and then the app asks
 * the server again, which re-reads the PaymentIntent or SetupIntent: Stripe's answer to the browser
 * is never trusted on its own. The local provider keeps its own challenge dialog.
 */
import type { Stripe } from '@stripe/stripe-js';

/** The part of Stripe.js this needs (tests pass a fake). */
export type NextActionStripe = Pick<Stripe, 'handleNextAction'>;

/**
 * Runs the next action for `clientSecret`, then `recheck(authenticated)` with the server.
 * `authenticated` is false when Stripe.js reports an error (the customer failed or closed the
 * challenge), so the server records the failure with its own code.
 */
export async function completeNextAction<T>(
  stripe: NextActionStripe,
  clientSecret: string,
  recheck: (authenticated: boolean) => Promise<T>,
): Promise<T> {
  let authenticated = false;
  try {
    const result = await stripe.handleNextAction({ clientSecret });
    authenticated = !result.error;
  } catch {
    // Stripe.js could not run (network, blocked script): the server still decides.
  }
  return recheck(authenticated);
}

/** The client secret of a `requires_action` answer, when the provider gave one (Stripe mode). */
export function clientSecretOf(value: unknown): string | null {
  const secret = (value as { client_secret?: unknown } | null | undefined)?.client_secret;
  return typeof secret === 'string' && secret ? secret : null;
}
