import { ErrorCode } from '@rabt/contract';
import { hrefFor } from '../routes/resolve.ts';
import type { RouteDef } from '../routes/table.ts';
import { NO_RESPONSE } from '../api/errors.ts';

/** What the guard knows about the signed-in customer (fetched through SWR). */
export type CustomerStatus =
  { state: 'unknown' } | { state: 'loading' } | { state: 'loaded' } | { state: 'failed'; code: string };

export interface GuardInput {
  route: RouteDef;
  signedIn: boolean;
  customer: CustomerStatus;
  /** The wanted full path with query (`/links?page=2`), kept in `redirect`. */
  fullPath: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; logout?: boolean }
  /** Signed in, customer not loaded: fetch GET customer, then decide again. */
  | { kind: 'load-customer' }
  /** The request got no response: the Offline screen takes over; nothing to decide. */
  | { kind: 'wait' };

/** Public pages a signed-in user is sent away from (spec §4). */
const AUTH_PAGES = new Set(['login', 'register', 'forgot']);

/** Codes that mean "no answer", not "the server said no": see docs/decisions/021-app-guard-and-client.md. */
const NO_ANSWER = new Set([NO_RESPONSE]);

/**
 * The navigation guard of spec §4 as a pure function (table-tested in decide.test.ts).
 * - signed out + non-public page → login?redirect=<full path>
 * - signed in + login/register/forgot → dashboard
 * - signed in + customer not loaded → fetch it (onboarding pages need no customer: they are
 *   where REQUIRE_VERIFICATION/REQUIRE_SUBSCRIPTION send the user)
 * - REQUIRE_VERIFICATION → onboard-verify; REQUIRE_SUBSCRIPTION → onboard-subscribe;
 *   any other error → logout + login
 */
export function decideNavigation({ route, signedIn, customer, fullPath }: GuardInput): GuardDecision {
  if (!route.meta.requiresAuth) {
    return signedIn && AUTH_PAGES.has(route.name) ? { kind: 'redirect', to: hrefFor('dashboard') } : { kind: 'allow' };
  }
  if (!signedIn) return { kind: 'redirect', to: hrefFor('login', {}, { redirect: fullPath }) };
  if (route.meta.requiresOnboard) return { kind: 'allow' };

  switch (customer.state) {
    case 'loaded':
      return { kind: 'allow' };
    case 'unknown':
    case 'loading':
      return { kind: 'load-customer' };
    case 'failed':
      if (customer.code === ErrorCode.REQUIRE_VERIFICATION) return { kind: 'redirect', to: hrefFor('onboard-verify') };
      if (customer.code === ErrorCode.REQUIRE_SUBSCRIPTION) return { kind: 'redirect', to: hrefFor('onboard-subscribe') };
      if (NO_ANSWER.has(customer.code)) return { kind: 'wait' };
      return { kind: 'redirect', to: hrefFor('login'), logout: true };
  }
}
