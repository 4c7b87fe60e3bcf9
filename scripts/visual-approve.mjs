#!/usr/bin/env node
/**
 * Accepts reviewed screenshots as baselines (the report's approve workflow, decision 006).
 *
 *   npm run visual:approve -- <name> [<name>…]   write visual/diffs/<name>.actual.png as the baseline
 *   npm run visual:approve -- --all              every changed and new screenshot of the last run
 *   npm run visual:approve -- --remove-missing   delete baselines whose story is gone (after a full run)
 *   npm run visual:review                        serve the report on http://127.0.0.1:6007; its
 *                                                "write them as baselines" button calls this
 *
 * Only the approved files are written; every other baseline stays byte for byte. Commit
 * visual/baselines afterwards.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { collect, writeReport } from './visual-report.mjs';

const visualDir = process.env.VISUAL_DIR ? resolve(process.env.VISUAL_DIR) : resolve(import.meta.dirname, '../visual');
const NAME = /^[a-z0-9][a-z0-9-]*$/;

export function approve(names) {
  const { dirs } = collect(visualDir);
  const written = [];
  const missing = [];
  for (const name of names) {
    const actual = join(dirs.diffs, `${name}.actual.png`);
    if (!NAME.test(name) || !existsSync(actual)) missing.push(name);
    else {
      copyFileSync(actual, join(dirs.baselines, `${name}.png`));
      written.push(name);
      const recordFile = join(dirs.results, `${name}.json`);
      if (existsSync(recordFile)) {
        const record = JSON.parse(readFileSync(recordFile, 'utf8'));
        writeFileSync(recordFile, JSON.stringify({ ...record, status: 'updated', reason: 'approved' }));
      }
    }
  }
  return { written, missing };
}

export function removeMissing() {
  const { dirs, removed, run } = collect(visualDir);
  if (!run.complete) throw new Error('the last run did not cover every story; run `npm run test:visual` first');
  for (const name of removed) rmSync(join(dirs.baselines, `${name}.png`));
  return removed;
}

const args = process.argv.slice(2);
if (args.includes('--serve')) {
  const port = Number(process.env.PORT ?? 6007);
  const server = createServer((req, res) => {
    const reply = (status, body, type = 'application/json') =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (req.method === 'GET' && (req.url === '/' || req.url === '/index.html'))
      return reply(200, readFileSync(writeReport(visualDir).file), 'text/html; charset=utf-8');
    if (req.method === 'GET' && req.url === '/api/ping') return reply(200, '{"ok":true}');
    if (req.method === 'POST' && req.url === '/api/approve') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          const { names } = JSON.parse(body);
          if (!Array.isArray(names)) throw new Error('names must be a list');
          const result = approve(names.map(String));
          console.log(`visual: approved ${result.written.length}: ${result.written.join(', ')}`);
          reply(
            result.missing.length ? 400 : 200,
            JSON.stringify({
              ...result,
              error: result.missing.length ? `no screenshot for ${result.missing.join(', ')}` : undefined,
            }),
          );
        } catch (error) {
          reply(400, JSON.stringify({ written: [], error: error.message }));
        }
      });
      return;
    }
    reply(404, '{"error":"not found"}');
  });
  // Loopback only: it writes files in the working tree.
  server.listen(port, '127.0.0.1', () => console.log(`visual review: http://127.0.0.1:${port}/ (Ctrl-C to stop)`));
} else if (args.includes('--remove-missing')) {
  const removed = removeMissing();
  console.log(`visual: removed ${removed.length} baselines without a story${removed.length ? `: ${removed.join(', ')}` : ''}`);
} else {
  const { records } = collect(visualDir);
  const names = args.includes('--all')
    ? records.filter((r) => r.status === 'changed' || r.status === 'new').map((r) => r.name)
    : args.filter((arg) => !arg.startsWith('--'));
  if (!names.length) {
    console.error('visual:approve: name the screenshots to accept (see visual/report/index.html), or --all');
    process.exit(1);
  }
  const { written, missing } = approve(names);
  console.log(`visual: ${written.length} baselines written${written.length ? `: ${written.join(', ')}` : ''}`);
  if (written.length) writeReport(visualDir);
  if (missing.length) {
    console.error(`visual: no screenshot from the last run for ${missing.join(', ')}`);
    process.exit(1);
  }
}
