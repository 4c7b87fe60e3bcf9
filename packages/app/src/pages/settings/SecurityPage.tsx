import { SecurityScreen, type SecurityState } from '@rabt/screens';
import type { SessionInfo } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { settingsApi, useSessions, useSettingsWrites } from '../../api/settings.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useSignOut } from '../auth/useSignOut.ts';
import { failedState } from './personal.ts';

export function securityState(data: SessionInfo[] | undefined, error: ApiError | undefined): SecurityState {
  if (data) return { state: 'ready', sessions: data };
  if (error) return failedState(error);
  return { state: 'loading' };
}

/** /settings/security */
export function SecurityPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const sessions = useSessions();
  const writes = useSettingsWrites();
  const signOut = useSignOut();
  useDataPending(sessions.isLoading);
  return (
    <SecurityScreen
      {...securityState(sessions.data, sessions.error)}
      onSignOut={async (session) => {
        if (session.current) {
          // This browser: the usual sign-out (server session ended, back to login).
          await signOut();
          return;
        }
        await settingsApi.signOutSession(session.id);
        await writes.revalidateSessions();
      }}
      onSignOutOthers={async () => {
        await settingsApi.signOutOthers();
        await writes.revalidateSessions();
      }}
      onRetry={() => void sessions.mutate()}
    />
  );
}
