import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale.ts';

export const root = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const variant = styleVariants({
  inline: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: space.medium,
    paddingBlock: space.small,
    paddingInline: space.medium,
    borderRadius: radius.medium,
    border: `1px dashed ${vars.color.brand.border}`,
    background: vars.color.brand.soft,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: space.medium,
    padding: space.xlarge,
    borderRadius: radius.large,
    border: `1px solid ${vars.color.brand.border}`,
    background: `linear-gradient(to bottom, ${vars.color.brand.soft}, ${vars.color.surface})`,
    boxShadow: vars.shadow.small,
  },
});

export const inlineText = style({
  flex: '1 1 240px',
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.text,
});

export const lockIcon = style({ color: vars.color.brand.text });

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand.border}`,
  color: vars.color.brand.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
  inlineSize: '100%',
});
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall });
export const strong = style({ fontWeight: fontWeight.semibold });
