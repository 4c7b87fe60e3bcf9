import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.medium,
  minBlockSize: '34px',
  paddingInline: space.small,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  color: vars.color.text,
});

/** The bar grows from the inline start: from the left in English, from the right in Arabic. */
export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: radius.small,
  minInlineSize: '2px',
});

export const label = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const labelText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const icon = style({ display: 'inline-flex', flexShrink: 0, alignItems: 'center' });

export const numbers = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'baseline',
  gap: space.small,
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const value = style({ fontWeight: fontWeight.semibold });

export const share = style({
  minInlineSize: '3.5em',
  textAlign: 'end',
  color: vars.color.textMuted,
  fontSize: fontSize.small.size,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-start' });

export const skeletonRow = style({
  blockSize: '34px',
  borderRadius: radius.small,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
