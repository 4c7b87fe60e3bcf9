/**
 * The local provider (the default, decision 071): Stripe test mode's published test cards,
 * reproduced in-process. Cards are kept in our own payment_methods table as brand, last4,
 * expiry and a random token with the card's behaviour — never the number. Numbers that are not
 * Stripe test numbers are refused, so nobody types a real card into a system that cannot charge it.
 */
import { randomBytes } from 'node:crypto';
import type { CardBrand, PaymentFailureCode } from '@rabt/contract';
import type { BillingProvider, CardInput, ChargeRequest, ChargeResult, SetupResult, StoredCard } from './provider.ts';

/** How a saved test card behaves on later charges. */
type Behaviour =
  | 'succeeds'
  /** 4000 0000 0000 0341: attaches, every charge is declined. */
  | 'charge_declines'
  /** 4000 0027 6000 3184: every payment needs 3-D Secure (off-session ones fail). */
  | 'always_authenticate'
  /** 4000 0082 6000 3178: 3-D Secure, then insufficient funds. */
  | 'authenticate_then_insufficient';

interface TestCard {
  brand: CardBrand;
  /** What adding the card does. */
  setup: 'succeeds' | 'authenticate' | PaymentFailureCode;
  behaviour: Behaviour;
}

/** Stripe's test numbers (https://docs.stripe.com/testing). */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', setup: 'succeeds', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'visa', setup: 'succeeds', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', setup: 'succeeds', behaviour: 'succeeds' },
  '2223003122003222': { brand: 'mastercard', setup: 'succeeds', behaviour: 'succeeds' },
  '5200828282828210': { brand: 'mastercard', setup: 'succeeds', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', setup: 'generic_decline', behaviour: 'succeeds' },
  '4000000000009995': { brand: 'visa', setup: 'insufficient_funds', behaviour: 'succeeds' },
  '4000000000000069': { brand: 'visa', setup: 'expired_card', behaviour: 'succeeds' },
  '4000000000000127': { brand: 'visa', setup: 'incorrect_cvc', behaviour: 'succeeds' },
  '4000000000000119': { brand: 'visa', setup: 'processing_error', behaviour: 'succeeds' },
  // lost_card, stolen_card, card_velocity_exceeded and fraudulent (Radar blocks it): Stripe advises
  // presenting these as generic_decline, which is what the Stripe provider maps them to too.
  '4000000000009987': { brand: 'visa', setup: 'generic_decline', behaviour: 'succeeds' },
  '4000000000009979': { brand: 'visa', setup: 'generic_decline', behaviour: 'succeeds' },
  '4000000000006975': { brand: 'visa', setup: 'generic_decline', behaviour: 'succeeds' },
  '4100000000000019': { brand: 'visa', setup: 'generic_decline', behaviour: 'succeeds' },
  '4000000000000341': { brand: 'visa', setup: 'succeeds', behaviour: 'charge_declines' },
  '4000002500003155': { brand: 'visa', setup: 'authenticate', behaviour: 'succeeds' },
  '4000000000003220': { brand: 'visa', setup: 'authenticate', behaviour: 'succeeds' },
  '4000002760003184': { brand: 'visa', setup: 'authenticate', behaviour: 'always_authenticate' },
  '4000008260003178': { brand: 'visa', setup: 'authenticate', behaviour: 'authenticate_then_insufficient' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

interface LocalData {
  behaviour: Behaviour;
}

function readData(card: StoredCard): LocalData {
  try {
    return JSON.parse(card.providerData ?? '{}') as LocalData;
  } catch {
    return { behaviour: 'succeeds' };
  }
}

const token = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export class LocalProvider implements BillingProvider {
  readonly name = 'local' as const;
  /** Payments waiting for their challenge: ref → the card's behaviour. */
  private readonly pending = new Map<string, Behaviour>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async ensureCustomer(_account: { id: string }, existing: string | null): Promise<string> {
    return existing ?? token('cus');
  }

  async setupCard(_customerRef: string, input: CardInput): Promise<SetupResult> {
    const digits = (input.number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { status: 'failed', code: 'incorrect_number' };
    const test = TEST_CARDS[digits];
    if (!test) return { status: 'failed', code: 'incorrect_number', message: 'not_a_test_card' };
    const now = this.now();
    const month = input.expMonth ?? 0;
    const year = input.expYear ?? 0;
    if (month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) return { status: 'failed', code: 'expired_card' };
    if (!/^\d{3,4}$/.test(input.cvc ?? '')) return { status: 'failed', code: 'incorrect_cvc' };
    if (test.setup !== 'succeeds' && test.setup !== 'authenticate') return { status: 'failed', code: test.setup };
    const card: StoredCard = {
      providerRef: token('pm'),
      brand: test.brand,
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      providerData: JSON.stringify({ behaviour: test.behaviour } satisfies LocalData),
    };
    return test.setup === 'authenticate'
      ? { status: 'requires_action', card, clientSecret: null }
      : { status: 'succeeded', card };
  }

  async confirmCardSetup(_customerRef: string, card: StoredCard, authenticated: boolean): Promise<SetupResult> {
    return authenticated ? { status: 'succeeded', card } : { status: 'failed', code: 'authentication_required' };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { behaviour } = readData(request.card);
    const ref = token('pi');
    if (Date.UTC(request.card.expYear, request.card.expMonth, 1) <= this.now().getTime()) {
      return { status: 'failed', ref, code: 'expired_card' };
    }
    switch (behaviour) {
      case 'succeeds':
        return { status: 'succeeded', ref };
      case 'charge_declines':
        return { status: 'failed', ref, code: 'generic_decline' };
      case 'always_authenticate':
      case 'authenticate_then_insufficient':
        if (request.offSession) return { status: 'failed', ref, code: 'authentication_required' };
        this.pending.set(ref, behaviour);
        return { status: 'requires_action', ref, clientSecret: null };
      default: {
        const never: never = behaviour;
        throw new Error(`unknown behaviour ${String(never)}`);
      }
    }
  }

  async confirmCharge(ref: string, card: StoredCard, authenticated: boolean): Promise<ChargeResult> {
    const behaviour = this.pending.get(ref) ?? readData(card).behaviour;
    this.pending.delete(ref);
    if (!authenticated) return { status: 'failed', ref, code: 'authentication_required' };
    if (behaviour === 'authenticate_then_insufficient') return { status: 'failed', ref, code: 'insufficient_funds' };
    if (behaviour === 'charge_declines') return { status: 'failed', ref, code: 'generic_decline' };
    return { status: 'succeeded', ref };
  }

  async detachCard(): Promise<void> {}
}
