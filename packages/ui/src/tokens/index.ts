export { vars } from './contract.css.ts';
export { DARK_CLASS } from './themes.css.ts';
export { space, radius, fontFamily, fontSize, fontWeight, motion, media, breakpoint, zIndex } from './scale.ts';
export type { Space, Radius, FontSize } from './scale.ts';
