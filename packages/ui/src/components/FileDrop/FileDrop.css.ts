import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space } from '../../tokens/scale.ts';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.small,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.large,
  background: vars.color.surface,
  color: vars.color.textMuted,
  transition: `border-color ${motion.fast} ${motion.easing}, background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.brand.base,
      background: vars.color.brand.soft,
      color: vars.color.brand.text,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.critical.base },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, borderStyle: 'dotted' },
  },
});

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.small,
  color: vars.color.text,
});

export const rules = style({ fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight, color: vars.color.textMuted });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  paddingBlock: space.xsmall,
  paddingInline: space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
});

export const fileName = style({
  flexGrow: 1,
  minInlineSize: 0,
  fontWeight: fontWeight.medium,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const fileSize = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, whiteSpace: 'nowrap' });

export const reasons = style({ margin: 0, paddingInlineStart: space.large });
