import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space, zIndex } from '../../tokens/scale.ts';

/** Bottom right in LTR, bottom left in RTL: the inline end of the bottom edge. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  padding: space.large,
  inlineSize: 'min(400px, 100vw)',
  margin: 0,
  listStyle: 'none',
  outline: 'none',
});

const slideIn = keyframes({ from: { transform: 'translateY(8px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: space.medium,
  padding: space.medium,
  borderRadius: radius.medium,
  border: '1px solid',
  boxShadow: vars.shadow.medium,
  background: vars.color.surfaceRaised,
  animation: `${slideIn} 160ms ease-out`,
});

export const tone = styleVariants({
  success: { borderColor: vars.color.positive.border, borderInlineStart: `4px solid ${vars.color.positive.base}` },
  error: { borderColor: vars.color.critical.border, borderInlineStart: `4px solid ${vars.color.critical.base}` },
  info: { borderColor: vars.color.info.border, borderInlineStart: `4px solid ${vars.color.info.base}` },
  warning: { borderColor: vars.color.caution.border, borderInlineStart: `4px solid ${vars.color.caution.base}` },
});

export const iconTone = styleVariants({
  success: { color: vars.color.positive.base },
  error: { color: vars.color.critical.base },
  info: { color: vars.color.info.base },
  warning: { color: vars.color.caution.base },
});

export const title = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.standard.size, color: vars.color.text });
export const description = style({ fontSize: fontSize.small.size, color: vars.color.textMuted, marginBlockStart: space.xxsmall });
export const close = style({
  background: 'transparent',
  border: 'none',
  padding: space.xxsmall,
  borderRadius: radius.small,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.neutral.soft } },
});
