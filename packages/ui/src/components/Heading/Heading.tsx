import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  /** The semantic level: renders `h1`–`h4`. Follow the page outline, not the looks. */
  level: HeadingLevel;
  /** The visual size, when it differs from the semantic level (an `h2` that looks like an `h4`). @defaultValue the `level` */
  size?: HeadingLevel;
  /** @defaultValue 'start' */
  align?: 'start' | 'center' | 'end';
  /** One line with an ellipsis; plain-text children become the `title`. @defaultValue false */
  truncate?: boolean;
}

/** A section heading. `level` is the document outline; `size` is how big it looks. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, align = 'start', truncate = false, className, title, children, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  const classes = [
    styles.heading,
    styles.size[size ?? level],
    styles.align[align],
    truncate ? styles.truncate : styles.breakWord,
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag
      ref={ref}
      className={classes}
      title={title ?? (truncate && typeof children === 'string' ? children : undefined)}
      data-level={level}
      data-size={size ?? level}
      {...rest}
    >
      {children}
    </Tag>
  );
});
