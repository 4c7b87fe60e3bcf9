import { expect, test } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';

const root = resolve(import.meta.dirname, '../..');
const storyFile = 'packages/ui/src/components/VisuallyHidden/VisuallyHidden.stories.tsx';
const prefix = 'ui-visuallyhidden--';

/** One cell (ui-light) of one small story file, against a copy of its baselines in `dir`. */
function runStories(dir: string, env: Record<string, string> = {}) {
  const report = join(dir, 'vitest.json');
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'ui-light', storyFile, '--reporter=json', `--outputFile=${report}`],
    { cwd: root, env: { ...process.env, CI: 'true', VISUAL_DIR: dir, ...env }, encoding: 'utf8' },
  );
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.testResults.flatMap((file: { assertionResults: { status: string; title: string }[] }) =>
    file.assertionResults.filter((t) => t.status === 'failed').map((t) => t.title),
  );
  return { status: result.status, passed: json.numPassedTests as number, failed: failed as string[] };
}

function snapshot(dir: string) {
  return Object.fromEntries(
    readdirSync(dir).map((file) => [
      file,
      { bytes: readFileSync(join(dir, file)).toString('base64'), mtime: statSync(join(dir, file)).mtimeMs },
    ]),
  );
}

test('a one-pixel-row change fails the run, shows as exactly one changed entry, and only the approved baseline is rewritten', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'rabt-visual-'));
  const baselines = join(dir, 'baselines');
  mkdirSync(baselines);
  const names = readdirSync(join(root, 'visual/baselines')).filter(
    (file) => file.startsWith(prefix) && file.endsWith('--light.png'),
  );
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const name of names) copyFileSync(join(root, 'visual/baselines', name), join(baselines, name));

  // The deliberate change: one row of pixels of one story's baseline turns black, as if that
  // story's rendering had moved by one pixel row.
  const changed = names[0]!;
  const png = PNG.sync.read(readFileSync(join(baselines, changed)));
  const row = 40;
  for (let x = 0; x < png.width; x += 1) png.data.set([0, 0, 0, 255], (row * png.width + x) * 4);
  writeFileSync(join(baselines, changed), PNG.sync.write(png));
  const before = snapshot(baselines);

  // 1. The changed baseline fails its story test (and only that one); nothing is rewritten.
  const first = runStories(dir);
  expect(first.status).not.toBe(0);
  expect(first.failed).toHaveLength(1);
  expect(first.passed).toBe(names.length - 1);
  expect(snapshot(baselines)).toEqual(before);

  // 2. The report, in Chromium: exactly one changed entry, the right one, with its three views.
  writeFileSync(join(dir, 'results/_run.json'), JSON.stringify({ complete: false }));
  const built = spawnSync('node', ['scripts/visual-report.mjs', '--dir', dir], { cwd: root, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  await page.goto(`file://${join(dir, 'report/index.html')}`);
  const entries = page.locator('.entry[data-status="changed"]');
  await expect(entries).toHaveCount(1);
  const shot = changed.replace(/\.png$/, '');
  await expect(entries.first()).toHaveAttribute('data-name', shot);
  await expect(page.locator('.entry[data-status="new"]')).toHaveCount(0);
  await expect(entries.first().getByRole('img', { name: 'Before (baseline)' })).toBeVisible();
  await entries.first().getByRole('button', { name: 'Diff overlay' }).click();
  await expect(entries.first().getByRole('img', { name: 'Differences in red' })).toBeVisible();
  await entries.first().getByRole('button', { name: 'Before / after' }).click();
  await expect(entries.first().getByText('Showing after')).toBeVisible();
  await entries.first().getByRole('checkbox').check();
  await expect(page.locator('#command')).toHaveText(`npm run visual:approve -- ${shot}`);

  // 3. Approving through the review server writes that one baseline, byte for byte the new
  //    screenshot; the others keep their bytes and modification times.
  const server = spawn('node', ['scripts/visual-approve.mjs', '--serve'], {
    cwd: root,
    env: { ...process.env, VISUAL_DIR: dir, PORT: '6099' },
    stdio: 'pipe',
  });
  try {
    await expect.poll(async () => (await fetch('http://127.0.0.1:6099/api/ping').catch(() => null))?.ok ?? false).toBe(true);
    await page.goto('http://127.0.0.1:6099/');
    await page.locator(`.entry[data-name="${shot}"]`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'write them as baselines' }).click();
    await expect(page.locator('#approve-result')).toContainText(`1 baselines written: ${shot}`);
  } finally {
    server.kill();
  }
  const after = snapshot(baselines);
  expect(after[changed]!.bytes).toBe(readFileSync(join(dir, 'diffs', `${shot}.actual.png`)).toString('base64'));
  for (const name of names.slice(1)) expect(after[name]).toEqual(before[name]);

  // 4. Run again with updating on: everything matches, so not one file is written.
  const settled = snapshot(baselines);
  const second = runStories(dir, { VISUAL_UPDATE: '1' });
  expect(second.failed).toEqual([]);
  expect(second.status).toBe(0);
  expect(snapshot(baselines)).toEqual(settled);
  rmSync(dir, { recursive: true, force: true });
});
