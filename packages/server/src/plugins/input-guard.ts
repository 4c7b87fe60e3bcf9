/**
 * Rejects NUL characters in path parameters, query strings and JSON bodies before any handler
 * sees them: PostgreSQL cannot store or compare U+0000 in text and fails the whole query, which
 * would surface as a 500. JSON bodies nested deeper than MAX_JSON_DEPTH are refused while parsing
 * (400 with the envelope): no form of this API is deeper than a few levels, and validators and
 * walkers recurse.
 * Also makes the API JSON-only: Fastify's default text/plain parser is removed, so other media types
 * answer 415 (and a cross-site form post cannot even reach validation).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@rabt/contract';
import { AppError, validationFailed } from '../lib/errors.ts';

const MAX_DEPTH = 20;
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests objects/arrays deeper than `max` levels (iterative: no recursion to overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const inner of Object.values(current)) if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
  }
  return false;
}

function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? path : findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function inputGuardPlugin(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
        const message = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
        return done(new AppError(400, ErrorCode.VALIDATION_FAILED, message, [{ field: 'body', code: 'too_deep', message }]));
      }
      done(null, value);
    });
  });
  app.addHook('preValidation', async (request) => {
    // A query string is part of the address, not a form: a NUL there is a malformed request (400).
    const inQuery = findNul(request.query, '');
    if (inQuery !== null) {
      const message = `The query parameter ${inQuery || ''} contains a character that is not allowed.`.replace('  ', ' ');
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, message, [
        { field: inQuery || 'query', code: 'invalid_characters', message },
      ]);
    }
    const field = findNul(request.params, '') ?? findNul(request.body, '');
    if (field !== null) {
      throw validationFailed([
        {
          field: field || 'body',
          code: 'invalid_characters',
          message: `${field || 'The request'} contains a character that is not allowed.`,
        },
      ]);
    }
  });
}

export default fp(inputGuardPlugin, { name: 'rabt-input-guard' });
