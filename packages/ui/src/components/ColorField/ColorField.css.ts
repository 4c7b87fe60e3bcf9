import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { radius, space } from '../../tokens/scale.ts';

export const row = style({ display: 'flex', flexDirection: 'column', gap: space.small });

/** The native colour input, drawn as a square swatch at the inline start of the box. */
export const picker = style({
  flexShrink: 0,
  inlineSize: '30px',
  blockSize: '30px',
  margin: '3px',
  marginInlineEnd: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-color-swatch-wrapper': { padding: 0 },
    '&::-webkit-color-swatch': { border: 'none', borderRadius: radius.small },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const hex = style({ fontFamily: 'inherit', textTransform: 'uppercase', fontVariantNumeric: 'tabular-nums' });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: space.small, margin: 0, padding: 0 });

export const swatch = style({
  inlineSize: '28px',
  blockSize: '28px',
  padding: 0,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
