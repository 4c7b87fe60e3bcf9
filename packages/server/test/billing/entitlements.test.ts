/**
 * Plan limits and features, enforced in one place (modules/billing/entitlements.ts) through the
 * contract's capability helper: links through the API and through import, domains, the
 * entitlements endpoint the app reads, and the catalogue's own consistency.
 */
import {
  apiPaths,
  cheapestPlanWith,
  EntitlementsResponse,
  ImportJobResponse,
  limitCheck,
  plans,
  type ImportJob,
} from '@rabt/contract';
import { describe, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

describe('the plan catalogue (one truth)', () => {
  it('a plan has a domains allowance exactly when it has branded domains', () => {
    for (const plan of plans) {
      expect(plan.limits.domains !== 0, plan.id).toBe(plan.features.includes('branded_domains'));
    }
  });

  it('the capability helper: limits, remaining room, and the cheapest plan that takes the request', () => {
    expect(limitCheck('free', 'links', 49)).toMatchObject({ allowed: true, limit: 50, remaining: 1 });
    const full = limitCheck('free', 'links', 50);
    expect(full).toMatchObject({ allowed: false, limit: 50, remaining: 0 });
    expect(full.upgrade?.id).toBe('pro');
    expect(limitCheck('free', 'links', 10, 45)).toMatchObject({ allowed: false, remaining: 40 });
    expect(limitCheck('pro', 'links', 5000, 1).upgrade?.id).toBe('business');
    expect(limitCheck('business', 'links', 1e9)).toMatchObject({ allowed: true, limit: null, remaining: null });
    expect(limitCheck(null, 'qrs', 0).allowed).toBe(false);
    expect(cheapestPlanWith({ feature: 'branded_domains' })?.id).toBe('business');
    expect(cheapestPlanWith({ features: ['link_password', 'analytics'] })?.id).toBe('pro');
    expect(cheapestPlanWith({ resource: 'users', count: 1000 })).toBeUndefined();
  });
});

async function importCsv(seeded: Seeded, rows: number, tag: string) {
  const csv = ['u', ...Array.from({ length: rows }, (_, i) => `https://limits.example/${tag}/${i}`)].join('\n');
  return seeded.client.post(
    `${apiPaths.linkImports}?mapping=${encodeURIComponent(JSON.stringify({ long_url: 'u' }))}`,
    undefined,
    {
      payload: csv,
      contentType: 'text/csv',
    },
  );
}

async function finished(seeded: Seeded, id: string): Promise<ImportJob> {
  for (let i = 0; i < 400; i++) {
    const res = await seeded.client.get(apiPaths.linkImport(id));
    expect(ImportJobResponse.is(res.body)).toBe(true);
    if (res.body.results.status === 'done' || res.body.results.status === 'failed') return res.body.results;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

describeEachDatabase('plan limits', (target) => {
  const t = useTestApp(target);

  it('free plan: an import takes only the rows that fit and says why; then the API and a new import are refused', async () => {
    const owner = await seedCustomer(t, { plan: 'free' });
    const started = await importCsv(owner, 60, 'a');
    expect(started.status, started.text).toBe(202);
    const job = await finished(owner, started.body.results.id);
    expect(job).toMatchObject({ status: 'done', created_count: 50, refused_count: 10 });
    const report = await owner.client.get(apiPaths.linkImportReport(job.id));
    expect(report.text).toContain("Your plan allows 50 links; 50 of this file's rows fit.");

    const entitlements = await owner.client.get(apiPaths.entitlements);
    expect(EntitlementsResponse.is(entitlements.body)).toBe(true);
    expect(entitlements.body.results).toMatchObject({ plan_id: 'free', usage: { links: 50, users: 1, domains: 0 } });

    const refused = await owner.client.post(apiPaths.links, { long_url: 'https://limits.example/one-more' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      details: { resource: 'links', limit: 50, usage: 50, fits: 0, upgrade_plan_id: 'pro' },
    });
    expect(refused.body.error.message).toMatch(/allows 50 links/);
    const again = await importCsv(owner, 1, 'b');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PLAN_LIMIT_REACHED');

    // Deleting one makes room for exactly one.
    const list = await owner.client.get(`${apiPaths.links}?per_page=1`);
    await owner.client.delete(apiPaths.link(list.body.results[0].id));
    expect((await owner.client.post(apiPaths.links, { long_url: 'https://limits.example/fits' })).status).toBe(201);
    expect((await owner.client.post(apiPaths.links, { long_url: 'https://limits.example/no' })).status).toBe(409);
  });

  it('another account on the same plan is counted on its own', async () => {
    const other = await seedCustomer(t, { plan: 'free' });
    expect((await other.client.post(apiPaths.links, { long_url: 'https://limits.example/other' })).status).toBe(201);
    expect((await other.client.get(apiPaths.entitlements)).body.results.usage.links).toBe(1);
  });

  it('plan-locked features name the cheapest plan that unlocks them', async () => {
    const free = await seedCustomer(t, { plan: 'free' });
    const locked = await free.client.post(apiPaths.links, {
      long_url: 'https://limits.example/locked',
      lock_pass: 'a long secret',
    });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({
      code: 'PLAN_LOCKED',
      details: { feature: 'link_password', field: 'lock_pass', upgrade_plan_id: 'pro' },
    });
    const pro = await seedCustomer(t, { plan: 'pro' });
    const domain = await pro.client.post(apiPaths.domains, { name: `locked-${Date.now().toString(36)}.example` });
    expect(domain.status).toBe(403);
    expect(domain.body.error).toMatchObject({
      code: 'PLAN_LOCKED',
      details: { feature: 'branded_domains', upgrade_plan_id: 'business' },
    });
  });
});
