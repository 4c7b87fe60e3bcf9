import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontFamily, fontSize, radius, space } from '../../tokens/scale.ts';

export const layout = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xlarge });

export const map = style({ flex: '3 1 340px', minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: space.small });

export const list = style({ flex: '2 1 260px', minInlineSize: 0 });

/** Keeps the map at 2:1 whatever the width; `MAP_ASPECT` in the component must match. */
export const mapFrame = style({ inlineSize: '100%', aspectRatio: '2 / 1' });

export const svg = style({ display: 'block' });

/** The country code before a name: deterministic everywhere, unlike emoji flags. */
export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '26px',
  paddingInline: space.xxsmall,
  borderRadius: radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: fontFamily.mono,
  fontSize: '11px',
  lineHeight: '16px',
});

export const scale = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  color: vars.color.textMuted,
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
});

/** The colour ramp of the map, from "fewer" at the inline start to "more" at the inline end. */
export const ramp = style({
  inlineSize: '120px',
  blockSize: '8px',
  borderRadius: radius.full,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(to right, ${vars.color.border}, ${vars.color.brand.base})`,
  selectors: {
    '[dir="rtl"] &': { background: `linear-gradient(to left, ${vars.color.border}, ${vars.color.brand.base})` },
  },
});
