import { style } from '@vanilla-extract/css';
import { fontWeight, media, motion, radius, space, vars } from '@rabt/ui';

export const page = style({
  maxInlineSize: '880px',
  marginInline: 'auto',
  paddingBlock: space.xxlarge,
  paddingInline: space.large,
});

export const topics = style({
  display: 'grid',
  gap: space.xlarge,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
  paddingBlock: space.medium,
  paddingInline: space.large,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${motion.fast} ${motion.easing}`,
  selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const answer = style({ paddingBlockEnd: space.large, paddingInline: space.large });

export const topicHeading = style({ display: 'flex', alignItems: 'center', gap: space.small });

export const topicIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: radius.medium,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
});

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  padding: space.xlarge,
  borderRadius: radius.large,
  border: `1px solid ${vars.color.brand.border}`,
  background: vars.color.brand.soft,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
