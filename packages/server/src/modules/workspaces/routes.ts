/** Workspaces under /api (decision 062): list, create, read, rename / set default, delete. */
import { WorkspaceRequest } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/validate.ts';
import { requireTenant } from '../../types.ts';
import { createWorkspace, deleteWorkspace, listWorkspaces, readWorkspace, updateWorkspace } from './service.ts';

type IdParams = { Params: { id: string } };

export async function workspaceRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/workspaces – the workspaces the member may use, with what each holds
  app.get('/workspaces', { config: { policy: { access: 'signed-in', permission: 'workspaces:view' } } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await listWorkspaces(app.db, tenant.account.id, tenant.workspaceIds ?? null) };
  });

  // POST /api/workspaces – create (optionally as the default)
  app.post(
    '/workspaces',
    { config: { policy: { access: 'signed-in', permission: 'workspaces:create' } } },
    async (request, reply) => {
      const { tenant } = requireTenant(request.auth);
      const body = parseBody(WorkspaceRequest, request.body);
      return reply.code(201).send({ results: await createWorkspace(app.db, app.dialect, tenant.account.id, body) });
    },
  );

  // GET /api/workspaces/:id – one workspace
  app.get<IdParams>(
    '/workspaces/:id',
    { config: { policy: { access: 'signed-in', permission: 'workspaces:view' } } },
    async (request) => {
      const { tenant } = requireTenant(request.auth);
      return { results: await readWorkspace(app.db, tenant.account.id, request.params.id) };
    },
  );

  // PUT /api/workspaces/:id – rename; is_default true makes it the default
  app.put<IdParams>(
    '/workspaces/:id',
    { config: { policy: { access: 'signed-in', permission: 'workspaces:edit' } } },
    async (request) => {
      const { tenant } = requireTenant(request.auth);
      const body = parseBody(WorkspaceRequest, request.body);
      return { results: await updateWorkspace(app.db, app.dialect, tenant.account.id, request.params.id, body) };
    },
  );

  // DELETE /api/workspaces/:id?move_to=<id> – not the default; content moves to move_to or the call is refused
  app.delete<IdParams & { Querystring: { move_to?: string } }>(
    '/workspaces/:id',
    { config: { policy: { access: 'signed-in', permission: 'workspaces:delete' } } },
    async (request) => {
      const { tenant } = requireTenant(request.auth);
      const moveTo = typeof request.query.move_to === 'string' && request.query.move_to ? request.query.move_to : null;
      return { results: await deleteWorkspace(app.db, tenant.account.id, request.params.id, moveTo) };
    },
  );
}
