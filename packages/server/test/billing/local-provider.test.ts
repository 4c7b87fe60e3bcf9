/** The local provider against every Stripe test card it reproduces, and the money arithmetic. */
import { describe, expect, it } from 'vitest';
import { cardExpiryState, invoiceDue, validateTaxId } from '@rabt/contract';
import { LocalProvider, TEST_CARDS } from '../../src/modules/billing/local-provider.ts';
import { addInterval, mulDivRound, prorate, taxRateBp, totals } from '../../src/modules/billing/money.ts';
import type { StoredCard } from '../../src/modules/billing/provider.ts';
import { visualSegments } from '../../src/modules/billing/pdf.ts';

const now = new Date('2026-04-01T00:00:00Z');
const provider = new LocalProvider(() => now);
const input = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  cardholderName: 'Test Person',
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});
const charge = (card: StoredCard, offSession: boolean) =>
  provider.charge({
    customerRef: 'cus_x',
    card,
    amount: 1200,
    currency: 'usd',
    idempotencyKey: 'k',
    offSession,
    description: 'test',
  });

describe('local provider: Stripe test cards', () => {
  it('4242 4242 4242 4242 and the Mastercard numbers save and charge', async () => {
    for (const [number, brand] of [
      ['4242 4242 4242 4242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['2223003122003222', 'mastercard'],
    ] as const) {
      const setup = await provider.setupCard('cus_x', input(number));
      expect(setup.status).toBe('succeeded');
      if (setup.status !== 'succeeded') continue;
      expect(setup.card).toMatchObject({ brand, last4: number.replace(/\s/g, '').slice(-4), expMonth: 12, expYear: 2030 });
      // Never the number: only brand, last4, expiry and a token with the behaviour.
      expect(JSON.stringify(setup.card)).not.toContain(number.replace(/\s/g, '').slice(0, 12));
      expect(setup.card.providerRef).toMatch(/^pm_local_/);
      expect((await charge(setup.card, true)).status).toBe('succeeded');
    }
  });

  it('each decline number gives its code', async () => {
    const expected: Record<string, string> = {
      '4000000000000002': 'generic_decline',
      '4000000000009995': 'insufficient_funds',
      '4000000000000069': 'expired_card',
      '4000000000000127': 'incorrect_cvc',
      '4000000000000119': 'processing_error',
      '4242424242424241': 'incorrect_number',
    };
    for (const [number, code] of Object.entries(expected)) {
      expect(await provider.setupCard('cus_x', input(number)), number).toEqual({ status: 'failed', code });
    }
  });

  it("Stripe's other decline numbers (lost, stolen, velocity, fraudulent) answer generic_decline, as Stripe advises presenting them", async () => {
    for (const number of ['4000000000009987', '4000000000009979', '4000000000006975', '4100000000000019']) {
      expect(await provider.setupCard('cus_x', input(number)), number).toEqual({ status: 'failed', code: 'generic_decline' });
    }
  });

  it('refuses numbers that are not test numbers, expired dates and missing CVCs', async () => {
    expect(await provider.setupCard('cus_x', input('4012888888881881'))).toEqual({
      status: 'failed',
      code: 'incorrect_number',
      message: 'not_a_test_card',
    });
    expect(await provider.setupCard('cus_x', input('4242424242424242', { expMonth: 3, expYear: 2026 }))).toEqual({
      status: 'failed',
      code: 'expired_card',
    });
    expect(await provider.setupCard('cus_x', input('4242424242424242', { cvc: '' }))).toEqual({
      status: 'failed',
      code: 'incorrect_cvc',
    });
  });

  it('0341 saves but every charge is declined', async () => {
    const setup = await provider.setupCard('cus_x', input('4000000000000341'));
    if (setup.status !== 'succeeded') throw new Error('expected to save');
    expect(await charge(setup.card, false)).toMatchObject({ status: 'failed', code: 'generic_decline' });
  });

  it('3-D Secure numbers need a challenge the customer completes or fails', async () => {
    for (const number of ['4000002500003155', '4000000000003220', '4000002760003184', '4000008260003178']) {
      const setup = await provider.setupCard('cus_x', input(number));
      expect(setup.status, number).toBe('requires_action');
      if (setup.status !== 'requires_action') continue;
      expect(await provider.confirmCardSetup('cus_x', setup.card, false)).toEqual({
        status: 'failed',
        code: 'authentication_required',
      });
      expect((await provider.confirmCardSetup('cus_x', setup.card, true)).status).toBe('succeeded');
    }
    const always = await provider.setupCard('cus_x', input('4000002760003184'));
    if (always.status !== 'requires_action') throw new Error('expected a challenge');
    // Off session (renewals) the challenge cannot happen: authentication_required.
    expect(await charge(always.card, true)).toMatchObject({ status: 'failed', code: 'authentication_required' });
    const onSession = await charge(always.card, false);
    expect(onSession.status).toBe('requires_action');
    expect((await provider.confirmCharge(onSession.ref!, always.card, true)).status).toBe('succeeded');
    const failed = await charge(always.card, false);
    expect(await provider.confirmCharge(failed.ref!, always.card, false)).toMatchObject({
      status: 'failed',
      code: 'authentication_required',
    });
    const then = await provider.setupCard('cus_x', input('4000008260003178'));
    if (then.status !== 'requires_action') throw new Error('expected a challenge');
    const c = await charge(then.card, false);
    expect(await provider.confirmCharge(c.ref!, then.card, true)).toMatchObject({ status: 'failed', code: 'insufficient_funds' });
  });

  it('knows every number it claims', () => {
    expect(Object.keys(TEST_CARDS)).toHaveLength(19);
  });
});

describe('money in integer minor units', () => {
  it('proration against hand-computed figures', () => {
    const start = new Date('2026-04-01T00:00:00Z');
    const end = addInterval(start, 'month');
    expect(end.toISOString()).toBe('2026-05-01T00:00:00.000Z'); // 30 days
    // Half-way (15 of 30 days left): Pro 1200 → credit 600; Business 4900 → 2450.
    expect(prorate(1200, start, end, new Date('2026-04-16T00:00:00Z'))).toBe(600);
    expect(prorate(4900, start, end, new Date('2026-04-16T00:00:00Z'))).toBe(2450);
    // 20 of 30 days left: 1200 × 2/3 = 800; 4900 × 2/3 = 3266.67 → 3267.
    expect(prorate(1200, start, end, new Date('2026-04-11T00:00:00Z'))).toBe(800);
    expect(prorate(4900, start, end, new Date('2026-04-11T00:00:00Z'))).toBe(3267);
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(1850, 1500, 10_000)).toBe(278); // 277.5 rounds half up
  });

  it('periods: week, month (day kept, clamped), year', () => {
    const d = new Date('2026-01-31T10:00:00Z');
    expect(addInterval(d, 'week').toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(addInterval(d, 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2026-02-28T10:00:00Z'), 'month', 31).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addInterval(d, 'year').toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });

  it('tax by country, EU reverse charge, credit balance', () => {
    expect(taxRateBp('SA', null, 'AE')).toBe(1500);
    expect(taxRateBp('DE', 'eu_vat', 'AE')).toBe(0);
    expect(taxRateBp('DE', null, 'AE')).toBe(1900);
    expect(taxRateBp(null, null, 'AE')).toBe(0);
    const line = {
      description: 'x',
      kind: 'plan' as const,
      plan_id: 'pro',
      interval: 'month' as const,
      period_start: null,
      period_end: null,
    };
    expect(totals([{ ...line, amount: 1850 }], 1500, 0)).toMatchObject({ subtotal: 1850, tax: 278, total: 2128 });
    const credited = totals([{ ...line, amount: 1000 }], 0, 300);
    expect(credited).toMatchObject({ subtotal: 1000, total: 700, creditUsed: 300 });
    expect(credited.lines.at(-1)).toMatchObject({ kind: 'credit', amount: -300 });
    expect(totals([{ ...line, amount: -500 }], 1500, 0)).toMatchObject({ subtotal: -500, tax: 0, total: 0, creditAdded: 500 });
  });
});

describe('shared rules', () => {
  it('tax IDs per country', () => {
    expect(validateTaxId('DE', 'DE 123456789')).toEqual({ ok: true, type: 'eu_vat', value: 'DE123456789' });
    expect(validateTaxId('GR', '123456789')).toEqual({ ok: true, type: 'eu_vat', value: 'EL123456789' });
    expect(validateTaxId('FR', 'FR12345')).toEqual({ ok: false });
    expect(validateTaxId('GB', 'GB123456789')).toMatchObject({ ok: true, type: 'gb_vat' });
    expect(validateTaxId('GB', '12345')).toEqual({ ok: false });
    expect(validateTaxId('SA', '310123456700003')).toMatchObject({ ok: true, type: 'sa_vat' });
    expect(validateTaxId('SA', '210123456700003')).toEqual({ ok: false });
    expect(validateTaxId('AE', '100123456789003')).toMatchObject({ ok: true, type: 'ae_trn' });
    expect(validateTaxId('AE', '200123456789003')).toEqual({ ok: false });
    expect(validateTaxId('US', '12-3456789')).toEqual({ ok: true, type: 'us_ein', value: '12-3456789' });
    expect(validateTaxId('US', '123456789')).toEqual({ ok: true, type: 'us_ein', value: '12-3456789' });
    expect(validateTaxId('US', '123-45-678')).toEqual({ ok: false });
    expect(validateTaxId('US', '1234')).toEqual({ ok: false });
  });

  it('invoice due display and card expiry flags', () => {
    const today = new Date('2026-04-10T15:00:00Z');
    expect(invoiceDue({ status: 'unpaid', due_at: '2026-04-10T01:00:00Z' }, today)).toEqual({ kind: 'due_today' });
    expect(invoiceDue({ status: 'unpaid', due_at: '2026-04-13T00:00:00Z' }, today)).toEqual({ kind: 'due_in', days: 3 });
    expect(invoiceDue({ status: 'unpaid', due_at: '2026-04-08T23:00:00Z' }, today)).toEqual({ kind: 'past_due', days: 2 });
    expect(invoiceDue({ status: 'paid', due_at: '2026-04-08T23:00:00Z' }, today)).toEqual({ kind: 'paid' });
    expect(cardExpiryState(3, 2026, today)).toBe('expired');
    expect(cardExpiryState(5, 2026, today)).toBe('expiring');
    expect(cardExpiryState(12, 2030, today)).toBe('ok');
  });
});

describe('invoice PDF text runs', () => {
  it('orders mixed Arabic and Latin runs right to left, numbers left to right', () => {
    const runs = visualSegments('الضريبة \u2066(15%)\u2069', 'rtl').map((r) => [
      r.text.replace(/[\u2066-\u2069]/g, ''),
      r.arabic,
    ]);
    // Visual order left → right: the LTR island first, the Arabic word last (at the right).
    expect(runs.at(-1)).toEqual(['الضريبة', true]);
    expect(runs.map((r) => r[0]).join('')).toContain('(15%)');
    expect(visualSegments('Invoice RABT-1', 'ltr').map((r) => r.text)).toEqual(['Invoice RABT-1']);
  });
});
