/**
 * The analytics plan lock. The permission (`analytics:view`) is checked by the auth plugin from
 * each route's policy once the foundation lands; the plan check is `assertFeature`.
 */
import type { Tenant } from '../../types.ts';

export function guard(tenant: Tenant): void {
  void tenant;
}
