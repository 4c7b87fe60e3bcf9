#!/usr/bin/env node
/**
 * `npm start`: the whole product in one process.
 *   1. Build the web app (`npx vite build` → dist/app) when dist/app is missing or older than its
 *      sources. A failed build stops here with exit status 1 (nothing half-built is served).
 *   2. Run the server (packages/server/src/main.ts) in this same process through tsx's loader, so
 *      signals reach it directly (graceful shutdown on SIGTERM/SIGINT) and there is no compile step.
 * SKIP_APP_BUILD=1 skips step 1 (e.g. when a deploy built dist/app already).
 *
 * package.json's "start" is `exec node … scripts/start.mjs`: npm runs scripts through `sh -c`, and
 * without `exec` that shell stays between npm and node. npm forwards SIGTERM/SIGINT to its child,
 * the shell died of it and node was left running as an orphan. With `exec` node *is* npm's child.
 *
 * Outside production and without SMTP_URL, DEV_OUTBOX defaults to true here (not in the server):
 * a local `npm start` shows verification and reset mails at /dev/outbox, to this machine only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

process.env.RABT_START_TIME ??= String(Date.now());
const root = resolve(import.meta.dirname, '..');
const appDir = process.env.APP_DIR && process.env.APP_DIR !== 'none' ? resolve(process.env.APP_DIR) : join(root, 'dist/app');
const builtIndex = join(appDir, 'index.html');

const SOURCES = [
  'packages/app',
  'packages/ui/src',
  'packages/screens/src',
  'packages/contract/src',
  'vite.config.ts',
  'package-lock.json',
];
const IGNORED = new Set(['node_modules', 'dist', '__screenshots__']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (IGNORED.has(entry.name) || entry.name.startsWith('.')) continue;
    // Stories and tests do not end up in the bundle; editing them should not trigger a rebuild.
    if (/\.(stories|test)\.[tj]sx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function log(message) {
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg: `start: ${message}` }));
}

function buildIfNeeded() {
  if (process.env.SKIP_APP_BUILD === '1') return log('SKIP_APP_BUILD=1: not building the web app');
  if (!existsSync(join(root, 'packages/app/index.html')))
    return log('packages/app/index.html does not exist yet: nothing to build, serving the API only');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((p) => newestMtime(join(root, p))));
  if (builtAt > 0 && builtAt >= sourcesAt) return log(`web app is up to date (${builtIndex})`);
  log(
    builtAt
      ? 'web app sources changed since the last build: running npx vite build'
      : 'web app not built yet: running npx vite build',
  );
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status === 0) return log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A broken build must not look like a running product (issue 16 item 28): stop here, so
  // `npm start`, and every test that starts it, fails where the cause is.
  console.error(
    JSON.stringify({
      level: 60,
      time: Date.now(),
      msg: 'start: the web app build FAILED (see the errors above); not starting. Fix the build, or set SKIP_APP_BUILD=1 to serve the API and an existing dist/app without building.',
    }),
  );
  process.exit(1);
}

buildIfNeeded();
if (process.env.DEV_OUTBOX === undefined && process.env.NODE_ENV !== 'production' && !process.env.SMTP_URL) {
  process.env.DEV_OUTBOX = 'true';
  log(
    'DEV_OUTBOX=true (default of npm start without SMTP_URL outside production): mails are kept and shown at /dev/outbox to loopback clients only; set DEV_OUTBOX=false to turn it off',
  );
}
const { register } = await import('tsx/esm/api');
register();
await import('../packages/server/src/main.ts');
