/**
 * The renewal pass with the clock moved by hand, on both databases: invoices at each period end,
 * charged to the primary card; a failing card → past due, retries on days 1, 3 and 5, the owner
 * mailed; paying during grace recovers; after the 7-day grace the account is on the free plan
 * with its data kept; cancellation and scheduled downgrades take effect at the period end.
 */
import { apiPaths, type Invoice } from '@rabt/contract';
import { beforeEach, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { addPrimaryCard } from '../helpers/billing.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { runDueBilling } from '../../src/modules/billing/service.ts';

const DAY = 86_400_000;

const invoices = async (s: Seeded) =>
  ((await s.client.get(apiPaths.invoices)).body.results as Invoice[]).toSorted((a, b) => a.number.localeCompare(b.number));

const sub = async (s: Seeded) => (await s.client.get(apiPaths.billing)).body.results.subscription;

describeEachDatabase('billing: renewals, retries and grace', (target) => {
  const t = useTestApp(target);
  let clock = new Date('2026-01-10T10:00:00Z');
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const tick = () => runDueBilling(t.app.billing);
  beforeEach(() => {
    at('2026-01-10T10:00:00Z');
    t.app.billing.clock = () => clock;
  });

  const mails = (email: string) =>
    t.app.mail
      .drain()
      .then(() =>
        t.app.db
          .selectFrom('mail_outbox')
          .select(['kind', 'subject'])
          .where('to_address', '=', email.toLowerCase())
          .orderBy('created_at')
          .execute(),
      );

  it('renews at each period end, then past due, retries, grace, free plan keeping data', async () => {
    const s = await seedCustomer(t);
    await addPrimaryCard(s, '4242424242424242');
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });

    // Nothing is due before the period end.
    at('2026-02-10T09:59:00Z');
    await tick();
    expect(await invoices(s)).toHaveLength(1);

    at('2026-02-10T10:01:00Z');
    await tick();
    let list = await invoices(s);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({
      status: 'paid',
      total: 1200,
      period_start: '2026-02-10T10:00:00.000Z',
      period_end: '2026-03-10T10:00:00.000Z',
      due_at: '2026-02-10T10:00:00.000Z',
    });
    expect(await sub(s)).toMatchObject({ status: 'active', current_period_end: '2026-03-10T10:00:00.000Z' });
    // A second pass at the same time does nothing.
    await tick();
    expect(await invoices(s)).toHaveLength(2);

    // The card now declines every charge.
    await addPrimaryCard(s, '4000000000000341');
    at('2026-03-10T10:01:00Z');
    await tick();
    list = await invoices(s);
    expect(list[2]).toMatchObject({
      status: 'unpaid',
      attempt_count: 1,
      last_failure_code: 'generic_decline',
      next_attempt_at: '2026-03-11T10:01:00.000Z',
    });
    expect(await sub(s)).toMatchObject({ plan_id: 'pro', status: 'past_due', grace_until: '2026-03-17T10:01:00.000Z' });
    // Payment news only (receipts, the open invoice and plan changes: test/org/billing-domain-mails.test.ts).
    const payments = async () =>
      (await mails(s.email)).filter((m) => m.kind.startsWith('billing_payment') || m.kind === 'billing_moved_to_free');
    expect((await payments()).map((m) => m.kind)).toEqual(['billing_payment_failed']);
    // Still Pro during grace.
    expect((await s.client.get(apiPaths.accounts)).body.results[0].plan).toBe('pro');

    for (const [when, attempts, next] of [
      ['2026-03-11T10:02:00Z', 2, '2026-03-13T10:01:00.000Z'],
      ['2026-03-13T10:02:00Z', 3, '2026-03-15T10:01:00.000Z'],
      ['2026-03-15T10:02:00Z', 4, null],
    ] as const) {
      at(when);
      await tick();
      expect((await invoices(s))[2], when).toMatchObject({ status: 'unpaid', attempt_count: attempts, next_attempt_at: next });
    }
    expect(await payments()).toHaveLength(4);

    at('2026-03-17T10:02:00Z');
    expect(await tick()).toMatchObject({ downgraded: 1 });
    expect(await sub(s)).toMatchObject({ plan_id: 'free', status: 'active', current_period_end: null, grace_until: null });
    expect((await s.client.get(apiPaths.accounts)).body.results[0].plan).toBe('free');
    // The unpaid invoice is voided (not listed), the paid ones stay.
    expect((await invoices(s)).map((i) => i.status)).toEqual(['paid', 'paid']);
    expect((await payments()).at(-1)!.kind).toBe('billing_moved_to_free');
    // Nothing renews any more.
    at('2026-05-01T00:00:00Z');
    await tick();
    expect(await invoices(s)).toHaveLength(2);
  });

  it('paying during grace (new card, pay the invoice) makes the account active again', async () => {
    const s = await seedCustomer(t);
    await addPrimaryCard(s, '4000000000000341');
    // Subscribe with a good card first, then switch to the failing one.
    const good = await addPrimaryCard(s, '4242424242424242');
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'week' })).status).toBe(200);
    const bad = (await s.client.get(apiPaths.paymentMethods)).body.results.find((m: { last4: string }) => m.last4 === '0341');
    await s.client.post(apiPaths.paymentMethodPrimary(bad.id));
    const end = (await sub(s)).current_period_end as string;
    at(new Date(new Date(end).getTime() + 60_000).toISOString());
    await tick();
    const open = (await invoices(s)).at(-1)!;
    expect(open.status).toBe('unpaid');
    const declined = await s.client.post(apiPaths.invoicePay(open.id));
    expect(declined.body.error.code).toBe('generic_decline');
    await s.client.post(apiPaths.paymentMethodPrimary(good.id));
    at(new Date(clock.getTime() + 2 * DAY).toISOString());
    const paid = await s.client.post(apiPaths.invoicePay(open.id));
    expect(paid.status).toBe(200);
    expect(paid.body.results.status).toBe('paid');
    expect(await sub(s)).toMatchObject({ plan_id: 'pro', status: 'active', grace_until: null });
    const payments = (await s.client.get(apiPaths.payments)).body.results as { status: string }[];
    expect(payments.map((p) => p.status)).toEqual(['succeeded', 'failed', 'failed', 'succeeded']);
  });

  it('cancellation and scheduled downgrades take effect at the period end; 3-D Secure-only cards fail off session', async () => {
    const a = await seedCustomer(t);
    await addPrimaryCard(a, '4242424242424242');
    await a.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    await a.client.post(apiPaths.subscriptionCancel, { cancel_type: 'at_period_end', reason: 'pause' });
    const b = await seedCustomer(t);
    await addPrimaryCard(b, '4242424242424242');
    await b.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' });
    await b.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    const c = await seedCustomer(t);
    const card = await addPrimaryCard(c, '4000002760003184');
    await c.client.post(apiPaths.paymentMethodConfirm(card.id), { authenticated: true });
    const first = await c.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    await c.client.post(apiPaths.paymentConfirm(first.body.error.details.payment_id), { authenticated: true });

    at('2026-02-09T10:00:00Z');
    await tick();
    expect((await sub(a)).plan_id).toBe('pro');
    expect((await sub(b)).plan_id).toBe('business');

    at('2026-02-10T10:00:01Z');
    await tick();
    expect(await sub(a)).toMatchObject({ plan_id: 'free', cancel_at: null, cancel_reason: 'pause' });
    expect(await invoices(a)).toHaveLength(1);
    expect(await sub(b)).toMatchObject({ plan_id: 'pro', pending_plan_id: null, current_period_end: '2026-03-10T10:00:00.000Z' });
    expect((await invoices(b)).at(-1)).toMatchObject({ total: 1200, status: 'paid' });
    expect(await sub(c)).toMatchObject({ status: 'past_due' });
    expect((await invoices(c)).at(-1)).toMatchObject({ status: 'unpaid', last_failure_code: 'authentication_required' });
  });

  it('a plan feature (password links) unlocks on subscribing, stays until the period end and through grace, and locks on the day the server moves the account to free', async () => {
    let n = 0;
    const passwordLink = (s: Seeded) =>
      s.client.post(apiPaths.links, { long_url: `https://lock.example/${n++}`, lock_pass: 'a long secret' });
    const a = await seedCustomer(t, { plan: 'free' });
    expect((await passwordLink(a)).body.error).toMatchObject({ code: 'PLAN_LOCKED', details: { feature: 'link_password' } });
    await addPrimaryCard(a, '4242424242424242');
    await a.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect((await passwordLink(a)).status).toBe(201);
    // Cancelled at the period end (2026-02-10T10:00Z): still unlocked the minute before it.
    await a.client.post(apiPaths.subscriptionCancel, { cancel_type: 'at_period_end' });
    // A second account whose renewal fails: past due from the period end, locked when grace ends.
    const b = await seedCustomer(t, { plan: 'free' });
    await addPrimaryCard(b, '4242424242424242');
    await b.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    await addPrimaryCard(b, '4000000000000341');

    at('2026-02-10T09:59:00Z');
    await tick();
    expect((await passwordLink(a)).status).toBe(201);
    expect((await passwordLink(b)).status).toBe(201);

    at('2026-02-10T10:00:01Z');
    await tick();
    expect((await passwordLink(a)).body.error).toMatchObject({ code: 'PLAN_LOCKED', details: { feature: 'link_password' } });
    expect(await sub(b)).toMatchObject({ status: 'past_due', grace_until: '2026-02-17T10:00:01.000Z' });
    expect((await passwordLink(b)).status).toBe(201);

    at('2026-02-17T10:00:00Z');
    await tick();
    expect((await passwordLink(b)).status).toBe(201);
    at('2026-02-17T10:00:02Z');
    await tick();
    expect((await passwordLink(b)).body.error).toMatchObject({ code: 'PLAN_LOCKED', details: { feature: 'link_password' } });
    // The password links made while paid are kept.
    expect(((await b.client.get(apiPaths.links)).body.results as unknown[]).length).toBe(3);
  });
});
