import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCustomer } from '../api/customer.ts';
import { useDataPending } from '../progress/useRouteProgress.ts';
import type { RouteDef } from '../routes/table.ts';
import { isSignedIn, sessionStore, useSession } from '../stores/session.ts';
import { decideNavigation, type CustomerStatus } from './decide.ts';

export interface GuardProps {
  route: RouteDef;
  /** Path with query, kept in `redirect` when the user must sign in first. */
  fullPath: string;
  children: ReactNode;
}

/** Renders the page when decideNavigation allows it; otherwise redirects, or waits for the customer. */
export function Guard({ route, fullPath, children }: GuardProps) {
  const signedIn = useSession(isSignedIn);
  const needsCustomer = signedIn && route.meta.requiresAuth && !route.meta.requiresOnboard;
  const { data, error, isLoading } = useCustomer(needsCustomer);
  const customer: CustomerStatus = data
    ? { state: 'loaded' }
    : error
      ? { state: 'failed', code: error.code }
      : isLoading
        ? { state: 'loading' }
        : { state: 'unknown' };
  const decision = decideNavigation({ route, signedIn, customer, fullPath });
  const [, navigate] = useLocation();

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const logoutFirst = decision.kind === 'redirect' && decision.logout === true;

  useDataPending(decision.kind === 'load-customer');
  useEffect(() => {
    if (redirectTo === null) return;
    navigate(redirectTo, { replace: true });
    // After navigating: logging out first would re-guard this page and redirect to login twice.
    if (logoutFirst) sessionStore.getState().logout();
  }, [redirectTo, logoutFirst, navigate]);

  return decision.kind === 'allow' ? <>{children}</> : null;
}
