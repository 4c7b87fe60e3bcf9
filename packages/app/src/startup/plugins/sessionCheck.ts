import { navigate } from 'wouter/use-browser-location';
import { apiPaths, HealthResponse, XSRF_COOKIE } from '@rabt/contract';
import { apiCall } from '../../api/client.ts';
import { setNavigate } from '../../api/effects.ts';
import { followOtherTabs, sessionStore } from '../../stores/session.ts';
import type { Plugin } from '../runner.ts';

const hasXsrfCookie = () => document.cookie.split('; ').some((c) => c.startsWith(`${XSRF_COOKIE}=`));

/**
 * The session as stored, kept in step with other tabs; the error normaliser gets the router's
 * navigate. A first GET primes the XSRF-TOKEN cookie so the first POST (login) carries it.
 */
export const sessionCheckPlugin: Plugin = {
  name: 'session-check',
  async setup(context) {
    sessionStore.getState().hydrate();
    context.cleanups.push(followOtherTabs());
    setNavigate((to) => navigate(to));
    if (!hasXsrfCookie()) {
      // Not fatal: without the cookie the first POST is retried once (client.ts).
      await apiCall(apiPaths.health, HealthResponse).catch(() => undefined);
    }
  },
};
