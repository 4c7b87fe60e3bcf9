import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontFamily, fontSize, fontWeight } from '../../tokens/scale.ts';

export const base = style({ margin: 0, fontFamily: 'inherit' });

export const size = styleVariants({
  xsmall: { fontSize: fontSize.xsmall.size, lineHeight: fontSize.xsmall.lineHeight },
  small: { fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight },
  standard: { fontSize: fontSize.standard.size, lineHeight: fontSize.standard.lineHeight },
  large: { fontSize: fontSize.large.size, lineHeight: fontSize.large.lineHeight },
  inherit: {},
});

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  subtle: { color: vars.color.textSubtle },
  brand: { color: vars.color.brand.text },
  positive: { color: vars.color.positive.text },
  caution: { color: vars.color.caution.text },
  critical: { color: vars.color.critical.text },
  info: { color: vars.color.info.text },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants(fontWeight, (value) => ({ fontWeight: value }));

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const block = style({ display: 'block' });

/** One line with an ellipsis at the inline end (left in RTL). */
export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  minInlineSize: 0,
  maxInlineSize: '100%',
});

/** Several lines, then an ellipsis. The line count comes from `--text-lines`. */
export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minInlineSize: 0,
});

/** Long unbroken strings (URLs, tokens) wrap instead of overflowing. */
export const breakWord = style({ overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: fontFamily.mono });
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
