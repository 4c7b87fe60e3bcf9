/**
 * Branded domains under /api, tenant-scoped by the auth plugin (Account-Id membership); another
 * account's domain answers 404 like a missing one.
 */
import { AddDomainRequest, UploadCertificateRequest, type FieldError } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { CERT_MESSAGES } from './certificates.ts';
import { parseBody } from '../../lib/validate.ts';
import { validationFailed } from '../../lib/errors.ts';
import { allowed, requireTenant } from '../../types.ts';
import {
  addDomain,
  listDomains,
  readCertificate,
  readDomain,
  removeCertificate,
  removeDomain,
  uploadCertificate,
  verifyDomain,
} from './service.ts';

type IdParams = { Params: { id: string } };

export async function domainRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/domains – the account's branded domains
  app.get('/domains', allowed('domains:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await listDomains(app, tenant.account.id, tenant.account) };
  });

  // POST /api/domains – add a domain (not verified yet)
  app.post('/domains', allowed('domains:create'), async (request, reply) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(AddDomainRequest, request.body);
    return reply.code(201).send({ results: await addDomain(app, tenant, body.name) });
  });

  // GET /api/domains/:id – one domain with its records, problems and certificate
  app.get<IdParams>('/domains/:id', allowed('domains:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readDomain(app, tenant.account.id, request.params.id, tenant.account) };
  });

  // POST /api/domains/:id/verify – start verification, or retry after failed; checks DNS at once
  app.post<IdParams>('/domains/:id/verify', allowed('domains:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await verifyDomain(app, tenant, request.params.id) };
  });

  // DELETE /api/domains/:id – remove the domain and the links on it
  app.delete<IdParams>('/domains/:id', allowed('domains:delete'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const linksDeleted = await removeDomain(app, tenant.account.id, request.params.id);
    return { results: { id: request.params.id, deleted: true, links_deleted: linksDeleted } };
  });

  // GET /api/domains/:id/certificate – the uploaded certificate's details, or null
  app.get<IdParams>('/domains/:id/certificate', allowed('domains:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readCertificate(app, tenant.account.id, request.params.id) };
  });

  // PUT /api/domains/:id/certificate – upload a PEM chain and its private key (both required)
  app.put<IdParams>('/domains/:id/certificate', allowed('domains:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const missing: FieldError[] = [];
    if (!raw.certificate) missing.push({ field: 'certificate', code: 'required', message: CERT_MESSAGES.certificateRequired });
    if (!raw.private_key) missing.push({ field: 'private_key', code: 'required', message: CERT_MESSAGES.keyRequired });
    if (missing.length > 0) throw validationFailed(missing, 'SSL certificate and private key are required.');
    const body = parseBody(UploadCertificateRequest, request.body);
    return { results: await uploadCertificate(app, tenant, request.params.id, body) };
  });

  // DELETE /api/domains/:id/certificate – stop serving HTTPS for the domain
  app.delete<IdParams>('/domains/:id/certificate', allowed('domains:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await removeCertificate(app, tenant.account.id, request.params.id, tenant.account) };
  });
}
