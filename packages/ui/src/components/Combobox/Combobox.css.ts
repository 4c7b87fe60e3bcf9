import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, radius, space, zIndex } from '../../tokens/scale.ts';

export const wrapper = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${space.xsmall})`,
  zIndex: zIndex.dropdown,
  maxBlockSize: '280px',
  overflowY: 'auto',
  margin: 0,
  padding: space.xsmall,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.medium,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.small,
  paddingBlock: space.small,
  paddingInline: space.small,
  borderRadius: radius.small,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.neutral.soft,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const check = style({
  marginBlockStart: '3px',
  color: vars.color.brand.text,
  visibility: 'hidden',
  selectors: { '[aria-selected="true"] > &': { visibility: 'visible' } },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const description = style({
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const message = style({ paddingBlock: space.small, paddingInline: space.small, color: vars.color.textMuted });
