import '@rabt/ui/fonts.css';
import './theme/viewTransition.css';
import { boot } from './boot.tsx';
import { config } from './config.ts';
import { preloadPage } from './routes/pages.tsx';
import { resolveRoute } from './routes/resolve.ts';
import { startupSequence } from './startup/plugins/index.ts';
import { STORAGE_KEYS, storage } from './stores/storage.ts';

/** `npm run dev:mock`: MSW answers the API. A dynamic import, so production builds drop it. */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MSW !== 'true') return;
  const { worker } = await import('@rabt/mocks/browser');
  try {
    await worker.start({ onUnhandledRequest: 'bypass', quiet: !config.isDev, serviceWorker: { url: '/mockServiceWorker.js' } });
  } catch (error) {
    // No service worker (blocked, or an insecure origin): the app calls the network API instead,
    // e.g. the e2e server that answers with the same handlers (e2e/app/serve.ts).
    console.warn('[mocks] service worker unavailable; using the network API', error);
  }
}

async function start(): Promise<void> {
  // The first screen's chunk downloads while the mocks and start-up plugins run.
  const first = resolveRoute(location.pathname)?.route;
  // The shell too for a product page, if someone is signed in: a signed-out visitor is sent to
  // /login and would have fetched the shell and every feature's strings (~65 KB) for nothing.
  if (first) preloadPage(first.redirectTo ?? first.name, first.access === 'login' && storage.get(STORAGE_KEYS.token) !== null);
  await startMocks();
  await boot(startupSequence, {
    // Spec §9: a failing plugin is skipped silently; development still says which and why.
    log: config.isDev ? (message, error) => console.warn(message, error) : undefined,
  });
}

void start();
