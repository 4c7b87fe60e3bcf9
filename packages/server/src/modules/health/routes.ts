/** Health: /api/health for people and the app (envelope), /healthz for load balancers. */
import { ErrorCode } from '@rabt/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pingDatabase } from '../../db/connect.ts';
import { appError } from '../../lib/errors.ts';

/** A health check answers within 2 s: a database slower than this counts as down. */
export const HEALTH_DB_TIMEOUT_MS = 1_500;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const check = async (reply: FastifyReply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(app.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_DB_TIMEOUT_MS} ms`)), HEALTH_DB_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      reply.header('retry-after', '5');
      throw appError(ErrorCode.SERVICE_UNAVAILABLE, 'The database is unreachable.', { db: 'down' });
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/api/health', { config: { policy: { access: 'public' } } }, async (_request, reply) => {
    await check(reply);
    return { results: { status: 'ok', db: 'ok' } };
  });
  app.get('/healthz', async (_request, reply) => {
    await check(reply);
    return { status: 'ok' };
  });
}
