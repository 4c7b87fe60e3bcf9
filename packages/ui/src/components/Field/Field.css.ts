import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, space } from '../../tokens/scale.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall, minInlineSize: 0 });

export const label = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space.xsmall,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const required = style({ color: vars.color.critical.text, fontWeight: fontWeight.semibold });

export const optional = style({ color: vars.color.textMuted, fontWeight: fontWeight.regular });

export const hint = style({
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const footer = style({ display: 'flex', alignItems: 'flex-start', gap: space.small });

export const footerText = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall, flexGrow: 1, minInlineSize: 0 });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xsmall,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.critical.text,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ marginBlockStart: '2px' });

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The counter once the limit is reached. */
export const counterFull = style({ color: vars.color.critical.text, fontWeight: fontWeight.medium });

/** Hidden visually, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
