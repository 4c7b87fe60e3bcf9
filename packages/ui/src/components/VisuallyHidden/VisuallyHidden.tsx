import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { focusable as focusableClass, visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  children: ReactNode;
  /** The element to render. @defaultValue 'span' */
  as?: ElementType;
  /** Show the content while it (or something inside it) has focus, e.g. a "Skip to content" link. @defaultValue false */
  focusable?: boolean;
}

/**
 * Content for screen readers only: the "opens in a new tab" hint of a link, the "Loading" of a
 * skeleton, a table caption that the layout already makes obvious.
 */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', focusable = false, className, children, ...rest },
  ref,
) {
  const classes = [visuallyHidden, focusable ? focusableClass : '', className ?? ''].filter(Boolean).join(' ');
  return createElement(as, { ...rest, ref, className: classes, 'data-visually-hidden': '' }, children);
});

export { visuallyHidden as visuallyHiddenClass };
