import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space } from '../../tokens/scale.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: space.small });

/** Room for the square; the native input sits in it, invisible but real (forms, keyboard, AT). */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  marginBlockStart: '2px',
});

export const input = style({
  appearance: 'none',
  margin: 0,
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: radius.small,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.neutral.base },
    '&:checked, &:indeterminate': { background: vars.color.brand.base, borderColor: vars.color.brand.base },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.base },
    '&[aria-invalid="true"]:checked, &[aria-invalid="true"]:indeterminate': {
      background: vars.color.critical.base,
      borderColor: vars.color.critical.base,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const mark = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  pointerEvents: 'none',
  color: vars.color.textOnStrong,
  visibility: 'hidden',
});

export const check = style([mark, { selectors: { [`${input}:checked:not(:indeterminate) ~ &`]: { visibility: 'visible' } } }]);
export const dash = style([mark, { selectors: { [`${input}:indeterminate ~ &`]: { visibility: 'visible' } } }]);

export const label = style({
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  fontWeight: fontWeight.regular,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** Hint and error line up under the label text, not under the square. */
export const messages = style({
  paddingInlineStart: `calc(18px + ${space.small})`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
});
