import { startColorScheme } from '../../theme/colorSchemeStore.ts';
import type { Plugin } from '../runner.ts';

/** Applies the stored colour scheme before first paint and follows the OS while on auto. */
export const darkModePlugin: Plugin = {
  name: 'dark-mode',
  setup(context) {
    context.cleanups.push(startColorScheme());
  },
};
