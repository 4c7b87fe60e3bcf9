import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { motion, radius } from '../../tokens/scale.ts';

/** A square button holding one icon. Colours match `Button`'s variants. */
export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: radius.medium,
    border: '1px solid transparent',
    cursor: 'pointer',
    transition: `background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand.base,
        color: vars.color.textOnStrong,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.neutral.soft, color: vars.color.text },
          '&[aria-pressed="true"], &[data-state="open"]': { background: vars.color.neutral.soft, color: vars.color.text },
        },
      },
      danger: {
        background: vars.color.critical.base,
        color: vars.color.textOnStrong,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
    },
    size: {
      small: { inlineSize: '30px', blockSize: '30px' },
      medium: { inlineSize: '38px', blockSize: '38px' },
      large: { inlineSize: '46px', blockSize: '46px' },
    },
    round: { true: { borderRadius: radius.full }, false: {} },
  },
  defaultVariants: { variant: 'ghost', size: 'medium', round: false },
});
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
