import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from '../../icons/index.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Alert.css.ts';
import { alertTones, type AlertTone } from './Alert.css.ts';

export { alertTones };
export type { AlertTone };

const icons: Record<AlertTone, LucideIcon> = { info: Info, positive: CheckCircle2, caution: AlertTriangle, critical: XCircle };

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Colour role and icon. `critical` is announced at once (role="alert"); the others politely (role="status"). @defaultValue 'info' */
  tone?: AlertTone;
  /** A short, bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** One or two buttons or links under the message ("Update payment method"). */
  action?: ReactNode;
  /** Shows a dismiss button that calls this. Without it the alert cannot be dismissed. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. @defaultValue the translated "Dismiss" */
  dismissLabel?: string;
  /** Override the role, e.g. `alert` for a caution that needs attention now, or `none` for static page notes. */
  role?: 'alert' | 'status' | 'none';
}

/** A message within the page: info, success, warning or error, with an optional action and dismiss. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, action, onDismiss, dismissLabel, role, className, ...rest },
  ref,
) {
  const t = useT();
  const resolvedRole = role ?? (tone === 'critical' ? 'alert' : 'status');
  const classes = [styles.alert, styles.tone[tone], onDismiss ? '' : styles.noDismiss, className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={ref} role={resolvedRole === 'none' ? undefined : resolvedRole} className={classes} data-tone={tone} {...rest}>
      <Icon icon={icons[tone]} size={18} className={styles.iconTone[tone]} label={t(`ui.alert.${tone}`)} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon={X}
          size="small"
          className={styles.dismiss}
          aria-label={dismissLabel ?? t('ui.alert.dismiss')}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
});
