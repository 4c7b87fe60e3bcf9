import { defineConfig } from '@playwright/test';

// E2E_APP_PORT: a second run on the same machine (a helper beside CI) needs its own port.
const PORT = Number(process.env.E2E_APP_PORT ?? 4180);
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * The built app in mock mode (MSW worker included) in Debian Chromium. The "network" project
 * blocks service workers, so the same handlers answer over HTTP (serve.ts) and page.route can
 * drop the network. See docs/decisions/023-app-mocks-and-e2e.md.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: { baseURL: `http://localhost:${PORT}`, colorScheme: 'light', ...chromium },
  projects: [
    { name: 'mocks-in-browser', testIgnore: /offline\.spec\.ts/ },
    { name: 'network', testMatch: /offline\.spec\.ts/, use: { serviceWorkers: 'block' } },
  ],
  webServer: {
    command: `VITE_MSW=true npx vite build --outDir ../../dist/app-mock --emptyOutDir && cp public/mockServiceWorker.js dist/app-mock/ && npx tsx e2e/app/serve.ts ${PORT}`,
    cwd: '../..',
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
