import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import type { TooltipSide } from '../Tooltip/Tooltip.tsx';
import { useTooltipModule } from '../Tooltip/lazy.ts';
import { iconButton } from './IconButton.css.ts';

export const iconButtonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['small', 'medium', 'large'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

const iconSizes: Record<IconButtonSize, number> = { small: 14, medium: 18, large: 20 };

/**
 * An icon-only control has no visible text, so its accessible name is REQUIRED by the type:
 * exactly one of `aria-label` or `aria-labelledby`.
 */
export type IconButtonLabel =
  | { /** The accessible name, e.g. "Copy short link". */ 'aria-label': string; 'aria-labelledby'?: never }
  | { /** Id of the element that names the button. */ 'aria-labelledby': string; 'aria-label'?: never };

export interface IconButtonBaseProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'aria-labelledby' | 'children' | 'type'
> {
  /** The glyph, from the ui's icon set. */
  icon: LucideIcon;
  /** Same colours as `Button`. @defaultValue 'ghost' */
  variant?: IconButtonVariant;
  /** 30, 38 or 46 px square. @defaultValue 'medium' */
  size?: IconButtonSize;
  /** Fully rounded instead of the medium radius. @defaultValue false */
  round?: boolean;
  /**
   * A tooltip on hover and keyboard focus. `true` repeats the `aria-label`; a string shows that
   * text (e.g. with a keyboard shortcut). @defaultValue false
   */
  tooltip?: boolean | string;
  /** @defaultValue 'top' */
  tooltipSide?: TooltipSide;
  /** Mirror the icon in right-to-left layouts (arrows, chevrons). @defaultValue false */
  flipInRtl?: boolean;
  /** @defaultValue 'button' */
  type?: 'button' | 'submit' | 'reset';
  'data-testid'?: string;
}

export type IconButtonProps = IconButtonBaseProps & IconButtonLabel;

/**
 * A button that shows only an icon: close, more actions, theme toggle, copy. Its props cannot be
 * typed without `aria-label` or `aria-labelledby`.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    icon,
    variant = 'ghost',
    size = 'medium',
    round = false,
    tooltip = false,
    tooltipSide = 'top',
    flipInRtl = false,
    type = 'button',
    className,
    ...rest
  },
  ref,
) {
  const button = (
    <button
      ref={ref}
      type={type}
      className={[iconButton({ variant, size, round }), className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...rest}
    >
      <Icon icon={icon} size={iconSizes[size]} flipInRtl={flipInRtl} />
    </button>
  );
  const tooltipText = typeof tooltip === 'string' ? tooltip : tooltip ? rest['aria-label'] : undefined;
  // The tooltip (Radix) is fetched only by a button that has one; until it arrives the button
  // shows without it (the accessible name does not depend on it).
  const Tooltip = useTooltipModule(Boolean(tooltipText))?.Tooltip;
  if (!tooltipText || !Tooltip) return button;
  return (
    <Tooltip content={tooltipText} side={tooltipSide}>
      {button}
    </Tooltip>
  );
});
