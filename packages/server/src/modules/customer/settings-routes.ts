/** settings/notifications and settings/security (decision 064): about the person, no Account-Id. */
import { NotificationSettings } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/validate.ts';
import { requireAuth, type RoutePolicy } from '../../types.ts';
import { listSessions, readNotifications, revokeOtherSessions, revokeOwnSession, saveNotifications } from './settings.ts';

const PERSONAL: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'none', plan: false };

export async function customerSettingsRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/customer/notifications – which emails the customer receives
  app.get('/customer/notifications', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    return { results: await readNotifications(app.db, customer.id) };
  });

  // PUT /api/customer/notifications – change them (all four flags)
  app.put('/customer/notifications', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(NotificationSettings, request.body);
    return { results: await saveNotifications(app.db, customer.id, body) };
  });

  // GET /api/customer/sessions – live sessions with device and last use; `current` marks this one
  app.get('/customer/sessions', { config: { policy: PERSONAL } }, async (request) => {
    const auth = requireAuth(request.auth);
    return { results: await listSessions(app.db, auth.customer.id, auth.sessionId) };
  });

  // DELETE /api/customer/sessions – sign out every other session
  app.delete('/customer/sessions', { config: { policy: PERSONAL } }, async (request) => {
    const auth = requireAuth(request.auth);
    return { results: { revoked: await revokeOtherSessions(app.db, auth.customer.id, auth.sessionId) } };
  });

  // DELETE /api/customer/sessions/:id – sign out one session (this one included)
  app.delete<{ Params: { id: string } }>('/customer/sessions/:id', { config: { policy: PERSONAL } }, async (request) => {
    const auth = requireAuth(request.auth);
    await revokeOwnSession(app.db, auth.customer.id, request.params.id);
    return { results: { revoked: [request.params.id] } };
  });
}
