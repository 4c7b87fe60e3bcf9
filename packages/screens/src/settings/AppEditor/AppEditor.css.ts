import { style } from '@vanilla-extract/css';
import { fontFamily, radius, space, vars } from '@rabt/ui';

export {
  page,
  header,
  headerText,
  form,
  formActions,
  cellStack,
  actions,
  muted,
  nowrap,
  breakAll,
} from '../_parts/settings.css.ts';

export const secret = style({
  fontFamily: fontFamily.mono,
  overflowWrap: 'anywhere',
  background: vars.color.surfaceSunken,
  borderRadius: radius.small,
  paddingBlock: space.small,
  paddingInline: space.medium,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.medium });
