import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../tokens/scale.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'scale(1)' } });

export const content = style({
  zIndex: zIndex.dropdown,
  minInlineSize: '200px',
  maxInlineSize: 'min(320px, calc(100vw - 16px))',
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: space.xsmall,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${appear} 120ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  minBlockSize: '34px',
  paddingInline: space.small,
  paddingBlock: space.xsmall,
  borderRadius: radius.small,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.neutral.soft },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.critical.text },
    '&[data-tone="danger"][data-highlighted]': { background: vars.color.critical.soft },
  },
});

/** Checkable and radio items keep a slot at the inline start for their indicator. */
export const indicatorSlot = style({ display: 'inline-flex', inlineSize: '16px', justifyContent: 'center', flexShrink: 0 });

export const itemText = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const itemDescription = style({ display: 'block', fontSize: fontSize.xsmall.size, color: vars.color.textMuted });

export const shortcut = style({
  marginInlineStart: 'auto',
  fontSize: fontSize.xsmall.size,
  color: vars.color.textSubtle,
  paddingInlineStart: space.large,
});

export const label = style({
  paddingInline: space.small,
  paddingBlock: space.xsmall,
  fontSize: fontSize.xsmall.size,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
});

export const separator = style({
  blockSize: '1px',
  marginBlock: space.xsmall,
  marginInline: `-${space.xsmall}`,
  background: vars.color.border,
});

export const dot = style({ fill: 'currentColor' });
