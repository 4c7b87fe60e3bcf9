import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from '../../icons/index.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useI18n, useT } from '../../i18n/I18nProvider.tsx';
import * as styles from './Toast.css.ts';

export const toastTones = ['success', 'error', 'info', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Spec §9: toasts stay 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export interface ToastOptions {
  tone: ToastTone;
  title: string;
  description?: string;
  /** Override the 2000 ms default, e.g. for an error the user must read. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
}

const icons: Record<ToastTone, LucideIcon> = { success: CheckCircle2, error: XCircle, info: Info, warning: AlertTriangle };

interface ToastApi {
  show(options: ToastOptions): void;
}
const ToastContext = createContext<ToastApi | null>(null);

/** Shows notifications at the bottom inline-end corner. Wrap the app once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const { dir } = useI18n();
  const t = useT();
  const show = useCallback((options: ToastOptions) => {
    setItems((current) => [...current, { ...options, id: Date.now() + Math.random() }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
        label={t('ui.toast.region', { hotkey: 'F8' })}
      >
        {children}
        {items.map((item) => (
          <RadixToast.Root
            key={item.id}
            className={`${styles.root} ${styles.tone[item.tone]}`}
            duration={item.duration ?? TOAST_DURATION_MS}
            data-tone={item.tone}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(item.id);
            }}
          >
            <Icon icon={icons[item.tone]} size={18} className={styles.iconTone[item.tone]} />
            <div>
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={t('ui.toast.close')}>
              <Icon icon={X} size={14} />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show({ tone: 'success', title: 'Link copied' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the app shell and Storybook provide one).');
  return api;
}
