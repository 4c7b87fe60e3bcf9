/**
 * GET/POST /api/links, GET /api/links/domains, GET/PUT/DELETE /api/links/:id. Tenant-scoped by the auth plugin (Account-Id
 * membership); another account's link answers 404 like a missing one.
 */
import { CreateLinkRequest, LinkListQuery, UpdateLinkRequest } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../../lib/errors.ts';
import { parseBody, toFieldErrors } from '../../lib/validate.ts';
import { allowed, requireTenant } from '../../types.ts';
import { activeAccountDomainNames, findUsableDomain } from './domains.ts';
import { listScope } from '../workspaces/access.ts';
import { listLinks } from './queries.ts';
import { refineFieldErrors } from './rules.ts';
import { toLink } from './serialize.ts';
import { markReadOnly, readOnlyRule } from '../billing/entitlements.ts';
import { changeLink, createLink, readLink, removeLink } from './service.ts';
import { StructError } from 'superstruct';

type IdParams = { Params: { id: string } };

function parseLinkBody<T>(struct: typeof CreateLinkRequest | typeof UpdateLinkRequest, body: unknown): T {
  try {
    return parseBody(struct, body) as T;
  } catch (error) {
    const details = (error as { details?: unknown }).details;
    if (Array.isArray(details)) throw validationFailed(refineFieldErrors(details));
    throw error;
  }
}

/** Ids are 26-character ULIDs; anything else cannot exist (and must not reach the database as-is). */
const plausibleId = (id: string) => id.length <= 64;

export async function linkRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>('/links', allowed('links:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const [error, query] = LinkListQuery.validate(request.query ?? {});
    if (error instanceof StructError) throw validationFailed(toFieldErrors(error));
    const workspaceIds = await listScope(app.db, tenant, query!.workspace_id);
    let domainId: string | null = null;
    if (query!.domain) {
      const domain = await findUsableDomain(app.db, tenant.account.id, query!.domain);
      if (!domain)
        return { results: [], meta: { page: Number(query!.page ?? 1), per_page: Number(query!.per_page ?? 20), total: 0 } };
      domainId = domain.id;
    }
    const list = await listLinks(app.db, tenant.account.id, query!, domainId, workspaceIds);
    const now = new Date();
    const readOnly = await readOnlyRule(app.db, tenant.account, 'links');
    return {
      results: list.rows.map((row) => markReadOnly(readOnly, toLink(row, app.config.links.shortScheme, now))),
      meta: { page: list.page, per_page: list.perPage, total: list.total },
    };
  });

  // The short domains a new link may use: the platform default (SHORT_DOMAIN) first, then the
  // account's active branded domains. A static path, so it wins over /links/:id.
  app.get('/links/domains', allowed('links:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const defaultName = app.links.defaultDomain.name;
    const own = await activeAccountDomainNames(app.db, tenant.account.id);
    return {
      results: {
        default: defaultName,
        domains: [{ name: defaultName, default: true }, ...own.map((name) => ({ name, default: false }))],
      },
    };
  });

  app.post('/links', allowed('links:create'), async (request, reply) => {
    const auth = requireTenant(request.auth);
    const body = parseLinkBody<CreateLinkRequest>(CreateLinkRequest, request.body);
    const link = await createLink(app, auth.tenant, auth.customer.id, body);
    return reply.code(201).send({ results: link });
  });

  app.get<IdParams>('/links/:id', allowed('links:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readLink(app, tenant, plausibleId(request.params.id) ? request.params.id : '') };
  });

  app.put<IdParams>('/links/:id', allowed('links:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseLinkBody<UpdateLinkRequest>(UpdateLinkRequest, request.body);
    const id = plausibleId(request.params.id) ? request.params.id : '';
    return { results: await changeLink(app, tenant, id, body) };
  });

  app.delete<IdParams>('/links/:id', allowed('links:delete'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const id = plausibleId(request.params.id) ? request.params.id : '';
    await removeLink(app, tenant, id);
    return { results: { id: request.params.id, deleted: true } };
  });
}
