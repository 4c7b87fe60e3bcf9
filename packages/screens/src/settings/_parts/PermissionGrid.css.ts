import { style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '@rabt/ui';

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const scope = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const scopeLegend = style({
  fontWeight: 600,
  fontSize: fontSize.large.size,
  paddingInline: 0,
  marginBlockEnd: space.xsmall,
});

export const resource = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  paddingBlock: space.small,
  paddingInline: space.medium,
  margin: 0,
  minInlineSize: 0,
});

export const resourceLegend = style({ fontWeight: 500, paddingInline: space.xxsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', columnGap: space.large, rowGap: space.xsmall });

export const error = style({ color: vars.color.critical.text, fontSize: fontSize.small.size });
