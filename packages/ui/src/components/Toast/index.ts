export { ToastProvider, useToast, toastTones, TOAST_DURATION_MS } from './Toast.tsx';
export type { ToastTone, ToastOptions } from './Toast.tsx';
