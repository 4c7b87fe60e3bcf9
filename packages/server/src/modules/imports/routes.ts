/**
 * POST /api/links/imports (multipart `file` [+ `mapping`, `workspace_id` fields before it], or a
 * raw text/csv body with `?mapping=<json>&workspace_id=`), GET /api/links/imports/:id (progress,
 * counts, first refused rows) and GET /api/links/imports/:id/report.csv (all refused rows).
 * The upload is spooled to disk with a size cap, answered 202 with the job, and imported in the
 * background (tracked, so shutdown waits for it).
 */
import multipart from '@fastify/multipart';
import { ErrorCode, ImportMapping } from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { json } from '../../db/codec.ts';
import { appError, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { toFieldErrors } from '../../lib/validate.ts';
import { allowed, requireTenant, type Tenant } from '../../types.ts';
import { assertWithinLimit } from '../billing/entitlements.ts';
import { defaultWorkspaceId, workspaceBelongs } from '../links/queries.ts';
import { linkContext } from '../links/service.ts';
import { readJob, reportCsv } from './jobs.ts';
import { INTERRUPTED, scheduleImportRecovery } from './recovery.ts';
import { runImport } from './runner.ts';

type IdParams = { Params: { id: string } };

class TooLarge extends Error {}

function tooLarge(limit: number) {
  return appError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `The file is larger than ${Math.round(limit / 1024 / 1024)} MB. Split it into smaller files and upload them one by one.`,
  );
}

/** Copies the upload to `path`, failing as soon as it passes `limit` bytes. */
async function spool(source: Readable, path: string, limit: number): Promise<number> {
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > limit ? new TooLarge() : null, chunk);
    },
  });
  await pipeline(source, cap, createWriteStream(path));
  return bytes;
}

function parseMapping(raw: unknown): ImportMapping {
  if (raw === undefined || raw === '') return {};
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw validationFailed([
      { field: 'mapping', code: 'invalid_json', message: 'mapping must be a JSON object of field → column name' },
    ]);
  }
  const [error, mapping] = ImportMapping.validate(value);
  if (error)
    throw validationFailed(toFieldErrors(error).map((e) => ({ ...e, field: `mapping.${e.field}`.replace(/\.body$/, '') })));
  return mapping!;
}

async function workspaceFor(app: FastifyInstance, tenant: Tenant, raw: unknown): Promise<string> {
  if (raw === undefined || raw === '') return defaultWorkspaceId(app.db, tenant.account.id);
  if (typeof raw !== 'string' || raw.length > 64 || !(await workspaceBelongs(app.db, tenant.account.id, raw))) {
    throw validationFailed([
      { field: 'workspace_id', code: 'unknown_workspace', message: 'This workspace does not exist in your account' },
    ]);
  }
  return raw;
}

interface Upload {
  stream: Readable;
  fileName: string | null;
  fields: Record<string, unknown>;
  truncated: () => boolean;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw validationFailed([{ field: 'file', code: 'required', message: 'Attach a CSV file' }]);
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(file.fields)) {
      const part = Array.isArray(value) ? value[0] : value;
      if (part && part.type === 'field') fields[name] = part.value;
    }
    return { stream: file.file, fileName: file.filename.slice(0, 200) || null, fields, truncated: () => file.file.truncated };
  }
  const query = request.query as Record<string, unknown>;
  return {
    stream: request.raw,
    fileName: typeof query.file_name === 'string' ? query.file_name.slice(0, 200) : null,
    fields: query,
    truncated: () => false,
  };
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * The same file again (by content): refused when an import of it completed or is under way; after
 * an interrupted import it continues after the rows that one committed (`skipRows`).
 */
async function previousImport(app: FastifyInstance, accountId: string, sha256: string): Promise<number> {
  const previous = await app.db
    .selectFrom('import_jobs')
    .select(['id', 'status', 'error_code', 'rows_processed', 'created_count', 'created_at'])
    .where('account_id', '=', accountId)
    .where('file_sha256', '=', sha256)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!previous) return 0;
  if (previous.status === 'done') {
    throw appError(
      ErrorCode.IMPORT_ALREADY_DONE,
      `This file was already imported on ${previous.created_at.slice(0, 10)} (${Number(previous.created_count)} links created). Nothing was imported again.`,
      { import_id: previous.id },
    );
  }
  if (previous.status === 'queued' || previous.status === 'running') {
    throw appError(ErrorCode.IMPORT_ALREADY_DONE, 'This file is being imported right now.', { import_id: previous.id });
  }
  return previous.error_code === INTERRUPTED ? Number(previous.rows_processed) : 0;
}

export async function importRoutes(app: FastifyInstance): Promise<void> {
  scheduleImportRecovery(app);
  const limit = app.config.links.importMaxBytes;
  await app.register(multipart, { limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 } });
  // The raw CSV body is streamed by the handler, not parsed here (the JSON body limit does not apply).
  app.addContentTypeParser(['text/csv', 'application/csv'], (_request, _payload, done) => done(null, undefined));

  app.post('/links/imports', allowed('links:create'), async (request, reply) => {
    const auth = requireTenant(request.auth);
    const type = request.headers['content-type'] ?? '';
    if (!request.isMultipart() && !/^(text|application)\/csv\b/i.test(type)) {
      throw appError(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        'Upload the CSV as multipart/form-data (field "file") or as a text/csv body.',
      );
    }
    // No room at all: say so before reading the file (a partial fit is reported per row by the run).
    await assertWithinLimit(app.db, auth.tenant, 'links');
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit + 64 * 1024) throw tooLarge(limit);
    const upload = await readUpload(request);
    const dir = join(app.config.dataDir, 'imports');
    await mkdir(dir, { recursive: true });
    const jobId = newId();
    const path = join(dir, `${jobId}.csv`);
    let bytes: number;
    try {
      bytes = await spool(upload.stream, path, limit);
      if (upload.truncated()) throw new TooLarge();
    } catch (error) {
      await rm(path, { force: true });
      if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
      throw error;
    }
    try {
      const fileSha256 = await sha256Of(path);
      const skipRows = await previousImport(app, auth.tenant.account.id, fileSha256);
      const mapping = parseMapping(upload.fields.mapping);
      const workspaceId = await workspaceFor(app, auth.tenant, upload.fields.workspace_id);
      const now = isoNow();
      await app.db
        .insertInto('import_jobs')
        .values({
          id: jobId,
          account_id: auth.tenant.account.id,
          created_by: auth.customer.id,
          workspace_id: workspaceId,
          status: 'queued',
          file_name: upload.fileName,
          mapping: json.encode(mapping),
          total_bytes: bytes,
          processed_bytes: 0,
          rows_processed: 0,
          created_count: 0,
          refused_count: 0,
          error_code: null,
          error_message: null,
          created_at: now,
          updated_at: now,
          finished_at: null,
          file_sha256: fileSha256,
        })
        .execute();
      const ctx = { ...linkContext(app, auth.tenant), domainCache: new Map() };
      const scope = { jobId, accountId: auth.tenant.account.id, workspaceId, createdBy: auth.customer.id };
      void app.links.track(runImport(app, { scope, ctx, path, mapping, skipRows }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return reply.code(202).send({ results: await readJob(app.db, auth.tenant.account.id, jobId) });
  });

  app.get<IdParams>('/links/imports/:id', allowed('links:view'), async (request) => {
    const { tenant } = requireTenant(request.auth);
    const job = request.params.id.length <= 64 ? await readJob(app.db, tenant.account.id, request.params.id) : undefined;
    if (!job) throw notFound('Import not found');
    return { results: job };
  });

  app.get<IdParams>('/links/imports/:id/report.csv', allowed('links:view'), async (request, reply) => {
    const { tenant } = requireTenant(request.auth);
    const job = request.params.id.length <= 64 ? await readJob(app.db, tenant.account.id, request.params.id) : undefined;
    if (!job) throw notFound('Import not found');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${job.id}-refused.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(reportCsv(app.db, job.id)));
  });
}
