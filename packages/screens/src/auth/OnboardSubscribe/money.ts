import type { Plan, Price } from '@rabt/contract';

/** Digits after the decimal point of a currency's minor unit (USD 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An integer amount in minor units as a number in major units, plus whether it has a fraction. */
export function toMajor(amount: number, currency: string): { value: number; whole: boolean; digits: number } {
  const digits = minorDigits(currency);
  const factor = 10 ** digits;
  return { value: amount / factor, whole: amount % factor === 0, digits };
}

/** A plan is free when it has no price above zero. */
export const isFreePlan = (plan: Plan): boolean => plan.prices.every((price) => price.amount === 0);

export const priceFor = (plan: Plan, interval: Price['interval']): Price | undefined =>
  plan.prices.find((price) => price.interval === interval);

/** How much cheaper a year is than twelve months, 0–1; null when either price is missing or free. */
export function yearlySaving(plan: Plan): number | null {
  const month = priceFor(plan, 'month');
  const year = priceFor(plan, 'year');
  if (!month || !year || month.amount === 0 || month.currency !== year.currency) return null;
  const saving = 1 - year.amount / (month.amount * 12);
  return saving > 0.005 ? saving : null;
}
