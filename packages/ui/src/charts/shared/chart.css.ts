import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale.ts';

/** Present for screen readers, absent on screen (the charts' data tables and live regions). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  minInlineSize: 0,
});

/** A placeholder box of the chart's height: the empty state and the loading skeleton. */
export const placeholder = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  textAlign: 'center',
  paddingInline: space.large,
});

export const skeleton = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  gap: space.small,
  paddingInline: space.large,
  paddingBlock: space.large,
  borderRadius: radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const skeletonBar = style({
  flex: '1 1 0',
  borderStartStartRadius: radius.small,
  borderStartEndRadius: radius.small,
  background: vars.color.neutral.soft,
  border: `1px solid ${vars.color.border}`,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xsmall} ${space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space.xsmall });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: radius.full,
});

export const tooltip = style({
  position: 'absolute',
  insetBlockStart: space.xsmall,
  zIndex: 1,
  minInlineSize: '140px',
  maxInlineSize: '260px',
  paddingBlock: space.small,
  paddingInline: space.medium,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  pointerEvents: 'none',
});

export const tooltipTitle = style({ fontWeight: fontWeight.semibold, marginBlockEnd: space.xxsmall });

export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: space.small });

export const tooltipValue = style({
  marginInlineStart: 'auto',
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
