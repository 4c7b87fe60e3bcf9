/**
 * The colour values of the light and dark themes, as plain data: themes.css.ts turns them into CSS
 * variables, and the server's public pages and emails (which cannot load the app's CSS) inline the
 * same values, so the app, the public pages and the emails are one brand (issue 16 item 19).
 * Importable without React or vanilla-extract as `@rabt/ui/palette`.
 */
export const palette = {
  light: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f3',
    overlay: 'rgba(15, 23, 42, 0.45)',
    text: '#111827',
    textMuted: '#4b5563',
    textSubtle: '#6b7280',
    textOnStrong: '#ffffff',
    border: '#e2e5ea',
    borderStrong: '#c5cad3',
    focusRing: '#2563eb',
    neutral: { base: '#4b5563', soft: '#eef0f3', text: '#374151', border: '#d1d5db' },
    brand: { base: '#0f766e', soft: '#e6f4f2', text: '#0b5d57', border: '#99d3cc' },
    positive: { base: '#15803d', soft: '#e8f5ec', text: '#166534', border: '#a7dcb8' },
    caution: { base: '#b45309', soft: '#fdf3e1', text: '#92400e', border: '#f2cf8f' },
    critical: { base: '#c81e1e', soft: '#fdecec', text: '#a61b1b', border: '#f3b4b4' },
    info: { base: '#1d4ed8', soft: '#e9effd', text: '#1e40af', border: '#b3c7f7' },
  },
  dark: {
    background: '#0b0f14',
    surface: '#131920',
    surfaceRaised: '#1a222b',
    surfaceSunken: '#0f141a',
    overlay: 'rgba(0, 0, 0, 0.6)',
    text: '#e7ebf0',
    textMuted: '#a8b1bd',
    textSubtle: '#8a94a1',
    textOnStrong: '#0b0f14',
    border: '#26303b',
    borderStrong: '#3a4654',
    focusRing: '#60a5fa',
    neutral: { base: '#a8b1bd', soft: '#1f2730', text: '#cfd6de', border: '#34404c' },
    brand: { base: '#2dd4bf', soft: '#0f2a28', text: '#7ee7d8', border: '#1f5a53' },
    positive: { base: '#4ade80', soft: '#10261a', text: '#86efac', border: '#1f5135' },
    caution: { base: '#fbbf24', soft: '#2b2110', text: '#fcd34d', border: '#5c4414' },
    critical: { base: '#f87171', soft: '#2e1414', text: '#fca5a5', border: '#6b2626' },
    info: { base: '#60a5fa', soft: '#111f36', text: '#93c5fd', border: '#24416e' },
  },
} as const;

/** The app's font stack (Inter for Latin, IBM Plex Sans Arabic for Arabic), with system fallbacks. */
export const fontStack =
  "'Inter Variable', 'Inter', 'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Tahoma, Arial, sans-serif";

export type Palette = (typeof palette)['light'];
