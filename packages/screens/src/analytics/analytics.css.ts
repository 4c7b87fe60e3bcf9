import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, radius, space, vars } from '@rabt/ui';

// Layout shared by the analytics subpages (locations, one country, devices, channels) and the
// per-item stats panel; the overview keeps its own file.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '1200px',
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall, minInlineSize: 0 });

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const crumbSeparator = style({ color: vars.color.textMuted });

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.small,
  minInlineSize: 0,
});

export const filterField = style({ minInlineSize: 0, flex: '1 1 150px', maxInlineSize: '220px' });

/** The comparison box sits on the fields' baseline (their labels are above them). */
export const compareToggle = style({ paddingBlockEnd: space.xsmall });

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.small });

export const compare = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small.size });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.large,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1', minInlineSize: 0 });
export const cell = style({ minInlineSize: 0 });

export const change = style({ fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight, whiteSpace: 'nowrap' });
export const up = style({ color: vars.color.positive.text });
export const down = style({ color: vars.color.critical.text });
export const flat = style({ color: vars.color.textMuted });

export const nameCell = style({ display: 'flex', alignItems: 'center', gap: space.small, minInlineSize: 0 });

export const badge = style({
  flexShrink: 0,
  minInlineSize: '24px',
  blockSize: '24px',
  paddingInline: space.xxsmall,
  boxSizing: 'border-box',
  borderRadius: radius.small,
  display: 'inline-grid',
  placeItems: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: fontSize.small.size,
  fontWeight: fontWeight.semibold,
});

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const attribution = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, margin: 0 });

/** Tables scroll inside their card rather than widening the page (360 px). */
export const tableWrap = style({ overflowX: 'auto', minInlineSize: 0 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space.medium, minInlineSize: 0 });

export const panelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.small,
});

export const panelTotals = style({ display: 'flex', flexWrap: 'wrap', gap: space.large, margin: 0 });

export const panelTotal = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall, margin: 0 });

export const panelValue = style({
  margin: 0,
  fontSize: fontSize.h2.size,
  lineHeight: fontSize.h2.lineHeight,
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const panelLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small.size });

export const panelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const slotBase = style({
  paddingBlockEnd: space.xlarge,
  paddingInline: space.large,
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

/** The panel placed below an editor page, lined up with that page's column. */
export const slot = styleVariants({
  inline: {},
  narrow: [slotBase, { maxInlineSize: '760px' }],
  wide: [slotBase, { maxInlineSize: '1200px' }],
});

export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  paddingBlockEnd: space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const sectionCurrent = style({ fontWeight: fontWeight.semibold });
