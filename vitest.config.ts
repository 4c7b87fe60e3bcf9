import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { visualCompare } from './.storybook/visual-commands.ts';
import { visualModes } from './.storybook/modes.ts';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
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
  '@storybook/addon-docs/blocks',
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
          // Files of a worker share one module graph: each file builds its own app, database and
          // Redis prefix and closes them, so nothing but the imported code is shared, and the
          // whole server is no longer evaluated again for each of the 84 files (885 → 697 s wall
          // for this project alone under the same load; all 1,289 tests pass either way).
          isolate: false,
        },
      },
      {
        // Every story state rendered once in Chromium: play function, axe, screenshot against
        // visual/baselines and the 360 px overflow check, all from the same render (decision 005).
        // One browser instance per cell of the matrix: UI-kit stories in light, dark and Arabic RTL,
        // screens once in their own theme and locale (their Dark and Rtl stories).
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            commands: { visualCompare },
            instances: visualModes.map((mode) => ({
              browser: 'chromium' as const,
              name: mode.name,
              exclude: mode.exclude,
              provide: {
                'rabt/visual-variant': mode.variant,
                ...(mode.globals ? { 'storybook/test-initial-globals': mode.globals } : {}),
              },
            })),
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
              // The page around the tester iframe is larger than any story page, so Vitest never
              // scales the iframe down when a tall story grows it for its full-page screenshot.
              contextOptions: {
                viewport: { width: 1280, height: 6000 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                locale: 'en-US',
                timezoneId: 'UTC',
              },
            }),
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // One tester iframe per browser instance for all its story files, instead of a fresh
          // iframe that imports the preview, MSW and the kit again per file: 617 → 415 s wall for
          // the same 30 story files (411 states), setup 867 → 311 s. Each story still mounts into
          // a fresh root, and the preview resets theme, locale, viewport and timers per story.
          isolate: false,
          // Play, axe, screenshot and the 360 px check in one test; generous for a loaded 2-core machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
