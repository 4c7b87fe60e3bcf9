import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { space } from '../../tokens/scale.ts';

export const box = style({ position: 'relative' });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${space.medium} + 20px)`,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&[data-placeholder="true"]': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Options in the native list keep the theme's colours in dark mode. */
export const option = style({ background: vars.color.surfaceRaised, color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: space.medium,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
