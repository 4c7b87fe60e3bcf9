/**
 * The Stripe provider against a local HTTP double of the endpoints it calls (no network here),
 * and signed webhooks through the app on both databases: signature checked with the SDK,
 * idempotent by event id, safe when events arrive twice or out of order.
 */
import { apiPaths } from '@rabt/contract';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { LocalProvider } from '../../src/modules/billing/local-provider.ts';
import { failureCodeOf, StripeProvider, STRIPE_API_VERSION } from '../../src/modules/billing/stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** Answers like Stripe's API for the calls the provider makes. `pm_card_3ds` needs authentication. */
class StripeDouble {
  seen: Seen[] = [];
  private server: Server | null = null;
  private n = 0;
  port = 0;

  async start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const path = req.url ?? '';
        this.seen.push({ method: req.method ?? '', path, form, headers: req.headers });
        const [status, body] = this.answer(req.method ?? '', path, form);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.n++}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(method: string, path: string, form: URLSearchParams): [number, unknown] {
    const id = (p: string) => `${p}_${++this.n}`;
    if (method === 'POST' && path === '/v1/customers') return [200, { id: id('cus'), object: 'customer' }];
    if (method === 'GET' && path.startsWith('/v1/payment_methods/')) {
      const pm = path.split('/').pop()!;
      const mc = pm.includes('mastercard');
      return [
        200,
        {
          id: pm,
          object: 'payment_method',
          card: { brand: mc ? 'mastercard' : 'visa', last4: mc ? '4444' : '4242', exp_month: 12, exp_year: 2030 },
        },
      ];
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (form.get('payment_method') === 'pm_card_setup3ds')
        return [200, { id: id('seti'), object: 'setup_intent', status: 'requires_action', client_secret: 'seti_secret_3ds' }];
      return [200, { id: id('seti'), object: 'setup_intent', status: 'succeeded', client_secret: 'seti_secret' }];
    }
    // After Stripe.js handleNextAction in the browser, the intent reads as succeeded.
    if (method === 'GET' && path.startsWith('/v1/setup_intents/')) {
      return [200, { id: path.split('/').pop(), object: 'setup_intent', status: 'succeeded' }];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method');
      if (pm === 'pm_card_chargeDeclinedInsufficientFunds') {
        return [
          402,
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
              payment_intent: { id: 'pi_declined' },
            },
          },
        ];
      }
      if (pm === 'pm_card_3ds')
        return [200, { id: id('pi'), object: 'payment_intent', status: 'requires_action', client_secret: 'pi_secret' }];
      return [200, { id: id('pi'), object: 'payment_intent', status: 'succeeded' }];
    }
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such route ${path}` } }];
  }
}

const double = await new StripeDouble().start();
afterAll(() => double.stop());

const settings = () => ({
  secretKey: 'sk_test_123',
  publishableKey: 'pk_test_123',
  webhookSecret: WEBHOOK_SECRET,
  host: '127.0.0.1',
  port: double.port,
  protocol: 'http' as const,
});

describe("Stripe's decline codes", () => {
  it('known codes keep their name; every other decline (lost, stolen, fraudulent …) is generic_decline; non-card errors are not declines', () => {
    expect(failureCodeOf({ type: 'StripeCardError', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(failureCodeOf({ type: 'StripeCardError', code: 'expired_card' })).toBe('expired_card');
    for (const decline of ['lost_card', 'stolen_card', 'fraudulent', 'card_velocity_exceeded', 'do_not_honor']) {
      expect(failureCodeOf({ type: 'StripeCardError', code: 'card_declined', decline_code: decline }), decline).toBe(
        'generic_decline',
      );
    }
    expect(failureCodeOf({ type: 'StripeInvalidRequestError', code: 'resource_missing' })).toBeNull();
    expect(failureCodeOf({ code: 'authentication_required' })).toBe('authentication_required');
  });
});

describe('Stripe provider against the HTTP double', () => {
  const provider = new StripeProvider(settings());

  it('creates a customer, saves a card with a SetupIntent, charges with PaymentIntents', async () => {
    const customer = await provider.ensureCustomer({ id: 'acc_1', name: 'Acme', email: 'a@example.com' }, null);
    expect(customer).toMatch(/^cus_/);
    const created = double.seen.at(-1)!;
    expect(created.headers.authorization).toBe('Bearer sk_test_123');
    expect(created.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(created.headers['idempotency-key']).toBe('customer-acc_1');
    expect(created.form.get('metadata[account_id]')).toBe('acc_1');

    const setup = await provider.setupCard(customer, { cardholderName: 'A', token: 'pm_card_visa' });
    expect(setup).toMatchObject({ status: 'succeeded', card: { providerRef: 'pm_card_visa', brand: 'visa', last4: '4242' } });
    const intent = double.seen.find((s) => s.path === '/v1/setup_intents')!;
    expect(Object.fromEntries(intent.form)).toMatchObject({
      customer,
      payment_method: 'pm_card_visa',
      usage: 'off_session',
      confirm: 'true',
    });
    if (setup.status !== 'succeeded') return;

    const paid = await provider.charge({
      customerRef: customer,
      card: setup.card,
      amount: 1200,
      currency: 'usd',
      idempotencyKey: 'inv_1:1',
      offSession: true,
      description: 'x',
    });
    expect(paid.status).toBe('succeeded');
    const pi = double.seen.at(-1)!;
    expect(pi.headers['idempotency-key']).toBe('inv_1:1');
    expect(Object.fromEntries(pi.form)).toMatchObject({ amount: '1200', currency: 'usd', off_session: 'true', confirm: 'true' });

    const declined = await provider.charge({
      customerRef: customer,
      card: { ...setup.card, providerRef: 'pm_card_chargeDeclinedInsufficientFunds' },
      amount: 1200,
      currency: 'usd',
      idempotencyKey: 'inv_1:2',
      offSession: true,
      description: 'x',
    });
    expect(declined).toEqual({ status: 'failed', ref: 'pi_declined', code: 'insufficient_funds' });
  });
});

const event = (id: string, type: string, object: object, created: number) => ({
  id,
  object: 'event',
  type,
  created,
  api_version: STRIPE_API_VERSION,
  data: { object },
});

describeEachDatabase('Stripe webhooks', (target) => {
  const t = useTestApp(target);
  const stripe = new Stripe('sk_test_123');
  beforeAll(() => {
    t.app.billing.provider = new StripeProvider(settings());
  });
  afterAll(() => {
    t.app.billing.provider = new LocalProvider();
  });

  const send = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  it('a 3-D Secure payment settles by webhook; replays and late older events change nothing; bad signatures are refused', async () => {
    const s = await seedCustomer(t);
    const card = await s.client.post(apiPaths.paymentMethods, { cardholder_name: 'A', token: 'pm_card_3ds' });
    expect(card.status).toBe(201);
    expect(card.body.results).toMatchObject({ brand: 'visa', last4: '4242', is_primary: true });
    const res = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(res.body.error.code).toBe('authentication_required');
    // The app hands this to Stripe.js handleNextAction, then asks the server again.
    expect(res.body.error.details.client_secret).toBe('pi_secret');
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', res.body.error.details.payment_id)
      .executeTakeFirstOrThrow();

    const bad = await send(
      event('evt_bad', 'payment_intent.succeeded', { id: payment.provider_ref, object: 'payment_intent' }, 1),
      'whsec_wrong',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);

    const now = Math.floor(Date.now() / 1000);
    const ok = await send(
      event(
        'evt_1',
        'payment_intent.succeeded',
        { id: payment.provider_ref, object: 'payment_intent', status: 'succeeded' },
        now,
      ),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    expect((await s.client.get(apiPaths.billing)).body.results.subscription.plan_id).toBe('pro');
    expect((await s.client.get(apiPaths.invoice(res.body.error.details.invoice_id))).body.results.status).toBe('paid');

    // The same event again: acknowledged as a duplicate.
    expect(
      (
        await send(event('evt_1', 'payment_intent.succeeded', { id: payment.provider_ref, object: 'payment_intent' }, now))
      ).json(),
    ).toEqual({
      received: true,
      duplicate: true,
    });
    // An older failure arriving late does not undo the success.
    const late = await send(
      event(
        'evt_0',
        'payment_intent.payment_failed',
        {
          id: payment.provider_ref,
          object: 'payment_intent',
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        },
        now - 60,
      ),
    );
    expect(late.json()).toEqual({ received: true, duplicate: false });
    const after = await t.app.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('succeeded');
    expect((await s.client.get(apiPaths.invoice(res.body.error.details.invoice_id))).body.results.status).toBe('paid');
    expect((await s.client.get(apiPaths.billing)).body.results.subscription.plan_id).toBe('pro');
    const events = await t.app.db.selectFrom('billing_events').select('id').execute();
    expect(events.map((e) => e.id).toSorted()).toEqual(['evt_0', 'evt_1']);
  });

  it('a card whose SetupIntent needs 3-D Secure answers its client secret; the re-check after Stripe.js activates it', async () => {
    const s = await seedCustomer(t);
    const added = await s.client.post(apiPaths.paymentMethods, { cardholder_name: 'A', token: 'pm_card_setup3ds' });
    expect(added.status).toBe(201);
    expect(added.body.results).toMatchObject({ status: 'requires_action', client_secret: 'seti_secret_3ds' });
    // Listing never repeats the secret.
    const listed = (await s.client.get(apiPaths.paymentMethods)).body.results as { client_secret?: string }[];
    expect(listed[0]!.client_secret).toBeUndefined();
    const confirmed = await s.client.post(apiPaths.paymentMethodConfirm(added.body.results.id), { authenticated: true });
    expect(confirmed.body.results).toMatchObject({ status: 'active', is_primary: true });
  });

  it('GET billing/config names the provider and its publishable key', async () => {
    const s = await seedCustomer(t);
    expect((await s.client.get(apiPaths.billingConfig)).body.results).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_123',
    });
  });
});
