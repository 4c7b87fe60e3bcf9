import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render. @defaultValue 'div' */
  as?: ElementType;
}

/** The lowest layout primitive: an element with atomic, logical-property styles. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, { ...nativeProps, className: [atoms, className].filter(Boolean).join(' ') || undefined, ref });
});
