/**
 * Enforces each /api route's policy (see RoutePolicy in types.ts) before the handler runs, in this
 * order: signed in (401) → email verified (403 REQUIRE_VERIFICATION) → Account-Id membership
 * (404, never 403: another account's existence is not revealed) → plan (403 REQUIRE_SUBSCRIPTION)
 * → the route's permission (403 PERMISSION_DENIED). Every route declares the permission it needs in
 * its policy, so no handler checks roles itself.
 */
import {
  can,
  ErrorCode,
  type Permission,
  type RequireSubscriptionDetails,
  type RequireVerificationDetails,
} from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CustomersTable } from '../db/schema.ts';
import { AppError, appError, notFound, validationFailed } from '../lib/errors.ts';
import { findTenant } from '../modules/accounts/queries.ts';
import { findSession } from '../modules/auth/sessions.ts';
import { checkKeyRate } from '../modules/apps/key-rate.ts';
import { findApiKey, isApiKeyToken } from '../modules/apps/keys.ts';
import type { AuthState, RouteEntry, RoutePolicy, Tenant } from '../types.ts';

const STRICTEST: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'required', plan: true };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

function accountIdHeader(request: FastifyRequest): string | null {
  const raw = request.headers['account-id'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : null;
}

export function verificationDetails(customer: CustomersTable): RequireVerificationDetails {
  return {
    customer_id: customer.id,
    email: customer.email,
    name: customer.name,
    language: customer.language === 'ar' ? 'ar' : 'en',
  };
}

function unauthenticated(): AppError {
  return appError(ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please sign in again.');
}

export function permissionDenied(permission: Permission): AppError {
  return appError(
    ErrorCode.PERMISSION_DENIED,
    "You don't have permissions to view this page. Ask your organisation's admin for access.",
    { permission },
  );
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('auth', null);
  const routes: RouteEntry[] = [];
  app.decorate('routePolicies', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, policy: (route.config as { policy?: RoutePolicy } | undefined)?.policy });
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !url.startsWith('/api/')) return;
    const policy = request.routeOptions.config.policy ?? STRICTEST;
    if (policy.access === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    if (isApiKeyToken(token)) return authenticateKey(app, request, policy, token);
    const session = await findSession(app.db, token);
    if (!session) throw unauthenticated();
    const auth: AuthState = { sessionId: session.sessionId, apiKeyId: null, customer: session.customer, tenant: null };
    request.auth = auth;

    if ((policy.verified ?? true) && !session.customer.email_verified_at) {
      throw appError(
        ErrorCode.REQUIRE_VERIFICATION,
        'Please verify your email address to continue.',
        verificationDetails(session.customer),
      );
    }

    const tenantMode = policy.permission ? 'required' : (policy.tenant ?? 'required');
    if (tenantMode === 'none') return;
    const accountId = accountIdHeader(request);
    if (!accountId) {
      if (tenantMode === 'optional') return;
      throw validationFailed(
        [{ field: 'Account-Id', code: 'required', message: 'The Account-Id header is required.' }],
        'The Account-Id header is required.',
      );
    }
    const tenant = accountId.length <= 64 ? await findTenant(app.db, session.customer.id, accountId) : undefined;
    if (!tenant) throw notFound('Account not found');
    auth.tenant = tenant;

    checkPlanAndPermission(policy, tenant);
  });
}

function checkPlanAndPermission(policy: Extract<RoutePolicy, { access: 'signed-in' }>, tenant: Tenant): void {
  if ((policy.plan ?? true) && tenant.account.plan_id === null) {
    const details: RequireSubscriptionDetails = { account_id: tenant.account.id };
    throw appError(ErrorCode.REQUIRE_SUBSCRIPTION, 'Choose a plan to continue.', details);
  }
  if (policy.permission && !can(tenant.permissions, policy.permission)) throw permissionDenied(policy.permission);
}

/**
 * An API key (decision 063) acts for its own organisation only, within its scopes and its creator's
 * current permissions (while they are a member), and only on
 * routes that declare a permission (the profile, sessions and organisation choice are people's).
 * An Account-Id naming another organisation answers 404 like a member's would.
 */
async function authenticateKey(
  app: FastifyInstance,
  request: FastifyRequest,
  policy: Extract<RoutePolicy, { access: 'signed-in' }>,
  token: string,
): Promise<void> {
  const key = await findApiKey(app.db, token);
  if (!key) throw appError(ErrorCode.UNAUTHENTICATED, 'This API key is not valid or was revoked.');
  await checkKeyRate(app, key.keyId);
  if (!policy.permission) {
    throw appError(ErrorCode.API_KEY_NOT_ALLOWED, 'API keys cannot call this endpoint.');
  }
  const accountId = accountIdHeader(request);
  if (accountId !== null && accountId !== key.accountId) throw notFound('Account not found');
  // The key acts for its creator: once they leave or are removed it stops, and it never does more
  // than they may do now (a demoted creator's key loses what the new role lacks) or reaches
  // workspaces they cannot.
  const member = await findTenant(app.db, key.createdBy, key.accountId);
  const creator = member
    ? await app.db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', key.createdBy)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!member || !creator) throw appError(ErrorCode.UNAUTHENTICATED, 'This API key is not valid or was revoked.');
  const tenant: Tenant = {
    account: member.account,
    role: 'api-key',
    permissions: new Set(key.scopes.filter((scope) => member.permissions.has(scope))),
    workspaceIds: member.workspaceIds,
  };
  request.auth = { sessionId: '', apiKeyId: key.keyId, customer: creator, tenant };
  checkPlanAndPermission(policy, tenant);
}

export default fp(authPlugin, { name: 'rabt-auth', dependencies: ['rabt-xsrf'] });
