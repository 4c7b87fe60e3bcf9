/** Spec §8 billing codes: each has its own message in English and Arabic (not the generic fallback). */
import { describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES, ErrorCode, paymentFailureCodes } from '@rabt/contract';
import en from './messages.en.json' with { type: 'json' };
import ar from './messages.ar.json' with { type: 'json' };

const spec8 = [
  ErrorCode.PARAMETER_MISSING,
  ErrorCode.RESOURCE_MISSING,
  ErrorCode.RESOURCE_ALREADY_EXISTS,
  ErrorCode.REQUIRES_PAYMENT_METHOD,
  ...paymentFailureCodes,
  ErrorCode.TAX_ID_INVALID,
  ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE,
  ErrorCode.SELECTED_PLAN_NOT_AVAILABLE,
];
const arabic = /[\u0600-\u06FF]/;

describe('spec §8 billing codes', () => {
  it.each(spec8)('%s has an English and an Arabic message', (code) => {
    const key = `screens.billing.error.${code}` as keyof typeof en;
    expect(en[key], code).toEqual(expect.any(String));
    expect(ar[key as keyof typeof ar], code).toMatch(arabic);
  });

  it("the screens' English matches the server's message for every decline and the two quoted ones", () => {
    for (const code of paymentFailureCodes) expect(en[`screens.billing.error.${code}`]).toBe(DECLINE_MESSAGES[code]);
    expect(en['screens.billing.error.alreadySubscribedToPrice']).toBe('You are already subscribed to selected price.');
    expect(en['screens.billing.error.selectedPlanNotAvailable']).toBe('Selected plan is not available at the moment.');
  });
});
