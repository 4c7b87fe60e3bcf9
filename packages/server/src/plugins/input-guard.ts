/**
 * Rejects NUL characters in path parameters and JSON bodies before any handler sees them:
 * PostgreSQL cannot store U+0000 in text and fails the whole query, which would surface as a 500.
 * Also makes the API JSON-only: Fastify's default text/plain parser is removed, so other media types
 * answer 415 (and a cross-site form post cannot even reach validation).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../lib/errors.ts';

const MAX_DEPTH = 20;

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
  app.addHook('preValidation', async (request) => {
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
