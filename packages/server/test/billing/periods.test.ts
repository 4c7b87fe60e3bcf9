/**
 * Decision 076: billing periods. Monthly and yearly subscriptions keep their anchor day, clamped
 * per month (Jan 31 → Feb 28/29 → Mar 31 → Apr 30 …; Feb 29 → Feb 28 → … → Feb 29), checked as
 * pure arithmetic over several years and through the renewal pass with the clock moved by hand on
 * both databases. Weekly prices (spec §9): subscribe, renew every 7 days with an invoice for each
 * week, and prorate against hand-computed figures.
 */
import { apiPaths, findPlan, findPrice, type Invoice } from '@rabt/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { addPrimaryCard } from '../helpers/billing.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { addInterval, prorate } from '../../src/modules/billing/money.ts';
import { runDueBilling } from '../../src/modules/billing/service.ts';

/** The period ends a subscription renews through, as the renewal pass chains them. */
function periodEnds(startIso: string, interval: 'month' | 'year', count: number): string[] {
  const start = new Date(startIso);
  const anchor = start.getUTCDate();
  const ends: string[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    at = addInterval(at, interval, anchor);
    ends.push(at.toISOString().slice(0, 10));
  }
  return ends;
}

describe('anchor day (decision 076)', () => {
  it('a subscription started on Jan 31 renews on the last day of short months and the 31st of long ones', () => {
    expect(periodEnds('2027-01-31T09:30:00Z', 'month', 26)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
      '2028-02-29', // leap year
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
      '2029-01-31',
      '2029-02-28',
      '2029-03-31',
    ]);
  });

  it('the 30th and 29th keep their day too, and the time of day never drifts', () => {
    expect(periodEnds('2027-11-30T00:00:00Z', 'month', 5)).toEqual([
      '2027-12-30',
      '2028-01-30',
      '2028-02-29',
      '2028-03-30',
      '2028-04-30',
    ]);
    expect(periodEnds('2028-01-29T00:00:00Z', 'month', 3)).toEqual(['2028-02-29', '2028-03-29', '2028-04-29']);
    let at = new Date('2027-01-31T23:59:59.500Z');
    for (let i = 0; i < 40; i++) at = addInterval(at, 'month', 31);
    expect(at.toISOString()).toBe('2030-05-31T23:59:59.500Z');
  });

  it('a yearly subscription started on Feb 29 renews on Feb 28 and again on Feb 29 in leap years', () => {
    expect(periodEnds('2028-02-29T12:00:00Z', 'year', 9)).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
      '2033-02-28',
      '2034-02-28',
      '2035-02-28',
      '2036-02-29',
      '2037-02-28',
    ]);
    expect(periodEnds('2027-01-31T00:00:00Z', 'year', 2)).toEqual(['2028-01-31', '2029-01-31']);
  });

  it('weekly periods are 7 days, across month, year and leap-day boundaries', () => {
    expect(addInterval(new Date('2027-12-28T10:00:00Z'), 'week').toISOString()).toBe('2028-01-04T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-25T10:00:00Z'), 'week').toISOString()).toBe('2028-03-03T10:00:00.000Z');
  });

  it('weekly proration by the second (hand-computed)', () => {
    const start = new Date('2026-01-05T10:00:00Z');
    const end = addInterval(start, 'week');
    // Half the week left: 400 × 3.5/7 = 200.
    expect(prorate(400, start, end, new Date('2026-01-08T22:00:00Z'))).toBe(200);
    // 6 of 7 days left: 400 × 6/7 = 342.857… → 343.
    expect(prorate(400, start, end, new Date('2026-01-06T10:00:00Z'))).toBe(343);
    // 1 hour left of 168: 400 / 168 = 2.38… → 2.
    expect(prorate(400, start, end, new Date('2026-01-12T09:00:00Z'))).toBe(2);
  });
});

const invoices = async (s: Seeded) =>
  ((await s.client.get(apiPaths.invoices)).body.results as Invoice[]).toSorted((a, b) => a.number.localeCompare(b.number));
const sub = async (s: Seeded) => (await s.client.get(apiPaths.billing)).body.results.subscription;

describeEachDatabase('billing periods through the renewal pass', (target) => {
  const t = useTestApp(target);
  let clock = new Date();
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const tick = () => runDueBilling(t.app.billing);
  beforeEach(() => {
    t.app.billing.clock = () => clock;
  });

  /** Moves the clock a minute past each period end and renews; answers the period ends seen. */
  async function renewals(s: Seeded, count: number): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      const end = (await sub(s)).current_period_end as string;
      at(new Date(new Date(end).getTime() + 60_000).toISOString());
      await tick();
      seen.push(((await sub(s)).current_period_end as string).slice(0, 10));
    }
    return seen;
  }

  it('monthly from Jan 31: Feb 28, Mar 31, Apr 30 … Feb 29 in the leap year', async () => {
    at('2027-01-31T09:30:00Z');
    const s = await seedCustomer(t);
    await addPrimaryCard(s, undefined, 2040);
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' })).status).toBe(200);
    expect((await sub(s)).current_period_end).toBe('2027-02-28T09:30:00.000Z');
    expect(await renewals(s, 13)).toEqual([
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    const list = await invoices(s);
    expect(list).toHaveLength(14);
    // The clamped period is a full month's price, not prorated.
    expect(list[1]).toMatchObject({
      status: 'paid',
      total: 1200,
      period_start: '2027-02-28T09:30:00.000Z',
      period_end: '2027-03-31T09:30:00.000Z',
    });
  });

  it('a prorated upgrade during a clamped period keeps the anchor (Feb 28 → Mar 31)', async () => {
    at('2027-01-31T09:30:00Z');
    const s = await seedCustomer(t);
    await addPrimaryCard(s, undefined, 2040);
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(await renewals(s, 1)).toEqual(['2027-03-31']);
    at('2027-03-10T00:00:00Z');
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' })).status).toBe(200);
    expect(await renewals(s, 2)).toEqual(['2027-04-30', '2027-05-31']);
  });

  it('yearly from Feb 29 2028: Feb 28 2029 … Feb 29 2032', async () => {
    at('2028-02-29T12:00:00Z');
    const s = await seedCustomer(t);
    await addPrimaryCard(s, undefined, 2040);
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'year' });
    expect((await sub(s)).current_period_end).toBe('2029-02-28T12:00:00.000Z');
    expect(await renewals(s, 4)).toEqual(['2030-02-28', '2031-02-28', '2032-02-29', '2033-02-28']);
  });

  it('weekly Pro: an invoice every 7 days; switching to a monthly higher plan credits the unused week', async () => {
    const week = findPrice(findPlan('pro')!, 'week')!;
    expect(week.amount).toBe(400);
    at('2026-01-05T10:00:00Z');
    const s = await seedCustomer(t);
    await addPrimaryCard(s, undefined, 2040);
    const first = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'week' });
    expect(first.status).toBe(200);
    expect(await sub(s)).toMatchObject({ plan_id: 'pro', interval: 'week', current_period_end: '2026-01-12T10:00:00.000Z' });
    expect(await renewals(s, 3)).toEqual(['2026-01-19', '2026-01-26', '2026-02-02']);
    const list = await invoices(s);
    expect(list.map((i) => [i.total, i.period_start?.slice(0, 10), i.period_end?.slice(0, 10)])).toEqual([
      [400, '2026-01-05', '2026-01-12'],
      [400, '2026-01-12', '2026-01-19'],
      [400, '2026-01-19', '2026-01-26'],
      [400, '2026-01-26', '2026-02-02'],
    ]);
    expect(list[3]!.lines[0]).toMatchObject({ interval: 'week', plan_id: 'pro', amount: 400 });

    // One day into the week of Jan 26 – Feb 2 (6 of 7 days left): credit round(400 × 6/7) = 343,
    // Business monthly 4900 in full from now: 4900 − 343 = 4557.
    at('2026-01-27T10:01:00Z');
    const preview = await s.client.post(apiPaths.subscriptionPreview, { plan_id: 'business', interval: 'month' });
    expect(preview.body.results).toMatchObject({ effective: 'now', subtotal: 4900 - 343, total: 4557 });
    // Same plan, longer interval (week → month) is an upgrade too: 1200 − 343 = 857.
    const monthly = await s.client.post(apiPaths.subscriptionPreview, { plan_id: 'pro', interval: 'month' });
    expect(monthly.body.results).toMatchObject({ effective: 'now', total: 857 });
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' })).status).toBe(200);
    expect(await sub(s)).toMatchObject({
      plan_id: 'business',
      interval: 'month',
      current_period_end: '2026-02-27T10:01:00.000Z',
    });
    // Business sells no week: not available.
    const noWeek = await s.client.post(apiPaths.subscriptionPreview, { plan_id: 'business', interval: 'week' });
    expect(noWeek.body.error.code).toBe('selectedPlanNotAvailable');
  });

  it('monthly → weekly is a shorter interval: it waits for the period end, then renews weekly', async () => {
    at('2026-03-01T00:00:00Z');
    const s = await seedCustomer(t);
    await addPrimaryCard(s, undefined, 2040);
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    const change = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'week' });
    expect(change.body.results.effective).toBe('period_end');
    expect(await renewals(s, 2)).toEqual(['2026-04-08', '2026-04-15']);
    expect((await invoices(s)).map((i) => i.total)).toEqual([1200, 400, 400]);
  });
});
