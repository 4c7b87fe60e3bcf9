#!/usr/bin/env node
/**
 * Route JavaScript budget (issue 16 item 20): what a first visit to /login downloads before the
 * form shows — the entry, its static imports, the login page's lazy chunk with its static imports,
 * the English message catalogues that route loads (packages/app/src/i18n/catalogues.ts) and the
 * toast region, which the root asks for at mount, while the page's chunks are still arriving —
 * gzipped, from the build's manifest. Checked against the requests Chromium makes (decision 053):
 * the same 14 files. Fails (exit 1) above the byte budget or the file-count budget (each file is a
 * request; at a 150 ms round trip over HTTP/1.1 many small ones cost more than their bytes).
 * `npm run bench:bundle` builds first.
 *
 *   node scripts/bundle-budget.mjs [distDir]        (default dist/app)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { '/login': 100 };
export const BUDGETS_FILES = { '/login': 16 };

/** Files (js) one route loads: the entries' static graphs plus the page module's static graph. */
export function routeFiles(manifest, pageSource) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The app's entry and the first script (decision 054): index.html loads both.
  for (const key of Object.keys(manifest)) if (manifest[key].isEntry) visit(key);
  if (pageSource) visit(pageSource);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/**
 * The English catalogues each route fetches before it renders (catalogues.ts: the `core` tier for
 * the sign-in pages, every tier for the others), by manifest key.
 */
export const CATALOGUES = {
  // One module per tier and language in a build (vite.config.ts, catalogueTiers; decision 054).
  core: [/rabt-messages:messages-core-en$/],
  all: [/rabt-messages:messages-(?:core|all)-en$/],
};

export function measure(distDir, pageSources, catalogues = []) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = [pageSources].flat().flatMap((source) => routeFiles(manifest, source));
  for (const key of Object.keys(manifest)) {
    if (catalogues.some((pattern) => pattern.test(key))) files.push(...routeFiles(manifest, key));
  }
  return { files: [...new Set(files)], ...sizes(distDir, new Set(files)) };
}

function sizes(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = readFileSync(join(distDir, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** The toast region's chunks (requested when the root mounts; the page does not wait for them). */
export function deferred(distDir, counted) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const keys = Object.keys(manifest).filter((key) => key.endsWith('ui/src/components/Toast/ToastRegion.tsx'));
  const files = new Set(keys.flatMap((key) => routeFiles(manifest, key)).filter((file) => !counted.includes(file)));
  return { files: [...files], ...sizes(distDir, files) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist/app');
  const routes = {
    '/login': ['src/pages/auth/LoginPage.tsx', CATALOGUES.core],
    // A signed-in page also waits for the shell (its own lazy chunk).
    '/links': [['src/pages/links/LinksPage.tsx', 'src/shell/AppFrame.tsx'], CATALOGUES.all],
  };
  let failed = false;
  for (const [route, [source, catalogues]] of Object.entries(routes)) {
    const waited = measure(dist, source, catalogues);
    const toast = deferred(dist, waited.files);
    const files = waited.files.length + toast.files.length;
    const gzip = waited.gzip + toast.gzip;
    const budget = BUDGETS_KB[route];
    const fileBudget = BUDGETS_FILES[route];
    const over = (budget !== undefined && gzip > budget * 1024) || (fileBudget !== undefined && files > fileBudget);
    failed ||= over;
    console.log(
      `${route.padEnd(8)} ${files} js files, ${((waited.raw + toast.raw) / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzipped` +
        (budget === undefined ? '' : ` (budget ${budget} KB, ${fileBudget} files: ${over ? 'OVER' : 'ok'})`) +
        `; of which the page waits for ${waited.files.length} files, ${(waited.gzip / 1024).toFixed(1)} KB, and the toast region is ${toast.files.length}, ${(toast.gzip / 1024).toFixed(1)} KB`,
    );
  }
  process.exit(failed ? 1 : 0);
}
