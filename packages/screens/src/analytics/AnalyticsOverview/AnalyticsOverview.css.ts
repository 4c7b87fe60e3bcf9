import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, radius, space, vars } from '@rabt/ui';

export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: space.medium,
  margin: 0,
  padding: 0,
});

export const kpi = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  padding: space.medium,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const kpiLabel = style({
  color: vars.color.textMuted,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  margin: 0,
});

export const kpiValue = style({
  fontSize: fontSize.h2.size,
  lineHeight: fontSize.h2.lineHeight,
  fontWeight: fontWeight.semibold,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const change = style({ fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });
export const up = style({ color: vars.color.positive.text });
export const down = style({ color: vars.color.critical.text });
export const flat = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.large,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1', minInlineSize: 0 });

export const cell = style({ minInlineSize: 0 });

export const linkCell = style({ display: 'flex', alignItems: 'center', gap: space.small, minInlineSize: 0 });

export const linkText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight });

export const liveTotal = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const attribution = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, margin: 0 });
