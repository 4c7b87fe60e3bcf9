import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontWeight, radius } from '../../tokens/scale.ts';

export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  verticalAlign: 'middle',
  borderRadius: radius.small,
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  small: { inlineSize: '16px', blockSize: '16px', fontSize: '10px' },
  medium: { inlineSize: '20px', blockSize: '20px', fontSize: '11px' },
  large: { inlineSize: '28px', blockSize: '28px', fontSize: '14px' },
});

export const tone = styleVariants({
  brand: { background: vars.color.brand.soft, color: vars.color.brand.text },
  info: { background: vars.color.info.soft, color: vars.color.info.text },
  positive: { background: vars.color.positive.soft, color: vars.color.positive.text },
  caution: { background: vars.color.caution.soft, color: vars.color.caution.text },
  neutral: { background: vars.color.neutral.soft, color: vars.color.neutral.text },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
});

/** The image while it loads: in the page (so it loads) but not seen. */
export const hidden = style({ opacity: 0 });
