import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space } from '../../tokens/scale.ts';

const container = createContainer();

export const root = style({
  containerName: container,
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const summary = style({ color: vars.color.textMuted, fontSize: fontSize.small.size, fontVariantNumeric: 'tabular-nums' });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.large });

export const perPage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.small,
  fontSize: fontSize.small.size,
  color: vars.color.textMuted,
});

export const select = style({
  minBlockSize: '30px',
  paddingInline: space.small,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const list = style({ display: 'flex', alignItems: 'center', gap: space.xsmall, listStyle: 'none', margin: 0, padding: 0 });

/** On narrow containers only the current page stays between the arrows. */
export const pageItem = style({
  '@container': { [`${container} (max-width: 420px)`]: { selectors: { '&:not([data-current])': { display: 'none' } } } },
});

export const page = style({
  minInlineSize: '32px',
  blockSize: '32px',
  paddingInline: space.small,
  borderRadius: radius.medium,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.neutral.soft },
    '&[aria-current="page"]': {
      background: vars.color.brand.soft,
      borderColor: vars.color.brand.border,
      color: vars.color.brand.text,
      fontWeight: fontWeight.semibold,
    },
  },
});

export const ellipsis = style({ minInlineSize: '24px', textAlign: 'center', color: vars.color.textSubtle });
