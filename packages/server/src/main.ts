/**
 * The production entry: configuration → app (migrates) → listen. SIGTERM/SIGINT close the server
 * gracefully: stop accepting, finish in-flight requests, drain mail, close Redis and the database.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
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
