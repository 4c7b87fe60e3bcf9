import useSWR, { mutate } from 'swr';
import { apiPaths, CustomerResponse, type Customer } from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

const CUSTOMER = 'customer';

/** GET customer (spec §7). */
export const fetchCustomer = (): Promise<Customer> => apiCall(apiPaths.customer, CustomerResponse).then((r) => r.results);

/**
 * The signed-in customer, keyed by token and account so a login, logout or organisation switch
 * refetches. `enabled: false` (signed out, or a page that does not need it) makes no request.
 */
export function useCustomer(enabled = true) {
  const token = useSession((s) => s.token);
  const accountId = useSession((s) => s.accountId);
  return useSWR<Customer, ApiError>(enabled && token ? [CUSTOMER, token, accountId] : null, fetchCustomer, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/**
 * After verification, subscription or an invitation: make the guard's probe ask again. The
 * onboarding pages mount no customer hook, so a bare revalidation would fetch nothing and leave
 * the cached REQUIRE_VERIFICATION / REQUIRE_SUBSCRIPTION error for the next guard to obey (back to
 * onboarding). Clearing the entry (data and error) makes the guard load the customer afresh.
 */
export function revalidateCustomer(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === CUSTOMER, undefined, { revalidate: true });
}

/** Cache keys of the customer (a settings page writes its answer into them). */
export const isCustomerKey = (key: unknown): boolean => Array.isArray(key) && key[0] === CUSTOMER;
