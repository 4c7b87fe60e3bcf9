import useSWR from 'swr';
import { AccountListResponse, apiPaths, type Account } from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

const ACCOUNTS = 'accounts';

/** GET accounts (spec §7): the organisations the signed-in customer belongs to. */
export const fetchAccounts = (): Promise<Account[]> => apiCall(apiPaths.accounts, AccountListResponse).then((r) => r.results);

/** The signed-in customer's organisations, keyed by token so a login or logout refetches. */
export function useAccounts(enabled = true) {
  const token = useSession((s) => s.token);
  return useSWR<Account[], ApiError>(enabled && token ? [ACCOUNTS, token] : null, fetchAccounts, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
