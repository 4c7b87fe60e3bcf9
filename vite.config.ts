import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
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

/** The message catalogues: ui's and the app's `i18n/*.json`, screens' `i18n/*.json` and `<feature>/messages.*.json`. */
const CATALOGUE = /\/packages\/(?:ui|screens|app)\/src\/(?:i18n\/(?:[\w-]+\.)?(en|ar)|[\w-]+\/messages\.(en|ar))\.json$/;

/**
 * Issue 16 item 20: catalogues are parsed into ICU ASTs at build time, so the browser formats
 * them without the ICU parser, which is replaced by its `no-parser` build (formatjs' documented
 * set-up for precompiled messages; saves ~8 KB gzipped on every page). Builds only: tests and
 * Storybook's dev server keep the plain strings and the parser (the catalogue tests parse every
 * message). A string message would now throw in a build: every message comes from a catalogue.
 */
function precompileMessages(): Plugin {
  return {
    name: 'rabt-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
        ],
      },
    }),
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return undefined;
      const locale = new Intl.Locale(match[1] ?? match[2] ?? 'en');
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale })]));
      // Still JSON: Vite's JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Decision 053: the app's production build runs on Preact's React-compatible runtime
 * (`preact/compat`), which brings /login under its 100 KB budget (React DOM alone is ~60 KB
 * gzipped). `VITE_REACT_RUNTIME=react npm run build` builds on React DOM instead (the escape
 * hatch, and the baseline for comparisons). Only `vite build` of the app: the dev server, unit
 * tests and stories (Vitest, Storybook, including a Storybook build) keep React.
 */
/** Names of a config's plugins, nested arrays included. */
const pluginNames = (plugins: readonly unknown[]): string[] =>
  plugins.flatMap((p) => (Array.isArray(p) ? pluginNames(p) : p && typeof p === 'object' && 'name' in p ? [String(p.name)] : []));

function reactRuntime(runtime = process.env.VITE_REACT_RUNTIME ?? 'preact'): Plugin {
  if (runtime !== 'preact' && runtime !== 'react') throw new Error(`VITE_REACT_RUNTIME must be preact or react, not ${runtime}`);
  const shim = resolve(import.meta.dirname, 'packages/app/src/runtime/react-on-preact.ts');
  return {
    name: 'rabt-react-runtime',
    apply: 'build',
    enforce: 'pre',
    config(config) {
      const storybook = pluginNames(config.plugins ?? []).some((name) => name.startsWith('storybook'));
      if (runtime === 'react' || storybook) return undefined;
      return {
        resolve: {
          alias: [
            { find: /^react$/, replacement: shim },
            { find: /^react-dom$/, replacement: shim },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
          ],
        },
      };
    },
  };
}

/**
 * The form kit every sign-in page and most product pages use (final-form, the field controls,
 * alerts, the screens' form parts and their icons), and the sign-in pages' own frame. Left to
 * itself Rolldown splits these by which set of pages shares each module, and /login waited on a
 * dozen files under 1.5 KB each; over HTTP/1.1 at a 150 ms round trip the requests cost more than
 * the bytes (decision 053). `npm run bench:bundle` fails if /login's file count grows again.
 */
const FORM_KIT =
  /[\\/]node_modules[\\/](?:final-form|react-final-form|@babel[\\/]runtime)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](?:Field|TextField|PasswordField|Alert|IconButton)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/]Tooltip[\\/]lazy\.ts$|[\\/]packages[\\/]screens[\\/]src[\\/]_parts[\\/](?:FormParts|Notice|validation|submitErrors)\.tsx?$|[\\/]lucide-react[\\/].*[\\/]icons[\\/](?:eye|eye-off|circle-check|circle-x|circle-exclamation-point|info|triangle-exclamation-point|x)\.mjs$/;
const SIGN_IN_FRAME =
  /[\\/]packages[\\/](?:screens[\\/]src[\\/]layouts[\\/]AuthLayout|app[\\/]src[\\/](?:pages[\\/]auth[\\/]useAuthChrome|shell[\\/](?:LanguageSwitch|ThemeToggle)|api[\\/]auth)|contract[\\/]src[\\/]auth)\b/;

/** Radix primitives and the libraries they bring (floating-ui, scroll lock, aria-hidden). */
const RADIX =
  /[\\/]node_modules[\\/](?:@radix-ui|@floating-ui|react-remove-scroll(?:-bar)?|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;

/**
 * What the signed-in pages share (decision 054): ui's components (not the date picker, colour field
 * or combobox, which bring libraries of their own, nor the lazily loaded toast region), the screens'
 * shared parts, the contract's shapes (not the QR encoder or the phone-number metadata), the app's
 * API hooks and stores, and the Lucide icons. Left to Rolldown these came out as ~35 chunks of
 * 0.1–1.7 KB, and /links waited on 53 files: over HTTP/1.1 (six connections, 150 ms a round trip
 * in Lighthouse's simulation) that queue cost more than the bytes. A page that uses part of the
 * kit downloads all of it.
 */
const PRODUCT_KIT =
  /[\\/]packages[\\/](?:ui[\\/]src[\\/](?:components[\\/](?!DateTimeField|ColorField|Combobox|Toast)|tokens[\\/]scale)|screens[\\/]src[\\/]_parts[\\/]|contract[\\/]src[\\/](?!qr|contact|cards|companies|cases)|app[\\/]src[\\/](?:api[\\/](?!cards|qrs)|stores[\\/]))|[\\/]lucide-react[\\/].*[\\/]icons[\\/]/;

/**
 * The first module script (packages/app/src/preload.ts) and what it imports: kept out of the
 * `boot` and `kit` chunks, so it does not wait for them (decision 054).
 */
const FIRST_SCRIPT =
  /[\\/]packages[\\/](?:app[\\/]src[\\/](?:preload|config|api[\\/]prefetch|routes[\\/](?:loaders|resolve|table)|stores[\\/]storage)|contract[\\/]src[\\/]paths)\.ts$|vite[\\/]preload-helper/;
/** The same without the entry itself (an entry in a group would get a facade file of its own). */
const FIRST_SCRIPT_DEPS = (id: string) => FIRST_SCRIPT.test(id) && !/preload\.ts$/.test(id);

/** `messages-core-en`, `messages-all-ar`, …: the tiers of packages/app/src/i18n/catalogues.ts. */
function catalogueChunk(id: string): string | null {
  const match = CATALOGUE.exec(id);
  // ui's own strings are imported statically by its I18nProvider: they stay in the entry.
  if (!match || id.includes('/packages/ui/')) return null;
  const core = /\/(?:screens\/src\/(?:i18n|system)|app\/src\/i18n)\/(?:messages\.)?(?:en|ar)\.json$/.test(id);
  return `messages-${core ? 'core' : 'all'}-${match[1] ?? match[2]}`;
}

/**
 * One request per catalogue tier and language (decision 054). The loaders in
 * `screens/src/i18n/index.ts` and `app/src/i18n/catalogues.ts` import one JSON file each; put into
 * one chunk per tier (below), each of those dynamic imports still got its own one-line facade file
 * (`export { t as default } from './messages-all-en-….js'`): 13 extra requests on /links, 3 on
 * /login. In a build, every such import goes through one module per tier and language instead,
 * `\0rabt-messages:<tier>-<locale>`, which imports the tier's files (every catalogue on disk that
 * `catalogueChunk` puts in that tier; catalogues.test.ts checks each one is registered) and hands
 * each loader its own. Tests and Storybook keep the per-file imports.
 */
function catalogueTiers(): Plugin {
  const PREFIX = '\0rabt-messages:';
  const LOADERS = /[\\/]packages[\\/](?:screens[\\/]src[\\/]i18n[\\/]index|app[\\/]src[\\/](?:i18n[\\/]catalogues|preload))\.ts$/;
  const root = import.meta.dirname;
  let active = false;
  const onDisk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : onDisk(path);
      return CATALOGUE.test(path) && catalogueChunk(path) ? [path] : [];
    });
  return {
    name: 'rabt-catalogue-tiers',
    apply: 'build',
    enforce: 'pre',
    config(config) {
      // Storybook's build keeps the per-file imports, as its dev server does.
      active = !pluginNames(config.plugins ?? []).some((name) => name.startsWith('storybook'));
    },
    transform(code, id) {
      if (!active || !LOADERS.test(id)) return undefined;
      const out = code.replace(/import\((['"])([^'"]+\.json)\1\)/g, (whole, _quote: string, spec: string) => {
        const file = resolve(dirname(id), spec);
        const tier = catalogueChunk(file);
        if (!tier) return whole;
        const key = JSON.stringify(relative(root, file));
        return `import(${JSON.stringify(PREFIX + tier)}).then((tier) => ({ default: tier.default[${key}] }))`;
      });
      return { code: out, map: null };
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : undefined),
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const tier = id.slice(PREFIX.length);
      const files = ['packages/screens/src', 'packages/app/src']
        .flatMap((dir) => onDisk(resolve(root, dir)))
        .filter((file) => catalogueChunk(file) === tier);
      return [
        ...files.map((file, i) => `import m${i} from ${JSON.stringify(file)};`),
        `export default { ${files.map((file, i) => `${JSON.stringify(relative(root, file))}: m${i}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

/**
 * The first module script (decision 054): packages/app/src/preload.ts is an entry of its own, and
 * its `<script type="module">` goes into index.html ahead of the app's, so it runs as soon as it
 * arrives (a few hundred bytes) and starts the first screen's chunks while the app's own code is
 * still downloading. (Two scripts written in index.html would be bundled into one entry.)
 */
function firstScript(): Plugin {
  let active = false;
  return {
    name: 'rabt-first-script',
    apply: 'build',
    config(config) {
      // Storybook's build loads this file too: its own entries and iframe stay as they are.
      active = !pluginNames(config.plugins ?? []).some((name) => name.startsWith('storybook'));
      return active ? { build: { rolldownOptions: { input: { index: 'index.html', preload: 'src/preload.ts' } } } } : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!active) return undefined;
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'preload',
        );
        if (!chunk) throw new Error('rabt-first-script: no preload entry in the bundle');
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

// Builds packages/app into dist/app. Storybook loads this file too (for vanilla-extract).
export default defineConfig(({ command }) => ({
  root: 'packages/app',
  // The MSW worker lives in /public and is only wanted when developing against mocks.
  publicDir: command === 'serve' ? '../../public' : 'public',
  plugins: [
    react(),
    reactRuntime(),
    vanillaExtractPlugin(),
    precompileMessages(),
    catalogueTiers(),
    firstScript(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: process.env.VITE_MSW === 'true' ? undefined : { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: '../../dist/app',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // One chunk per catalogue tier and language rather than one per file: over HTTP/1.1 and a
        // 150 ms round trip every extra request on the way to the first screen costs (decision 051).
        // The catalogue tiers' chunks are named after the tier (messages-core-en-<hash>.js).
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^_rabt-messages_/, '')}-[hash].js`,
        codeSplitting: {
          groups: [
            // What the first script shares with the app: one small chunk both import.
            { name: 'first', test: FIRST_SCRIPT_DEPS, priority: 7 },
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id) => !FIRST_SCRIPT.test(id),
              // Otherwise the first script's modules come back in as the app's dependencies.
              includeDependenciesRecursively: false,
              priority: 6,
            },
            { name: 'forms', test: FORM_KIT, priority: 5 },
            { name: 'sign-in', test: SIGN_IN_FRAME, priority: 4 },
            // Radix Toast with the primitives it shares: what the toast region adds to /login.
            { name: 'radix-toast', test: /[\\/]node_modules[\\/]@radix-ui[\\/]react-toast[\\/]/, priority: 3 },
            // The rest of Radix and its helpers (shell: tooltip, dialog, menus; pages: popover, tabs).
            { name: 'radix', test: RADIX, priority: 2 },
            // What product pages share (below Radix, so Radix's modules stay in their own chunk).
            {
              name: 'kit',
              test: (id) => PRODUCT_KIT.test(id) && !FIRST_SCRIPT.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
}));
