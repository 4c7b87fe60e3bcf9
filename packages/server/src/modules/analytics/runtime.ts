/**
 * Raw-click retention at run time: once an hour (and once shortly after the app listens) raw
 * clicks older than each account's `raw_retention_days` are deleted; rollups are kept. Only apps
 * that listen run it (tests call `applyRetention` directly).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetention } from './queries.ts';

const RETENTION_EVERY_MS = 3_600_000;
const FIRST_RUN_MS = 60_000;

async function analyticsRuntime(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const deleted = await applyRetention(app.db, Date.now());
      if (deleted > 0) app.log.info({ deleted }, 'raw clicks past their retention deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'raw-click retention failed; retried next hour');
    }
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      void run().finally(() => schedule(RETENTION_EVERY_MS));
    }, ms);
    timer.unref();
  };
  app.addHook('onListen', async () => schedule(FIRST_RUN_MS));
  app.addHook('preClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
  });
}

export default fp(analyticsRuntime, { name: 'analytics-runtime' });
