import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, radius, space, vars } from '@rabt/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '760px',
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

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  padding: space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surface,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: fontSize.h4.size,
  lineHeight: fontSize.h4.lineHeight,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const twoColumns = style({
  display: 'grid',
  gap: space.large,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.medium,
  color: vars.color.textMuted,
});

export const shortUrl = style({ fontWeight: fontWeight.semibold, color: vars.color.text, unicodeBidi: 'isolate' });

export const preview = style({
  display: 'block',
  padding: space.medium,
  borderRadius: radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  overflowWrap: 'anywhere',
  direction: 'ltr',
  textAlign: 'left',
});

export const previewEmpty = style({
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  direction: 'inherit',
  textAlign: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.medium,
});

export const actionsEnd = style({ display: 'flex', gap: space.small, marginInlineStart: 'auto' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.xlarge });
