import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { Struct } from 'superstruct';
import {
  DEFAULT_API_BASE,
  ErrorCode,
  errorBody,
  errorStatus,
  headers as contractHeaders,
  can,
  type Permission,
  type RequireVerificationDetails,
} from '@rabt/contract';
import { db } from '../db.ts';

/**
 * Shared pieces of the handlers: the URL of a contract path on any origin, the error envelope
 * with the server's status per code, and the server's route policies (packages/server
 * plugins/auth.ts), so mocks answer in the same order: 401 → REQUIRE_VERIFICATION →
 * Account-Id membership (404) → REQUIRE_SUBSCRIPTION → the route's permission (403).
 */
export const apiUrl = (path: string) => `*${DEFAULT_API_BASE}/${path}`;

export { http, HttpResponse };

/** `{ error: { code, message, details } }` with the contract's status for the code. */
export function apiError(code: keyof typeof errorStatus, message: string, details?: unknown, status = errorStatus[code]) {
  return HttpResponse.json(errorBody(code, message, details), { status });
}

export interface Policy {
  /** Answer REQUIRE_VERIFICATION until the address is verified. */
  verified: boolean;
  /** Whether Account-Id is read: none, optional or required. */
  tenant: 'none' | 'optional' | 'required';
  /** Answer REQUIRE_SUBSCRIPTION when the account has no plan. */
  plan: boolean;
  /** What the member must be allowed to do (403 PERMISSION_DENIED), as the server's route policy. */
  permission?: Permission;
}

/** The usual tenant route's policy: verified, Account-Id required, on a plan, allowed `permission`. */
export const allowed = (permission: Permission, extra: Partial<Policy> = {}): Policy => ({
  verified: true,
  tenant: 'required',
  plan: true,
  ...extra,
  permission,
});

export interface Caller {
  customerId: string;
  accountId: string | null;
}

/** The caller of a signed-in route, or the error response the server would give. */
export function authorise(request: StrictRequest<DefaultBodyType>, policy: Policy): Caller | Response {
  const token = /^Bearer\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const customerId = token ? db.sessions.get(token) : undefined;
  const row = customerId ? db.customers.get(customerId) : undefined;
  if (!row) return apiError(ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please sign in again.');
  const { customer } = row;
  if (policy.verified && !customer.email_verified) {
    const details: RequireVerificationDetails = {
      customer_id: customer.id,
      email: customer.email,
      name: customer.name,
      language: customer.language,
    };
    return apiError(ErrorCode.REQUIRE_VERIFICATION, 'Please verify your email address to continue.', details);
  }
  if (policy.tenant === 'none') return { customerId: customer.id, accountId: null };
  const accountId = request.headers.get(contractHeaders.accountId)?.trim() || null;
  if (!accountId) {
    if (policy.tenant === 'optional') return { customerId: customer.id, accountId: null };
    return apiError(ErrorCode.VALIDATION_FAILED, 'The Account-Id header is required.', [
      { field: 'Account-Id', code: 'required', message: 'The Account-Id header is required.' },
    ]);
  }
  const account = row.accountIds.includes(accountId) ? db.accounts.get(accountId) : undefined;
  if (!account) return apiError(ErrorCode.NOT_FOUND, 'Account not found');
  if (policy.plan && account.plan === null) {
    return apiError(ErrorCode.REQUIRE_SUBSCRIPTION, 'Choose a plan to continue.', { account_id: account.id });
  }
  if (policy.permission && !can(account.permissions, policy.permission)) {
    return apiError(
      ErrorCode.PERMISSION_DENIED,
      "You don't have permissions to view this page. Ask your organisation's admin for access.",
      { permission: policy.permission },
    );
  }
  return { customerId: customer.id, accountId };
}

/** Request body as JSON, or undefined when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/**
 * 422 VALIDATION_FAILED with the failing fields in `details` (contract FieldErrorList), as the
 * server's parseBody answers.
 */
export function validationFailed<T, S>(struct: Struct<T, S>, body: unknown, message = 'The request is invalid.') {
  const [error] = struct.validate(body);
  const details = (error?.failures() ?? []).map((failure) => ({
    field: failure.path.join('.') || '(body)',
    code: failure.value === undefined ? 'required' : (failure.refinement ?? failure.type),
    message: failure.message,
  }));
  return apiError(
    ErrorCode.VALIDATION_FAILED,
    message,
    details.length ? details : [{ field: '(body)', code: 'invalid', message }],
  );
}
