import { createContainer, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { breakpoint, fontSize, fontWeight, media, motion, radius, space, zIndex } from '../../tokens/scale.ts';

const shell = createContainer('appShell');

/**
 * The shell measures itself (a container query), not the window: it collapses to the phone
 * layout at 740 px or less, also inside a narrow preview frame. `forceMobile` sets the data
 * attribute for the same result at any width.
 */
export const root = style({
  containerName: shell,
  containerType: 'inline-size',
  position: 'relative',
  minBlockSize: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

function whenMobile(rule: StyleRule): StyleRule {
  return {
    '@container': { [`${shell} (max-width: ${breakpoint.tablet}px)`]: rule },
    selectors: { [`${root}[data-force-mobile] &`]: rule },
  } as StyleRule;
}

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: space.small,
  insetInlineStart: space.small,
  zIndex: zIndex.overlay,
  paddingInline: space.large,
  paddingBlock: space.small,
  borderRadius: radius.medium,
  background: vars.color.brand.base,
  color: vars.color.textOnStrong,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'translateY(0)' } },
});

export const frame = style([
  { display: 'grid', gridTemplateColumns: '248px minmax(0, 1fr)', minBlockSize: '100dvh' },
  whenMobile({ gridTemplateColumns: 'minmax(0, 1fr)' }),
]);

export const sidebar = style([
  {
    position: 'sticky',
    insetBlockStart: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: space.large,
    blockSize: '100dvh',
    overflowY: 'auto',
    padding: space.large,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  whenMobile({ display: 'none' }),
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  minBlockSize: '38px',
  paddingInline: space.small,
  color: vars.color.text,
  fontSize: fontSize.h3.size,
  fontWeight: fontWeight.bold,
  textDecoration: 'none',
  borderRadius: radius.medium,
});

export const column = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: zIndex.sticky,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const toolbar = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: space.small,
    minBlockSize: '60px',
    paddingInline: space.xlarge,
    paddingBlock: space.small,
  },
  whenMobile({ paddingInline: space.small, gap: space.xsmall }),
]);

export const spacer = style({ flex: 1, minInlineSize: 0 });

/** Only in the phone layout. */
export const mobileOnly = style([{ display: 'none' }, whenMobile({ display: 'inline-flex' })]);
/** Only in the wide layout. */
export const desktopOnly = style([{ display: 'inline-flex', alignItems: 'center' }, whenMobile({ display: 'none' })]);

export const main = style([
  { flex: 1, minInlineSize: 0, padding: space.xlarge, outline: 'none' },
  whenMobile({ padding: space.large }),
]);

export const banner = style({ borderBlockStart: `1px solid ${vars.color.border}` });

/* Navigation */

export const nav = style({ display: 'flex', flexDirection: 'column', gap: space.large });

export const sectionLabel = style({
  paddingInline: space.small,
  marginBlockEnd: space.xsmall,
  fontSize: fontSize.xsmall.size,
  fontWeight: fontWeight.semibold,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  minBlockSize: '38px',
  paddingInline: space.small,
  borderRadius: radius.medium,
  color: vars.color.textMuted,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.neutral.soft, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.brand.soft, color: vars.color.brand.text },
  },
});

export const navLabel = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const navCount = style({
  paddingInline: space.small,
  borderRadius: radius.full,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.text,
  fontSize: fontSize.xsmall.size,
  lineHeight: fontSize.xsmall.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${navLink}[aria-current="page"] &`]: { background: vars.color.surface, color: vars.color.brand.text } },
});

/* Switchers and controls */

export const switcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.small,
  minInlineSize: 0,
  maxInlineSize: '240px',
  minBlockSize: '38px',
  paddingInline: space.small,
  border: `1px solid transparent`,
  borderRadius: radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.neutral.soft },
  },
});

export const switcherWide = style({ maxInlineSize: 'none', inlineSize: '100%', borderColor: vars.color.border });

export const switcherText = style({ minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const switcherHint = style({ color: vars.color.textSubtle, fontWeight: fontWeight.regular, whiteSpace: 'nowrap' });

export const themeGroup = style({
  display: 'inline-flex',
  padding: space.xxsmall,
  gap: space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceSunken,
  margin: 0,
  minInlineSize: 0,
});

export const themeOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  minBlockSize: '30px',
  paddingInline: space.small,
  borderRadius: radius.small,
  color: vars.color.textMuted,
  fontSize: fontSize.small.size,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:has(input:checked)': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.small },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

/** The radio itself is invisible; the label shows its state. */
export const themeInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const themeText = style({
  selectors: {
    [`${themeOption}:not(:has(input:checked)) &`]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: space.xxsmall,
  border: 'none',
  borderRadius: radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.neutral.soft } },
});

export const userSummary = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInline: space.small,
  paddingBlock: space.xsmall,
});
export const userName = style({ fontWeight: fontWeight.semibold, color: vars.color.text });
export const userEmail = style({ fontSize: fontSize.small.size, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/* Drawer (phone layout) */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(var(--drawer-from))' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  background: vars.color.overlay,
  animation: `${fadeIn} ${motion.standard} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const drawer = style({
  vars: { '--drawer-from': '-100%' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  inlineSize: 'min(300px, 85vw)',
  padding: space.large,
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  animation: `${slideIn} ${motion.standard} ${motion.easing}`,
  outline: 'none',
  selectors: { '&[dir="rtl"]': { vars: { '--drawer-from': '100%' } } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const drawerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.small });

export const drawerFooter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.medium,
  marginBlockStart: 'auto',
  paddingBlockStart: space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const drawerTitle = style({ fontSize: fontSize.large.size, fontWeight: fontWeight.bold });
