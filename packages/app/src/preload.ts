import { apiPaths } from '@rabt/contract';
import { prefetchFirstScreen } from './api/prefetch.ts';
import { API_TIMEOUT_MS, config } from './config.ts';
import { CORE_STRINGS_ONLY, loaders } from './routes/loaders.ts';
import { resolveRoute } from './routes/resolve.ts';
import { STORAGE_KEYS, storage, workspaceStorageKey } from './stores/storage.ts';

/*
 * The first module script (index.html, before main.tsx; decision 054). It is a few hundred bytes
 * and needs nothing else of the app, so it runs as soon as it arrives and starts the first screen's
 * chunks and strings while the app's own code (main.tsx: Preact, the router, start-up) is still
 * downloading. Before, they were asked for only once main.tsx had arrived and been evaluated:
 * Lighthouse's simulation of /links then put ~500 ms of main-thread work between the two
 * downloads. main.tsx later imports the same modules; the browser fetches each once.
 */

/**
 * A request for one module of each strings tier, in a language. In a build each of these is the
 * tier's one chunk (vite.config.ts, catalogueTiers); under the dev server it only fetches the file.
 */
const strings = {
  core: { en: () => import('./i18n/en.json'), ar: () => import('./i18n/ar.json') },
  all: { en: () => import('./i18n/qrs.en.json'), ar: () => import('./i18n/qrs.ar.json') },
} as const;

/** A failed preload is not an error here: the app asks again when it needs the module. */
const ignore = () => undefined;

function preloadFirstScreen(): void {
  const route = resolveRoute(location.pathname)?.route;
  if (!route) return;
  const name = route.redirectTo ?? route.name;
  const locale = storage.get(STORAGE_KEYS.locale) === 'ar' ? 'ar' : 'en';
  // A product page waits for every feature's strings and, when someone is signed in, the shell and
  // the API. A signed-out visitor is sent to /login and would have fetched those (~65 KB) for nothing.
  const product = !CORE_STRINGS_ONLY.has(name);
  const token = product && route.access === 'login' ? storage.get(STORAGE_KEYS.token) : null;
  const accountId = storage.get(STORAGE_KEYS.accountId);
  // The API answers the first screen needs, asked for now rather than after the app has run
  // (api/prefetch.ts; the API client takes each once). First: each is one small round trip, and
  // the links list waits for the workspaces answer, so they should not queue behind the chunks for
  // a connection. Under MSW (dev:mock) its worker is not running yet, so the app asks itself.
  if (token !== null && accountId !== null && !config.useMocks)
    prefetchFirstScreen(
      { route: name, search: location.search, token, accountId, workspace: storage.get(workspaceStorageKey(accountId)) },
      { base: config.apiBase, ...apiPaths },
      API_TIMEOUT_MS,
    );
  void strings.core[locale]().catch(ignore);
  void loaders[name]?.[0]().catch(ignore);
  if (!product) return;
  void strings.all[locale]().catch(ignore);
  if (token !== null) void import('./shell/AppFrame.tsx').catch(ignore);
}

preloadFirstScreen();
