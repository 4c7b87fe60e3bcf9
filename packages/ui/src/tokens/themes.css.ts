import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Light is the root theme; the `dark` class on <html> switches to dark (spec §4: "Dark adds a
 * dark marker class to the document root"). Both are global so portals (toasts, dialogs) that
 * render outside the app root are themed too.
 */
export const DARK_CLASS = 'dark';

createGlobalTheme(':root', vars, {
  color: {
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
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.10)',
    large: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
});

createGlobalTheme(`:root.${DARK_CLASS}`, vars, {
  color: {
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
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    large: '0 12px 32px rgba(0, 0, 0, 0.7)',
  },
});

globalStyle(':root', { colorScheme: 'light' });
globalStyle(`:root.${DARK_CLASS}`, { colorScheme: 'dark' });
