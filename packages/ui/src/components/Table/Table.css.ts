import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, media, motion, radius, space, zIndex } from '../../tokens/scale.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.small, minInlineSize: 0 });

/** The selection bar above the table: "3 rows selected" plus the caller's bulk actions. */
export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.medium,
  minBlockSize: '38px',
  paddingInline: space.medium,
  paddingBlock: space.xsmall,
  borderRadius: radius.medium,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  fontWeight: fontWeight.medium,
});

/** Scrolls sideways on narrow screens (phones) and, with a maximum height, vertically under a sticky header. */
export const scroller = style({
  overflowX: 'auto',
  // The containing block of absolutely positioned content (the caption's visually hidden text):
  // without it that content escapes the scroll clip and widens the page (360 px check, issue 16).
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outlineOffset: '0' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingInline: space.large,
  paddingBlock: space.medium,
  fontWeight: fontWeight.semibold,
  fontSize: fontSize.large.size,
});

export const headerCell = style({
  paddingInline: space.large,
  paddingBlock: space.small,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: fontSize.small.size,
  fontWeight: fontWeight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const sticky = style({ position: 'sticky', insetBlockStart: 0, zIndex: zIndex.sticky });

export const cell = style({
  paddingInline: space.large,
  paddingBlock: space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const checkboxCell = style({ inlineSize: '44px', paddingInlineEnd: 0 });

export const row = style({
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-selected="true"]': { background: vars.color.brand.soft },
  },
});

/** A native checkbox in the brand colour, 16 px, with the global focus ring. */
export const checkbox = style({
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  accentColor: vars.color.brand.base,
  cursor: 'pointer',
  verticalAlign: 'middle',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  borderRadius: radius.small,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-sorted="true"]': { color: vars.color.text },
  },
});

export const sortIcon = style({
  opacity: 0.55,
  selectors: { [`${sortButton}[data-sorted="true"] &`]: { opacity: 1, color: vars.color.brand.base } },
});

export const emptyCell = style({ padding: space.xxlarge, textAlign: 'center', color: vars.color.textMuted });

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  blockSize: '12px',
  borderRadius: radius.small,
  background: vars.color.neutral.soft,
  animation: `${pulse} 1.4s ${motion.easing} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
