/** API apps and keys under /api (decision 063). A key's secret appears only in POST …/keys. */
import { AppRequest, CreateApiKeyRequest } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/validate.ts';
import { requireTenant } from '../../types.ts';
import { createApp, createKey, deleteApp, listApps, readApp, revokeKey, updateApp } from './service.ts';

type IdParams = { Params: { id: string } };

export async function appRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/apps – the organisation's API apps with their keys (never the secrets)
  app.get('/apps', { config: { policy: { access: 'signed-in', permission: 'apps:view' } } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await listApps(app.db, tenant.account.id) };
  });

  // POST /api/apps – create an app (name required)
  app.post('/apps', { config: { policy: { access: 'signed-in', permission: 'apps:create' } } }, async (request, reply) => {
    const auth = requireTenant(request.auth);
    const body = parseBody(AppRequest, request.body);
    return reply.code(201).send({ results: await createApp(app.db, auth.tenant.account.id, auth.customer.id, body) });
  });

  // GET /api/apps/:id – one app with its keys
  app.get<IdParams>('/apps/:id', { config: { policy: { access: 'signed-in', permission: 'apps:view' } } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readApp(app.db, tenant.account.id, request.params.id) };
  });

  // PUT /api/apps/:id – rename / describe
  app.put<IdParams>('/apps/:id', { config: { policy: { access: 'signed-in', permission: 'apps:edit' } } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(AppRequest, request.body);
    return { results: await updateApp(app.db, tenant.account.id, request.params.id, body) };
  });

  // DELETE /api/apps/:id – delete the app and its keys
  app.delete<IdParams>(
    '/apps/:id',
    { config: { policy: { access: 'signed-in', permission: 'apps:delete' } } },
    async (request) => {
      const { tenant } = requireTenant(request.auth);
      await deleteApp(app.db, tenant.account.id, request.params.id);
      return { results: { id: request.params.id, deleted: true } };
    },
  );

  // POST /api/apps/:id/keys – a new key with scopes (shown once; scopes within the creator's permissions)
  app.post<IdParams>(
    '/apps/:id/keys',
    { config: { policy: { access: 'signed-in', permission: 'apps:create' } } },
    async (request, reply) => {
      const auth = requireTenant(request.auth);
      const body = parseBody(CreateApiKeyRequest, request.body);
      const creator = { customerId: auth.customer.id, permissions: auth.tenant.permissions as ReadonlySet<string> };
      return reply.code(201).send({ results: await createKey(app.db, auth.tenant.account.id, creator, request.params.id, body) });
    },
  );

  // DELETE /api/apps/:id/keys/:keyId – revoke a key (it stops working on its next call)
  app.delete<{ Params: { id: string; keyId: string } }>(
    '/apps/:id/keys/:keyId',
    { config: { policy: { access: 'signed-in', permission: 'apps:delete' } } },
    async (request) => {
      const { tenant } = requireTenant(request.auth);
      return { results: await revokeKey(app.db, tenant.account.id, request.params.id, request.params.keyId) };
    },
  );
}
