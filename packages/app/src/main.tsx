import '@rabt/ui/fonts.css';
import './theme/viewTransition.css';
import { boot } from './boot.tsx';
import { config } from './config.ts';
import { startupSequence } from './startup/plugins/index.ts';

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
  // The first screen's chunks are already on their way (preload.ts, the first module script).
  await startMocks();
  await boot(startupSequence, {
    // Spec §9: a failing plugin is skipped silently; development still says which and why.
    log: config.isDev ? (message, error) => console.warn(message, error) : undefined,
  });
}

void start();
