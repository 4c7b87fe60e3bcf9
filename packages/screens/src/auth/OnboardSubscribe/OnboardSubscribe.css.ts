import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, motion, radius, space, vars } from '@rabt/ui';

export const intervalGroup = style({
  display: 'inline-flex',
  padding: space.xxsmall,
  gap: space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.full,
  background: vars.color.surfaceSunken,
  margin: 0,
  marginInline: 'auto',
});

export const intervalOption = style({ position: 'relative', display: 'inline-flex' });

/** The native radio stays in the tree (keyboard, forms, screen readers) under its label. */
export const intervalInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: 'pointer',
});

export const intervalLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  paddingBlock: space.xsmall,
  paddingInline: space.large,
  borderRadius: radius.full,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    [`${intervalInput}:checked + &`]: { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.small },
    [`${intervalInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const saving = style({ fontSize: fontSize.xsmall.size, color: vars.color.positive.text, fontWeight: fontWeight.semibold });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.large,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' } },
});

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  blockSize: '100%',
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surface,
});

export const recommended = style({ borderColor: vars.color.brand.base, boxShadow: `0 0 0 1px ${vars.color.brand.base}` });

export const price = style({
  fontSize: fontSize.h1.size,
  lineHeight: fontSize.h1.lineHeight,
  fontWeight: fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const per = style({ fontSize: fontSize.standard.size, fontWeight: fontWeight.regular, color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: space.small, color: vars.color.text });

export const featureIcon = style({ color: vars.color.positive.base, marginBlockStart: '3px' });

export const grow = style({ flexGrow: 1 });
