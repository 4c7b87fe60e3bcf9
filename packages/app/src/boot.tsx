import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { Root } from './Root.tsx';
import { createAppContext, type AppContext } from './startup/context.ts';
import { runStartup, type Plugin, type StartupReport } from './startup/runner.ts';

export const MOUNT_ID = 'app';

/** Mounts the app on #app (spec §2). Throws a clear error when the page has no such element. */
export function mountApp(context: AppContext, doc: Document = document): ReactRoot {
  const element = doc.getElementById(MOUNT_ID);
  if (!element) throw new Error(`Rabt: no element with id "${MOUNT_ID}" to mount on`);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Root context={context} />
    </StrictMode>,
  );
  return root;
}

/**
 * Start-up (spec §9): run the steps in order, then mount once the router is ready (wouter reads
 * the location synchronously, so "ready" is: every plugin, navigation included, has run).
 */
export async function boot(
  steps: readonly Plugin[],
  options: { log?: (message: string, error: unknown) => void; doc?: Document } = {},
): Promise<{ report: StartupReport; root: ReactRoot }> {
  const context = createAppContext();
  const report = await runStartup(context, steps, options.log);
  return { report, root: mountApp(context, options.doc) };
}
