import { NotificationsScreen, type NotificationsState } from '@rabt/screens';
import type { NotificationSettings } from '@rabt/contract';
import type { ApiError } from '../../api/errors.ts';
import { useNotificationSettings, useSaveNotifications } from '../../api/settings.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';

export function notificationsState(data: NotificationSettings | undefined, error: ApiError | undefined): NotificationsState {
  if (data) return { state: 'ready', settings: data };
  if (error) return { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/notifications */
export function NotificationsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const settings = useNotificationSettings();
  const save = useSaveNotifications();
  useDataPending(settings.isLoading);
  return (
    <NotificationsScreen
      {...notificationsState(settings.data, settings.error)}
      onSave={save}
      onRetry={() => void settings.mutate()}
    />
  );
}
