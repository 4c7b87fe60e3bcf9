import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, space, vars } from '@rabt/ui';

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
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const toolbar = style({
  display: 'grid',
  gap: space.medium,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' },
    [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
});

export const shortCell = style({ display: 'flex', alignItems: 'center', gap: space.xsmall, whiteSpace: 'nowrap' });

export const shortUrl = style({ fontWeight: fontWeight.medium, color: vars.color.text });

export const destination = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, maxInlineSize: '16rem' });

export const destinationTitle = style({
  fontWeight: fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

/** The destination's site icon before its address (the icon at the start: right in Arabic). */
export const destinationSite = style({ display: 'flex', alignItems: 'center', gap: '6px', minInlineSize: 0 });

export const destinationUrl = style({
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // URLs read left to right in Arabic too; the ellipsis then sits at the visual end.
  direction: 'ltr',
  textAlign: 'start',
  unicodeBidi: 'isolate',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const workspace = style({
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
  color: vars.color.textSubtle,
});
