/**
 * Billing at run time, one per app (`app.billing`): the provider (local unless
 * BILLING_PROVIDER=stripe), an injectable clock (tests move it across period ends), the issuer
 * printed on invoices, the retry schedule and grace period, and the renewal scheduler that
 * starts when the app listens and stops before the database closes.
 */
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Dialect } from '../../db/schema.ts';
import type { MailService } from '../mail/service.ts';
import { LocalProvider } from './local-provider.ts';
import type { BillingProvider } from './provider.ts';
import { runDueBilling } from './service.ts';
import { StripeProvider, type StripeSettings } from './stripe-provider.ts';

export interface IssuerSettings {
  name: string;
  lines: string[];
  country: string;
  taxId: string | null;
  email: string | null;
}

export interface BillingSettings {
  provider: 'local' | 'stripe';
  currency: string;
  issuer: IssuerSettings;
  /** Days after the first failed renewal charge when it is tried again. */
  retryDays: number[];
  /** Days after the first failure before the account moves to the free plan. */
  graceDays: number;
  stripe: StripeSettings | null;
  tickMs: number;
}

type Env = Record<string, string | undefined>;

const days = (raw: string | undefined, fallback: number[]) =>
  raw
    ? raw
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isFinite(n) && n > 0)
    : fallback;

/** Reads BILLING_* and STRIPE_* (docs/operations.md). */
export function billingSettings(env: Env = process.env): BillingSettings {
  const provider = env.BILLING_PROVIDER === 'stripe' ? 'stripe' : 'local';
  return {
    provider,
    currency: 'usd',
    issuer: {
      name: env.BILLING_ISSUER_NAME ?? 'Rabt FZ-LLC',
      lines: (env.BILLING_ISSUER_ADDRESS ?? 'Dubai Internet City, Building 1|Dubai').split('|'),
      country: (env.BILLING_ISSUER_COUNTRY ?? 'AE').toUpperCase(),
      taxId: env.BILLING_ISSUER_TAX_ID ?? '100123456789003',
      email: env.BILLING_ISSUER_EMAIL ?? 'billing@rabt.example',
    },
    retryDays: days(env.BILLING_RETRY_DAYS, [1, 3, 5]),
    graceDays: Number(env.BILLING_GRACE_DAYS ?? 7),
    stripe:
      provider === 'stripe' && env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          }
        : null,
    tickMs: Number(env.BILLING_TICK_MS ?? 60_000),
  };
}

export class BillingRuntime {
  /** Replaceable in tests: every billing decision reads the time from here. */
  clock: () => Date = () => new Date();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    readonly db: Db,
    readonly dialect: Dialect,
    public provider: BillingProvider,
    readonly settings: BillingSettings,
    readonly mail: MailService,
    readonly log: FastifyBaseLogger,
    readonly appUrl: string,
  ) {}

  now(): Date {
    return this.clock();
  }

  /** One pass of the renewal work (also what tests call after moving the clock). */
  tick(): Promise<unknown> {
    this.running ??= runDueBilling(this)
      .catch((error: unknown) => this.log.error({ err: error }, 'billing: renewal pass failed'))
      .finally(() => (this.running = null));
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.settings.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingRuntime;
  }
}

async function billingRuntime(app: FastifyInstance): Promise<void> {
  const settings = billingSettings();
  // The keys come from config.ts (it checks their prefixes); BILLING_* from the environment.
  const keys = app.config.stripe;
  settings.stripe =
    settings.provider === 'stripe' && keys.secretKey
      ? { secretKey: keys.secretKey, publishableKey: keys.publishableKey, webhookSecret: keys.webhookSecret }
      : null;
  const runtime: BillingRuntime = new BillingRuntime(
    app.db,
    app.dialect,
    new LocalProvider(() => runtime.now()),
    settings,
    app.mail,
    app.log,
    app.config.appUrl,
  );
  if (settings.provider === 'stripe') {
    if (!settings.stripe) throw new Error('BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    runtime.provider = new StripeProvider(settings.stripe);
  }
  app.decorate('billing', runtime);
  app.addHook('onListen', async () => runtime.start());
  app.addHook('preClose', async () => runtime.stop());
}

export default fp(billingRuntime, { name: 'billing-runtime' });
