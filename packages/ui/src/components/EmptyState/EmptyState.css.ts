import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { radius, space } from '../../tokens/scale.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  marginInline: 'auto',
  maxInlineSize: '480px',
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  standard: { gap: space.medium, paddingBlock: space.xxxlarge, paddingInline: space.xlarge },
  compact: { gap: space.small, paddingBlock: space.xlarge, paddingInline: space.large },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.full,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  marginBlockEnd: space.xsmall,
});
export const iconSize = styleVariants({
  standard: { inlineSize: '56px', blockSize: '56px' },
  compact: { inlineSize: '40px', blockSize: '40px' },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.small,
  marginBlockStart: space.small,
});

export const extra = style({ marginBlockStart: space.small, inlineSize: '100%' });
