/**
 * The OpenAPI 3.1 document (decision 065), built from the routes the app actually registered
 * (`app.routePolicies`: method, path, policy with its permission) and the contract structs in
 * operations.ts. Nothing is written twice: a route's permission comes from its policy.
 */
import { ErrorBody } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry, RoutePolicy } from '../../types.ts';
import { operations } from './operations.ts';
import { toJsonSchema, type JsonSchema } from './schema.ts';

export const documentedRoutes = (app: FastifyInstance): RouteEntry[] =>
  app.routePolicies.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS');

const key = (r: RouteEntry) => `${r.method} ${r.url}`;
const openApiPath = (url: string) => url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

function security(policy: RoutePolicy | undefined): { auth: string; permission?: string; tenant: boolean } {
  const p = policy ?? { access: 'signed-in' as const };
  if (p.access === 'public') return { auth: 'public', tenant: false };
  const tenant = Boolean(p.permission) || (p.tenant ?? 'required') === 'required';
  return { auth: p.permission ? 'member or API key' : 'member', ...(p.permission ? { permission: p.permission } : {}), tenant };
}

export function buildOpenApi(app: FastifyInstance): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const error = { content: { 'application/json': { schema: toJsonSchema(ErrorBody as never) } } };
  for (const route of documentedRoutes(app)) {
    const op = operations[key(route)];
    const sec = security(route.policy);
    const params: JsonSchema[] = [...route.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (sec.tenant) {
      params.push({
        name: 'Account-Id',
        in: 'header',
        required: sec.auth === 'member',
        description: 'The organisation. API keys may omit it (a key belongs to one organisation).',
        schema: { type: 'string' },
      });
    }
    for (const [name, description] of Object.entries(op?.query ?? {})) {
      params.push({ name, in: 'query', required: false, description, schema: { type: 'string' } });
    }
    const ok = String(op?.status ?? 200);
    const responses: Record<string, JsonSchema> = {
      [ok]: {
        description: 'Success',
        ...(op?.produces
          ? { content: { [op.produces]: { schema: { type: 'string' } } } }
          : op?.response
            ? { content: { 'application/json': { schema: toJsonSchema(op.response) } } }
            : {}),
      },
    };
    if (sec.auth !== 'public') {
      responses['401'] = { description: 'UNAUTHENTICATED: no, an expired or a revoked token or key', ...error };
      responses['403'] = {
        description: sec.permission
          ? `PERMISSION_DENIED (details.permission = ${sec.permission}), REQUIRE_VERIFICATION or REQUIRE_SUBSCRIPTION`
          : 'REQUIRE_VERIFICATION, REQUIRE_SUBSCRIPTION, or API_KEY_NOT_ALLOWED for API keys',
        ...error,
      };
    }
    if (sec.tenant || params.some((p) => p.in === 'path')) {
      responses['404'] = { description: "NOT_FOUND, also for another organisation's resources", ...error };
    }
    if (op?.request) responses['422'] = { description: 'VALIDATION_FAILED: details lists each field', ...error };
    if (sec.auth === 'member or API key')
      responses['429'] = { description: 'RATE_LIMITED: too many calls with this API key', ...error };

    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = {
      operationId: key(route),
      summary: op?.summary ?? key(route),
      tags: [op?.tag ?? 'other'],
      ...(sec.auth === 'public' ? { security: [] } : {}),
      'x-permission': sec.permission ?? null,
      'x-callers': sec.auth,
      ...(params.length ? { parameters: params } : {}),
      ...(op?.request
        ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(op.request) } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rabt API',
      version: '1',
      description:
        'Short links, QR codes, cards, domains, analytics and organisations. Authenticate with `Authorization: Bearer <token>`: a ' +
        'session token from POST /auth/login, or an API key from Settings › API apps. A key acts for its organisation only, within its permissions (`x-permission` on each operation), and is rate limited per key. Calls with a session token send `Account-Id` and, for POST/PUT/DELETE, the XSRF double submit; calls with an API key need neither.',
    },
    servers: [{ url: `${app.config.appUrl}/api` }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Session token or API key (rk_…)' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
