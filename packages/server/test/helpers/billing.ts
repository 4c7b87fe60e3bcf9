/**
 * Billing test helpers shared by the billing, renewal and notification tests: a card added through
 * the API (the local provider takes Stripe's published test numbers) and made primary.
 */
import { apiPaths } from '@rabt/contract';
import type { Seeded } from './app.ts';

/** Adds `number` as the primary card; throws with the server's answer unless it is created. */
export async function addPrimaryCard(s: Seeded, number = '4242424242424242', expYear = 2030): Promise<{ id: string }> {
  const res = await s.client.post(apiPaths.paymentMethods, {
    cardholder_name: 'T',
    number,
    exp_month: 12,
    exp_year: expYear,
    cvc: '123',
    make_primary: true,
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.results as { id: string };
}
