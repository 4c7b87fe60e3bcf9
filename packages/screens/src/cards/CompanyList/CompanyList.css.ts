import { style } from '@vanilla-extract/css';
import { space } from '@rabt/ui';

export { page, header } from '../CardEditor/CardEditor.css.ts';
export { headerText, headerActions, nameCell, nameText, role, nowrap } from '../CardList/CardList.css.ts';

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space.xsmall });
export const swatch = style({
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: '50%',
  display: 'inline-block',
  border: '1px solid rgba(0,0,0,.15)',
});
export const move = style({ display: 'flex', flexDirection: 'column', gap: space.medium, marginBlockStart: space.medium });
