import { style } from '@vanilla-extract/css';
import { fontFamily, fontSize, media, radius, space, vars } from '@rabt/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '960px',
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.large });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.small });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.medium });

export const problems = style({ margin: 0, paddingInlineStart: space.large, display: 'grid', gap: space.xsmall });

export const recordCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xsmall,
  minInlineSize: 0,
});

export const code = style({
  fontFamily: fontFamily.mono,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  background: vars.color.surfaceSunken,
  borderRadius: radius.small,
  paddingInline: space.xsmall,
  paddingBlock: space.xxsmall,
  overflowWrap: 'anywhere',
  unicodeBidi: 'isolate',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space.large,
  rowGap: space.xsmall,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
