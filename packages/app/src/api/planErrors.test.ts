import { ErrorCode, plans, type Entitlements } from '@rabt/contract';
import { describe, expect, it } from 'vitest';
import { planBlockOf, readOnlyBlockOf, readOnlyMessage } from './planErrors.ts';
import { submitErrors as qrSubmitErrors } from '../pages/qrs/mappers.ts';
import { submitErrors as cardSubmitErrors } from '../pages/cards/mappers.ts';

const onFree: Entitlements = {
  plan_id: 'free',
  features: [],
  limits: { links: 50, users: 1, domains: 0, qrs: 10, cards: 1 },
  usage: { links: 52, users: 1, domains: 0, qrs: 3, cards: 1 },
};

const t = (id: string, values?: Record<string, string | number>) => `${id} ${JSON.stringify(values)}`;

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

  it('the QR code and card editors show the reason in the reader language', () => {
    const error = {
      code: ErrorCode.PLAN_ITEM_READ_ONLY,
      status: 403,
      message: 'This QR code is read-only',
      details: { resource: 'qrs', limit: 10, usage: 11, upgrade_plan_id: 'pro' },
    } as const;
    const reason = 'screens.upgrade.readOnly.qrs {"limit":10,"usage":11}';
    expect(readOnlyMessage(error, t)).toBe(reason);
    expect(readOnlyMessage({ code: 'NOT_FOUND', status: 404, message: 'x' }, t)).toBeNull();
    expect(qrSubmitErrors(error, t)).toMatchObject({ [Object.keys(qrSubmitErrors(error, t))[0]!]: reason });
    expect(cardSubmitErrors({ ...error, details: { ...error.details, resource: 'cards' } }, t).form).toContain(
      'screens.upgrade.readOnly.cards',
    );
  });
});
