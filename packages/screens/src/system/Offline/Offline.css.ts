import { style } from '@vanilla-extract/css';
import { DARK_CLASS, media, space, vars } from '@rabt/ui';

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  paddingBlock: space.large,
  paddingInline: space.large,
  '@media': { [media.tablet]: { paddingInline: space.xxlarge } },
});

export const main = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: space.xxlarge,
  paddingInline: space.large,
});

export const content = style({ maxInlineSize: '520px' });

export const illustration = style({ inlineSize: '100%', maxInlineSize: '280px', blockSize: 'auto' });

/** One illustration per theme: the `dark` class on <html> decides (spec §2, §4). */
export const lightOnly = style({ display: 'block', selectors: { [`:root.${DARK_CLASS} &`]: { display: 'none' } } });
export const darkOnly = style({ display: 'none', selectors: { [`:root.${DARK_CLASS} &`]: { display: 'block' } } });

export const footer = style({ paddingBlock: space.large, paddingInline: space.large });
