import { ToastProvider } from '@rabt/ui';
import type { Plugin } from '../runner.ts';

/** ui's toasts: 2000 ms, bottom inline-end (spec §9). Inside i18n, which it reads. */
export const notificationsPlugin: Plugin = {
  name: 'notifications',
  setup(context) {
    context.wrappers.push((children) => <ToastProvider>{children}</ToastProvider>);
  },
};
