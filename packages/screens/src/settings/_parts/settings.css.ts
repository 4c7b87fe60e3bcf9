import { style } from '@vanilla-extract/css';
import { fontSize, media, space, vars } from '@rabt/ui';

/** Shared layout of the organisation settings screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '1100px',
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  minInlineSize: 0,
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall, minInlineSize: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });

export const cellStack = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall, minInlineSize: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space.xsmall,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.large, maxInlineSize: '720px' });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.small });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const breakAll = style({ overflowWrap: 'anywhere' });
