import { style, styleVariants } from '@vanilla-extract/css';
import { radius, vars } from '@rabt/ui';

export const MOBILE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;
/** The desktop page is laid out at 1280 px and drawn at this scale, so it fits a 1024 px canvas. */
export const DESKTOP_SCALE = 0.75;

const base = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  marginInline: 'auto',
});

export const device = styleVariants({
  mobile: [base, { inlineSize: MOBILE_WIDTH, maxInlineSize: '100%' }],
  desktop: [base, { inlineSize: DESKTOP_WIDTH * DESKTOP_SCALE }],
});

export const frame = style({ display: 'block', border: 0, inlineSize: '100%' });

export const desktopFrame = style({
  display: 'block',
  border: 0,
  inlineSize: DESKTOP_WIDTH,
  transformOrigin: 'top left',
  transform: `scale(${DESKTOP_SCALE})`,
});
