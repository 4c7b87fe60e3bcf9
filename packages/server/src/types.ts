/** Decorations the plugins add to Fastify, in one place so every module sees the same shape. */
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { CustomersTable, AccountsTable, Db, Dialect } from './db/schema.ts';
import type { MailService } from './modules/mail/service.ts';
import type { MembershipRole, Permission } from '@rabt/contract';

/**
 * Who may call a route. Routes under /api without a policy get the strictest one (signed in,
 * verified, Account-Id member, account on a plan), so a forgotten policy fails closed.
 */
export type RoutePolicy =
  | { access: 'public' }
  | {
      access: 'signed-in';
      /** Answer REQUIRE_VERIFICATION until the address is verified. Default true. */
      verified?: boolean;
      /** Account-Id header: ignored, checked when sent, or required. Default 'required'. */
      tenant?: 'none' | 'optional' | 'required';
      /** Answer REQUIRE_SUBSCRIPTION when the Account-Id account has no plan. Default true. */
      plan?: boolean;
      /**
       * What the caller must be allowed to do in the Account-Id account (implies tenant
       * 'required'): checked before the handler, 403 PERMISSION_DENIED otherwise.
       */
      permission?: Permission;
    };

/**
 * Route options for the usual tenant route: signed in, verified, a member of the Account-Id
 * account, on a plan, and allowed `permission` there. `app.get('/links', allowed('links:view'), …)`.
 */
export function allowed(
  permission: Permission,
  extra: Omit<Extract<RoutePolicy, { access: 'signed-in' }>, 'access' | 'permission'> = {},
) {
  return { config: { policy: { access: 'signed-in', ...extra, permission } satisfies RoutePolicy } };
}

export interface RouteEntry {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
}

export interface Tenant {
  account: Pick<AccountsTable, 'id' | 'name' | 'plan_id' | 'created_at'>;
  role: MembershipRole;
  /** What this member may do in the account, from their role (the guard checks routes against it). */
  permissions: ReadonlySet<Permission>;
}

export interface AuthState {
  sessionId: string;
  customer: CustomersTable;
  tenant: Tenant | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: Dialect;
    mail: MailService;
    redis: Redis | null;
    /** Every route with its declared policy, as registered (the permission tests and docs read it). */
    routePolicies: RouteEntry[];
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

/** Narrowing helper for handlers behind a signed-in policy. */
export function requireAuth(auth: AuthState | null): AuthState {
  if (!auth) throw new Error('route policy must be signed-in to use request.auth');
  return auth;
}

export function requireTenant(auth: AuthState | null): AuthState & { tenant: Tenant } {
  const a = requireAuth(auth);
  if (!a.tenant) throw new Error("route policy must have tenant: 'required' to use request.auth.tenant");
  return a as AuthState & { tenant: Tenant };
}
