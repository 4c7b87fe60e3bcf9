import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../tokens/scale.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translateY(-50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** Centred inline by auto margins between both inline insets, and in the block direction by a translate. */
export const content = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInline: 0,
  marginInline: 'auto',
  transform: 'translateY(-50%)',
  zIndex: zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'calc(100vw - 32px)',
  maxBlockSize: 'calc(100dvh - 32px)',
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  animation: `${popIn} 180ms cubic-bezier(0.2, 0, 0, 1)`,
  outline: 'none',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants({
  small: { maxInlineSize: '400px' },
  medium: { maxInlineSize: '560px' },
  large: { maxInlineSize: '760px' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  paddingBlock: space.xlarge,
  paddingInlineStart: space.xlarge,
  paddingInlineEnd: '56px',
});

export const title = style({ fontSize: fontSize.h3.size, lineHeight: fontSize.h3.lineHeight, fontWeight: fontWeight.semibold });

export const description = style({
  color: vars.color.textMuted,
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
});

export const body = style({
  paddingInline: space.xlarge,
  paddingBlockEnd: space.xlarge,
  overflowY: 'auto',
  minBlockSize: 0,
  // Focusable only when it scrolls and holds no field (Dialog.tsx): show where the keys go.
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.small,
  paddingInline: space.xlarge,
  paddingBlock: space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderEndStartRadius: radius.large,
  borderEndEndRadius: radius.large,
});

export const close = style({ position: 'absolute', insetBlockStart: space.medium, insetInlineEnd: space.medium });

export const confirmField = style({ marginBlockStart: space.large });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.small,
  marginBlockStart: space.large,
  padding: space.medium,
  borderRadius: radius.medium,
  background: vars.color.critical.soft,
  color: vars.color.critical.text,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
});
