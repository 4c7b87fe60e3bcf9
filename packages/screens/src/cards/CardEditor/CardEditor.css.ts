import { style } from '@vanilla-extract/css';
import { fontSize, media, radius, space, vars } from '@rabt/ui';

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
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.medium,
});

export const layout = style({
  display: 'grid',
  gap: space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.xlarge, minInlineSize: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  fontSize: fontSize.h4.size,
  lineHeight: fontSize.h4.lineHeight,
  fontWeight: 600,
  padding: 0,
  marginBlockEnd: space.small,
});

export const grid = style({
  display: 'grid',
  gap: space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.small });
export const listTitle = style({ fontWeight: 600, margin: 0 });

export const listRow = style({
  display: 'grid',
  gap: space.small,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: '10rem minmax(0, 1fr) auto' } },
});

export const labelField = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'auto' } } });

export const listError = style({ color: vars.color.critical.text, margin: 0, fontSize: fontSize.small.size });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  '@media': { [media.desktop]: { position: 'sticky', insetBlockStart: space.large } },
});

export const asideTitle = style({ fontWeight: 600, margin: 0, fontSize: fontSize.h4.size });

export const photoRow = style({ display: 'flex', alignItems: 'center', gap: space.medium, flexWrap: 'wrap' });
export const photoThumb = style({ inlineSize: '4rem', blockSize: '4rem', borderRadius: '50%', objectFit: 'cover' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.small, justifyContent: 'flex-end' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.medium,
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  padding: space.medium,
  borderRadius: radius.medium,
  background: vars.color.surfaceSunken,
});

export const statValue = style({ fontSize: fontSize.h2.size, lineHeight: fontSize.h2.lineHeight, fontWeight: 700, margin: 0 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: fontSize.small.size });

export const share = style({ display: 'flex', flexDirection: 'column', gap: space.small });
export const url = style({ overflowWrap: 'anywhere', fontFamily: 'ui-monospace, monospace', fontSize: fontSize.small.size });
export const qr = style({
  inlineSize: '10rem',
  blockSize: '10rem',
  background: '#fff',
  padding: space.xsmall,
  borderRadius: radius.medium,
  alignSelf: 'center',
});
