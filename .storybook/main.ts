import { relative, resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { usesGlobalModes } from './modes.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Chromatic reads its modes from each story's parameters. The matrix is declared once
 * (.storybook/modes.ts); this adds `parameters.chromatic.modes` to the default export of every
 * UI-kit story file in the Storybook build, so `npm run chromatic` snaps the same cells as the
 * Vitest run (light, dark, Arabic RTL for the kit; screens once). Every story file ends with
 * `export default meta;` (checked: a file without it fails the build here).
 */
function chromaticModesPlugin(): Plugin {
  return {
    name: 'rabt:chromatic-modes',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.stories\.tsx?$/.test(id)) return null;
      const file = relative(root, id);
      if (!usesGlobalModes(file)) return null;
      if (!/^export default meta;$/m.test(code)) this.error(`${file}: expected \`export default meta;\` (chromatic modes)`);
      return `${code}
import { chromaticModes as __rabtChromaticModes } from ${JSON.stringify(resolve(import.meta.dirname, 'modes.ts'))};
meta.parameters = { ...meta.parameters, chromatic: { ...meta.parameters?.chromatic, modes: __rabtChromaticModes } };
`;
    },
  };
}

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/screens/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: '@storybook/react-vite',
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), chromaticModesPlugin()] }),
};
export default config;
