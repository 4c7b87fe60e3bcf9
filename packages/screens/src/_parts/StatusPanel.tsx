import type { ReactNode } from 'react';
import { Icon, Stack, type LucideIcon } from '@rabt/ui';
import * as text from './typography.css.ts';
import * as styles from './parts.css.ts';

export interface StatusPanelProps {
  /** A glyph, or `progress` for a spinning ring while something is being checked. */
  icon: LucideIcon | 'progress';
  /** @defaultValue 'brand' */
  tone?: keyof typeof styles.statusTone;
  heading: ReactNode;
  /** A short line above the heading, e.g. "Error 404". */
  eyebrow?: ReactNode;
  /** The heading level: 1 when the panel is the page's main content. @defaultValue 2 */
  level?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
  /** Announce the panel when it appears (states reached after an action). @defaultValue false */
  live?: boolean;
  'data-testid'?: string;
}

/** A centred state: an icon in a soft circle, a heading, text and actions. */
export function StatusPanel({
  icon,
  tone = 'brand',
  heading,
  eyebrow,
  level = 2,
  children,
  actions,
  live = false,
  ...rest
}: StatusPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Stack gap="large" align="center" textAlign="center" role={live ? 'status' : undefined} data-testid={rest['data-testid']}>
      <span className={[styles.statusIcon, styles.statusTone[tone]].join(' ')}>
        {icon === 'progress' ? <span className={styles.spinner} aria-hidden="true" /> : <Icon icon={icon} size={26} />}
      </span>
      <Stack gap="small" align="center">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={level === 1 ? text.pageHeading : text.sectionHeading}>{heading}</Heading>
        {children}
      </Stack>
      {actions ? (
        <Stack gap="small" align="center">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
