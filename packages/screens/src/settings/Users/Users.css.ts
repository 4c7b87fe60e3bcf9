import { style } from '@vanilla-extract/css';
import { fontSize, space } from '@rabt/ui';

export { page, header, headerText, cellStack, actions, muted, form, nowrap, breakAll } from '../_parts/settings.css.ts';

/** The workspace boxes of the access dialog: a bare fieldset, one box a line. */
export const checkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  fontWeight: 600,
  padding: 0,
  marginBlockEnd: space.xsmall,
});
