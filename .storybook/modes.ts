/**
 * The visual matrix, declared once (decision 005): the Vitest story run renders one browser
 * instance per mode, and `npm run chromatic` passes the same modes to Chromatic.
 * UI-kit stories are rendered light, dark and Arabic RTL; screens once, in the theme and locale
 * their stories pin (every screen has its own Dark and Rtl stories).
 */
export interface VisualMode {
  /** Suffix of the screenshot name: `<story id>--<variant>.png`. */
  variant: 'own' | 'light' | 'dark' | 'rtl';
  name: string;
  /** Story files this mode does not render. */
  exclude: string[];
  /** Globals replacing the toolbar defaults (undefined: the story's own). */
  globals?: { theme: 'light' | 'dark'; locale: 'en' | 'ar' };
}

const uiOnly = ['packages/screens/**', 'packages/app/**'];

export const visualModes: VisualMode[] = [
  { variant: 'own', name: 'screens', exclude: ['packages/ui/**'] },
  { variant: 'light', name: 'ui-light', exclude: uiOnly, globals: { theme: 'light', locale: 'en' } },
  { variant: 'dark', name: 'ui-dark', exclude: uiOnly, globals: { theme: 'dark', locale: 'en' } },
  { variant: 'rtl', name: 'ui-rtl', exclude: uiOnly, globals: { theme: 'light', locale: 'ar' } },
];
