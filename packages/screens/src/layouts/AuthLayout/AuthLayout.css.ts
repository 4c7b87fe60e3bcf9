import { style, styleVariants } from '@vanilla-extract/css';
import { media, radius, space, vars } from '@rabt/ui';

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
  paddingBlock: space.large,
  paddingInline: space.large,
  '@media': { [media.tablet]: { paddingInline: space.xxlarge } },
});

export const controls = style({ display: 'flex', alignItems: 'center', gap: space.small });

export const main = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: space.large,
  paddingInline: space.large,
  '@media': { [media.tablet]: { justifyContent: 'center', paddingBlock: space.xxlarge } },
});

const cardBase = style({
  inlineSize: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.medium,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  '@media': { [media.tablet]: { paddingBlock: space.xxlarge, paddingInline: space.xxlarge } },
});

export const card = styleVariants({
  narrow: [cardBase, { maxInlineSize: '440px' }],
  medium: [cardBase, { maxInlineSize: '600px' }],
  wide: [cardBase, { maxInlineSize: '1080px' }],
});

export const footer = style({
  paddingBlock: space.large,
  paddingInline: space.large,
});
