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

/**
 * The same matrix for Chromatic, as its `modes` parameter: one mode per cell that sets globals.
 * `.storybook/main.ts` adds it to every story file a mode with globals applies to (the UI kit),
 * so a screen is snapped once, in the theme and locale its own story pins.
 */
export const chromaticModes = Object.fromEntries(
  visualModes.filter((mode) => mode.globals).map((mode) => [mode.variant, { ...mode.globals }]),
);

/** True when the story file (a path relative to the project root) is rendered in the matrix cells with globals. */
export const usesGlobalModes = (file: string) => !['packages/screens/', 'packages/app/'].some((dir) => file.startsWith(dir));
