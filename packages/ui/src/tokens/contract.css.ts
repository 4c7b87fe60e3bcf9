import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Colours are named by role, never by hue; each tone has a strong
 * colour (`critical`), a soft background (`criticalSoft`) and the text that sits on the soft
 * background (`criticalText`).
 */
const tone = { base: null, soft: null, text: null, border: null } as const;

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    overlay: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    textOnStrong: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    neutral: tone,
    brand: tone,
    positive: tone,
    caution: tone,
    critical: tone,
    info: tone,
  },
  shadow: { small: null, medium: null, large: null },
});
