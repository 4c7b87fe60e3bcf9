#!/usr/bin/env node
/**
 * Route JavaScript budget (issue 16 item 20): what a first visit to /login downloads — the entry,
 * its static imports, and the login page's lazy chunk with its static imports — gzipped, from the
 * build's manifest. Fails (exit 1) above the budget. `npm run bench:bundle` builds first.
 *
 *   node scripts/bundle-budget.mjs [distDir]        (default dist/app)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { '/login': 100 };

/** Files (js) one route loads: the entry's static graph plus the page module's static graph. */
export function routeFiles(manifest, pageSource) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entry);
  if (pageSource) visit(pageSource);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export function measure(distDir, pageSource) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = routeFiles(manifest, pageSource);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = readFileSync(join(distDir, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist/app');
  const routes = { '/login': 'src/pages/auth/LoginPage.tsx', '/links': 'src/pages/links/LinksPage.tsx' };
  let failed = false;
  for (const [route, source] of Object.entries(routes)) {
    const { files, raw, gzip } = measure(dist, source);
    const budget = BUDGETS_KB[route];
    const over = budget !== undefined && gzip > budget * 1024;
    failed ||= over;
    console.log(
      `${route.padEnd(8)} ${files.length} js files, ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzipped` +
        (budget === undefined ? '' : ` (budget ${budget} KB: ${over ? 'OVER' : 'ok'})`),
    );
  }
  process.exit(failed ? 1 : 0);
}
