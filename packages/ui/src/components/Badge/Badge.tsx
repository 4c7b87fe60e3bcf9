import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import * as styles from './Badge.css.ts';
import type { StatusTone } from './tones.ts';

export { statusTones } from './tones.ts';
export type { StatusTone } from './tones.ts';
export const badgeVariants = ['soft', 'solid', 'outline'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];
export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

const variantStyles = { soft: styles.soft, solid: styles.solid, outline: styles.outline };

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Short text: a plan ("Pro"), a count ("12"), a label ("New", "Beta"). Long text is cut with an ellipsis. */
  children: ReactNode;
  /** Colour role. @defaultValue 'neutral' */
  tone?: StatusTone;
  /** `soft` for most uses, `solid` to stand out (one per view), `outline` for the quietest. @defaultValue 'soft' */
  variant?: BadgeVariant;
  /** @defaultValue 'medium' */
  size?: BadgeSize;
  /** A small icon before the text. */
  icon?: LucideIcon;
}

/** A small label for a category, plan or count. For the state of a thing, use `StatusPill`. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { children, tone = 'neutral', variant = 'soft', size = 'medium', icon, className, title, ...rest },
  ref,
) {
  const classes = [styles.badge, styles.size[size], variantStyles[variant][tone], className ?? ''].filter(Boolean).join(' ');
  return (
    <span
      ref={ref}
      className={classes}
      data-tone={tone}
      data-variant={variant}
      title={title ?? (typeof children === 'string' ? children : undefined)}
      {...rest}
    >
      {icon ? <Icon icon={icon} size={size === 'small' ? 10 : 12} /> : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
});
