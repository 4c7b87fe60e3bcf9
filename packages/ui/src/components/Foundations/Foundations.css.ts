import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontFamily, fontSize, radius, space } from '../../tokens/scale.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.large });
export const toneRow = style({
  display: 'grid',
  gridTemplateColumns: '96px repeat(4, minmax(96px, 1fr))',
  gap: space.small,
  alignItems: 'start',
});
export const swatch = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall, minInlineSize: 0 });
export const chip = style({ blockSize: '44px', borderRadius: radius.medium, border: `1px solid ${vars.color.border}` });
export const caption = style({
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontFamily: fontFamily.mono,
  overflowWrap: 'anywhere',
});
export const sample = style({ paddingBlock: space.small, paddingInline: space.medium, borderRadius: radius.medium });
export const spaceBar = style({ blockSize: '16px', background: vars.color.brand.base, borderRadius: radius.small });
export const radiusBox = style({
  inlineSize: '72px',
  blockSize: '72px',
  background: vars.color.brand.soft,
  border: `2px solid ${vars.color.brand.border}`,
});
export const elevationBox = style({
  inlineSize: '160px',
  blockSize: '96px',
  borderRadius: radius.large,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const scaleRow = style({ display: 'grid', gridTemplateColumns: '120px 1fr', gap: space.medium, alignItems: 'baseline' });
