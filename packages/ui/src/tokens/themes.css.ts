import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { palette } from './palette.ts';

/**
 * Light is the root theme; the `dark` class on <html> switches to dark (spec §4: "Dark adds a
 * dark marker class to the document root"). Both are global so portals (toasts, dialogs) that
 * render outside the app root are themed too.
 */
export const DARK_CLASS = 'dark';

createGlobalTheme(':root', vars, {
  color: palette.light,
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.10)',
    large: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
});

createGlobalTheme(`:root.${DARK_CLASS}`, vars, {
  color: palette.dark,
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    large: '0 12px 32px rgba(0, 0, 0, 0.7)',
  },
});

globalStyle(':root', { colorScheme: 'light' });
globalStyle(`:root.${DARK_CLASS}`, { colorScheme: 'dark' });
