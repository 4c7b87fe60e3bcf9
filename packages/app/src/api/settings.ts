import useSWR, { useSWRConfig } from 'swr';
import { apiPaths, NotificationSettingsResponse, type NotificationSettings } from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

/** The person's settings (decision 064): notification choices. */
const NOTIFICATIONS = 'notifications';

export const settingsApi = {
  notifications: () => apiCall(apiPaths.notifications, NotificationSettingsResponse).then((r) => r.results),
  saveNotifications: (data: NotificationSettings) =>
    apiCall(apiPaths.notifications, NotificationSettingsResponse, { method: 'put', data }).then((r) => r.results),
};

export function useNotificationSettings() {
  const token = useSession((s) => s.token);
  return useSWR<NotificationSettings, ApiError>(token ? [NOTIFICATIONS, token] : null, () => settingsApi.notifications(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export function useSaveNotifications() {
  const { mutate } = useSWRConfig();
  return async (data: NotificationSettings) => {
    const saved = await settingsApi.saveNotifications(data);
    await mutate((key: unknown) => Array.isArray(key) && key[0] === NOTIFICATIONS, saved, { revalidate: false });
    return saved;
  };
}
