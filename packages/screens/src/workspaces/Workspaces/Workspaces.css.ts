import { style } from '@vanilla-extract/css';
import { fontSize, media, radius, space, vars } from '@rabt/ui';

export { page, header, headerText, form, formActions, muted } from '../../settings/_parts/settings.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xlarge,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2fr)' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.small,
  paddingBlock: space.small,
  paddingInline: space.medium,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const itemCurrent = style({ borderColor: vars.color.brand.border, background: vars.color.brand.soft });

export const itemName = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const count = style({ color: vars.color.textMuted, fontSize: fontSize.small.size });
