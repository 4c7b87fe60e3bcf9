#!/usr/bin/env node
/**
 * The one test command (`npm test`): every runner in turn, then a closing line
 * `N passed, N failed` that sums them, which is what CI reads.
 *
 *   1. Vitest: unit (jsdom), server (SQLite + PostgreSQL), storybook (every story in Chromium, with axe)
 *   2. Visual: every story screenshot against visual/baselines
 *   3. Playwright end-to-end suites (e2e/* /playwright.config.ts)
 *
 * `--skip visual,e2e` leaves runners out while iterating locally.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const skipIndex = process.argv.indexOf('--skip');
const skip = new Set(skipIndex >= 0 ? process.argv[skipIndex + 1].split(',') : []);

const totals = [];
function run(name, command, args, read, env = {}) {
  if (skip.has(name)) return;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counts;
  try {
    counts = read();
  } catch {
    counts = undefined;
  }
  // A runner that crashed before reporting counts as one failure, never as silence.
  if (!counts) counts = { passed: 0, failed: 1 };
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
  totals.push({ name, ...counts, seconds });
}

const readJson = (file) => JSON.parse(readFileSync(join(out, file), 'utf8'));

run(
  'vitest',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'vitest.json')}`],
  () => {
    const report = readJson('vitest.json');
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numTotalTestSuites ? 0 : 1) + failedSuites(report),
    };
  },
);

/** Files that failed to load count as failures even though they report no failed test. */
function failedSuites(report) {
  return report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  ).length;
}

run('visual', 'node', ['scripts/visual.mjs', '--build', '--json', join(out, 'visual.json')], () => readJson('visual.json'));

const e2eConfigs = existsSync(join(root, 'e2e'))
  ? readdirSync(join(root, 'e2e'))
      .map((dir) => join('e2e', dir, 'playwright.config.ts'))
      .filter((file) => existsSync(join(root, file)))
  : [];
for (const config of e2eConfigs) {
  const name = `e2e:${config.split('/')[1]}`;
  const report = join(out, `${name.replace(':', '-')}.json`);
  run(
    name,
    'npx',
    ['playwright', 'test', '-c', config, '--reporter=list,json'],
    () => {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
    { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  );
}

console.log('\nSummary');
for (const t of totals)
  console.log(
    `  ${t.name.padEnd(14)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(4)} failed  ${t.seconds} s`,
  );
const passed = totals.reduce((sum, t) => sum + t.passed, 0);
const failed = totals.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
