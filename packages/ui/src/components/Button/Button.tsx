import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { button, label, spinner } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps {
  children: ReactNode;
  /** Visual weight: one primary action per view. @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** @defaultValue 'medium' */
  size?: ButtonSize;
  /** @defaultValue 'button' */
  type?: 'button' | 'submit' | 'reset';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  /** Shows a progress ring, keeps the label for screen readers and blocks further clicks. */
  loading?: boolean;
  /** Icon before the label (inline start). */
  icon?: LucideIcon;
  /** Icon after the label (inline end); arrows flip in RTL. */
  iconEnd?: LucideIcon;
  /** Mirror `iconEnd` in right-to-left layouts. @defaultValue true */
  flipIconEndInRtl?: boolean;
  fullWidth?: boolean;
  form?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox' | boolean;
  'aria-expanded'?: boolean;
  'data-testid'?: string;
}

/** The action control. Variants: primary, secondary, ghost, danger. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'primary',
    size = 'medium',
    type = 'button',
    loading = false,
    disabled,
    icon,
    iconEnd,
    flipIconEndInRtl = true,
    fullWidth = false,
    onClick,
    ...rest
  },
  ref,
) {
  const t = useT();
  const iconSize = size === 'small' ? 14 : size === 'large' ? 18 : 16;
  return (
    <button
      ref={ref}
      type={type}
      className={button({ variant, size, fullWidth })}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-loading={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <span className={spinner} role="status" aria-label={t('ui.button.loading')} />
      ) : icon ? (
        <Icon icon={icon} size={iconSize} />
      ) : null}
      <span className={label}>{children}</span>
      {iconEnd && !loading ? <Icon icon={iconEnd} size={iconSize} flipInRtl={flipIconEndInRtl} /> : null}
    </button>
  );
});
