import { style } from '@vanilla-extract/css';

/** Vertical resizing only, so a long text never widens the layout. */
export const textarea = style({ resize: 'vertical', display: 'block', minBlockSize: '80px' });

/** Auto-growing areas size themselves; a handle would fight the script. */
export const autoGrow = style({ resize: 'none', overflowY: 'hidden' });

export const scroll = style({ overflowY: 'auto' });
