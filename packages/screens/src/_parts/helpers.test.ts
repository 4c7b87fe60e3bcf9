import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import en from '../i18n/en.json';
import { toSubmitErrors } from './submitErrors.ts';
import { emailError, isEmail, newPasswordError, passwordRequiredError } from './validation.ts';
import { screenTitles } from './screenTitles.ts';
import { isFreePlan, minorDigits, toMajor, yearlySaving } from '../auth/OnboardSubscribe/money.ts';
import { matches, normalise } from '../support/SupportCenter/faq.ts';
import type { Plan } from '@rabt/contract';

const t = (id: string, values?: Record<string, string | number>) =>
  ((en as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));

describe('toSubmitErrors', () => {
  it('puts details next to their fields, the first message per field winning', () => {
    expect(
      toSubmitErrors<{ email: string; name: string }>(
        [
          { field: 'email', code: 'email_taken', message: 'Taken' },
          { field: 'email', code: 'invalid_email', message: 'Invalid' },
        ],
        ['email', 'name'],
      ),
    ).toEqual({ email: 'Taken' });
  });
  it('turns details about unknown fields into the form-level error, or uses the given message', () => {
    expect(toSubmitErrors([{ field: 'language', code: 'x', message: 'Bad language' }], ['email'])).toEqual({
      [FORM_ERROR]: 'Bad language',
    });
    expect(toSubmitErrors([], ['email'], 'Login failed.')).toEqual({ [FORM_ERROR]: 'Login failed.' });
  });
});

describe('validation (spec §5 messages)', () => {
  it('checks e-mail addresses', () => {
    expect(isEmail('layla@acme.example')).toBe(true);
    expect(isEmail(' layla@acme.example ')).toBe(true);
    expect(isEmail('layla@acme')).toBe(false);
    expect(emailError(t, '')).toBe('Email must be a valid address.');
  });
  it('requires a password, and 8 characters for a new one', () => {
    expect(passwordRequiredError(t, '')).toBe('Password is required.');
    expect(passwordRequiredError(t, 'x')).toBeUndefined();
    expect(newPasswordError(t, 'short')).toBe('Password must be at least 8 characters.');
    expect(newPasswordError(t, 'long-enough')).toBeUndefined();
  });
});

const plan = (amounts: Record<string, number>): Plan => ({
  id: 'p',
  name: 'P',
  description: '',
  prices: Object.entries(amounts).map(([interval, amount]) => ({
    id: interval,
    interval: interval as 'month',
    amount,
    currency: 'USD',
  })),
  features: [],
  limits: { links: null, users: null, domains: null, qrs: null, cards: null },
  recommended: false,
});

describe('money', () => {
  it('knows minor units per currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(toMajor(2900, 'USD')).toEqual({ value: 29, whole: true, digits: 2 });
    expect(toMajor(2950, 'USD').whole).toBe(false);
  });
  it('computes the yearly saving and spots free plans', () => {
    expect(yearlySaving(plan({ month: 1000, year: 10000 }))).toBeCloseTo(1 / 6);
    expect(yearlySaving(plan({ month: 1000, year: 12000 }))).toBeNull();
    expect(yearlySaving(plan({ month: 0, year: 0 }))).toBeNull();
    expect(isFreePlan(plan({ month: 0, year: 0 }))).toBe(true);
    expect(isFreePlan(plan({ month: 900 }))).toBe(false);
  });
});

describe('support search', () => {
  it('matches every word, ignoring case, accents and Arabic letter variants', () => {
    expect(matches('Where can I find my invoices?', 'INVOICES find')).toBe(true);
    expect(matches('Where can I find my invoices?', 'invoices refund')).toBe(false);
    expect(matches('أين أجد فواتيري؟', 'اين فواتيري')).toBe(true);
    expect(normalise('مُحمَّد')).toBe('محمد');
  });
});

describe('screen titles', () => {
  it('point at existing messages', () => {
    for (const id of Object.values(screenTitles)) expect(en).toHaveProperty([id]);
  });
});
