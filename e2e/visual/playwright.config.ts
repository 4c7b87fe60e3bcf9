import { defineConfig } from '@playwright/test';

/**
 * The visual pipeline's own tests (decision 006): a changed baseline fails the story run, an
 * unchanged one is never rewritten, and the review report, opened in Debian Chromium, shows a
 * one-pixel-row change as exactly one changed entry that can be approved.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 300_000,
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    },
  },
});
