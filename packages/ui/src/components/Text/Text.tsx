import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { fontWeight } from '../../tokens/scale.ts';
import * as styles from './Text.css.ts';

export const textTones = ['neutral', 'muted', 'subtle', 'brand', 'positive', 'caution', 'critical', 'info', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textSizes = ['xsmall', 'small', 'standard', 'large', 'inherit'] as const;
export type TextSize = (typeof textSizes)[number];
export const textWeights = Object.keys(fontWeight) as Array<keyof typeof fontWeight>;
export type TextWeight = keyof typeof fontWeight;

export interface TextProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'size' | 'wrap'> {
  children?: ReactNode;
  /** The element to render: `p` for paragraphs, `span` inside other text, `label`, `time`, `dd`… @defaultValue 'span' */
  as?: ElementType;
  /** A step of the type scale. `inherit` keeps the parent's size. @defaultValue 'standard' */
  size?: TextSize;
  /** Colour role. `muted` for secondary text, `subtle` for the least important. @defaultValue 'neutral' */
  tone?: TextTone;
  /** @defaultValue 'regular' */
  weight?: TextWeight;
  /** @defaultValue inherited */
  align?: 'start' | 'center' | 'end';
  /**
   * Cut to one line (`true`) or to a number of lines, with an ellipsis. When the children are
   * plain text they become the `title`, so the full text stays reachable. @defaultValue false
   */
  truncate?: boolean | number;
  /** Let long unbroken strings (URLs, API keys) wrap anywhere. @defaultValue false */
  breakWord?: boolean;
  /** Monospace, for short links, codes and keys. @defaultValue false */
  mono?: boolean;
  /** Tabular figures, so numbers line up in columns (prices, counts). @defaultValue false */
  tabularNumbers?: boolean;
  /** Render as a block even when `as` is an inline element. @defaultValue false */
  block?: boolean;
}

function plainText(children: ReactNode): string | undefined {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children) && children.every((child) => typeof child === 'string' || typeof child === 'number')) {
    return children.join('');
  }
  return undefined;
}

/** Body text of every size and tone in the type scale. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    as = 'span',
    size = 'standard',
    tone = 'neutral',
    weight = 'regular',
    align,
    truncate = false,
    breakWord = false,
    mono = false,
    tabularNumbers = false,
    block = false,
    className,
    style,
    title,
    children,
    ...rest
  },
  ref,
) {
  const lines = typeof truncate === 'number' && truncate > 1 ? truncate : truncate ? 1 : 0;
  const classes = [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align ? styles.align[align] : '',
    block ? styles.block : '',
    lines === 1 ? styles.truncate : lines > 1 ? styles.clamp : '',
    breakWord ? styles.breakWord : '',
    mono ? styles.mono : '',
    tabularNumbers ? styles.tabular : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(
    as,
    {
      ...rest,
      ref,
      className: classes,
      title: title ?? (lines > 0 ? plainText(children) : undefined),
      style: lines > 1 ? { WebkitLineClamp: lines, ...style } : style,
      'data-tone': tone,
      'data-truncate': lines > 0 ? lines : undefined,
    },
    children,
  );
});
