#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for teams that have a project token. Without a token it
 * refuses at once; without network access to Chromatic it refuses too, because the CLI otherwise
 * retries DNS for many minutes. Local visual review is `npm run test:visual`.
 *
 * Same story set and matrix as the Vitest run (.storybook/modes.ts: the UI kit in light, dark and
 * Arabic RTL modes, screens once; .storybook/main.ts adds the modes). TurboSnap: the build writes
 * preview-stats.json and `--only-changed` snaps only stories whose files (or their imports)
 * changed since the last accepted build; a change to public/ (fonts, MSW worker) re-snaps all.
 */
import { spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published. Set it to your project token, or use `npm run test:visual` for local screenshot review.',
  );
  process.exit(1);
}
try {
  await Promise.race([
    lookup('index.chromatic.com'),
    new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000)),
  ]);
} catch {
  console.error(
    'chromatic: index.chromatic.com cannot be reached from this machine; not starting the CLI (it would retry for minutes).',
  );
  process.exit(1);
}
const build = spawnSync('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet', '--stats-json'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--storybook-build-dir',
    'dist/storybook',
    '--only-changed',
    '--externals',
    'public/**',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
  },
);
process.exit(result.status ?? 1);
