#!/usr/bin/env node
/**
 * Lighthouse mobile performance of /login and /links (issue 16 item 20), median of N runs each,
 * in Debian's Chromium. Lighthouse 12.8 is the last major that runs on Node 20 (13 needs ≥ 22.19).
 *
 *   npm run bench:web                                    (builds first, then this)
 *   node scripts/lighthouse.mjs [--app dist/app] [--runs 3] [--port 3795] [--url http://host:port] [--save dir] [--graph]
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
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
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
    // Print what Lighthouse's simulation (Lantern) put before LCP in each run: requests, bytes, CPU.
    graph: { type: 'boolean', default: false },
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
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const { lhr } = await run();
    if (values.graph) printGraph(lhr);
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

/**
 * `--graph`: the simulated LCP is the time Lantern needs for every request and main-thread task the
 * real load started before its LCP (decision 054), so this says what it waited on — how many
 * requests and bytes (at 1.6 Mbit/s and six HTTP/1.1 connections per host) and how much CPU (4× the
 * observed task times) — and the ten longest tasks.
 */
function printGraph(lhr) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return;
  let requests = 0;
  let bytes = 0;
  let cpu = 0;
  const tasks = [];
  for (const [node, timing] of timings) {
    if (node.type === 'cpu') {
      cpu += timing.endTime - timing.startTime;
      tasks.push([timing.startTime, timing.endTime - timing.startTime]);
    } else {
      requests++;
      bytes += node.request.transferSize;
    }
  }
  const longest = tasks.toSorted((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(
    `  ${new URL(lhr.finalDisplayedUrl).pathname}: simulated LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms waits on ` +
      `${requests} requests, ${(bytes / 1024).toFixed(1)} KB, ${Math.round(cpu)} ms of CPU; longest tasks (start+ms): ` +
      longest.map(([start, ms]) => `${Math.round(start)}+${Math.round(ms)}`).join(' '),
  );
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
