#!/usr/bin/env node
/**
 * The one test command (`npm test`): every runner in turn, then a closing line
 * `N passed, N failed, N skipped` that sums them, which is what CI reads.
 *
 *   1. Vitest, one run: unit (jsdom), server (SQLite + PostgreSQL), and every story state in
 *      Chromium (play function, axe, screenshot against visual/baselines, 360 px overflow check:
 *      decision 005), followed by the visual review report visual/report/index.html
 *   2. Playwright end-to-end suites (e2e/* /playwright.config.ts)
 *
 *   npm test -- --shard=1/2     this machine's half of every runner (CI with more machines)
 *   npm test -- --skip e2e      leave runners out while iterating locally (vitest, e2e, or one
 *                               e2e suite such as e2e:app); `--skip visual` keeps the story tests
 *                               but takes no screenshots
 *
 * With CI=true a skipped test in a suite that must run there — the server suites (PostgreSQL,
 * Redis) and the browser flows (e2e) — counts as a failure: a skip there means an environment
 * problem, not a choice. Timings per runner go to dist/test-results/timings.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { startRun } from './visual.mjs';
import { writeReport } from './visual-report.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const argv = process.argv.slice(2);
const skipIndex = argv.indexOf('--skip');
const skip = new Set(skipIndex >= 0 ? argv[skipIndex + 1].split(',') : []);
const shardArg = argv.find((arg) => arg.startsWith('--shard'));
const shard = shardArg ? (shardArg.includes('=') ? shardArg : `--shard=${argv[argv.indexOf(shardArg) + 1]}`) : undefined;
if (shard && !/^--shard=\d+\/\d+$/.test(shard)) {
  console.error(`test-all: --shard takes <index>/<count>, e.g. --shard=1/2 (got ${shard})`);
  process.exit(2);
}
const ci = process.env.CI === 'true' || process.env.CI === '1';

/** Suites whose skips are failures in CI (paths relative to the project root). */
const mustRun = [/^packages\/server\/test\//, /^e2e\//];
const mustNotSkip = (file) => ci && mustRun.some((pattern) => pattern.test(file));

const totals = [];
function run(name, command, args, read, env = {}) {
  if (skip.has(name) || skip.has(name.split(':')[0])) return;
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
  if (!counts) counts = { passed: 0, failed: 1, skipped: 0, notes: [`${name} did not report results`] };
  if (result.status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`${name} exited with status ${result.status} without a failed test`);
  }
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  console.log(`◀ ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`);
  for (const note of counts.notes) console.log(`  ${note}`);
  totals.push({ name, ...counts, seconds });
}

const readJson = (file) => JSON.parse(readFileSync(join(out, file), 'utf8'));

// ---- 1. Vitest (unit, server, every story state with its screenshot) -------------------------

const visualDir = join(root, 'visual');
const finishVisual = skip.has('vitest') ? undefined : startRun(visualDir, !shard);
run(
  'vitest',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(out, 'vitest.json')}`,
    ...(shard ? [shard] : []),
  ],
  () => {
    const report = readJson('vitest.json');
    const notes = [];
    let failed = report.numFailedTests;
    let skipped = 0;
    for (const file of report.testResults) {
      const path = relative(root, file.name);
      // Files that failed to load count as failures even though they report no failed test.
      if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) {
        failed += 1;
        notes.push(`✗ ${path} failed to run: ${(file.message ?? '').split('\n')[0]}`);
      }
      const skips = file.assertionResults.filter((test) => ['skipped', 'pending', 'todo', 'disabled'].includes(test.status));
      if (!skips.length) continue;
      if (mustNotSkip(path)) {
        failed += skips.length;
        notes.push(`✗ ${path}: ${skips.length} tests skipped in CI, where this suite must run (is PostgreSQL/Redis up?)`);
      } else skipped += skips.length;
    }
    if (!report.numTotalTestSuites) {
      failed += 1;
      notes.push('✗ vitest found no test files');
    }
    return { passed: report.numPassedTests, failed, skipped, notes };
  },
  skip.has('visual') ? { VITE_VISUAL: '0' } : {},
);
if (finishVisual) {
  finishVisual();
  const report = writeReport(visualDir);
  const count = (status) => report.records.filter((r) => r.status === status).length;
  console.log(
    `visual: ${report.records.length} screenshots: ${count('changed')} changed, ${count('new')} new, ${count('created')} created, ${report.removed.length} removed → ${relative(root, report.file)}`,
  );
}

// ---- 2. Playwright suites --------------------------------------------------------------------

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
    ['playwright', 'test', '-c', config, '--reporter=list,json', ...(shard ? [shard] : [])],
    () => {
      const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
      const notes = [];
      let failed = stats.unexpected;
      let skipped = stats.skipped;
      if (skipped && mustNotSkip(config)) {
        const titles = [];
        const walk = (suite) => {
          for (const spec of suite.specs ?? [])
            for (const t of spec.tests ?? [])
              if (t.status === 'skipped') {
                const reason = t.annotations?.find((a) => a.type === 'skip')?.description;
                titles.push(`${spec.title}${reason ? ` (${reason})` : ''}`);
              }
          for (const child of suite.suites ?? []) walk(child);
        };
        for (const suite of suites ?? []) walk(suite);
        failed += skipped;
        notes.push(`✗ ${skipped} skipped in CI, where browser flows must run: ${titles.join('; ')}`);
        skipped = 0;
      }
      return { passed: stats.expected + stats.flaky, failed, skipped, notes };
    },
    { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  );
}

console.log(`\nSummary${shard ? ` (shard ${shard.split('=')[1]})` : ''}`);
for (const t of totals)
  console.log(
    `  ${t.name.padEnd(14)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(4)} failed ${String(t.skipped).padStart(4)} skipped  ${t.seconds} s`,
  );
writeFileSync(
  join(out, 'timings.json'),
  JSON.stringify(
    totals.map(({ notes: _notes, ...t }) => t),
    null,
    2,
  ),
);
const sum = (key) => totals.reduce((total, t) => total + t[key], 0);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(sum('failed') ? 1 : 0);
