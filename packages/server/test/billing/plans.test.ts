import { apiPaths, CurrentSubscriptionResponse, lockableFeatures, PlanListResponse, SubscriptionResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';
import { planAllows, plans } from '../../src/modules/billing/plans.ts';

it('the plan catalogue: free, pro, business; integer minor units; features from spec §6', () => {
  expect(plans.map((p) => p.id)).toEqual(['free', 'pro', 'business']);
  for (const plan of plans) {
    // Pro also sells a week (spec §9); every plan sells month and year.
    expect(plan.prices.map((p) => p.interval).toSorted()).toEqual(
      plan.id === 'pro' ? ['month', 'week', 'year'] : ['month', 'year'],
    );
    for (const price of plan.prices) expect(Number.isInteger(price.amount)).toBe(true);
    for (const f of plan.features) expect(lockableFeatures).toContain(f);
  }
  expect(planAllows('free', 'analytics')).toBe(false);
  expect(planAllows('pro', 'branded_domains')).toBe(false);
  expect(planAllows('business', 'branded_domains')).toBe(true);
  expect(planAllows(null, 'analytics')).toBe(false);
});

describeEachDatabase('billing', (target) => {
  const t = useTestApp(target);

  it('GET plans is public and answers the contract', async () => {
    const res = await t.client().get(apiPaths.plans);
    expect(res.status).toBe(200);
    expect(PlanListResponse.is(res.body)).toBe(true);
  });

  it('choosing the free plan subscribes at once and lifts REQUIRE_SUBSCRIPTION', async () => {
    const seeded = await seedCustomer(t, { plan: null });
    expect((await seeded.client.get(apiPaths.customer)).body.error).toMatchObject({
      code: 'REQUIRE_SUBSCRIPTION',
      details: { account_id: seeded.accountId },
    });
    const before = await seeded.client.get(apiPaths.subscription);
    expect(CurrentSubscriptionResponse.is(before.body)).toBe(true);
    expect(before.body.results).toBeNull();
    const res = await seeded.client.post(apiPaths.subscription, { plan_id: 'free', interval: 'month' });
    expect(res.status).toBe(200);
    expect(SubscriptionResponse.is(res.body)).toBe(true);
    expect(res.body.results).toEqual({
      plan_id: 'free',
      interval: 'month',
      status: 'active',
      current_period_end: null,
      cancel_at: null,
    });
    expect((await seeded.client.get(apiPaths.customer)).status).toBe(200);
    expect((await seeded.client.get(apiPaths.subscription)).body.results.plan_id).toBe('free');
    expect((await seeded.client.get(apiPaths.accounts)).body.results[0].plan).toBe('free');
  });

  it('same plan and interval again: alreadySubscribedToPrice; switching interval works', async () => {
    const seeded = await seedCustomer(t, { plan: null });
    await seeded.client.post(apiPaths.subscription, { plan_id: 'free', interval: 'month' });
    const again = await seeded.client.post(apiPaths.subscription, { plan_id: 'free', interval: 'month' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'alreadySubscribedToPrice',
      message: 'You are already subscribed to selected price.',
    });
    expect((await seeded.client.post(apiPaths.subscription, { plan_id: 'free', interval: 'year' })).body.results.interval).toBe(
      'year',
    );
  });

  it('unknown plan or an interval the plan does not sell: selectedPlanNotAvailable', async () => {
    const seeded = await seedCustomer(t, { plan: null });
    for (const body of [
      { plan_id: 'gold', interval: 'month' },
      { plan_id: 'free', interval: 'week' },
    ]) {
      const res = await seeded.client.post(apiPaths.subscription, body);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        code: 'selectedPlanNotAvailable',
        message: 'Selected plan is not available at the moment.',
      });
    }
  });

  it('paid plans without a card answer 402 requires_payment_method', async () => {
    const seeded = await seedCustomer(t, { plan: null });
    const res = await seeded.client.post(apiPaths.subscription, { plan_id: 'pro', interval: 'year' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({
      code: 'requires_payment_method',
      message: 'Add a payment method to subscribe to a paid plan.',
    });
    expect((await seeded.client.get(apiPaths.subscription)).body.results).toBeNull();
  });

  it('editors cannot change the plan (PERMISSION_DENIED billing:edit); owners and admins can', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const member = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: member.email,
      role: 'editor',
      invitedBy: owner.customerId,
    });
    await member.client.post(apiPaths.acceptInvitation(id));
    member.client.accountId = owner.accountId;
    const res = await member.client.post(apiPaths.subscription, { plan_id: 'free', interval: 'month' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'billing:edit' } });
  });
});
