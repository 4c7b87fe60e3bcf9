import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, media, radius, space, vars } from '@rabt/ui';
import { progressBar } from '../../_parts/parts.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xlarge,
  paddingBlock: space.xlarge,
  paddingInline: space.large,
  maxInlineSize: '860px',
  marginInline: 'auto',
  inlineSize: '100%',
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: space.xlarge } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  color: vars.color.textMuted,
  fontSize: fontSize.standard.size,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, fontWeight: fontWeight.semibold },
    '&[data-state="done"]': { color: vars.color.positive.text },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: fontSize.xsmall.size,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.color.brand.base,
      borderColor: vars.color.brand.base,
      color: vars.color.textOnStrong,
    },
    [`${step}[data-state="done"] &`]: { borderColor: vars.color.positive.border },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  padding: space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surface,
});

export const help = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
});

export const mappingGrid = style({
  display: 'grid',
  gap: space.large,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.small });

export const progress = style([progressBar, { blockSize: '10px' }]);

export const progressLine = style({ margin: 0, fontWeight: fontWeight.medium, color: vars.color.text });
