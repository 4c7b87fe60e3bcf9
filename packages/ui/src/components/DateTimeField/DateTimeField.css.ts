import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space, zIndex } from '../../tokens/scale.ts';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.small });

export const dateBox = style({ flex: '2 1 180px', inlineSize: 'auto' });

export const timeBox = style({ flex: '1 1 110px', inlineSize: 'auto' });

export const popover = style({
  zIndex: zIndex.dropdown,
  padding: space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.large,
});

/* react-day-picker's parts, styled through its `classNames` prop (its own CSS is not loaded). */
export const root = style({ position: 'relative', fontSize: fontSize.standard.size });
export const months = style({ display: 'flex', gap: space.large });
export const month = style({ display: 'flex', flexDirection: 'column', gap: space.small });
export const caption = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: '32px',
  paddingInlineStart: space.small,
  fontWeight: fontWeight.semibold,
});
export const nav = style({ position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0, display: 'flex', gap: space.xxsmall });
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: 0,
  borderRadius: radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutral.soft },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
export const chevron = style({ fill: 'currentColor', inlineSize: '16px', blockSize: '16px' });
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  inlineSize: '36px',
  blockSize: '28px',
  fontSize: fontSize.xsmall.size,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const day = style({ padding: '1px', textAlign: 'center' });
export const selected = style({});

export const dayButton = style({
  inlineSize: '34px',
  blockSize: '34px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutral.soft },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    [`${selected} &, ${selected} &:hover:not(:disabled)`]: { background: vars.color.brand.base, color: vars.color.textOnStrong },
  },
});
export const today = style({ fontWeight: fontWeight.bold, color: vars.color.brand.text });
export const disabled = style({ color: vars.color.textSubtle, textDecoration: 'line-through' });
export const outside = style({ color: vars.color.textMuted });
