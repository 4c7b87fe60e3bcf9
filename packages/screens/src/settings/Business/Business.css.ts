import { keyframes, style } from '@vanilla-extract/css';
import { radius, space, vars } from '@rabt/ui';

export { page, headerText } from '../_parts/settings.css.ts';
export { fields as form } from '../_parts/forms.css.ts';

/** A disabled fieldset (read-only members) without the browser's frame. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const logoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.medium });

export const logoField = style({ flex: '1 1 14rem', minInlineSize: 0 });

const logoBox = {
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
} as const;

export const logo = style({ ...logoBox, objectFit: 'cover', background: vars.color.surface });

export const logoEmpty = style({ ...logoBox, background: vars.color.surfaceSunken });

export const logoStatus = style({ display: 'grid', gap: space.xsmall, marginBlockStart: space.small });

const sweep = keyframes({ from: { backgroundPosition: '-50% 0' }, to: { backgroundPosition: '150% 0' } });

/**
 * The upload bar drawn by us, not the browser: Chromium animates a native indeterminate
 * `<progress>` outside CSS, so neither reduced motion nor the screenshot check could stop it (the
 * "logo uploading" story differed from run to run). Ours is a CSS sweep both can stop.
 */
export const logoProgress = style({
  appearance: 'none',
  inlineSize: '100%',
  blockSize: '6px',
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
      animation: `${sweep} 1.4s linear infinite`,
    },
    '&::-webkit-progress-bar': { background: 'transparent' },
    '&::-webkit-progress-value': { background: vars.color.brand.base, borderRadius: radius.full },
    '&::-moz-progress-bar': { background: vars.color.brand.base, borderRadius: radius.full },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&:indeterminate': { animation: 'none', backgroundPosition: 'center' } } },
  },
});
