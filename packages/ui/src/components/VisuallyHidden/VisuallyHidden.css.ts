import { style } from '@vanilla-extract/css';

/** Hidden on screen, still read by screen readers. Becomes visible when focused (skip links). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const focusable = style({
  selectors: {
    '&:focus, &:focus-within': {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});
