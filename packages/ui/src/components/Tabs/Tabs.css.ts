import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space } from '../../tokens/scale.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.large, minInlineSize: 0 });

/** Scrolls sideways on phones rather than wrapping the tabs onto two lines. */
export const list = style({
  display: 'flex',
  gap: space.xsmall,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.small,
  flexShrink: 0,
  paddingInline: space.medium,
  paddingBlock: space.small,
  marginBlockEnd: '-1px',
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  borderStartStartRadius: radius.small,
  borderStartEndRadius: radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBlockEndColor: vars.color.brand.base },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const count = style({
  minInlineSize: '20px',
  paddingInline: space.xsmall,
  borderRadius: radius.full,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.text,
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${trigger}[data-state="active"] &`]: { background: vars.color.brand.soft, color: vars.color.brand.text } },
});

export const panel = style({
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
