import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space, zIndex } from '../../tokens/scale.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: zIndex.overlay + 50,
  maxInlineSize: '280px',
  paddingBlock: space.xsmall,
  paddingInline: space.small,
  borderRadius: radius.small,
  // Inverted surface: dark text colour as background in light, light in dark.
  background: vars.color.text,
  color: vars.color.background,
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
  fontWeight: fontWeight.medium,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.medium,
  animation: `${fadeIn} ${motion.fast} ${motion.easing}`,
  userSelect: 'none',
});

export const arrow = style({ fill: vars.color.text });
