import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, motion, radius, space } from '../../tokens/scale.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: space.small });

const trackWidth = 36;
const thumb = 14;
const gap = 3;

export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: `${trackWidth}px`,
  blockSize: '20px',
  marginBlockStart: '1px',
});

/** The native checkbox, with role=switch, drawn as the track. */
export const input = style({
  appearance: 'none',
  margin: 0,
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.neutral.soft,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:checked': { background: vars.color.brand.base, borderColor: vars.color.brand.base },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Moves along the inline axis, so "on" is at the inline end in both directions. */
export const thumbStyle = style({
  position: 'absolute',
  insetBlockStart: `${gap}px`,
  insetInlineStart: `${gap}px`,
  inlineSize: `${thumb}px`,
  blockSize: `${thumb}px`,
  borderRadius: '50%',
  background: vars.color.neutral.base,
  pointerEvents: 'none',
  transition: `inset-inline-start ${motion.fast} ${motion.easing}, background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    [`${input}:checked ~ &`]: { insetInlineStart: `${trackWidth - thumb - gap}px`, background: vars.color.surface },
    [`${input}:disabled ~ &`]: { opacity: 0.55 },
  },
});

export const label = style({
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const messages = style({
  paddingInlineStart: `calc(${trackWidth}px + ${space.small})`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  fontSize: fontSize.small.size,
});
