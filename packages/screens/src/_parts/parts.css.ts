import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { fontSize, fontWeight, motion, radius, space, vars } from '@rabt/ui';

/* ---- Status panel: icon, heading, text and actions, centred ---- */
export const statusIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: radius.full,
});
export const statusTone = styleVariants({
  brand: { background: vars.color.brand.soft, color: vars.color.brand.text },
  positive: { background: vars.color.positive.soft, color: vars.color.positive.text },
  critical: { background: vars.color.critical.soft, color: vars.color.critical.text },
  caution: { background: vars.color.caution.soft, color: vars.color.caution.text },
  neutral: { background: vars.color.neutral.soft, color: vars.color.neutral.text },
});

/* ---- An anchor that looks like a button (links must stay links) ---- */
const linkButtonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.small,
  minBlockSize: '38px',
  paddingBlock: '7px',
  paddingInline: space.large,
  borderRadius: radius.medium,
  border: '1px solid transparent',
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${motion.fast} ${motion.easing}`,
});
export const linkButton = styleVariants({
  primary: [
    linkButtonBase,
    {
      background: vars.color.brand.base,
      color: vars.color.textOnStrong,
      selectors: { '&:hover': { filter: 'brightness(1.08)' } },
    },
  ],
  secondary: [
    linkButtonBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover': { background: vars.color.surfaceSunken } },
    },
  ],
});

/* ---- Logo ---- */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.small,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: fontSize.h3.size,
  lineHeight: fontSize.h3.lineHeight,
  fontWeight: fontWeight.bold,
  letterSpacing: '-0.01em',
  borderRadius: radius.small,
});
export const logoMark = style({ color: vars.color.brand.base, flexShrink: 0 });

/* ---- Legal footer ---- */
export const legalFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: space.large,
  rowGap: space.xsmall,
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
});
export const legalList = style({
  display: 'flex',
  gap: space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/* ---- A full-height centred area for page-level states (not found, permission denied) ---- */
export const centred = style({
  minBlockSize: '70vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: space.xxlarge,
  paddingInline: space.large,
});
export const centredContent = style({ maxInlineSize: '480px' });
export const eyebrow = style({
  display: 'block',
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  fontWeight: fontWeight.semibold,
  color: vars.color.brand.text,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/* ---- A small progress ring for "checking…" states ---- */
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  inlineSize: '26px',
  blockSize: '26px',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
});

/* ---- Progress bar: a styled <progress>, determinate or not ---- */
const progressSweep = keyframes({ from: { backgroundPosition: '-50% 0' }, to: { backgroundPosition: '150% 0' } });

/**
 * Drawn by us, not the browser: Chromium animates a native indeterminate `<progress>` outside CSS,
 * so neither reduced motion nor the screenshot check could stop it (a story differed run to run).
 * Ours is a CSS sweep both can stop. Fills from the inline start (the right in Arabic).
 * Callers set the height.
 */
export const progressBar = style({
  appearance: 'none',
  inlineSize: '100%',
  border: 0,
  borderRadius: radius.full,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.brand.base,
  selectors: {
    '&:indeterminate': {
      backgroundImage: `linear-gradient(to right, transparent, ${vars.color.brand.base}, transparent)`,
      backgroundSize: '40% 100%',
      backgroundRepeat: 'no-repeat',
      animation: `${progressSweep} 1.4s linear infinite`,
    },
    // Transparent: the element's own background is the track, and the indeterminate sweep is painted on it.
    '&::-webkit-progress-bar': { background: 'transparent' },
    '&::-webkit-progress-value': { background: vars.color.brand.base, borderRadius: radius.full },
    '&::-moz-progress-bar': { background: vars.color.brand.base, borderRadius: radius.full },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&:indeterminate': { animation: 'none', backgroundPosition: 'center' } },
    },
  },
});
