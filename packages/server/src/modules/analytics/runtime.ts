/**
 * Analytics jobs at run time. Only apps that listen run them (tests call the functions directly).
 *
 * - Raw-click retention: once an hour (and once shortly after the app listens) raw clicks older than
 *   each account's `raw_retention_days` are deleted; rollups are kept.
 * - Scope rollups (decisions 119, 125): every minute, the closed UTC days and the open day's settled
 *   minutes of workspaces and domains that are part of their account are built from raw clicks, and
 *   scopes emptied by a link move or a late click are built again.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetention } from './queries.ts';
import { buildScopeRollups, SCOPE_BUILD_EVERY_MS } from './scope-rollups.ts';

const RETENTION_EVERY_MS = 3_600_000;
const FIRST_RUN_MS = 60_000;

async function analyticsRuntime(app: FastifyInstance): Promise<void> {
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  /** Runs `job` after `first` ms, then `every` ms after each run ends (never two at once). */
  const repeat = (job: () => Promise<void>, first: number, every: number) => {
    const schedule = (ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void job().finally(() => {
          if (!closing) schedule(every);
        });
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    schedule(first);
  };
  const retention = async () => {
    try {
      const deleted = await applyRetention(app.db, Date.now());
      if (deleted > 0) app.log.info({ deleted }, 'raw clicks past their retention deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'raw-click retention failed; retried next hour');
    }
  };
  const scopes = async () => {
    try {
      const built = await buildScopeRollups(app.db, app.dialect);
      if (built.days > 0) app.log.info(built, 'workspace and domain rollups built');
    } catch (error) {
      app.log.warn({ err: error }, 'workspace and domain rollups failed; retried in a minute');
    }
  };
  app.addHook('onListen', async () => {
    repeat(retention, FIRST_RUN_MS, RETENTION_EVERY_MS);
    repeat(scopes, FIRST_RUN_MS, SCOPE_BUILD_EVERY_MS);
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
}

export default fp(analyticsRuntime, { name: 'analytics-runtime' });
