import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, motion, radius, space } from '../../tokens/scale.ts';

/**
 * The shared look of every boxed control (text, password, text area, select, combobox, date,
 * colour): a bordered surface whose ring shows focus, error and disabled states. The native
 * element inside stays borderless so adornments sit in the same box.
 */
export const box = style({
  display: 'flex',
  alignItems: 'stretch',
  minBlockSize: '38px',
  inlineSize: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  transition: `border-color ${motion.fast} ${motion.easing}, box-shadow ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled="true"]):not([data-readonly="true"])': { borderColor: vars.color.neutral.base },
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '&[data-invalid="true"]': { borderColor: vars.color.critical.base },
    '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.critical.base}` },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, cursor: 'not-allowed', opacity: 0.7 },
    '&[data-readonly="true"]': { background: vars.color.surfaceSunken, borderStyle: 'dashed' },
  },
});

/** The native input inside a box. Its own outline is off: the box shows focus. */
export const input = style({
  flexGrow: 1,
  minInlineSize: 0,
  inlineSize: '100%',
  margin: 0,
  border: 0,
  background: 'transparent',
  paddingBlock: '7px',
  paddingInline: space.medium,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  color: 'inherit',
  textAlign: 'start',
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Text before or after the value inside the box, e.g. "https://" or "rabt.link/". */
export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: space.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: fontSize.standard.size,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-position="start"]': {
      borderInlineEnd: `1px solid ${vars.color.border}`,
      borderStartStartRadius: radius.medium,
      borderEndStartRadius: radius.medium,
    },
    '&[data-position="end"]': {
      borderInlineStart: `1px solid ${vars.color.border}`,
      borderStartEndRadius: radius.medium,
      borderEndEndRadius: radius.medium,
    },
  },
});

/** A small button inside the box at the inline end (show password, open calendar, clear). */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: '36px',
  margin: '2px',
  padding: 0,
  border: 0,
  borderRadius: radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutral.soft, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
