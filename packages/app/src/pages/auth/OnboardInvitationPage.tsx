import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { OnboardInvitationScreen } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { isAccountsKey } from '../../api/accounts.ts';
import { revalidateCustomer } from '../../api/customer.ts';
import type { ApiError } from '../../api/errors.ts';
import { onboardingApi, useInvitations } from '../../api/onboarding.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { sessionStore } from '../../stores/session.ts';
import { invitationErrorId, invitationState } from './mappers.ts';
import { useAuthChrome } from './useAuthChrome.tsx';
import { useSignOut } from './useSignOut.ts';

/** /onboard/invitation: accept or decline each pending invitation; accepting switches to that organisation. */
export function OnboardInvitationPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const list = useInvitations();
  const [pending, setPending] = useState<Record<string, 'accepting' | 'declining'>>({});
  const [actionError, setActionError] = useState<string>();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const toast = useToast();
  const t = useT();
  const { mutate } = useSWRConfig();
  useDataPending(list.isLoading);

  const decide = async (id: string, action: 'accepting' | 'declining') => {
    setPending((p) => ({ ...p, [id]: action }));
    setActionError(undefined);
    try {
      const name = list.data?.find((i) => i.id === id)?.account_name ?? '';
      if (action === 'accepting') {
        const { account_id } = await onboardingApi.accept(id);
        // The organisation list carries the member's permissions (useCan): the one just joined
        // must be in it before the shell decides what to show, or its navigation comes up empty.
        await mutate(isAccountsKey);
        sessionStore.getState().setAccountId(account_id);
        toast.show({ tone: 'success', title: t('app.toast.invitationAccepted', { account: name }) });
      } else {
        await onboardingApi.decline(id);
        toast.show({ tone: 'info', title: t('app.toast.invitationDeclined') });
      }
      await list.mutate();
    } catch (error) {
      // The reason in the reader's language: the server's own message is English.
      setActionError(t(invitationErrorId((error as ApiError).code)));
    } finally {
      setPending(({ [id]: _done, ...rest }) => rest);
    }
  };

  const onContinue = async () => {
    await revalidateCustomer();
    navigate(hrefFor('dashboard'), { replace: true });
  };

  return (
    <OnboardInvitationScreen
      {...useAuthChrome()}
      {...invitationState({ invitations: list.data, error: list.error, pending, actionError })}
      onAccept={(id) => void decide(id, 'accepting')}
      onDecline={(id) => void decide(id, 'declining')}
      onContinue={() => void onContinue()}
      onRetry={() => void list.mutate()}
      onLogout={() => void signOut()}
    />
  );
}
