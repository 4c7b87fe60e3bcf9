/**
 * /api/qrs: list, create (JSON for url/wifi, multipart for pdf/image), read, update, replace the
 * file, delete, download, scans. Tenant-scoped by the auth plugin; another account's code answers
 * 404 like a missing one.
 */
import multipart from '@fastify/multipart';
import {
  CreateCardQrRequest,
  CreateFileQrFields,
  CreateUrlQrRequest,
  CreateWifiQrRequest,
  ErrorCode,
  QR_FILE_LIMITS,
  QRS_PER_PAGE_MAX,
  QrDesignStruct,
  QrListQuery,
  UpdateQrRequest,
  type QrDesign as QrDesignType,
} from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StructError } from 'superstruct';
import { appError, validationFailed } from '../../lib/errors.ts';
import { listScope } from '../workspaces/access.ts';
import { parseBody, toFieldErrors } from '../../lib/validate.ts';
import { allowed, requireTenant } from '../../types.ts';
import { download } from './download.ts';
import { listQrs } from './queries.ts';
import { markReadOnly, readOnlyRule } from '../billing/entitlements.ts';
import {
  changeQr,
  createFileQr,
  createQr,
  fileTooLarge,
  readQr,
  readScans,
  removeQr,
  replaceFile,
  toQr,
  type UploadedFile,
} from './service.ts';

type IdParams = { Params: { id: string } };

/** Ids are 26-character ULIDs; anything else cannot exist. */
const plausible = (id: string) => (id.length <= 64 ? id : '');

interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
  truncated: boolean;
}

async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let truncated = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === null) {
          const data = await part.toBuffer();
          truncated = part.file.truncated;
          file = { name: part.filename ?? '', data };
        } else await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') truncated = true;
    else throw error;
  }
  return { fields, file, truncated };
}

function parseDesignField(raw: string | undefined): QrDesignType | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw validationFailed([{ field: 'design', code: 'invalid_json', message: 'design must be a JSON object' }]);
  }
  const [error, design] = QrDesignStruct.validate(value);
  if (error instanceof StructError) {
    throw validationFailed(toFieldErrors(error).map((f) => ({ ...f, field: `design.${f.field}` })));
  }
  return design as QrDesignType;
}

export async function qrRoutes(app: FastifyInstance): Promise<void> {
  const maxFile = Math.max(QR_FILE_LIMITS.pdf, QR_FILE_LIMITS.image);
  await app.register(multipart, { limits: { fileSize: maxFile, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 } });

  // GET /api/qrs – the account's codes (search by name, filter by type and workspace), newest first
  app.get<{ Querystring: Record<string, unknown> }>('/qrs', allowed('qrs:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const [error, query] = QrListQuery.validate(request.query ?? {});
    if (error instanceof StructError) throw validationFailed(toFieldErrors(error));
    const page = Math.max(1, Math.floor(Number(query!.page ?? 1)) || 1);
    const perPage = Math.min(QRS_PER_PAGE_MAX, Math.max(1, Math.floor(Number(query!.per_page ?? 20)) || 20));
    const list = await listQrs(app.db, tenant.account.id, {
      q: query!.q?.trim() || undefined,
      type: query!.type,
      workspaceIds: await listScope(app.db, tenant, query!.workspace_id),
      page,
      perPage,
    });
    const readOnly = await readOnlyRule(app.db, tenant.account, 'qrs');
    return {
      results: list.rows.map((row) => markReadOnly(readOnly, toQr(row, app.config.links))),
      meta: { page, per_page: perPage, total: list.total },
    };
  });

  // POST /api/qrs – create: JSON { type: url|wifi|card, … } or multipart { type: pdf|image, name, file, design? }
  app.post('/qrs', allowed('qrs:create'), async (request, reply) => {
    const auth = requireTenant(request.auth);
    if (request.isMultipart()) {
      const body = await readMultipart(request);
      const type = body.fields.type;
      if (type !== 'pdf' && type !== 'image') {
        throw validationFailed([{ field: 'type', code: 'invalid', message: 'Uploads create pdf or image codes.' }]);
      }
      if (body.truncated) throw fileTooLarge(type);
      const { design: rawDesign, ...rest } = body.fields;
      const fields = parseBody(CreateFileQrFields, rest);
      const design = parseDesignField(rawDesign);
      const qr = await createFileQr(app, auth.tenant, auth.customer.id, { ...fields, design }, body.file);
      return reply.code(201).send({ results: qr });
    }
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (raw.type === 'pdf' || raw.type === 'image') {
      throw appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Upload the file as multipart/form-data (field "file").');
    }
    const body =
      raw.type === 'wifi'
        ? parseBody(CreateWifiQrRequest, raw)
        : raw.type === 'card'
          ? parseBody(CreateCardQrRequest, raw)
          : parseBody(CreateUrlQrRequest, raw);
    const qr = await createQr(app, auth.tenant, auth.customer.id, body);
    return reply.code(201).send({ results: qr });
  });

  // GET /api/qrs/:id – one code
  app.get<IdParams>('/qrs/:id', allowed('qrs:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readQr(app, tenant, plausible(request.params.id)) };
  });

  // PUT /api/qrs/:id – name, workspace, design, destination (url) or network (wifi)
  app.put<IdParams>('/qrs/:id', allowed('qrs:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(UpdateQrRequest, request.body);
    return { results: await changeQr(app, tenant, plausible(request.params.id), body) };
  });

  // PUT /api/qrs/:id/file – replace the PDF or image (multipart `file`)
  app.put<IdParams>('/qrs/:id/file', allowed('qrs:edit'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    // Another account's or an unknown code is 404 whatever was sent.
    const current = await readQr(app, tenant, plausible(request.params.id));
    if (!request.isMultipart())
      throw appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Upload the file as multipart/form-data (field "file").');
    const body = await readMultipart(request);
    if (body.truncated && (current.type === 'pdf' || current.type === 'image')) throw fileTooLarge(current.type);
    return { results: await replaceFile(app, tenant, current.id, body.file, app.qrFiles) };
  });

  // DELETE /api/qrs/:id – the code, its short link (clicks stay for analytics) and its files
  app.delete<IdParams>('/qrs/:id', allowed('qrs:delete'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    await removeQr(app, tenant, plausible(request.params.id), app.qrFiles);
    return { results: { id: request.params.id, deleted: true } };
  });

  // GET /api/qrs/:id/download?format=svg|png|pdf&size=<px> – the code as a file
  app.get<IdParams & { Querystring: { format?: string; size?: string } }>(
    '/qrs/:id/download',
    allowed('qrs:view'),
    async (request, reply) => {
      const { tenant } = requireTenant(request.auth);
      const qr = await readQr(app, tenant, plausible(request.params.id));
      const file = await download(qr, request.query.format ?? 'svg', request.query.size);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  // GET /api/qrs/:id/scans – scans per day (QR channel), last 30 days
  app.get<IdParams>('/qrs/:id/scans', allowed('qrs:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readScans(app, tenant, plausible(request.params.id)) };
  });
}
