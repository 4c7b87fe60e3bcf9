import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale.ts';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];
const toneMap = Object.fromEntries(alertTones.map((tone) => [tone, tone])) as Record<AlertTone, AlertTone>;

export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: space.medium,
  paddingBlock: space.medium,
  paddingInlineStart: space.large,
  paddingInlineEnd: space.medium,
  borderRadius: radius.medium,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  color: vars.color.text,
});

export const tone = styleVariants(toneMap, (t) => ({
  background: vars.color[t].soft,
  borderColor: vars.color[t].border,
  borderInlineStartColor: vars.color[t].base,
}));

export const iconTone = styleVariants(toneMap, (t) => ({ color: vars.color[t].text, marginBlockStart: '3px' }));

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
export const title = style({
  margin: 0,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  fontWeight: fontWeight.semibold,
});
export const body = style({ fontSize: fontSize.standard.size, lineHeight: fontSize.standard.lineHeight, color: vars.color.text });
export const action = style({ display: 'flex', flexWrap: 'wrap', gap: space.small, marginBlockStart: space.small });
export const dismiss = style({ marginBlock: '-4px', marginInlineEnd: '-4px' });
/** Without a dismiss button the last column collapses. */
export const noDismiss = style({ gridTemplateColumns: 'auto minmax(0, 1fr)' });
