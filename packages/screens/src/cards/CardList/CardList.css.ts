import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@rabt/ui';

export { page, header } from '../CardEditor/CardEditor.css.ts';

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall });
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.small });
export const nameCell = style({ display: 'flex', alignItems: 'center', gap: space.small, minInlineSize: 0 });
export const nameText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const role = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const link = style({ display: 'flex', alignItems: 'center', gap: space.xsmall, justifyContent: 'flex-end' });
export const url = style({ fontFamily: 'ui-monospace, monospace', fontSize: fontSize.small.size, overflowWrap: 'anywhere' });
