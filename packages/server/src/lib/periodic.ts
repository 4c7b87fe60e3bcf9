import type { FastifyInstance } from 'fastify';

/**
 * A background pass, run when the app is ready and then every `intervalMs` until it closes.
 * - One pass at a time: a tick that finds one running joins it instead of starting another.
 * - Close waits for the pass in progress, so the database is not closed under it (a SIGTERM soon
 *   after start finds the first pass running).
 * - `pass` logs its own errors and must not throw: a failed pass waits for the next tick.
 * `awaitFirst`: ready waits for the first pass (the app serves nothing until it has run).
 */
export function runPeriodically(
  app: FastifyInstance,
  intervalMs: number,
  pass: () => Promise<void>,
  { awaitFirst = false }: { awaitFirst?: boolean } = {},
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= pass().finally(() => (running = null));
    return running;
  };
  app.addHook('onReady', async () => {
    if (awaitFirst) await tick();
    else void tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
