import type { AppContext } from './context.ts';

/** One start-up step (spec §9). `setup` may be async; the runner awaits each in turn. */
export interface Plugin {
  name: string;
  setup(context: AppContext): void | Promise<void>;
}

export interface StartupReport {
  loaded: string[];
  skipped: Array<{ name: string; error: unknown }>;
}

/**
 * Runs the core steps (state store, head manager) and then the plugins, strictly one after the
 * other. A plugin that throws or rejects is skipped and the app still starts (spec §9: "skipped
 * silently"; in development the error is logged so it is not lost).
 */
export async function runStartup(
  context: AppContext,
  steps: readonly Plugin[],
  log: (message: string, error: unknown) => void = () => {},
): Promise<StartupReport> {
  const report: StartupReport = { loaded: [], skipped: [] };
  for (const step of steps) {
    try {
      await step.setup(context);
      report.loaded.push(step.name);
    } catch (error) {
      report.skipped.push({ name: step.name, error });
      log(`[startup] plugin "${step.name}" failed and was skipped`, error);
    }
  }
  return report;
}
