import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontWeight, fontSize } from '../../tokens/scale.ts';

export const heading = style({ margin: 0, color: vars.color.text, fontWeight: fontWeight.semibold, textAlign: 'start' });

export const size = styleVariants({
  1: { fontSize: fontSize.h1.size, lineHeight: fontSize.h1.lineHeight, fontWeight: fontWeight.bold, letterSpacing: '-0.01em' },
  2: { fontSize: fontSize.h2.size, lineHeight: fontSize.h2.lineHeight, letterSpacing: '-0.005em' },
  3: { fontSize: fontSize.h3.size, lineHeight: fontSize.h3.lineHeight },
  4: { fontSize: fontSize.h4.size, lineHeight: fontSize.h4.lineHeight },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const truncate = style({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', minInlineSize: 0 });
export const breakWord = style({ overflowWrap: 'anywhere' });
