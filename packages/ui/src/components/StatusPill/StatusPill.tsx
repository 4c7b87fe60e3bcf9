import { forwardRef, type HTMLAttributes } from 'react';
import type { StatusTone } from '../Badge/tones.ts';
import * as styles from './StatusPill.css.ts';

export { statusTones } from '../Badge/tones.ts';

export interface StatusPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The state, already translated: "Active", "Pending verification", "Past due". */
  children: string;
  /**
   * Colour role: `positive` Active/Paid, `caution` Pending/Past due, `critical` Failed,
   * `info` Scheduled, `neutral` Expired/Draft, `brand` Trial. @defaultValue 'neutral'
   */
  tone?: StatusTone;
  /** Show the dot as a ring, for a state that has not begun yet (Scheduled). @defaultValue false */
  hollow?: boolean;
}

/**
 * The state of a thing (link, domain, invoice, subscription): a dot and a short label. The
 * colour repeats the label and is never the only signal.
 */
export const StatusPill = forwardRef<HTMLSpanElement, StatusPillProps>(function StatusPill(
  { children, tone = 'neutral', hollow = false, className, title, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={[styles.pill, styles.tone[tone], className ?? ''].filter(Boolean).join(' ')}
      data-tone={tone}
      title={title ?? children}
      {...rest}
    >
      <span className={[styles.dot, hollow ? styles.dotHollow : styles.dotTone[tone]].join(' ')} aria-hidden="true" />
      <span className={styles.label}>{children}</span>
    </span>
  );
});
