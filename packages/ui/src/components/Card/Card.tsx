import { createElement, forwardRef, useId, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Card.css.ts';

export const cardTones = ['neutral', 'brand', 'critical'] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'title'> {
  children?: ReactNode;
  /** Heading of the card; it also names the card's region. */
  title?: ReactNode;
  /** Semantic level of the title (its look stays level 3). @defaultValue 2 */
  titleLevel?: HeadingLevel;
  /** A line of muted text under the title. */
  description?: ReactNode;
  /** Controls at the header's inline end: buttons, a menu, a status pill. */
  actions?: ReactNode;
  /** A bar under the body, for the card's own buttons (Cancel / Save). */
  footer?: ReactNode;
  /** Inner padding of header, body and footer. `none` for full-bleed tables. @defaultValue 'medium' */
  padding?: 'none' | 'medium' | 'large';
  /** @defaultValue 'flat' */
  elevation?: 'flat' | 'raised';
  /** A tinted border: `critical` for a danger zone, `brand` for a highlighted plan. @defaultValue 'neutral' */
  tone?: CardTone;
  /** `section` with a title (a named region), `div` without; `article` for self-contained items. */
  as?: ElementType;
}

/** A surface that groups related content, with an optional header, actions and footer. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    children,
    title,
    titleLevel = 2,
    description,
    actions,
    footer,
    padding = 'medium',
    elevation = 'flat',
    tone = 'neutral',
    as,
    className,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const hasHeader = Boolean(title || description || actions);
  const element = as ?? (title ? 'section' : 'div');
  const classes = [styles.card, styles.padding[padding], styles.elevation[elevation], styles.tone[tone], className ?? '']
    .filter(Boolean)
    .join(' ');
  return createElement(
    element,
    // oxlint-disable-next-line react/refs -- the forwarded ref is handed to the element, not read during render
    { ...rest, ref, className: classes, 'aria-labelledby': title ? titleId : undefined, 'data-tone': tone },
    <>
      {hasHeader ? (
        <div className={styles.header}>
          {title || description ? (
            <div className={styles.headerText}>
              {title ? (
                <Heading level={titleLevel} size={3} id={titleId}>
                  {title}
                </Heading>
              ) : null}
              {description ? (
                <Text as="p" size="small" tone="muted">
                  {description}
                </Text>
              ) : null}
            </div>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children !== undefined && children !== null ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>,
  );
});
