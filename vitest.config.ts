import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser and
// drop a test file ("Vite unexpectedly reloaded a test").
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@radix-ui/react-toast',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-tabs',
  '@radix-ui/react-tooltip',
  '@radix-ui/react-popover',
  '@formatjs/intl',
  'lucide-react',
  'react-day-picker',
  'react-day-picker/locale/ar',
  'react-day-picker/locale/en-US',
  'wouter',
  'wouter/use-browser-location',
  'swr',
  'swr/immutable',
  'zustand',
  'redaxios',
  'date-fns',
  'react-final-form',
  'final-form',
  'superstruct',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  '@visx/visx',
  'storybook/test',
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: browserDeps },
  test: {
    projects: [
      {
        // Pure logic and React tests of ui, screens, app and mocks, in jsdom.
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          css: true,
          include: ['packages/{ui,screens,app,contract}/src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          setupFiles: ['./vitest.unit.setup.ts'],
        },
      },
      {
        // The API server against real SQLite and PostgreSQL.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one PostgreSQL; each takes its own schema, so files may run in parallel.
          fileParallelism: true,
        },
      },
      {
        // Every story of every package, rendered in Chromium, play functions and axe included.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
            }),
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
