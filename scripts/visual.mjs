#!/usr/bin/env node
/**
 * The visual pass (decision 005): the Storybook story tests of every cell of the matrix
 * (.storybook/modes.ts), each taking its screenshot from the same render it tested, then the review
 * report `visual/report/index.html` (scripts/visual-report.mjs).
 *
 *   npm run test:visual                                   every story state; writes the report
 *   npm run test:visual -- packages/ui/src/components/Button   only these story files
 *   npm run test:visual -- --project ui-dark              only one cell (screens, ui-light, ui-dark, ui-rtl)
 *   npm run test:visual -- --shard=1/2                    half of the story files (CI with more machines)
 *   npm run test:visual:update                            accept every difference as the new baseline
 *                                                         (only the files that differ are written)
 *   npm run visual:approve -- <name>…                     accept reviewed ones (the report shows the command)
 *
 * `npm test` runs the same tests inside its one Vitest run and writes the same report.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeReport } from './visual-report.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const passThrough = args.filter((arg) => arg !== '--update' && arg !== '-u' && arg !== '--build');
const visualDir = process.env.VISUAL_DIR ? resolve(process.env.VISUAL_DIR) : join(root, 'visual');

export function startRun(dir, complete) {
  for (const sub of ['results', 'diffs']) rmSync(join(dir, sub), { recursive: true, force: true });
  mkdirSync(join(dir, 'results'), { recursive: true });
  writeFileSync(join(dir, 'results/_run.json'), JSON.stringify({ complete: false, startedAt: new Date().toISOString() }));
  return (extra = {}) =>
    writeFileSync(join(dir, 'results/_run.json'), JSON.stringify({ complete, finishedAt: new Date().toISOString(), ...extra }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Removed stories can only be told on a run over every story file and every cell.
  const complete = !passThrough.some(
    (arg) => !arg.startsWith('-') || arg.startsWith('--shard') || arg.startsWith('--project') || arg === '-t',
  );
  const finish = startRun(visualDir, complete);
  const hasProject = passThrough.some((arg) => arg.startsWith('--project'));
  const result = spawnSync('npx', ['vitest', 'run', ...(hasProject ? [] : ['--project', 'storybook']), ...passThrough], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(update ? { VISUAL_UPDATE: '1' } : {}) },
  });
  finish();
  const report = writeReport(visualDir);
  const count = (status) => report.records.filter((r) => r.status === status).length;
  console.log(
    `visual: ${count('changed')} changed, ${count('new')} new, ${count('created')} created, ${count('updated')} updated, ${report.removed.length} removed, ${count('passed')} unchanged`,
  );
  console.log(
    `visual: review report ${report.file}${count('changed') + count('new') ? ' (approve there, or `npm run visual:approve -- --all`)' : ''}`,
  );
  process.exit(result.status ?? 1);
}
