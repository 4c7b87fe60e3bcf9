import { createVar, style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '@rabt/ui';

export const brand = createVar();
export const accent = createVar();
export const onBrand = createVar();

export const frame = style({
  inlineSize: '100%',
  maxInlineSize: '22rem',
  marginInline: 'auto',
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  boxShadow: vars.shadow.medium,
});

export const band = style({
  minBlockSize: '5.5rem',
  background: brand,
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'flex-start',
  padding: space.medium,
  selectors: {
    '&[data-theme="modern"]': { background: `linear-gradient(135deg, ${brand}, ${accent})` },
    '&[data-theme="minimal"]': { background: 'transparent', minBlockSize: space.medium },
  },
});

export const logo = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: radius.small,
  background: '#fff',
  objectFit: 'contain',
});

export const who = style({
  paddingInline: space.large,
  paddingBlockEnd: space.medium,
  marginBlockStart: '-2.75rem',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  selectors: { [`${band}[data-theme="minimal"] + &`]: { marginBlockStart: 0 } },
});

export const photo = style({
  inlineSize: '5.5rem',
  blockSize: '5.5rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  objectFit: 'cover',
  background: brand,
  color: onBrand,
  display: 'grid',
  placeItems: 'center',
  fontSize: fontSize.h2.size,
  fontWeight: 700,
  marginBlockEnd: space.xsmall,
});

export const name = style({ fontSize: fontSize.h2.size, lineHeight: fontSize.h2.lineHeight, fontWeight: 700, margin: 0 });
export const placeholder = style({ color: vars.color.textMuted, fontWeight: 400 });
export const role = style({ margin: 0, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const slogan = style({ margin: 0, marginBlockStart: space.xsmall, fontStyle: 'italic', color: vars.color.textMuted });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.xsmall,
  paddingInline: space.large,
  paddingBlockEnd: space.medium,
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.5rem',
  borderRadius: radius.medium,
  background: vars.color.surfaceSunken,
  fontWeight: 600,
  fontSize: fontSize.small.size,
  textAlign: 'center',
  paddingInline: space.xsmall,
});

export const primary = style([action, { gridColumn: '1 / -1', background: brand, color: onBrand }]);

export const details = style({
  margin: 0,
  paddingInline: space.large,
  paddingBlockEnd: space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  fontSize: fontSize.small.size,
});

export const row = style({ display: 'flex', gap: space.xsmall, flexWrap: 'wrap', overflowWrap: 'anywhere' });
export const label = style({ color: vars.color.textMuted });
