import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { radius } from '../../tokens/scale.ts';

/** The focusable plot: arrow keys move between days, the focus ring surrounds the whole chart. */
export const plot = style({
  position: 'relative',
  borderRadius: radius.medium,
  outline: 'none',
  touchAction: 'pan-y',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const svg = style({ display: 'block', overflow: 'visible' });
