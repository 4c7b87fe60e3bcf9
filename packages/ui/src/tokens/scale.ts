/** Theme-independent scales: the same in light and dark. */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;
export type Space = keyof typeof space;

export const radius = { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' } as const;
export type Radius = keyof typeof radius;

export const fontFamily = {
  body: "'Inter Variable', 'IBM Plex Sans Arabic', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Type scale: size / line height. Arabic glyphs need the taller line heights. */
export const fontSize = {
  xsmall: { size: '12px', lineHeight: '18px' },
  small: { size: '13px', lineHeight: '20px' },
  standard: { size: '14px', lineHeight: '22px' },
  large: { size: '16px', lineHeight: '24px' },
  h4: { size: '16px', lineHeight: '24px' },
  h3: { size: '18px', lineHeight: '28px' },
  h2: { size: '22px', lineHeight: '32px' },
  h1: { size: '28px', lineHeight: '38px' },
} as const;
export type FontSize = keyof typeof fontSize;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** Durations; `reducedMotion` styles set them to zero. */
export const motion = { fast: '120ms', standard: '200ms', slow: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

export const breakpoint = { tablet: 740, desktop: 1024 } as const;
export const media = {
  tablet: `screen and (min-width: ${breakpoint.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoint.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const zIndex = { sticky: 10, dropdown: 100, overlay: 200, modal: 300, toast: 400, progress: 500 } as const;
