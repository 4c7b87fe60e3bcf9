import { ErrorCode, plans, type Entitlements } from '@rabt/contract';
import { describe, expect, it } from 'vitest';
import { planBlockOf, readOnlyBlockOf } from './planErrors.ts';

const onFree: Entitlements = {
  plan_id: 'free',
  features: [],
  limits: { links: 50, users: 1, domains: 0, qrs: 10, cards: 1 },
  usage: { links: 52, users: 1, domains: 0, qrs: 3, cards: 1 },
};

describe('read-only items over the plan limit (decision 075)', () => {
  it('turns 403 PLAN_ITEM_READ_ONLY into a notice naming the limit and the plan that lifts it', () => {
    const block = planBlockOf(
      {
        code: ErrorCode.PLAN_ITEM_READ_ONLY,
        status: 403,
        message: 'This link is read-only',
        details: { resource: 'links', limit: 50, usage: 52, upgrade_plan_id: 'pro' },
      },
      { returnTo: '/links/abc', plans },
    );
    expect(block).toEqual({
      kind: 'readOnly',
      resource: 'links',
      limit: 50,
      usage: 52,
      plan: 'Pro',
      upgradeHref: '/billing/upgrade?resource=links&return=%2Flinks%2Fabc',
    });
  });

  it('gives a list a notice only when one of its rows is read-only', () => {
    const view = { entitlements: onFree, plans };
    expect(readOnlyBlockOf([{}, {}], 'links', view, '/links')).toBeNull();
    expect(readOnlyBlockOf([{}, { read_only: true }], 'links', view, '/links')).toMatchObject({
      kind: 'readOnly',
      limit: 50,
      usage: 52,
      plan: 'Pro',
    });
    expect(readOnlyBlockOf([{ read_only: true }], 'links', undefined, '/links')).toBeNull();
  });
});
