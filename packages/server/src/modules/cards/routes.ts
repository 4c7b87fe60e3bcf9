/**
 * Companies and business cards under /api, tenant-scoped (another account's card or company
 * answers 404 like a missing one). Photo and logo uploads are raw image/jpeg or image/png bodies
 * (up to CARD_PHOTO_MAX_BYTES); the images themselves are served publicly by id with a version,
 * since the same pictures are public on the card pages.
 */
import { CardInput, CompanyInput, WorkspaceListQuery } from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { acceptImageBodies, imageBody, sendImage } from '../../lib/images/upload.ts';
import { parseBody, toFieldErrors } from '../../lib/validate.ts';
import { listScope } from '../workspaces/access.ts';
import { allowed, requireAuth, requireTenant } from '../../types.ts';
import { createCompany, editCompany, listAccountCompanies, readCompany, removeCompany, setCompanyLogo } from './companies.ts';
import { companyLogo } from './queries.ts';
import { cardPhoto, cardQrSvg, createCard, editCard, listAccountCards, readCard, removeCard, setCardPhoto } from './service.ts';

type IdParams = { Params: { id: string } };

/** `?workspace_id=` of the card and company lists (validated by listScope). */
function workspaceQuery(request: FastifyRequest): string | undefined {
  const [error, query] = WorkspaceListQuery.validate(request.query ?? {});
  if (error) throw validationFailed(toFieldErrors(error));
  return query.workspace_id;
}

export async function cardRoutes(app: FastifyInstance): Promise<void> {
  acceptImageBodies(app);

  // GET /api/companies – the account's companies with their card counts
  app.get('/companies', allowed('companies:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return {
      results: await listAccountCompanies(app, tenant.account.id, await listScope(app.db, tenant, workspaceQuery(request))),
    };
  });

  // POST /api/companies – create a company
  app.post('/companies', allowed('companies:create'), async (request, reply) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(CompanyInput, request.body) as Record<string, unknown>;
    return reply.code(201).send({ results: await createCompany(app, tenant, body) });
  });

  // GET /api/companies/:id – one company
  app.get<IdParams>('/companies/:id', allowed('companies:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readCompany(app, tenant, request.params.id) };
  });

  // PUT /api/companies/:id – replace the company's fields
  app.put<IdParams>('/companies/:id', allowed('companies:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(CompanyInput, request.body) as Record<string, unknown>;
    return { results: await editCompany(app, tenant, request.params.id, body) };
  });

  // DELETE /api/companies/:id[?move_to=<id>] – delete; refused (COMPANY_IN_USE) while cards use it unless moved
  app.delete<IdParams & { Querystring: { move_to?: string } }>('/companies/:id', allowed('companies:delete'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const moveTo = typeof request.query.move_to === 'string' && request.query.move_to !== '' ? request.query.move_to : undefined;
    const { cardsMoved } = await removeCompany(app, tenant, request.params.id, moveTo);
    return { results: { id: request.params.id, deleted: true, cards_moved: cardsMoved } };
  });

  // PUT /api/companies/:id/logo – upload the logo (cropped square, resized)
  app.put<IdParams>('/companies/:id/logo', allowed('companies:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await setCompanyLogo(app, tenant, request.params.id, imageBody(request.body)) };
  });

  // DELETE /api/companies/:id/logo – remove the logo
  app.delete<IdParams>('/companies/:id/logo', allowed('companies:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await setCompanyLogo(app, tenant, request.params.id, null) };
  });

  // GET /api/companies/:id/logo – the logo JPEG (public: it is shown on public card pages)
  app.get<IdParams>('/companies/:id/logo', { config: { policy: { access: 'public' } } }, async (request, reply) =>
    sendImage(reply, request.params.id.length <= 64 ? await companyLogo(app.db, request.params.id) : null),
  );

  // GET /api/cards – the account's cards with views and saves
  app.get('/cards', allowed('cards:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return {
      results: await listAccountCards(
        app,
        tenant.account.id,
        await listScope(app.db, tenant, workspaceQuery(request)),
        tenant.account,
      ),
    };
  });

  // POST /api/cards – create a card (plan limit)
  app.post('/cards', allowed('cards:create'), async (request, reply) => {
    const auth = requireTenant(request.auth);
    const body = parseBody(CardInput, request.body) as Record<string, unknown>;
    return reply.code(201).send({ results: await createCard(app, auth.tenant, requireAuth(request.auth).customer.id, body) });
  });

  // GET /api/cards/:id – one card
  app.get<IdParams>('/cards/:id', allowed('cards:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readCard(app, tenant, request.params.id) };
  });

  // PUT /api/cards/:id – replace the card's fields
  app.put<IdParams>('/cards/:id', allowed('cards:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(CardInput, request.body) as Record<string, unknown>;
    return { results: await editCard(app, tenant, request.params.id, body) };
  });

  // DELETE /api/cards/:id – delete the card (its view and save counts stay in analytics)
  app.delete<IdParams>('/cards/:id', allowed('cards:delete'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    await removeCard(app, tenant, request.params.id);
    return { results: { id: request.params.id, deleted: true } };
  });

  // PUT /api/cards/:id/photo – upload the photo (cropped square, resized)
  app.put<IdParams>('/cards/:id/photo', allowed('cards:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await setCardPhoto(app, tenant, request.params.id, imageBody(request.body)) };
  });

  // DELETE /api/cards/:id/photo – remove the photo
  app.delete<IdParams>('/cards/:id/photo', allowed('cards:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await setCardPhoto(app, tenant, request.params.id, null) };
  });

  // GET /api/cards/:id/photo – the photo JPEG (public: it is on the public card page)
  app.get<IdParams>('/cards/:id/photo', { config: { policy: { access: 'public' } } }, async (request, reply) =>
    sendImage(reply, request.params.id.length <= 64 ? await cardPhoto(app, request.params.id) : null),
  );

  // GET /api/cards/:id/qr.svg – the card's QR code (public: it encodes the public card URL)
  app.get<IdParams>('/cards/:id/qr.svg', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const svg = await cardQrSvg(app, request.params.id);
    if (!svg) throw notFound('Card not found');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `inline; filename="card-qr.svg"`)
      .send(svg);
  });
}
