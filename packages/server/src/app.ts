/**
 * The app factory: one Fastify instance with every plugin and module, ready for `listen` or
 * `inject`. Nothing here reads process.env; everything comes from the Config.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { teamRoutes } from './modules/accounts/team-routes.ts';
import { appRoutes } from './modules/apps/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import accountPurge from './modules/customer/purge.ts';
import { CardPages } from './modules/cards/public-page.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { customerSettingsRoutes } from './modules/customer/settings-routes.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { iconRoutes } from './modules/icons/routes.ts';
import analyticsRuntime from './modules/analytics/runtime.ts';
import domainsRuntime from './modules/domains/runtime.ts';
import billingRuntime from './modules/billing/runtime.ts';
import { stripeWebhookRoutes } from './modules/billing/webhooks.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { linkRoutes } from './modules/links/routes.ts';
import { openApiRoutes } from './modules/openapi/routes.ts';
import { workspaceRoutes } from './modules/workspaces/routes.ts';
import { createLinksRuntime, type LinksRuntime } from './modules/links/runtime.ts';
import { qrRoutes } from './modules/qrs/routes.ts';
import weeklyReportRuntime from './modules/reports/weekly-report.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox.ts';
import { MailService } from './modules/mail/service.ts';
import { outboxTransport, smtpTransport } from './modules/mail/transport.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers.ts';
import webAppPlugin from './plugins/web-app.ts';
import xsrfPlugin from './plugins/xsrf.ts';
import './types.ts';

export interface BuildOptions {
  /** Apply pending migrations before serving (default true). */
  migrate?: boolean;
  /** Override the pino logger options (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies of this API are small forms; anything bigger is a mistake or an attack. */
export const BODY_LIMIT = 64 * 1024;

async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  // ioredis reconnects by itself; without a listener every blip would be an "unhandled error event".
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis is unreachable (${String(error)})`, { cause: error });
  }
  return redis;
}

function hopCount(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
    },
    // A hop count is supported by proxy-addr but not by Fastify's types: express it as a function.
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: frameworkErrorHandler(securityHeaders(config)),
  });

  const database = openDatabase(config.databaseUrl, config.databaseSchema, {
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    acquireTimeoutMs: config.databaseTimeouts.acquireMs,
    onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  let redis: Redis | null = null;
  let mail: MailService | null = null;
  let links: LinksRuntime | null = null;
  // Order matters on shutdown: the redirect server, imports, queued clicks and in-flight mails all
  // use the database, so they drain first.
  app.addHook('onClose', async () => {
    await links?.close();
    await mail?.close();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
    await database.close();
  });

  try {
    if (options.migrate !== false) await migrateToLatest(database.db, config.databaseSchema);
    redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('redis', redis);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : outboxTransport(database.db, app.log, config.appUrl);
  if (!config.smtpUrl && config.nodeEnv === 'production') {
    app.log.warn('SMTP_URL is not set: mails are only logged and kept in the mail_outbox table, not delivered');
  }
  mail = new MailService(transport, app.log);
  app.decorate('mail', mail);
  const cardPages = new CardPages(app);
  app.decorate('cardPages', cardPages);
  app.addHook('onClose', () => cardPages.close());
  try {
    await cardPages.start();
    links = await createLinksRuntime(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('links', links);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(xsrfPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(domainsRuntime);
  await app.register(accountPurge);
  await app.register(billingRuntime);
  await app.register(analyticsRuntime);
  await app.register(weeklyReportRuntime);

  await app.register(healthRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(customerRoutes);
      await api.register(accountRoutes);
      await api.register(billingRoutes);
      await api.register(linkRoutes);
      await api.register(domainRoutes);
      await api.register(importRoutes);
      await api.register(customerSettingsRoutes);
      await api.register(teamRoutes);
      await api.register(workspaceRoutes);
      await api.register(appRoutes);
      await api.register(openApiRoutes);
      await api.register(qrRoutes);
      await api.register(cardRoutes);
      await api.register(analyticsRoutes);
      await api.register(iconRoutes);
    },
    { prefix: '/api' },
  );
  if (config.devOutbox && transport.name === 'outbox') {
    await app.register(devOutboxRoutes);
    app.log.warn(
      `DEV_OUTBOX is on: every stored mail (password-reset links included) is readable at ${config.appUrl}/dev/outbox from this machine (loopback clients only)`,
    );
  }
  await app.register(webAppPlugin);
  return app;
}
