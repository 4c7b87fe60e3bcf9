import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@rabt/ui';

/** Rows of a settings list with an icon, details and actions (sessions, organisations). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.medium,
  paddingBlock: space.medium,
  paddingInline: space.large,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  flex: '1 1 14rem',
  minInlineSize: 0,
});

export const title = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xsmall });

export const note = style({
  margin: 0,
  paddingBlock: space.medium,
  paddingInline: space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: fontSize.small.size,
});
