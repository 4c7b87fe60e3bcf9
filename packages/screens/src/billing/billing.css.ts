import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, radius, space, vars } from '@rabt/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '1100px',
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.medium,
});
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall, minInlineSize: 0 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.large, minInlineSize: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.small });
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.small,
});

export const grid = style({
  display: 'grid',
  gap: space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });
export const dueCritical = style({
  color: vars.color.critical.text,
  fontSize: fontSize.small.size,
  fontWeight: fontWeight.medium,
});
export const statusStack = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xxsmall,
});

export const brand = style({ inlineSize: '40px', blockSize: '26px', flexShrink: 0 });
export const cardSummary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.small, minInlineSize: 0 });
export const cardText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const bigFigure = style({
  fontSize: fontSize.h2.size,
  lineHeight: fontSize.h2.lineHeight,
  fontWeight: fontWeight.semibold,
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.large,
  rowGap: space.xsmall,
  margin: 0,
});
globalStyle(`${dl} dt`, { color: vars.color.textMuted });
globalStyle(`${dl} dd`, { margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const meter = style({
  inlineSize: '100%',
  blockSize: '6px',
  borderRadius: radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const meterFill = style({ blockSize: '100%', background: vars.color.brand.base, borderRadius: radius.full });
export const meterFull = style({ background: vars.color.critical.base });

export const usageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
});
export const usageItem = style({ display: 'flex', flexDirection: 'column', gap: space.xsmall });

export const plansGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' } },
});
export const planCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  padding: space.large,
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});
export const planCurrent = style({ borderColor: vars.color.brand.base, boxShadow: `0 0 0 1px ${vars.color.brand.base}` });
export const featureList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
});
export const featureHighlight = style({ color: vars.color.brand.text, fontWeight: fontWeight.semibold });

export const lines = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${lines} th, ${lines} td`, {
  paddingBlock: space.small,
  paddingInline: space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${lines} td:last-child, ${lines} th:last-child`, { textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${lines} tfoot td, ${lines} tfoot th`, { borderBlockEnd: 'none', fontWeight: fontWeight.medium });

export const parties = style({
  display: 'grid',
  gap: space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const party = style({ display: 'flex', flexDirection: 'column', gap: space.xxsmall, fontStyle: 'normal' });

export const printable = style({
  '@media': {
    print: { padding: 0, maxInlineSize: 'none' },
  },
});
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.medium });
export const formRow = style({
  display: 'grid',
  gap: space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' } },
});
export const methodList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
});
export const methodItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.small,
  padding: space.medium,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
});
export const overList = style({ margin: 0, paddingInlineStart: space.large });
