import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible asset at `vite build` time, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request or not at all (issue 16 item 20). Small files are left alone.
 */
function precompress(minBytes = 1024): Plugin {
  let outDir = '';
  return {
    name: 'rabt-precompress',
    apply: 'build',
    configResolved(config) {
      // build.outDir is relative to `root` (packages/app), not to the working directory.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < minBytes) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// Builds packages/app into dist/app. Storybook loads this file too (for vanilla-extract).
export default defineConfig(({ command }) => ({
  root: 'packages/app',
  // The MSW worker lives in /public and is only wanted when developing against mocks.
  publicDir: command === 'serve' ? '../../public' : 'public',
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    port: 5173,
    proxy: process.env.VITE_MSW === 'true' ? undefined : { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000' } },
  },
  build: { outDir: '../../dist/app', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 300 },
  preview: { port: 4173, strictPort: true },
}));
