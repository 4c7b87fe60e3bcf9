import useSWR from 'swr';
import { AccountListResponse, apiPaths, can, type Account, type Permission } from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

const ACCOUNTS = 'accounts';

/** GET accounts (spec §7): the organisations the signed-in customer belongs to. */
export const fetchAccounts = (): Promise<Account[]> => apiCall(apiPaths.accounts, AccountListResponse).then((r) => r.results);

/** Cache keys of the organisation list (creating, leaving or renaming one refreshes it). */
export const isAccountsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ACCOUNTS;

/** The signed-in customer's organisations, keyed by token so a login or logout refetches. */
export function useAccounts(enabled = true) {
  const token = useSession((s) => s.token);
  return useSWR<Account[], ApiError>(enabled && token ? [ACCOUNTS, token] : null, fetchAccounts, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/**
 * Whether the signed-in member may do `permission` in the current account (the role's
 * permissions as GET accounts lists them). Undefined while loading: hide, do not flash.
 */
export function useCan(permission: Permission): boolean | undefined {
  const accountId = useSession((s) => s.accountId);
  const accounts = useAccounts();
  if (!accounts.data) return undefined;
  const account = accounts.data.find((a) => a.id === accountId);
  return account ? can(account.permissions, permission) : false;
}
