import { useLocation } from 'wouter';
import { useT, useToast } from '@rabt/ui';
import { authApi } from '../../api/auth.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { sessionStore } from '../../stores/session.ts';

/** Sign out: end the server session (best effort), forget the local one, go to login. */
export function useSignOut(): () => Promise<void> {
  const [, navigate] = useLocation();
  const toast = useToast();
  const t = useT();
  return async () => {
    await authApi.logout().catch(() => undefined);
    sessionStore.getState().logout();
    navigate(hrefFor('login'), { replace: true });
    toast.show({ tone: 'info', title: t('app.toast.signedOut') });
  };
}
