import { style } from '@vanilla-extract/css';

export const wrapper = style({ display: 'inline-flex', verticalAlign: 'middle' });
