/**
 * Every failure leaves as `{ error: { code, message, details } }`. Client mistakes that Fastify
 * itself detects (bad JSON, body too large, wrong content type) are mapped to 4xx codes here, so
 * bad input never surfaces as a 500. A database that is not answering (timeouts, dropped
 * connections) is 503 SERVICE_UNAVAILABLE with Retry-After, not a 500.
 */
import { DEFAULT_ERROR_MESSAGE, ErrorCode, errorBody } from '@rabt/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/connect.ts';
import { AppError } from '../lib/errors.ts';

/** Seconds a client is asked to wait when the database is not answering. */
const RETRY_AFTER_S = 5;

interface Mapped {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

function mapFastifyError(error: FastifyError): Mapped | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Send the request body as application/json.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        code: ErrorCode.VALIDATION_FAILED,
        message: 'The request body is not valid JSON.',
        details: [{ field: 'body', code: 'invalid_json', message: 'The request body is not valid JSON.' }],
      };
  }
  const status = error.statusCode ?? 500;
  // JSON.parse errors from the body parser and prototype-poisoning refusals carry a 4xx status.
  if (status >= 400 && status < 500) {
    if (status === 404) return { status, code: ErrorCode.NOT_FOUND, message: 'Resource not found' };
    return {
      status: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message: 'The request could not be read.',
      details: [{ field: 'body', code: 'invalid_body', message: error.message }],
    };
  }
  return null;
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, details));
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%zz`) or a parameter over the
 * length limit is answered before any hook runs, so the security headers are set here by hand
 * (`headers` from securityHeaders) and the body is the usual envelope.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    // A path parameter longer than any id or short code cannot name anything.
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 404, ErrorCode.NOT_FOUND, 'Resource not found');
    const message = 'The address contains an invalid escape sequence (%).';
    return sendError(reply, 400, ErrorCode.VALIDATION_FAILED, message, [{ field: 'url', code: 'invalid_url', message }]);
  };
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
      return sendError(
        reply,
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'The service is temporarily unavailable (the database is not answering). Please try again in a few seconds.',
        { retry_after_seconds: RETRY_AFTER_S },
      );
    }
    const mapped = mapFastifyError(error as FastifyError);
    if (mapped) return sendError(reply, mapped.status, mapped.code, mapped.message, mapped.details);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, ErrorCode.UNKNOWN_ERROR, DEFAULT_ERROR_MESSAGE);
  });
}

export default fp(errorsPlugin, { name: 'rabt-errors' });
