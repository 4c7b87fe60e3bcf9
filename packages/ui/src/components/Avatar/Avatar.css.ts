import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { fontWeight, radius } from '../../tokens/scale.ts';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    fontWeight: fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    // The initials are an identity, not running text: no letter-spacing or wrapping.
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      xsmall: { inlineSize: '20px', blockSize: '20px', fontSize: '9px' },
      small: { inlineSize: '28px', blockSize: '28px', fontSize: '11px' },
      medium: { inlineSize: '36px', blockSize: '36px', fontSize: '14px' },
      large: { inlineSize: '48px', blockSize: '48px', fontSize: '18px' },
      xlarge: { inlineSize: '72px', blockSize: '72px', fontSize: '26px' },
    },
    shape: {
      circle: { borderRadius: radius.full },
      square: { borderRadius: radius.medium },
    },
  },
  defaultVariants: { size: 'medium', shape: 'circle' },
});

export const tone = styleVariants({
  brand: { background: vars.color.brand.soft, color: vars.color.brand.text },
  info: { background: vars.color.info.soft, color: vars.color.info.text },
  positive: { background: vars.color.positive.soft, color: vars.color.positive.text },
  caution: { background: vars.color.caution.soft, color: vars.color.caution.text },
  critical: { background: vars.color.critical.soft, color: vars.color.critical.text },
  neutral: { background: vars.color.neutral.soft, color: vars.color.neutral.text },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const bordered = style({ boxShadow: `0 0 0 2px ${vars.color.surface}` });
