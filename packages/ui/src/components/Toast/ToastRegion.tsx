import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from '../../icons/index.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useI18n, useT } from '../../i18n/I18nProvider.tsx';
import { TOAST_DURATION_MS, type ToastItem, type ToastTone } from './Toast.tsx';
import * as styles from './Toast.css.ts';

const icons: Record<ToastTone, LucideIcon> = { success: CheckCircle2, error: XCircle, info: Info, warning: AlertTriangle };

/**
 * The Radix part of the toasts: the live region (F8 focuses it) and the toasts themselves. Its own
 * chunk, fetched while the first screen renders (issue 16 item 20): the app around it does not
 * need Radix to show its first screen.
 */
export default function ToastRegion({ items, remove }: { items: ToastItem[]; remove: (id: number) => void }) {
  const { dir } = useI18n();
  const t = useT();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      label={t('ui.toast.region', { hotkey: 'F8' })}
    >
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
  );
}
