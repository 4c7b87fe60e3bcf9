/**
 * Stripe mode 3-D Secure with a fake Stripe.js: handleNextAction gets the client secret, and the
 * server is asked again with Stripe's verdict; failures and a broken Stripe.js still re-check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { ServicesProvider } from '../../startup/context.ts';
import { StripeNextAction } from './StripeNextAction.tsx';
import { clientSecretOf, completeNextAction } from './stripeNextAction.ts';

afterEach(cleanup);

/** Enough of Stripe.js for <Elements> (it checks these are functions) and the next action. */
function fakeStripe(handleNextAction: (opts: { clientSecret: string }) => Promise<object>) {
  const elements = { update: vi.fn(), getElement: vi.fn(() => null), on: vi.fn() };
  return {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    handleNextAction: vi.fn(handleNextAction),
  };
}

describe('completeNextAction', () => {
  it('runs the next action with the client secret, then re-checks with the server as authenticated', async () => {
    const stripe = fakeStripe(async () => ({ paymentIntent: { status: 'succeeded' } }));
    const recheck = vi.fn(async (authenticated: boolean) => (authenticated ? 'paid' : 'declined'));
    await expect(completeNextAction(stripe as unknown as Stripe, 'pi_123_secret_abc', recheck)).resolves.toBe('paid');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_123_secret_abc' });
    expect(recheck).toHaveBeenCalledWith(true);
    expect(stripe.handleNextAction.mock.invocationCallOrder[0]).toBeLessThan(recheck.mock.invocationCallOrder[0]!);
  });

  it('a failed or closed challenge, or a Stripe.js that throws, still asks the server (not authenticated)', async () => {
    const failed = fakeStripe(async () => ({ error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }));
    const recheck = vi.fn(async () => undefined);
    await completeNextAction(failed as unknown as Stripe, 'seti_1_secret_x', recheck);
    expect(recheck).toHaveBeenLastCalledWith(false);
    const broken = fakeStripe(async () => {
      throw new Error('network');
    });
    await completeNextAction(broken as unknown as Stripe, 'seti_1_secret_x', recheck);
    expect(recheck).toHaveBeenCalledTimes(2);
    expect(recheck).toHaveBeenLastCalledWith(false);
  });

  it('reads the client secret of a requires_action answer only when there is one', () => {
    expect(clientSecretOf({ payment_id: 'p', client_secret: 'pi_secret' })).toBe('pi_secret');
    expect(clientSecretOf({ payment_id: 'p', client_secret: null })).toBeNull();
    expect(clientSecretOf(undefined)).toBeNull();
  });
});

describe('<StripeNextAction>', () => {
  it('takes Stripe.js from useStripe inside Elements and runs the challenge once, then the re-check', async () => {
    const stripe = fakeStripe(async () => ({ setupIntent: { status: 'succeeded' } }));
    const recheck = vi.fn(async () => undefined);
    render(
      <StrictMode>
        <ServicesProvider value={{ loadStripe: async () => stripe as unknown as Stripe }}>
          <StripeNextAction publishableKey="pk_test_123" clientSecret="seti_9_secret_y" recheck={recheck} />
        </ServicesProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(recheck).toHaveBeenCalledWith(true));
    expect(stripe.handleNextAction).toHaveBeenCalledTimes(1);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'seti_9_secret_y' });
  });
});
