/** The analytics plan lock (spec §6): 403 PLAN_LOCKED with the plan to upgrade to. */
import type { Tenant } from '../../types.ts';
import { assertFeature } from '../billing/entitlements.ts';

export function guard(tenant: Tenant): void {
  assertFeature(tenant, 'analytics');
}
