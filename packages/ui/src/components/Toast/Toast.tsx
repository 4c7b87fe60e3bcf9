import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Radix and the toast markup load in their own chunk; the provider and `useToast` stay tiny. */
const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

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

export interface ToastItem extends ToastOptions {
  id: number;
}

interface ToastApi {
  show(options: ToastOptions): void;
}
const ToastContext = createContext<ToastApi | null>(null);

/** Shows notifications at the bottom inline-end corner. Wrap the app once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((options: ToastOptions) => {
    setItems((current) => [...current, { ...options, id: Date.now() + Math.random() }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const remove = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  // The region is a sibling of the app, not its parent: while its chunk loads, the app renders and
  // a toast asked for meanwhile waits in `items` until the region appears.
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        <ToastRegion items={items} remove={remove} />
      </Suspense>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show({ tone: 'success', title: 'Link copied' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the app shell and Storybook provide one).');
  return api;
}
