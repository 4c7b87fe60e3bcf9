/**
 * Pure billing arithmetic in integer minor units (decision 072): billing periods, proration,
 * tax and invoice totals. No floating point reaches an amount: every division rounds once,
 * half away from zero, to a whole minor unit.
 */
import { EU_COUNTRIES, type BillingInterval, type InvoiceLine } from '@rabt/contract';

const DAY_MS = 86_400_000;

/** The end of a period that starts at `start`. Months keep the day of month, clamped to the month's last day. */
export function addInterval(start: Date, interval: BillingInterval, anchorDay = start.getUTCDate()): Date {
  if (interval === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  const months = interval === 'month' ? 1 : 12;
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(anchorDay, lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** round(a * b / c) for non-negative integers, half up, without floating error on the product. */
export function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (2n * d));
}

/**
 * The share of `amount` for the unused part of a period, by whole seconds (Stripe prorates by
 * the second too): round(amount × remaining / total).
 */
export function prorate(amount: number, periodStart: Date, periodEnd: Date, at: Date): number {
  const total = Math.floor((periodEnd.getTime() - periodStart.getTime()) / 1000);
  const remaining = Math.max(0, Math.floor((periodEnd.getTime() - at.getTime()) / 1000));
  if (total <= 0) return 0;
  return mulDivRound(amount, Math.min(remaining, total), total);
}

/** VAT / sales tax rates in basis points by the recipient's country (decision 073). */
const RATES_BP: Record<string, number> = {
  AE: 500,
  SA: 1500,
  GB: 2000,
  DE: 1900,
  FR: 2000,
  NL: 2100,
  IT: 2200,
  ES: 2100,
  IE: 2300,
  BE: 2100,
  AT: 2000,
  SE: 2500,
  PL: 2300,
  US: 0,
};

/**
 * The rate for an invoice: the recipient country's rate; 0 (reverse charge) for an EU business
 * with a valid VAT number in another country than the issuer; 0 for countries not listed.
 */
export function taxRateBp(recipientCountry: string | null, taxIdType: string | null, issuerCountry: string): number {
  if (!recipientCountry) return 0;
  const c = recipientCountry.toUpperCase();
  if (taxIdType === 'eu_vat' && EU_COUNTRIES.includes(c) && c !== issuerCountry) return 0;
  return RATES_BP[c] ?? 0;
}

export interface Totals {
  lines: InvoiceLine[];
  subtotal: number;
  tax: number;
  total: number;
  /** Credit balance this invoice used. */
  creditUsed: number;
  /** What the invoice leaves on the balance (a negative subtotal: unused time worth more than the charge). */
  creditAdded: number;
}

/**
 * subtotal = Σ lines (before account credit); tax = round(max(subtotal, 0) × rate); a negative
 * subtotal goes to the credit balance; the balance then pays what it can, shown as a 'credit' line.
 */
export function totals(lines: InvoiceLine[], rateBp: number, creditBalance: number): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const taxable = Math.max(subtotal, 0);
  const tax = mulDivRound(taxable, rateBp, 10_000);
  const gross = taxable + tax;
  const creditUsed = Math.min(Math.max(creditBalance, 0), gross);
  const all =
    creditUsed > 0
      ? [
          ...lines,
          {
            description: 'Account credit',
            kind: 'credit' as const,
            plan_id: null,
            interval: null,
            period_start: null,
            period_end: null,
            amount: -creditUsed,
          },
        ]
      : lines;
  return { lines: all, subtotal, tax, total: gross - creditUsed, creditUsed, creditAdded: subtotal < 0 ? -subtotal : 0 };
}
