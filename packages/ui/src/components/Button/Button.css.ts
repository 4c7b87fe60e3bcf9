import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space } from '../../tokens/scale.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.small,
    borderRadius: radius.medium,
    border: '1px solid transparent',
    fontWeight: fontWeight.medium,
    cursor: 'pointer',
    // A label fits on one line while it can; one longer than the space it has wraps (never
    // overflows a phone): the button keeps its full width in a row (no shrink), but never grows
    // past its container, and a word longer than the line (a URL) breaks. `break-word`, not
    // `anywhere`: a table or grid sizing its columns still sees the longest word as the minimum.
    flexShrink: 0,
    maxInlineSize: '100%',
    textAlign: 'center',
    overflowWrap: 'break-word',
    textDecoration: 'none',
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
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.neutral.soft } },
      },
      danger: {
        background: vars.color.critical.base,
        color: vars.color.textOnStrong,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)' } },
      },
    },
    size: {
      small: {
        fontSize: fontSize.small.size,
        lineHeight: fontSize.small.lineHeight,
        paddingBlock: '3px',
        paddingInline: space.medium,
        minBlockSize: '30px',
      },
      medium: {
        fontSize: fontSize.standard.size,
        lineHeight: fontSize.standard.lineHeight,
        paddingBlock: '7px',
        paddingInline: space.large,
        minBlockSize: '38px',
      },
      large: {
        fontSize: fontSize.large.size,
        lineHeight: fontSize.large.lineHeight,
        paddingBlock: '10px',
        paddingInline: space.xlarge,
        minBlockSize: '46px',
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
/** The label: may shrink below its longest word so that word can break inside the button. */
export const label = style({ minInlineSize: 0 });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A progress ring inside a loading button. The route progress bar never uses it (spec §1). */
export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
