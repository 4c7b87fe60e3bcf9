import { style } from '@vanilla-extract/css';
import { fontSize, media, radius, space, vars } from '@rabt/ui';
import { progressBar } from '../_parts/parts.css.ts';

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
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall, minInlineSize: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.medium });
export const grow = style({ flex: '1 1 14rem', minInlineSize: 0 });
export const preview = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto', borderRadius: radius.medium });
export const thumb = style({ inlineSize: '2.75rem', blockSize: '2.75rem', borderRadius: radius.small, flexShrink: 0 });
export const nameCell = style({ display: 'flex', alignItems: 'center', gap: space.small, minInlineSize: 0 });
export const nameText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });
export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space.xsmall });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xlarge,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: space.large, minInlineSize: 0 });
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  alignItems: 'center',
  '@media': { [media.desktop]: { position: 'sticky', insetBlockStart: space.large, alignSelf: 'start' } },
});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: space.medium });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.medium, alignItems: 'flex-end' });
export const rowItem = style({ flex: '1 1 10rem', minInlineSize: 0 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.small, justifyContent: 'flex-end' });
export const problems = style({ margin: 0, paddingInlineStart: space.large });
export const logoRow = style({ display: 'flex', alignItems: 'center', gap: space.small, flexWrap: 'wrap' });
export const logoImg = style({ inlineSize: '2.5rem', blockSize: '2.5rem', objectFit: 'contain', borderRadius: radius.small });

/** The file upload's bar: the screens' one progress bar (`_parts/parts.css.ts`). */
export const uploadProgress = style([progressBar, { blockSize: '8px' }]);
