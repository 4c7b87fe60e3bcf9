import { useLocation } from 'wouter';
import {
  AccountsScreen,
  deleteRequest,
  type AccountsState,
  type CreateOrganisationValues,
  type DeleteAccountValues,
} from '@rabt/screens';
import type { Account } from '@rabt/contract';
import { useT, useToast } from '@rabt/ui';
import { useAccounts } from '../../api/accounts.ts';
import type { ApiError } from '../../api/errors.ts';
import { settingsApi, useSettingsWrites } from '../../api/settings.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import { sessionStore, useSession } from '../../stores/session.ts';
import { failedState, formErrors } from './personal.ts';

export function accountsState(
  data: Account[] | undefined,
  error: ApiError | undefined,
  currentAccountId: string | null,
): AccountsState {
  if (data) return { state: 'ready', accounts: data, currentAccountId };
  if (error) return failedState(error);
  return { state: 'loading' };
}

/** /settings/accounts */
export function AccountsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const accountId = useSession((s) => s.accountId);
  const accounts = useAccounts();
  const writes = useSettingsWrites();
  useDataPending(accounts.isLoading);

  const switchTo = (account: Pick<Account, 'id' | 'name'>) => {
    sessionStore.getState().setAccountId(account.id);
    toast.show({ tone: 'success', title: t('screens.settings.accounts.switchTo', { name: account.name }) });
  };

  return (
    <AccountsScreen
      {...accountsState(accounts.data, accounts.error, accountId)}
      onSwitch={switchTo}
      onLeave={async (account) => {
        await settingsApi.leaveAccount(account.id);
        const rest = (accounts.data ?? []).filter((a) => a.id !== account.id);
        await writes.revalidateAccounts();
        // Left the organisation in use: carry on in another one, or choose how to continue.
        if (account.id === accountId) {
          if (rest[0]) sessionStore.getState().setAccountId(rest[0].id);
          else navigate(hrefFor('onboard-invitation'));
        }
      }}
      onCreate={async (values: CreateOrganisationValues) => {
        try {
          const { id } = await settingsApi.createAccount(values.name);
          await writes.revalidateAccounts();
          // A new organisation has no plan yet: the guard sends the owner to choose one.
          switchTo({ id, name: values.name });
          navigate(hrefFor('onboard-subscribe'));
          return undefined;
        } catch (error) {
          return formErrors<CreateOrganisationValues>(error, ['name'], t);
        }
      }}
      onDeleteAccount={async (values: DeleteAccountValues) => {
        try {
          await settingsApi.deleteCustomer(deleteRequest(values));
        } catch (error) {
          return formErrors<DeleteAccountValues>(error, ['reason', 'feedback', 'confirm'], t);
        }
        // Every session of the customer ended with the account: forget this one and go to login.
        sessionStore.getState().logout();
        navigate(hrefFor('login'), { replace: true });
        return undefined;
      }}
      onRetry={() => void accounts.mutate()}
    />
  );
}
