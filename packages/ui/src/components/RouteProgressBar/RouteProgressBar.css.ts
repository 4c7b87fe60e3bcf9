import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { media, zIndex } from '../../tokens/scale.ts';

/** A thin bar across the top edge. No spinner, ever (spec §1). */
export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '3px',
  zIndex: zIndex.progress,
  pointerEvents: 'none',
  transitionProperty: 'opacity',
  transitionTimingFunction: 'linear',
  selectors: { '&[data-fading="true"]': { opacity: 0 } },
});

/** Grows from the inline start: left in LTR, right in RTL. */
export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  background: vars.color.brand.base,
  boxShadow: `0 0 8px ${vars.color.brand.base}`,
  borderStartEndRadius: '2px',
  borderEndEndRadius: '2px',
  transitionProperty: 'inline-size',
  transitionTimingFunction: 'ease',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
