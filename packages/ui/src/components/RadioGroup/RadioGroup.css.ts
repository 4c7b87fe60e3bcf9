import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, motion, space } from '../../tokens/scale.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: space.large } },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: space.small });

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
  borderRadius: '50%',
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${motion.fast} ${motion.easing}, border-width ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.neutral.base },
    '&:checked': { borderColor: vars.color.brand.base, borderWidth: '5px' },
    '&[data-invalid="true"]': { borderColor: vars.color.critical.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall, minInlineSize: 0 });

export const label = style({
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const description = style({
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
});
