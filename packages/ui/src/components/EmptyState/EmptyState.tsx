import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** A glyph that says what would be here (links, QR codes, cards, invoices). Decorative. */
  icon?: LucideIcon;
  /** What is empty and why: "No links yet", "No results for “spring”". */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** The main way forward, usually a primary `Button` ("Create link"). */
  primaryAction?: ReactNode;
  /** A second, quieter way ("Import from CSV", "Clear filters"). */
  secondaryAction?: ReactNode;
  /** Anything else under the actions, e.g. a help link. */
  children?: ReactNode;
  /** Semantic level of the title; it always looks like a level-3 heading. @defaultValue 2 */
  titleLevel?: HeadingLevel;
  /** `compact` inside cards, tables and dialogs. @defaultValue 'standard' */
  size?: 'standard' | 'compact';
  className?: string;
}

/** What a list or page shows when it has nothing yet, with the way to fill it. */
export function EmptyState({
  icon,
  title,
  description,
  primaryAction,
  secondaryAction,
  children,
  titleLevel = 2,
  size = 'standard',
  className,
}: EmptyStateProps) {
  return (
    <div className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')} data-size={size}>
      {icon ? (
        <span className={`${styles.iconWrap} ${styles.iconSize[size]}`}>
          <Icon icon={icon} size={size === 'compact' ? 20 : 26} />
        </span>
      ) : null}
      <Heading level={titleLevel} size={size === 'compact' ? 4 : 3} align="center">
        {title}
      </Heading>
      {description ? (
        <Text as="p" tone="muted" size={size === 'compact' ? 'small' : 'standard'} align="center">
          {description}
        </Text>
      ) : null}
      {primaryAction || secondaryAction ? (
        <div className={styles.actions}>
          {primaryAction}
          {secondaryAction}
        </div>
      ) : null}
      {children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
}
