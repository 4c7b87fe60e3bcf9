import { style } from '@vanilla-extract/css';

export const icon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

/** Directional icons (arrows, chevrons) point the other way in right-to-left text. */
export const flip = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
