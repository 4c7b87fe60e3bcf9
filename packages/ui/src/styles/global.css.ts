import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { fontFamily, fontSize, media } from '../tokens/scale.ts';
import '../tokens/themes.css.ts';

/** A small reset plus the document defaults. Logical properties only. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: fontFamily.body,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

/** Applied while the colour scheme switches, so nothing animates between themes (spec §4). */
export const NO_TRANSITION_CLASS = 'no-transition';
globalStyle(`.${NO_TRANSITION_CLASS} *, .${NO_TRANSITION_CLASS} *::before, .${NO_TRANSITION_CLASS} *::after`, {
  transition: 'none !important',
  animation: 'none !important',
});

/** Honour reduced motion everywhere: components may animate, users may refuse. */
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Storybook and visual tests set this class to freeze every animation for stable pixels. */
export const NO_ANIMATION_CLASS = 'no-animation';
globalStyle(`.${NO_ANIMATION_CLASS} *, .${NO_ANIMATION_CLASS} *::before, .${NO_ANIMATION_CLASS} *::after`, {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
  caretColor: 'transparent !important',
});
