import { style } from '@vanilla-extract/css';
import { fontSize, media, space, vars } from '@rabt/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '1200px',
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall });

export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall, minInlineSize: 0 });

export const ascii = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });

export const statusCell = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.xsmall });

export const problem = style({
  color: vars.color.textMuted,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  maxInlineSize: '26rem',
});

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space.xsmall });

export const nowrap = style({ whiteSpace: 'nowrap' });
