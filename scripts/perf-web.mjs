#!/usr/bin/env node
/**
 * First-visit web performance of /login and /links in Debian's Chromium under Lighthouse's mobile
 * conditions (4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 412×823 at DPR 1.75), measured with the
 * browser's own performance APIs (LCP, FCP, long tasks → TBT), a cold cache per run: real (not
 * simulated) throttling, which Lighthouse does not do. The Lighthouse scores themselves come from
 * scripts/lighthouse.mjs (`npm run bench:web`, Lighthouse 12.8 on Node 20; decision 053).
 *
 *   node scripts/perf-web.mjs <base-url> <email> <password> [runs=3]
 * against a running server that serves the built app (npm start).
 */
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', email, password, runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const device = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const observe = () => {
  window.__perf = { lcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function measure(path, storageState, ready) {
  const context = await browser.newContext({ ...device, storageState });
  const page = await context.newPage();
  await page.addInitScript(observe);
  await throttle(page);
  await page.goto(base + path, { waitUntil: 'load' });
  await ready(page);
  await page.waitForTimeout(3000);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = window.__perf.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const js = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .reduce((sum, r) => sum + r.transferSize, 0);
    return { fcp, lcp: window.__perf.lcp, tbt, jsTransferKB: js / 1024 };
  });
  await context.close();
  return result;
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
async function report(label, path, storageState, ready) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(path, storageState, ready));
  const m = (key) => median(results.map((r) => r[key]));
  console.log(
    `${label.padEnd(7)} FCP ${m('fcp').toFixed(0)} ms, LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms, JS transferred ${m('jsTransferKB').toFixed(1)} KB (median of ${runs})`,
  );
}

await report('/login', '/login', undefined, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor());

// Sign in once (no throttling), keep the session, then measure /links cold.
const context = await browser.newContext(device);
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(email);
await page.locator('input[type=password]').fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/links/);
const state = await context.storageState();
await context.close();
await report('/links', '/links', state, (p) => p.getByRole('heading', { level: 1, name: 'Links' }).waitFor({ timeout: 60_000 }));
await browser.close();
