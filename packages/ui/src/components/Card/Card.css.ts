import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { radius, space } from '../../tokens/scale.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  overflow: 'hidden',
});

export const elevation = styleVariants({
  flat: {},
  raised: { boxShadow: vars.shadow.small },
});

export const tone = styleVariants({
  neutral: {},
  critical: { borderColor: vars.color.critical.border },
  brand: { borderColor: vars.color.brand.border },
});

export const padding = styleVariants({
  none: { vars: { '--card-padding': '0px' } },
  medium: { vars: { '--card-padding': space.large } },
  large: { vars: { '--card-padding': space.xlarge } },
});

const cardPadding = 'var(--card-padding)';
/** Header and footer keep some padding even on a full-bleed (`none`) card. */
const edgePadding = `max(var(--card-padding), ${space.large})`;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space.medium,
  paddingInline: edgePadding,
  paddingBlockStart: edgePadding,
  paddingBlockEnd: space.medium,
  selectors: { '&:last-child': { paddingBlockEnd: edgePadding } },
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  minInlineSize: 0,
  flex: '1 1 240px',
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const body = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  padding: cardPadding,
  selectors: { [`${header} + &`]: { paddingBlockStart: 0 } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: space.small,
  paddingInline: edgePadding,
  paddingBlock: space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
