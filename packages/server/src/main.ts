/**
 * The production entry: configuration → app (migrates) → listen. SIGTERM/SIGINT close the server
 * gracefully: stop accepting, finish in-flight requests, drain clicks and mail, close Redis and the
 * database, within SHUTDOWN_TIMEOUT_MS (config.shutdownTimeoutMs, default 10 s).
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

export async function start(): Promise<void> {
  // npm start sets RABT_START_TIME before the web app build, so the log shows the whole start-up.
  const startedAt = Number(process.env.RABT_START_TIME) || Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const closingAt = Date.now();
    // A deadline, so a close that hangs cannot keep the process forever. The drain may legitimately
    // be slow: when SIGTERM comes right after the first clicks, the writer thread is still starting
    // (tsx loading it, the 134 MB geo database read) and it runs at nice 10, so on a CPU-starved
    // 2-core machine draining 350 clicks took 4–35 s where an idle one takes 1.5 s. The deadline is
    // therefore configurable (SHUTDOWN_TIMEOUT_MS) and, when it hits, says what was still queued.
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs, clicks: app.links.clicks.stats() }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => {
        app.log.info({ ms: Date.now() - closingAt }, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The redirect service (short links) on its own port; app.close() stops it and drains clicks.
  await app.links.listen(config.shortPort, config.host);
  app.log.info(
    { shortDomain: config.links.shortDomain, port: config.shortPort },
    `Short links are served on port ${config.shortPort}`,
  );
  const database = config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl : 'postgres';
  app.log.info(
    {
      appUrl: config.appUrl,
      database,
      mail: app.mail.transport.name,
      redis: Boolean(config.redisUrl),
      startupMs: Date.now() - startedAt,
    },
    `Rabt is serving on ${config.appUrl} (API ${config.appUrl}/api/health)`,
  );
}

await start();
