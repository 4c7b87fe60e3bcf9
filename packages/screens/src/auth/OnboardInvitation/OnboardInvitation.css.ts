import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '@rabt/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
});

export const row = style({
  display: 'flex',
  gap: space.medium,
  paddingBlock: space.large,
  paddingInline: space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surface,
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const who = style({ display: 'flex', alignItems: 'flex-start', gap: space.medium, flex: '1 1 260px', minInlineSize: 0 });
export const name = style({ overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: space.small, flexShrink: 0 });
