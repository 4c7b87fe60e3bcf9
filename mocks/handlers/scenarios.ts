import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { ErrorCode } from '@rabt/contract';
import { accountUnsubscribed } from '../fixtures/accounts.ts';
import { customerUnverified } from '../fixtures/customers.ts';
import { apiError, apiUrl } from './http.ts';

/** How long the `slow` scenario waits: long enough to see loading states and the progress bar. */
export const SLOW_MS = 3000;

export type Method = 'get' | 'post' | 'put' | 'delete';
export type ScenarioMap = Record<string, RequestHandler[]>;

/**
 * The failure scenarios every resource offers (issue 3, item 10), for one call: stories and
 * tests pick one with `server.use(...customerScenarios.needsVerification)`.
 */
export function standardScenarios(method: Method, path: string, success: HttpResponseResolver) {
  const on = (resolver: HttpResponseResolver) => [http[method](apiUrl(path), resolver)];
  return {
    success: on(success),
    needsVerification: on(() =>
      apiError(ErrorCode.REQUIRE_VERIFICATION, 'Please verify your email address to continue.', {
        customer_id: customerUnverified.id,
        email: customerUnverified.email,
        name: customerUnverified.name,
        language: customerUnverified.language,
      }),
    ),
    needsSubscription: on(() =>
      apiError(ErrorCode.REQUIRE_SUBSCRIPTION, 'Choose a plan to continue.', { account_id: accountUnsubscribed.id }),
    ),
    unauthorized: on(() => apiError(ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please sign in again.')),
    serverError: on(() => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.')),
    noResponse: on(() => HttpResponse.error()),
    slow: on(async (info) => {
      await delay(SLOW_MS);
      return success(info);
    }),
  } satisfies ScenarioMap;
}
