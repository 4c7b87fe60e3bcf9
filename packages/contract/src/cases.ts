/**
 * Contract cases: request → expected status, response struct and error code, for every call of the
 * auth / customer / accounts / plans API. The server suite (packages/server/test/contract) runs
 * them against the real server on SQLite and PostgreSQL; the MSW mocks can run the same list.
 *
 * A runner must, for each case, build a fresh `CaseContext` for `case.actor` (plus the fixtures in
 * `case.needs`), send the request from `caseRequest()`, and assert with `checkContractResponse()`.
 * Request conventions (spec §7): `Authorization: Bearer <token>` and `Account-Id` when signed in,
 * the XSRF-TOKEN cookie echoed in `X-XSRF-TOKEN` on POST/PUT/DELETE unless `xsrf: false`.
 */
import { define, record, string as str, type as looseObject, unknown as anything, type StructError } from 'superstruct';

/** What a case needs of a struct: `validate` on an unknown value. Every superstruct struct fits. */
export interface AnyStruct {
  validate(value: unknown): [StructError, undefined] | [undefined, unknown];
}
import {
  LoginResponse,
  RegisterResponse,
  ForgotResponse,
  ValidateResetResponse,
  CompleteResetResponse,
  VerifyEmailResponse,
  ResendVerificationResponse,
  LogoutResponse,
} from './auth.ts';
import {
  CustomerResponse,
  UpdateCustomerResponse,
  ChangePasswordResponse,
  ChangeEmailResponse,
  EmailChangeResponse,
  DeleteAccountResponse,
} from './customer.ts';
import { AccountListResponse, InvitationListResponse, InvitationDecisionResponse } from './accounts.ts';
import {
  BusinessDetailsResponse,
  CreateAccountResponse,
  NotificationSettingsResponse,
  SessionListResponse,
  SignedOutResponse,
} from './settings.ts';
import {
  BillingAddressResponse,
  BillingClientConfigResponse,
  BillingOverviewResponse,
  InvoiceListResponse,
  PaymentListResponse,
  PaymentMethodListResponse,
} from './billing.ts';
import { PlanListResponse, SubscriptionResponse, CurrentSubscriptionResponse, EntitlementsResponse } from './plans.ts';
import { HealthResponse } from './common.ts';
import {
  ErrorBody,
  ErrorCode,
  FieldErrorList,
  RequireSubscriptionDetails,
  RequireVerificationDetails,
  errorStatus,
} from './errors.ts';
import { apiPaths } from './paths.ts';
import { DomainListResponse } from './domains.ts';
import { CardListResponse } from './cards.ts';
import { CompanyListResponse } from './companies.ts';
import { DEFAULT_DESIGN } from './qr/design.ts';
import { QrListResponse, QrResponse } from './qrs.ts';
import { LinkDomainsResponse, LinkListResponse, LinkResponse, PlanLockedDetails } from './links.ts';
import { RoleListResponse } from './roles.ts';
import { AcceptedResponse, AccessRequestListResponse, MemberListResponse, MyPermissionsResponse } from './team.ts';
import { WorkspaceListResponse } from './workspaces.ts';
import { AppListResponse } from './apps.ts';

/** GET openapi.json: an OpenAPI 3.1 document (its operations are checked by the server's own test). */
const OpenApiDocument = looseObject({
  openapi: define<string>('OpenApi31', (v) => typeof v === 'string' && v.startsWith('3.1')),
  info: looseObject({ title: str(), version: str() }),
  paths: record(str(), anything()),
});

/** GET docs: an HTML page (runners hand over the text when the body is not JSON). */
const HtmlDocument = define<string>('HtmlDocument', (v) => typeof v === 'string' && /^<!doctype html>/i.test(v.trimStart()));
import {
  AnalyticsBreakdownResponse,
  AnalyticsLiveResponse,
  AnalyticsOverviewResponse,
  AnalyticsSettingsResponse,
  AnalyticsTopResponse,
} from './analytics.ts';

/**
 * The customer a case runs as. `unverified`: signed in, address not verified, account without a
 * plan. `unsubscribed`: verified, account without a plan. `subscribed`: verified, account on free.
 */
export type CaseActor = 'anonymous' | 'unverified' | 'unsubscribed' | 'subscribed';

export type CaseFixture =
  /** A pending invitation to the actor's address, from another account on a paid plan with room. */
  | 'invitation'
  /** A live password-reset token for the actor. */
  | 'reset_token'
  /** A live email-verification token for the actor's current address. */
  | 'verify_token'
  /** A link of the actor's (subscribed) account, created with a custom short code and deleted. */
  | 'deleted_link'
  /** The actor's (subscribed) account is on a plan with analytics (Pro) instead of free. */
  | 'analytics_plan';

export interface CaseContext {
  /** Session token; null for anonymous. */
  token: string | null;
  /** The actor's own organisation (Account-Id); null for anonymous. */
  account_id: string | null;
  customer_id: string | null;
  /** The actor's address (for anonymous: an address that has an account, so login/forgot work). */
  email: string;
  password: string;
  /** An address nobody uses. */
  fresh_email: string;
  /** An account the actor is not a member of. */
  foreign_account_id: string;
  invitation_id: string | null;
  reset_token: string | null;
  verify_token: string | null;
  /** The short code (nip) of the `deleted_link` fixture. */
  deleted_nip?: string | null;
}

export type CaseMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractCase {
  name: string;
  actor: CaseActor;
  needs?: CaseFixture[];
  method: CaseMethod;
  /** Relative to the API base (`/api`). */
  path: (c: CaseContext) => string;
  body?: (c: CaseContext) => unknown;
  /** Account-Id to send: the actor's own (default when signed in), another account's, or none. */
  account?: 'own' | 'foreign' | 'none';
  /** Send the XSRF cookie + header on unsafe methods (default true). */
  xsrf?: boolean;
  /** Send the bearer token (default true when the actor has one). */
  auth?: boolean;
  status: number;
  /** Struct the whole body must satisfy (a success envelope, or ErrorBody). */
  response: AnyStruct;
  /** For errors: the expected error.code. */
  code?: ErrorCode;
  /** For errors: a struct error.details must satisfy. */
  details?: AnyStruct;
}

const PW = 'contract-pass-1';

function error(code: ErrorCode, details?: AnyStruct): Pick<ContractCase, 'status' | 'response' | 'code' | 'details'> {
  return { status: errorStatus[code], response: ErrorBody, code, ...(details ? { details } : {}) };
}

const ok = (response: AnyStruct) => ({ status: 200, response });

export const contractCases: ContractCase[] = [
  { name: 'health', actor: 'anonymous', method: 'GET', path: () => apiPaths.health, ...ok(HealthResponse) },
  { name: 'plans: public catalogue', actor: 'anonymous', method: 'GET', path: () => apiPaths.plans, ...ok(PlanListResponse) },

  {
    name: 'login: ok',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.login,
    body: (c) => ({ email: c.email, password: c.password }),
    ...ok(LoginResponse),
  },
  {
    name: 'login: wrong password',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.login,
    body: (c) => ({ email: c.email, password: 'wrong-password' }),
    ...error(ErrorCode.INVALID_LOGIN),
  },
  {
    name: 'login: malformed',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.login,
    body: () => ({ email: 'nope' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'login: no XSRF header',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.login,
    body: (c) => ({ email: c.email, password: c.password }),
    xsrf: false,
    ...error(ErrorCode.XSRF_INVALID),
  },

  {
    name: 'register: ok',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.register,
    body: (c) => ({ name: 'Contract Person', email: c.fresh_email, password: PW, language: 'ar' }),
    ...ok(RegisterResponse),
  },
  {
    name: 'register: email taken',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.register,
    body: (c) => ({ name: 'Contract Person', email: c.email, password: PW }),
    ...error(ErrorCode.EMAIL_TAKEN, FieldErrorList),
  },
  {
    name: 'register: invalid fields',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.register,
    body: () => ({ name: '', email: 'x', password: 'short' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },

  {
    name: 'forgot: known address',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.forgot,
    body: (c) => ({ email: c.email }),
    ...ok(ForgotResponse),
  },
  {
    name: 'forgot: unknown address (same answer)',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.forgot,
    body: (c) => ({ email: c.fresh_email }),
    ...ok(ForgotResponse),
  },

  {
    name: 'validate-reset: live token',
    actor: 'subscribed',
    needs: ['reset_token'],
    auth: false,
    method: 'GET',
    path: (c) => apiPaths.validateReset(c.customer_id!, c.reset_token!),
    ...ok(ValidateResetResponse),
  },
  {
    name: 'validate-reset: bad token',
    actor: 'subscribed',
    auth: false,
    method: 'GET',
    path: (c) => apiPaths.validateReset(c.customer_id!, 'not-a-token'),
    ...error(ErrorCode.RESET_LINK_INVALID),
  },
  {
    name: 'complete-reset: ok',
    actor: 'subscribed',
    needs: ['reset_token'],
    auth: false,
    method: 'POST',
    path: () => apiPaths.completeReset,
    body: (c) => ({ customer_id: c.customer_id, token: c.reset_token, password: 'a-new-password' }),
    ...ok(CompleteResetResponse),
  },
  {
    name: 'complete-reset: bad token',
    actor: 'subscribed',
    auth: false,
    method: 'POST',
    path: () => apiPaths.completeReset,
    body: (c) => ({ customer_id: c.customer_id, token: 'not-a-token', password: 'a-new-password' }),
    ...error(ErrorCode.RESET_LINK_INVALID),
  },

  {
    name: 'verify-email: ok',
    actor: 'unverified',
    needs: ['verify_token'],
    method: 'POST',
    path: () => apiPaths.verifyEmail,
    body: (c) => ({ customer_id: c.customer_id, token: c.verify_token }),
    ...ok(VerifyEmailResponse),
  },
  {
    name: 'verify-email: bad token',
    actor: 'unverified',
    method: 'POST',
    path: () => apiPaths.verifyEmail,
    body: (c) => ({ customer_id: c.customer_id, token: 'not-a-token' }),
    ...error(ErrorCode.VERIFY_EMAIL_FAILED),
  },
  {
    name: 'verify-email: already verified',
    actor: 'subscribed',
    needs: ['verify_token'],
    method: 'POST',
    path: () => apiPaths.verifyEmail,
    body: (c) => ({ customer_id: c.customer_id, token: c.verify_token }),
    ...error(ErrorCode.AUTH_USER_VERIFIED),
  },
  {
    name: 'resend-verification: ok',
    actor: 'unverified',
    method: 'POST',
    path: () => apiPaths.resendVerification,
    ...ok(ResendVerificationResponse),
  },
  {
    name: 'resend-verification: already verified',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.resendVerification,
    ...error(ErrorCode.AUTH_USER_VERIFIED),
  },
  { name: 'logout: ok', actor: 'subscribed', method: 'POST', path: () => apiPaths.logout, ...ok(LogoutResponse) },
  {
    name: 'logout: signed out',
    actor: 'anonymous',
    method: 'POST',
    path: () => apiPaths.logout,
    ...error(ErrorCode.UNAUTHENTICATED),
  },

  { name: 'customer: ok', actor: 'subscribed', method: 'GET', path: () => apiPaths.customer, ...ok(CustomerResponse) },
  {
    name: 'customer: unverified',
    actor: 'unverified',
    method: 'GET',
    path: () => apiPaths.customer,
    ...error(ErrorCode.REQUIRE_VERIFICATION, RequireVerificationDetails),
  },
  {
    name: 'customer: no plan',
    actor: 'unsubscribed',
    method: 'GET',
    path: () => apiPaths.customer,
    ...error(ErrorCode.REQUIRE_SUBSCRIPTION, RequireSubscriptionDetails),
  },
  {
    name: 'customer: signed out',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.customer,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  {
    name: "customer: another account's Account-Id",
    actor: 'subscribed',
    account: 'foreign',
    method: 'GET',
    path: () => apiPaths.customer,
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'update customer: ok',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.customer,
    body: () => ({
      name: 'Renamed Person',
      phone: '+966 50 000 0000',
      language: 'ar',
      address: { line1: 'King Fahd Rd', city: 'Riyadh', country: 'SA' },
    }),
    ...ok(UpdateCustomerResponse),
  },
  {
    name: 'update customer: phone missing',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.customer,
    body: () => ({ name: 'Renamed Person' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'update customer: no XSRF header',
    actor: 'subscribed',
    xsrf: false,
    method: 'PUT',
    path: () => apiPaths.customer,
    body: () => ({ name: 'Renamed Person', phone: '+966 50 000 0000' }),
    ...error(ErrorCode.XSRF_INVALID),
  },
  {
    name: 'change password: ok',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.customerPassword,
    body: (c) => ({ current_password: c.password, password: 'a-new-password', password_confirmation: 'a-new-password' }),
    ...ok(ChangePasswordResponse),
  },
  {
    name: 'change password: confirmation differs',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.customerPassword,
    body: (c) => ({ current_password: c.password, password: 'a-new-password', password_confirmation: 'another-one' }),
    ...error(ErrorCode.CONFIRMATION_MISMATCH, FieldErrorList),
  },
  {
    name: 'change password: wrong current password',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.customerPassword,
    body: () => ({ current_password: 'wrong-password', password: 'a-new-password', password_confirmation: 'a-new-password' }),
    ...error(ErrorCode.WRONG_PASSWORD, FieldErrorList),
  },
  {
    name: 'change email: ok',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.customerEmail,
    body: (c) => ({ email: c.fresh_email, password: c.password }),
    ...ok(ChangeEmailResponse),
  },
  {
    name: 'change email: before verification (typo fix)',
    actor: 'unverified',
    method: 'PUT',
    path: () => apiPaths.customerEmail,
    body: (c) => ({ email: c.fresh_email, password: c.password }),
    ...ok(ChangeEmailResponse),
  },
  {
    name: 'pending email change: none',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.customerEmail,
    ...ok(EmailChangeResponse),
  },
  {
    name: 'resend email change: nothing pending',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.customerEmailResend,
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'cancel email change: nothing pending',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.customerEmail,
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'delete customer: ok',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.customer,
    body: () => ({ reason: 'not_needed', feedback: 'Just testing', confirm: 'CONFIRM' }),
    ...ok(DeleteAccountResponse),
  },
  {
    name: 'delete customer: word not typed',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.customer,
    body: () => ({ reason: 'not_needed', confirm: 'yes' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },

  { name: 'accounts: ok', actor: 'subscribed', method: 'GET', path: () => apiPaths.accounts, ...ok(AccountListResponse) },
  {
    name: 'accounts: before a plan',
    actor: 'unsubscribed',
    method: 'GET',
    path: () => apiPaths.accounts,
    ...ok(AccountListResponse),
  },
  {
    name: 'accounts: unverified',
    actor: 'unverified',
    method: 'GET',
    path: () => apiPaths.accounts,
    ...error(ErrorCode.REQUIRE_VERIFICATION, RequireVerificationDetails),
  },
  {
    name: 'accounts: create another organisation',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.accounts,
    body: () => ({ name: 'Second Organisation' }),
    status: 201,
    response: CreateAccountResponse,
  },
  {
    name: 'accounts: create without a name',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.accounts,
    body: () => ({ name: '' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'leave: the last owner cannot',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.leaveAccount,
    ...error(ErrorCode.LAST_OWNER),
  },
  // Settings (issue 18): which emails the customer receives (about the person, no Account-Id needed).
  {
    name: 'notifications: read',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.notifications,
    ...ok(NotificationSettingsResponse),
  },
  {
    name: 'notifications: save',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.notifications,
    body: () => ({ weekly_report: false, domain_status: true, billing: true, team: false }),
    ...ok(NotificationSettingsResponse),
  },
  {
    name: 'notifications: a flag missing or not a boolean',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.notifications,
    body: () => ({ weekly_report: 'yes', domain_status: true, billing: true }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'notifications: signed out',
    actor: 'subscribed',
    auth: false,
    method: 'GET',
    path: () => apiPaths.notifications,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  // Settings (issue 18): sessions and business details.
  { name: 'sessions: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.sessions, ...ok(SessionListResponse) },
  {
    name: 'sessions: sign out the others',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.sessions,
    ...ok(SignedOutResponse),
  },
  {
    name: 'session: unknown id',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.session('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'sessions: signed out',
    actor: 'subscribed',
    auth: false,
    method: 'GET',
    path: () => apiPaths.sessions,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  {
    name: 'business: read',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.business,
    ...ok(BusinessDetailsResponse),
  },
  {
    name: 'business: save',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.business,
    body: () => ({ name: 'Renamed Org', logo_url: 'https://example.com/logo.png', country: 'SA', legal_name: 'Renamed Org LLC' }),
    ...ok(BusinessDetailsResponse),
  },
  {
    name: 'business: remove the logo',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.businessLogo,
    ...ok(BusinessDetailsResponse),
  },
  {
    name: 'business: logo of an unknown organisation',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.accountLogo('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'business: save without a name',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.business,
    body: () => ({ name: '' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'business: another organisation',
    actor: 'subscribed',
    account: 'foreign',
    method: 'GET',
    path: () => apiPaths.business,
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'invitations: list',
    actor: 'unsubscribed',
    needs: ['invitation'],
    method: 'GET',
    path: () => apiPaths.invitations,
    ...ok(InvitationListResponse),
  },
  {
    name: 'invitations: accept',
    actor: 'unsubscribed',
    needs: ['invitation'],
    method: 'POST',
    path: (c) => apiPaths.acceptInvitation(c.invitation_id!),
    ...ok(InvitationDecisionResponse),
  },
  {
    name: 'invitations: decline',
    actor: 'unsubscribed',
    needs: ['invitation'],
    method: 'POST',
    path: (c) => apiPaths.declineInvitation(c.invitation_id!),
    ...ok(InvitationDecisionResponse),
  },
  {
    name: 'invitations: unknown id',
    actor: 'unsubscribed',
    method: 'POST',
    path: () => apiPaths.acceptInvitation('01UNKNOWNINVITATION0000000'),
    ...error(ErrorCode.INVITATION_NOT_FOUND),
  },

  // Billing (issue 19): reads, and the refusals both the server and the mocks give without setup.
  { name: 'billing: overview', actor: 'subscribed', method: 'GET', path: () => apiPaths.billing, ...ok(BillingOverviewResponse) },
  {
    name: 'billing: client config',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.billingConfig,
    ...ok(BillingClientConfigResponse),
  },
  {
    name: 'billing: preview an unknown plan',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.subscriptionPreview,
    body: () => ({ plan_id: 'platinum', interval: 'month' }),
    ...error(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE),
  },
  {
    name: 'billing: change to an unknown plan',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.subscriptionChange,
    body: () => ({ plan_id: 'platinum', interval: 'month' }),
    ...error(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE),
  },
  {
    name: 'billing: cancel without cancel_type',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.subscriptionCancel,
    body: () => ({}),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'billing: resume with nothing scheduled',
    actor: 'unsubscribed',
    method: 'POST',
    path: () => apiPaths.subscriptionResume,
    ...error(ErrorCode.RESOURCE_MISSING),
  },
  {
    name: 'billing: cards',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.paymentMethods,
    ...ok(PaymentMethodListResponse),
  },
  {
    name: 'billing: add a declined test card',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.paymentMethods,
    body: () => ({ cardholder_name: 'A', number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' }),
    ...error(ErrorCode.GENERIC_DECLINE),
  },
  {
    name: 'billing: edit an unknown card',
    actor: 'subscribed',
    method: 'PATCH',
    path: () => apiPaths.paymentMethod('ID'),
    body: () => ({}),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'billing: remove an unknown card',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.paymentMethod('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'billing: make an unknown card primary',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.paymentMethodPrimary('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'billing: confirm an unknown card',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.paymentMethodConfirm('ID'),
    body: () => ({ authenticated: true }),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'billing: address',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.billingAddress,
    ...ok(BillingAddressResponse),
  },
  {
    name: 'billing: address with an invalid tax ID',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.billingAddress,
    body: () => ({ name: 'Acme', line1: 'Street 1', city: 'Berlin', state: 'Berlin', country: 'DE', tax_id: 'DE12' }),
    ...error(ErrorCode.TAX_ID_INVALID, FieldErrorList),
  },
  { name: 'billing: invoices', actor: 'subscribed', method: 'GET', path: () => apiPaths.invoices, ...ok(InvoiceListResponse) },
  {
    name: 'billing: unknown invoice',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.invoice('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'billing: pay an unknown invoice',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.invoicePay('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'billing: PDF of an unknown invoice',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.invoicePdf('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  { name: 'billing: payments', actor: 'subscribed', method: 'GET', path: () => apiPaths.payments, ...ok(PaymentListResponse) },
  {
    name: 'billing: confirm an unknown payment',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.paymentConfirm('ID'),
    body: () => ({ authenticated: true }),
    ...error(ErrorCode.NOT_FOUND),
  },

  {
    name: 'subscription: none yet',
    actor: 'unsubscribed',
    method: 'GET',
    path: () => apiPaths.subscription,
    ...ok(CurrentSubscriptionResponse),
  },
  {
    name: 'subscription: current',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.subscription,
    ...ok(CurrentSubscriptionResponse),
  },
  {
    name: 'entitlements: plan features, limits and usage',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.entitlements,
    ...ok(EntitlementsResponse),
  },
  {
    name: 'subscribe: free plan',
    actor: 'unsubscribed',
    method: 'POST',
    path: () => apiPaths.subscription,
    body: () => ({ plan_id: 'free', interval: 'month' }),
    ...ok(SubscriptionResponse),
  },
  {
    name: 'subscribe: same price again',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.subscription,
    body: () => ({ plan_id: 'free', interval: 'month' }),
    ...error(ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE),
  },
  {
    name: 'subscribe: paid plan without a card',
    actor: 'unsubscribed',
    method: 'POST',
    path: () => apiPaths.subscription,
    body: () => ({ plan_id: 'pro', interval: 'year' }),
    ...error(ErrorCode.REQUIRES_PAYMENT_METHOD),
  },
  {
    name: 'subscribe: unknown plan',
    actor: 'unsubscribed',
    method: 'POST',
    path: () => apiPaths.subscription,
    body: () => ({ plan_id: 'platinum', interval: 'month' }),
    ...error(ErrorCode.SELECTED_PLAN_NOT_AVAILABLE),
  },
  {
    name: 'subscribe: without Account-Id',
    actor: 'unsubscribed',
    account: 'none',
    method: 'POST',
    path: () => apiPaths.subscription,
    body: () => ({ plan_id: 'free', interval: 'month' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: "subscribe: another account's Account-Id",
    actor: 'subscribed',
    account: 'foreign',
    method: 'POST',
    path: () => apiPaths.subscription,
    body: () => ({ plan_id: 'free', interval: 'year' }),
    ...error(ErrorCode.NOT_FOUND),
  },
  // Branded domains: the list is open to every plan; adding needs branded_domains (the case
  // actor is on free); an id that is not the account's answers 404 on every call.
  { name: 'domains: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.domains, ...ok(DomainListResponse) },
  {
    name: 'domains: signed out',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.domains,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  {
    name: 'domains: add on a plan without branded domains',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.domains,
    body: () => ({ name: 'go.contract-case.example' }),
    ...error(ErrorCode.PLAN_LOCKED, PlanLockedDetails),
  },
  {
    name: 'domains: unknown domain',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.domain('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'domains: verify an unknown domain',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.verifyDomain('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'domains: delete an unknown domain',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.domain('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'domains: certificate of an unknown domain',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.domainCertificate('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'domains: certificate upload without certificate and key',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.domainCertificate('ID'),
    body: () => ({}),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },

  // Companies and business cards: lists for every plan; another account's or an unknown id is 404;
  // a card needs its fields (spec §5) and a company of the account.
  { name: 'companies: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.companies, ...ok(CompanyListResponse) },
  {
    name: 'companies: create without a name',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.companies,
    body: () => ({ name: '' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'companies: unknown company',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.company('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'companies: logo of an unknown company',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.companyLogo('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  { name: 'cards: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.cards, ...ok(CardListResponse) },
  {
    name: 'cards: signed out',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.cards,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  {
    name: 'cards: create with invalid fields',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.cards,
    body: () => ({ first_name: 'Layla2', last_name: '', emails: [] }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'cards: unknown card',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.card('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'cards: photo of an unknown card',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.cardPhoto('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },

  // Short links (the subscribed actor is on the free plan: schedule, expiry and password are locked).
  { name: 'links: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.links, ...ok(LinkListResponse) },
  {
    name: 'links: list with a bad filter',
    actor: 'subscribed',
    method: 'GET',
    path: () => `${apiPaths.links}?status=dead`,
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'links: signed out',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.links,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  {
    name: 'links: create',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.links,
    body: () => ({ long_url: 'https://example.com/contract', title: 'Contract' }),
    status: 201,
    response: LinkResponse,
  },
  {
    name: 'links: create with an invalid URL',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.links,
    body: () => ({ long_url: 'ftp://example.com' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'links: create with a reserved nip',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.links,
    body: () => ({ long_url: 'https://example.com', nip: 'admin' }),
    ...error(ErrorCode.NIP_RESERVED, FieldErrorList),
  },
  {
    name: 'links: password on a plan without it',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.links,
    body: () => ({ long_url: 'https://example.com', lock_pass: 'secret' }),
    ...error(ErrorCode.PLAN_LOCKED, PlanLockedDetails),
  },
  {
    name: 'links: usable domains',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.linkDomains,
    ...ok(LinkDomainsResponse),
  },
  {
    name: 'links: usable domains, signed out',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.linkDomains,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  {
    name: 'links: usable domains of another account',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.linkDomains,
    account: 'foreign',
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'links: unknown link',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.link('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'links: update an unknown link',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.link('ID'),
    body: () => ({ long_url: 'https://example.com' }),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'links: delete an unknown link',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.link('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'links: create in a workspace of no account of ours',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.links,
    body: () => ({ long_url: 'https://example.com/contract', workspace_id: 'wsp_01HZX3KA0000UNKNOWN1' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    // Deleted links keep their short code: a stale printed QR code must never reach someone else.
    name: "links: re-use a deleted link's short code",
    actor: 'subscribed',
    needs: ['deleted_link'],
    method: 'POST',
    path: () => apiPaths.links,
    body: (c) => ({ long_url: 'https://example.com/again', nip: c.deleted_nip }),
    ...error(ErrorCode.NIP_TAKEN, FieldErrorList),
  },
  {
    name: 'link imports: a JSON body instead of a CSV',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.linkImports,
    body: () => ({ csv: 'long_url' }),
    ...error(ErrorCode.UNSUPPORTED_MEDIA_TYPE),
  },
  {
    name: 'link imports: unknown job',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.linkImport('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'link imports: report of an unknown job',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.linkImportReport('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  // QR codes (issue 20): the subscribed actor is on the free plan (10 codes); an id that is not
  // the account's answers 404 on every call.
  { name: 'qrs: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.qrs, ...ok(QrListResponse) },
  {
    name: 'qrs: create a Wi-Fi code',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.qrs,
    body: () => ({
      type: 'wifi',
      name: 'Guests',
      ssid: 'Guest "5G"; lobby',
      security: 'WPA',
      password: 'p@ss:word;1',
      hidden: false,
    }),
    status: 201,
    response: QrResponse,
  },
  {
    name: 'qrs: a design that would not scan',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.qrs,
    body: () => ({
      type: 'url',
      name: 'Grey',
      long_url: 'https://example.com/',
      design: { ...DEFAULT_DESIGN, fg: '#888888', bg: '#999999' },
    }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  { name: 'qrs: unknown code', actor: 'subscribed', method: 'GET', path: () => apiPaths.qr('ID'), ...error(ErrorCode.NOT_FOUND) },
  {
    name: 'qrs: replace the file of an unknown code',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.qrFile('ID'),
    body: () => ({}),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'qrs: download an unknown code',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.qrDownload('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'qrs: scans of an unknown code',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.qrScans('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },

  // Organisation (issue 18): the subscribed actor owns its account alone; ids not of the account
  // answer 404 on every call.
  { name: 'roles: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.roles, ...ok(RoleListResponse) },
  {
    name: 'roles: create without a permission',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.roles,
    body: () => ({ name: 'Nothing at all', permissions: [] }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'roles: unknown role',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.role('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'roles: delete a built-in role',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.role('viewer'),
    ...error(ErrorCode.ROLE_BUILT_IN),
  },
  { name: 'members: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.members, ...ok(MemberListResponse) },
  {
    name: 'members: change an unknown member',
    actor: 'subscribed',
    method: 'PUT',
    path: () => apiPaths.member('ID'),
    body: () => ({ role: 'viewer' }),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'members: the last owner cannot leave',
    actor: 'subscribed',
    method: 'DELETE',
    path: () => apiPaths.leaveAccount,
    ...error(ErrorCode.LAST_OWNER),
  },
  {
    name: 'access requests: list',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.accessRequests,
    ...ok(AccessRequestListResponse),
  },
  {
    name: 'access requests: ask to join another organisation',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.joinRequest,
    body: (c) => ({ account_id: c.foreign_account_id, message: 'Please add me' }),
    status: 202,
    response: AcceptedResponse,
  },
  {
    name: 'access requests: approve an unknown request',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.approveAccessRequest('ID'),
    body: () => ({ role: 'editor' }),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'access requests: decline an unknown request',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.declineAccessRequest('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  { name: 'workspaces: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.workspaces, ...ok(WorkspaceListResponse) },
  {
    name: 'workspaces: create without a name',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.workspaces,
    body: () => ({ name: '   ' }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'workspaces: unknown workspace',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.workspace('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  { name: 'apps: list', actor: 'subscribed', method: 'GET', path: () => apiPaths.apps, ...ok(AppListResponse) },
  {
    name: 'apps: unknown app',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.app('ID'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'apps: key for an unknown app',
    actor: 'subscribed',
    method: 'POST',
    path: () => apiPaths.appKeys('ID'),
    body: () => ({ name: 'CI', scopes: ['links:create'] }),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'apps: revoke an unknown key',
    actor: 'subscribed',
    method: 'DELETE',
    // The coverage check calls two-id paths with ('ID', 'TOKEN').
    path: () => apiPaths.appKey('ID', 'TOKEN'),
    ...error(ErrorCode.NOT_FOUND),
  },
  {
    name: 'account permissions: the owner',
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths.accountPermissions,
    ...ok(MyPermissionsResponse),
  },
  {
    name: 'account permissions: signed out',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.accountPermissions,
    ...error(ErrorCode.UNAUTHENTICATED),
  },
  // Lists by workspace (decision 067): a workspace that is not the organisation's is 422.
  ...(['links', 'qrs', 'cards', 'companies'] as const).map((list): ContractCase => ({
    name: `${list}: list of a workspace not the organisation's`,
    actor: 'subscribed',
    method: 'GET',
    path: () => `${apiPaths[list]}?workspace_id=wsp_not_this_organisation`,
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  })),
  { name: 'openapi: the document', actor: 'anonymous', method: 'GET', path: () => apiPaths.openapi, ...ok(OpenApiDocument) },
  {
    name: 'openapi: the reference page',
    actor: 'anonymous',
    method: 'GET',
    path: () => apiPaths.apiReference,
    ...ok(HtmlDocument),
  },
  // Analytics (issue 22): locked on the free plan (spec §6) before the query is read; on Pro, every
  // view answers its struct for a range (an empty account: zeros, empty lists).
  ...(
    [
      'analyticsOverview',
      'analyticsLocations',
      'analyticsDevices',
      'analyticsChannels',
      'analyticsTop',
      'analyticsLive',
      'analyticsExport',
      'analyticsSettings',
    ] as const
  ).map((name): ContractCase => ({
    name: `analytics: ${apiPaths[name]} on a plan without analytics`,
    actor: 'subscribed',
    method: 'GET',
    path: () => apiPaths[name],
    ...error(ErrorCode.PLAN_LOCKED, PlanLockedDetails),
  })),
  {
    name: 'analytics: overview of a week',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => `${apiPaths.analyticsOverview}?from=2026-11-01&to=2026-11-07&compare=true`,
    ...ok(AnalyticsOverviewResponse),
  },
  {
    name: 'analytics: overview without a range',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => apiPaths.analyticsOverview,
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  ...(['analyticsLocations', 'analyticsDevices', 'analyticsChannels'] as const).map((name): ContractCase => ({
    name: `analytics: ${apiPaths[name]} of a week`,
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => `${apiPaths[name]}?from=2026-11-01&to=2026-11-07`,
    ...ok(AnalyticsBreakdownResponse),
  })),
  {
    name: 'analytics: locations of one country',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => `${apiPaths.analyticsLocations}?from=2026-11-01&to=2026-11-07&country=SA`,
    ...ok(AnalyticsBreakdownResponse),
  },
  {
    name: 'analytics: top items of a week',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => `${apiPaths.analyticsTop}?from=2026-11-01&to=2026-11-07`,
    ...ok(AnalyticsTopResponse),
  },
  {
    name: 'analytics: live minutes',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => apiPaths.analyticsLive,
    ...ok(AnalyticsLiveResponse),
  },
  {
    name: 'analytics: export with an unknown device',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => `${apiPaths.analyticsExport}?view=raw&from=2026-11-01&to=2026-11-07&device=toaster`,
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
  {
    name: 'analytics: retention setting',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'GET',
    path: () => apiPaths.analyticsSettings,
    ...ok(AnalyticsSettingsResponse),
  },
  {
    name: 'analytics: change the retention',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'PUT',
    path: () => apiPaths.analyticsSettings,
    body: () => ({ raw_retention_days: 90 }),
    ...ok(AnalyticsSettingsResponse),
  },
  {
    name: 'analytics: a retention that is not offered',
    actor: 'subscribed',
    needs: ['analytics_plan'],
    method: 'PUT',
    path: () => apiPaths.analyticsSettings,
    body: () => ({ raw_retention_days: 45 }),
    ...error(ErrorCode.VALIDATION_FAILED, FieldErrorList),
  },
];

export interface CaseRequest {
  method: CaseMethod;
  /** Path relative to the API base, e.g. `customer`. */
  path: string;
  body: unknown;
  /** Headers to send besides XSRF (Authorization, Account-Id). */
  headers: Record<string, string>;
  /** Whether to send the XSRF cookie and header. */
  xsrf: boolean;
}

export function caseRequest(c: ContractCase, ctx: CaseContext): CaseRequest {
  const headers: Record<string, string> = {};
  if ((c.auth ?? true) && ctx.token) headers.Authorization = `Bearer ${ctx.token}`;
  const account = c.account ?? 'own';
  if (account === 'own' && ctx.account_id && (c.auth ?? true)) headers['Account-Id'] = ctx.account_id;
  if (account === 'foreign') headers['Account-Id'] = ctx.foreign_account_id;
  return { method: c.method, path: c.path(ctx), body: c.body?.(ctx), headers, xsrf: c.method !== 'GET' && (c.xsrf ?? true) };
}

/** Problems with a response (empty = the response honours the contract). */
export function checkContractResponse(c: ContractCase, status: number, body: unknown): string[] {
  const problems: string[] = [];
  if (status !== c.status) problems.push(`status ${status}, expected ${c.status}`);
  const [structError] = c.response.validate(body);
  if (structError)
    problems.push(
      `body does not match the struct: ${structError
        .failures()
        .map((f) => `${f.path.join('.') || '(root)'}: ${f.message}`)
        .join('; ')}`,
    );
  if (c.code) {
    const err = (body as { error?: { code?: unknown; details?: unknown } } | null)?.error;
    if (err?.code !== c.code) problems.push(`error.code ${String(err?.code)}, expected ${c.code}`);
    if (c.details) {
      const [detailsError] = c.details.validate(err?.details);
      if (detailsError) problems.push(`error.details does not match: ${detailsError.message}`);
    }
  }
  return problems;
}
