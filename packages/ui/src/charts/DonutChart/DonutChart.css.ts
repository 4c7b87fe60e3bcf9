import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, space } from '../../tokens/scale.ts';

export const layout = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xlarge });

export const figure = style({ position: 'relative', flexShrink: 0 });

export const svg = style({ display: 'block' });

/** The total in the hole of the donut, centred over the SVG. */
export const centre = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  textAlign: 'center',
});

export const centreValue = style({
  fontSize: fontSize.h3.size,
  lineHeight: fontSize.h3.lineHeight,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const centreLabel = style({
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  flex: '1 1 200px',
  minInlineSize: 0,
  maxInlineSize: '360px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
});

export const legendRow = style({ display: 'flex', alignItems: 'center', gap: space.small, color: vars.color.text });

export const legendLabel = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const legendValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const legendShare = style({
  minInlineSize: '3.5em',
  textAlign: 'end',
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
