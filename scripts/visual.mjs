#!/usr/bin/env node
/**
 * Visual regression without a cloud: renders stories of the static Storybook build in Debian
 * Chromium and compares each screenshot pixel by pixel with a committed reference image.
 *
 *   npm run test:visual                 compare (builds Storybook first when it is missing)
 *   npm run test:visual -- --update     accept the current rendering as the new references
 *   npm run test:visual -- --filter ui-button   only story ids containing the text
 *
 *   npm run test:visual -- --names a--light,b--rtl   only these screenshots
 *
 * UI-kit stories are shot three times: light, dark and Arabic right-to-left. Screen stories
 * carry their own theme and locale (their Dark and Rtl stories), so they are shot once.
 * References are written from a fresh page per screenshot with fake timers run to the end, the
 * one deterministic rendering; comparing reuses one preview for stories without play functions
 * (three times faster) and re-checks any mismatch on a fresh page.
 * Differences are written to visual/diffs/ (ignored by git) as <name>.diff.png and .actual.png.
 */
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const freshOnly = args.includes('--fresh');
const rebuild = args.includes('--build');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1] : undefined;
// Screenshots whose play functions end in timing-dependent states (clipboard feedback timers, open
// tooltips, focus rings): rendered and reported on every run, but a difference does not fail it.
const unstableFile = join(root, 'visual/unstable.txt');
const unstable = new Set(
  existsSync(unstableFile)
    ? readFileSync(unstableFile, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
    : [],
);
/** Entries are screenshot names, or a prefix ending in `*` for a whole component's stories. */
const isUnstable = (name) =>
  [...unstable].some((entry) => (entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : entry === name));
const namesIndex = args.indexOf('--names');
const names = namesIndex >= 0 ? new Set(args[namesIndex + 1].split(',')) : undefined;
const jsonIndex = args.indexOf('--json');
const jsonOut = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;

const storybookDir = join(root, 'dist/storybook');
const baselineDir = join(root, 'visual/baselines');
const diffDir = join(root, 'visual/diffs');
const VIEWPORT = { width: 1024, height: 720 };
const CONCURRENCY = Number(process.env.VISUAL_CONCURRENCY ?? 3);
/** Fake time run after a story has finished, so all its pending timers have fired. */
const SETTLE_MS = 10_000;
/** Fresh re-renders of a mismatching screenshot before it counts as failed. */
const RETRIES = 2;

/** Variants per story kind; `globals` is appended to the iframe URL. */
const uiVariants = [
  { name: 'light', globals: 'theme:light;locale:en' },
  { name: 'dark', globals: 'theme:dark;locale:en' },
  { name: 'rtl', globals: 'theme:light;locale:ar' },
];
const ownVariant = [{ name: 'own', globals: '' }];

if (rebuild || !existsSync(join(storybookDir, 'index.json'))) {
  console.log('visual: building Storybook…');
  const built = spawnSync('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const mime = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(storybookDir, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(storybookDir) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res
    .writeHead(200, {
      'content-type': mime[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=3600',
    })
    .end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)));
const jobs = stories
  .flatMap((story) =>
    (story.title.startsWith('UI/') ? uiVariants : ownVariant).map((variant) => ({
      story,
      variant,
      name: `${story.id}--${variant.name}`,
      // Storybook tags every story that has a play function with `play-fn`.
      interactive: story.tags?.includes('play-fn') ?? false,
    })),
  )
  .filter((job) => !names || names.has(job.name));

mkdirSync(baselineDir, { recursive: true });
rmSync(diffDir, { recursive: true, force: true });
mkdirSync(diffDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ],
});
const contextOptions = {
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  locale: 'en-US',
  timezoneId: 'UTC',
};
const context = await browser.newContext(contextOptions);

const results = { passed: [], failed: [], updated: [], created: [], unstable: [], flaky: [] };

/** Parses `theme:dark;locale:ar` into a globals object. */
const parseGlobals = (text) =>
  Object.fromEntries(
    text
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.split(':')),
  );

/**
 * Renders a story in an already-open preview by talking to Storybook's channel: loading the
 * preview once per worker instead of once per screenshot makes the run about three times faster.
 */
async function shoot(page, job) {
  const ready = await page.evaluate(() =>
    Boolean(globalThis.__STORYBOOK_ADDONS_CHANNEL__ && globalThis.__STORYBOOK_PREVIEW__?.currentRender),
  );
  if (!ready) {
    // A fresh preview opens straight on the story with the wanted globals, then is reused.
    const wanted = { theme: 'light', locale: 'en', ...parseGlobals(job.variant.globals) };
    const globals = `a11y.manual:!true;theme:${wanted.theme};locale:${wanted.locale}`;
    await page.goto(`${base}/iframe.html?id=${job.story.id}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => ['completed', 'finished', 'errored', 'aborted'].includes(globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase),
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate((applied) => {
      globalThis.__visualGlobals = applied;
    }, wanted);
  }
  await page.evaluate(
    async ({ storyId, globals }) => {
      const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
      const doneEvents = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
      /** Resolves when `storyId` (or any story, when null) finishes rendering; rejects or gives up after `ms`. */
      const renderedOf = (id, ms, giveUpQuietly) =>
        new Promise((done, fail) => {
          const listener = (renderedId) => {
            if (id && typeof renderedId === 'string' && renderedId !== id) return;
            stop();
            done();
          };
          const timer = setTimeout(() => {
            stop();
            if (giveUpQuietly) done();
            else fail(new Error(`the story did not finish rendering within ${ms / 1000} s`));
          }, ms);
          const stop = () => {
            clearTimeout(timer);
            for (const event of doneEvents) channel.off(event, listener);
          };
          for (const event of doneEvents) channel.on(event, listener);
        });
      const wanted = { theme: 'light', locale: 'en', ...globals };
      const applied = globalThis.__visualGlobals;
      const currentId = globalThis.__STORYBOOK_PREVIEW__.currentRender?.id;
      // Globals first, on whatever story is showing, so the target renders once with the right ones.
      // A story that pins its own globals may not re-render at all: then move on after 3 s.
      if (!applied || applied.theme !== wanted.theme || applied.locale !== wanted.locale) {
        const settled = renderedOf(null, 3000, true);
        channel.emit('updateGlobals', { globals: { ...wanted, a11y: { manual: true } } });
        await settled;
        globalThis.__visualGlobals = wanted;
      }
      if (currentId !== storyId) {
        const rendered = renderedOf(storyId, 20_000, false);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        await rendered;
      }
      await document.fonts.ready;
      // Two frames so layout triggered by the play function has painted.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { storyId: job.story.id, globals: parseGlobals(job.variant.globals) },
  );
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/**
 * Resize observers and paint run on real frames and may schedule more (fake) timers and animation
 * frames — e.g. a chart measuring its container: let real time pass, then run the fake clock
 * again, twice, so those have settled too.
 */
async function settle(page) {
  for (let round = 0; round < 2; round += 1) {
    await page.waitForTimeout(60);
    await page.clock.runFor(500);
  }
}

/**
 * Renders one story on a fresh page load, in a context of its own whose timers run on
 * Playwright's fake clock. Nothing an earlier story left behind (focus, open tooltips, pending
 * timers) can leak into its pixels, and once the story and its play function have finished the
 * clock is run 10 s ahead, so every pending timer (copy feedback resets, tooltip delays, toast
 * durations) has fired: the screenshot shows the settled end state, however slow the machine.
 * Stories with play functions are always shot this way; others only to re-check a mismatch.
 */
async function shootFresh(page, job) {
  const wanted = { theme: 'light', locale: 'en', ...parseGlobals(job.variant.globals) };
  const globals = `a11y.manual:!true;theme:${wanted.theme};locale:${wanted.locale}`;
  const size = page.viewportSize();
  if (size?.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
  await page.goto(`${base}/iframe.html?id=${job.story.id}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => ['completed', 'finished', 'errored', 'aborted'].includes(globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async (applied) => {
    globalThis.__visualGlobals = applied;
    await document.fonts.ready;
  }, wanted);
  await page.clock.runFor(SETTLE_MS);
  await settle(page);
  // A full-page screenshot of a page taller than the viewport resizes the viewport while it
  // captures, and that resize sometimes blurred the focused element mid-capture (a chart lost
  // its focus tooltip in one run out of two). Grow the viewport to the page first and let that
  // settle, so the capture itself changes nothing.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > VIEWPORT.height) {
    await page.setViewportSize({ width: VIEWPORT.width, height });
    await settle(page);
  }
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Zero differing pixels at the comparison threshold (sizes must match). */
function samePixels(expectedBuffer, actualBuffer) {
  const expected = PNG.sync.read(expectedBuffer);
  const actual = PNG.sync.read(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) return false;
  return pixelmatch(expected.data, actual.data, null, actual.width, actual.height, { threshold: 0.1 }) === 0;
}

/** True when a reference exists and the screenshot equals it (no side effects). */
function matches(job, actualBuffer) {
  const file = join(baselineDir, `${job.name}.png`);
  if (update || !existsSync(file)) return true;
  return samePixels(readFileSync(file), actualBuffer);
}

function compare(job, actualBuffer) {
  const file = join(baselineDir, `${job.name}.png`);
  if (update || !existsSync(file)) {
    const existed = existsSync(file);
    // Rewrite a reference only when it differs by the same measure a comparison uses: sub-threshold
    // anti-aliasing noise would otherwise churn files nobody needs to review.
    const previous = existed ? readFileSync(file) : null;
    const changed = !previous || !(previous.equals(actualBuffer) || samePixels(previous, actualBuffer));
    if (changed) writeFileSync(file, actualBuffer);
    if (!existed && !update) {
      // A new story without a reference fails once, so nobody forgets to review and commit it.
      results.failed.push({ name: job.name, reason: 'no reference image yet; one was written, review and commit it' });
    } else if (changed) (existed ? results.updated : results.created).push(job.name);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(join(diffDir, `${job.name}.actual.png`), actualBuffer);
    results.failed.push({
      name: job.name,
      reason: `size ${actual.width}×${actual.height}, reference ${expected.width}×${expected.height}`,
    });
    return;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  if (different === 0) {
    results.passed.push(job.name);
    return;
  }
  writeFileSync(join(diffDir, `${job.name}.diff.png`), PNG.sync.write(diff));
  writeFileSync(join(diffDir, `${job.name}.actual.png`), actualBuffer);
  if (isUnstable(job.name))
    results.unstable.push({ name: job.name, reason: `${different} pixels differ (listed in visual/unstable.txt)` });
  else results.failed.push({ name: job.name, reason: `${different} pixels differ` });
}

const queue = [...jobs];
const started = Date.now();
/** A context per worker for fresh shots: running its fake clock ahead must not touch other pages. */
async function freshPage() {
  const freshContext = await browser.newContext(contextOptions);
  await freshContext.clock.install();
  return freshContext.newPage();
}
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    const page = await context.newPage();
    let fresh = await freshPage();
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        // References are always written from fresh pages, the one rendering that is deterministic;
        // in-place shots only speed up comparing stories without play functions.
        if (update) {
          compare(job, await shootFresh(fresh, job));
          continue;
        }
        let shot = freshOnly || job.interactive ? await shootFresh(fresh, job) : await shoot(page, job);
        let same = matches(job, shot);
        // A mismatch may be state leaked from the previous story, or a resize observer that fired
        // a frame late: judge it on fresh pages, up to RETRIES times, and report it as flaky.
        for (let retry = 1; !same && retry <= RETRIES; retry += 1) {
          // Kept for whoever investigates a flaky story: what the mismatching attempt looked like.
          writeFileSync(join(diffDir, `${job.name}.attempt-${retry}.png`), shot);
          shot = await shootFresh(fresh, job);
          same = matches(job, shot);
          if (same && (job.interactive || retry > 1)) results.flaky.push(`${job.name} (attempt ${retry + 1})`);
        }
        // A match against an existing reference is already judged; compare() only for the rest
        // (a mismatch to report with its diff image, or a new story without a reference).
        if (same && existsSync(join(baselineDir, `${job.name}.png`))) results.passed.push(job.name);
        else compare(job, shot);
      } catch (error) {
        results.failed.push({ name: job.name, reason: `could not render: ${error.message.split('\n')[0]}` });
        // The preview may be stuck mid-render: start the next story from fresh pages.
        await page.goto('about:blank');
        await fresh.context().close();
        fresh = await freshPage();
      }
    }
    await page.close();
    await fresh.context().close();
  }),
);
await browser.close();
server.close();

for (const failure of results.failed) console.log(`✗ ${failure.name}: ${failure.reason}`);
for (const entry of results.unstable) console.log(`~ ${entry.name}: ${entry.reason}`);
if (results.flaky.length)
  console.log(`visual: ${results.flaky.length} matched only on a fresh re-render (flaky): ${results.flaky.join(', ')}`);
if (unstable.size)
  console.log(
    `visual: ${unstable.size} screenshots are marked unstable in visual/unstable.txt; ${results.unstable.length} of them differed this run`,
  );
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (update)
  console.log(
    `visual: ${results.updated.length} references updated, ${results.created.length} created, ${jobs.length - results.updated.length - results.created.length} unchanged (${seconds} s)`,
  );
const passed = update ? jobs.length - results.failed.length : results.passed.length;
console.log(
  `visual: ${passed} passed, ${results.failed.length} failed (${jobs.length} screenshots of ${stories.length} stories, ${seconds} s)`,
);
if (results.failed.length && !update)
  console.log(
    'visual: diffs are in visual/diffs/. If the change is intended, run `npm run test:visual -- --update` and commit visual/baselines.',
  );
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed: results.failed.length }));
process.exit(results.failed.length ? 1 : 0);
