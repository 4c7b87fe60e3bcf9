/** Health: /api/health for people and the app (envelope), /healthz for load balancers. */
import { ErrorCode } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/connect.ts';
import { appError } from '../../lib/errors.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const check = async () => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw appError(ErrorCode.SERVICE_UNAVAILABLE, 'The database is unreachable.');
    }
  };
  app.get('/api/health', { config: { policy: { access: 'public' } } }, async () => {
    await check();
    return { results: { status: 'ok', db: 'ok' } };
  });
  app.get('/healthz', async () => {
    await check();
    return { status: 'ok' };
  });
}
