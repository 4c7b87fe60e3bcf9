#!/usr/bin/env node
/**
 * Lighthouse mobile performance of /login and /links (issue 16 item 20), median of N runs each,
 * in Debian's Chromium. Lighthouse 12.8 is the last major that runs on Node 20 (13 needs ≥ 22.19).
 *
 *   npm run bench:web                                    (builds first, then this)
 *   node scripts/lighthouse.mjs [--app dist/app] [--runs 3] [--port 3795] [--url http://host:port] [--save dir]
 *
 * Without --url it starts the product itself (`scripts/start.mjs`, SKIP_APP_BUILD=1, serving
 * --app) on a throw-away SQLite database and data folder, and creates a verified free-plan user
 * (`user:create`). /links needs that user signed in: the script signs in through the real /login
 * form once, then for every run empties the HTTP cache but keeps localStorage (where the app keeps
 * its session token), so each /links run is a first visit of a signed-in user. /login runs with
 * Lighthouse's own storage reset. Lighthouse's default (mobile) settings: simulated throttling
 * (150 ms RTT, 1.6 Mbit/s, 4× CPU), Moto G Power screen.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { connect } from 'puppeteer-core';

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: 'dist/app' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3795' },
    url: { type: 'string' },
    email: { type: 'string', default: 'lighthouse@example.com' },
    password: { type: 'string', default: 'lighthouse-pass-1' },
    // Keep every run's report (JSON, for the Lighthouse viewer) in this folder.
    save: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
const runs = Number(values.runs);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts `npm start`'s server on a fresh SQLite database; returns its URL and a stop function. */
async function startServer() {
  const port = Number(values.port);
  const dataDir = mkdtempSync(join(tmpdir(), 'rabt-lighthouse-'));
  const env = {
    ...process.env,
    PORT: String(port),
    SHORT_PORT: String(port + 1),
    APP_URL: `http://127.0.0.1:${port}`,
    APP_DIR: resolve(values.app),
    SKIP_APP_BUILD: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'lighthouse.db')}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: 'false',
  };
  const created = spawnSync(
    'npx',
    [
      'tsx',
      'packages/server/src/cli/user-create.ts',
      '--email',
      values.email,
      '--password',
      values.password,
      '--name',
      'Lina Haddad',
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`user:create failed: ${created.stderr}`);
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `runs` results without a Lighthouse error. A run that errs (on this shared VM, now and then
 * NO_FCP or a page-load timeout) scores 0 and would drag the median: it is reported and run again,
 * up to `runs` extra times.
 */
async function measure(run) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const { lhr } = await run();
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '') || 'root';
      writeFileSync(join(values.save, `${name}-${attempt + 1}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) console.log(`  run ${attempt + 1} failed (${lhr.runtimeError.code}): not counted`);
    else results.push(lhr);
  }
  if (results.length === 0) throw new Error('every Lighthouse run failed');
  return results;
}

const median = (numbers) => numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)];

function summarise(label, results) {
  const pick = (audit) => results.map((lhr) => lhr.audits[audit].numericValue);
  const summary = {
    route: label,
    score: median(results.map((lhr) => Math.round(lhr.categories.performance.score * 100))),
    scores: results.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    fcpMs: median(pick('first-contentful-paint')),
    lcpMs: median(pick('largest-contentful-paint')),
    tbtMs: median(pick('total-blocking-time')),
    cls: median(pick('cumulative-layout-shift')),
    speedIndexMs: median(pick('speed-index')),
  };
  console.log(
    `${label.padEnd(7)} performance ${summary.score} (runs ${summary.scores.join(', ')}), FCP ${(summary.fcpMs / 1000).toFixed(1)} s, ` +
      `LCP ${(summary.lcpMs / 1000).toFixed(1)} s, TBT ${summary.tbtMs.toFixed(0)} ms, CLS ${summary.cls.toFixed(3)}, ` +
      `Speed Index ${(summary.speedIndexMs / 1000).toFixed(1)} s (median of ${results.length})`,
  );
  return summary;
}

const server = values.url ? { url: values.url, stop: async () => {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  console.log(
    `load average before: ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  const login = await measure(() => lighthouse(`${server.url}/login`, options));
  summarise('/login', login);

  // Sign in once through the form; localStorage then holds the session token.
  const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email], input[name=email]', values.email);
  await page.type('input[type=password]', values.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/links', { timeout: 60_000 }),
    page.keyboard.press('Enter'),
  ]);
  const cdp = await page.createCDPSession();
  const links = await measure(async () => {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(`${server.url}/links`, { ...options, disableStorageReset: true });
    const finalUrl = result.lhr.finalDisplayedUrl;
    if (!finalUrl.endsWith('/links')) throw new Error(`/links ended on ${finalUrl}: not signed in`);
    return result;
  });
  await page.close();
  await browser.disconnect();
  summarise('/links', links);
  console.log(
    `load average after: ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await chrome.kill();
  await server.stop();
}
