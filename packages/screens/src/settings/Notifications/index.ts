export { NotificationsScreen } from './Notifications.tsx';
export type { NotificationsScreenProps, NotificationsState } from './Notifications.tsx';
