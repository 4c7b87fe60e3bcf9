/**
 * Starts a worker thread whose entry is a TypeScript file, the way the rest of the server runs
 * (tsx, no build step). Node 20 does not apply `--import tsx` hooks to a worker's own entry file,
 * and `npm start` registers tsx in process rather than by flag, so the thread boots from a one-line
 * eval'd script that loads the entry through tsx's `tsImport` (its hooks also cover everything the
 * entry imports). A compiled `.js` entry is started directly. Used by the click writer thread and
 * the card photo pool.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The file URL of tsx's ESM API (its CommonJS build cannot be loaded from an eval'd script). */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const entry = manifest.exports['./esm/api'];
  const target = typeof entry === 'object' ? entry.import?.default : undefined;
  if (!target) throw new Error('tsx/esm/api has no ESM entry');
  return pathToFileURL(join(dirname(manifestPath), target)).href;
}

export function startTsWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const boot = `import(${JSON.stringify(tsxEsmApi())}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)})).catch((error) => { process.nextTick(() => { throw error; }); });`;
  return new Worker(boot, { ...options, eval: true });
}
