/**
 * End-to-end run of the server flow against the real `npm start`, on a throw-away SQLite database
 * and data folder, in Debian's Chromium. `npm run test:e2e:server`.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = Number(process.env.E2E_SERVER_PORT ?? 3710);
// Playwright loads this file in the runner and in each worker; keep one data folder for all.
process.env.E2E_SERVER_DATA ??= mkdtempSync(join(tmpdir(), 'rabt-e2e-server-'));
const dataDir = process.env.E2E_SERVER_DATA;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalTeardown: './teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  outputDir: resolve(import.meta.dirname, '../../dist/e2e-server-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  },
  webServer: {
    command: 'npm start',
    cwd: resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SHORT_PORT: String(port + 1),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The flows sign up more customers from this one address than a visitor may in 10 minutes (5).
      REGISTER_RATE_LIMIT: '100',
    },
  },
});
