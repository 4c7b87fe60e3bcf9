import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontWeight, radius } from '../../tokens/scale.ts';

export const link = style({
  borderRadius: radius.small,
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55, textDecoration: 'none' },
  },
});

export const tone = styleVariants({
  brand: { color: vars.color.brand.text },
  neutral: { color: vars.color.text },
  inherit: { color: 'inherit' },
});

export const underline = styleVariants({
  always: { textDecorationLine: 'underline' },
  hover: { textDecorationLine: 'none', selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } } },
});

export const weight = styleVariants({
  regular: {},
  medium: { fontWeight: fontWeight.medium },
});

/** Keeps the new-tab icon on the same line as the last word. */
export const external = style({ whiteSpace: 'nowrap' });
export const externalIcon = style({ verticalAlign: '-0.1em' });
