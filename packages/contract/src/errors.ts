/**
 * Error codes the API answers with, and the envelope that carries them (spec §8).
 * The app's error normaliser, the MSW mocks and the server all import these, so a code
 * cannot be spelt two ways.
 */
import { array, enums, object, optional, string, unknown, type Infer } from 'superstruct';
export const ErrorCode = {
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  REQUIRE_VERIFICATION: 'REQUIRE_VERIFICATION',
  REQUIRE_SUBSCRIPTION: 'REQUIRE_SUBSCRIPTION',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** The member's role (or the API key's scopes) lacks the route's permission (details: { permission }). */
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  XSRF_INVALID: 'XSRF_INVALID',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_LOGIN: 'invalid_login',
  AUTH_USER_VERIFIED: 'auth_user_verified',
  VERIFY_EMAIL_FAILED: 'verifyEmailFailed',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  CONFIRMATION_MISMATCH: 'CONFIRMATION_MISMATCH',
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
  PLAN_LOCKED: 'PLAN_LOCKED',
  /** The custom nip is already used on that domain (details: field errors). */
  NIP_TAKEN: 'NIP_TAKEN',
  /** The custom nip is a path the service keeps for itself (details: field errors). */
  NIP_RESERVED: 'NIP_RESERVED',
  PLAN_USERS_LIMIT: 'PLAN_USERS_LIMIT',
  ALREADY_SUBSCRIBED_TO_PRICE: 'alreadySubscribedToPrice',
  SELECTED_PLAN_NOT_AVAILABLE: 'selectedPlanNotAvailable',
  DOMAIN_DUPLICATE: 'DOMAIN_DUPLICATE',
  /** The same CSV file was already imported into this organisation (or is being imported now). */
  IMPORT_ALREADY_DONE: 'IMPORT_ALREADY_DONE',
  /** The account's plan has no room for more of a resource (details: PlanLimitDetails). */
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  TAX_ID_INVALID: 'tax_id_invalid',
  /** Paid plans until card payments exist (Stripe's own code, so the billing work can keep it). */
  REQUIRES_PAYMENT_METHOD: 'requires_payment_method',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // Organisation (decision 060): roles, members, invitations, workspaces, API apps.
  ROLE_BUILT_IN: 'ROLE_BUILT_IN',
  ROLE_IN_USE: 'ROLE_IN_USE',
  ROLE_NAME_TAKEN: 'ROLE_NAME_TAKEN',
  /** Someone saved the record since it was loaded (details: { current_version }). */
  EDIT_CONFLICT: 'EDIT_CONFLICT',
  LAST_OWNER: 'LAST_OWNER',
  INVITEE_NOT_FOUND: 'INVITEE_NOT_FOUND',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  INVITATION_EXPIRED: 'INVITATION_EXPIRED',
  INVITATION_USED: 'INVITATION_USED',
  WORKSPACE_DEFAULT: 'WORKSPACE_DEFAULT',
  /** details: { links, … } counts; send move_to to move them first. */
  WORKSPACE_NOT_EMPTY: 'WORKSPACE_NOT_EMPTY',
  /** An API key called a route that only people can call (profile, sessions, organisations). */
  API_KEY_NOT_ALLOWED: 'API_KEY_NOT_ALLOWED',
  // Billing (spec §8 billing codes and card-decline codes; Stripe's own spelling).
  PARAMETER_MISSING: 'parameter_missing',
  RESOURCE_MISSING: 'resource_missing',
  RESOURCE_ALREADY_EXISTS: 'resource_already_exists',
  AUTHENTICATION_REQUIRED: 'authentication_required',
  GENERIC_DECLINE: 'generic_decline',
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  EXPIRED_CARD: 'expired_card',
  INCORRECT_CVC: 'incorrect_cvc',
  PROCESSING_ERROR: 'processing_error',
  INCORRECT_NUMBER: 'incorrect_number',
  /** A downgrade the account's usage does not fit (details: DowngradeRefusedDetails). */
  PLAN_DOWNGRADE_REFUSED: 'PLAN_DOWNGRADE_REFUSED',
  /** An edit to an item over the plan's limit, kept read-only after a downgrade (details: PlanReadOnlyDetails). */
  PLAN_ITEM_READ_ONLY: 'PLAN_ITEM_READ_ONLY',
  /** The primary card pays a paid subscription and no other card can take over. */
  PRIMARY_METHOD_IN_USE: 'PRIMARY_METHOD_IN_USE',
  /** A provider webhook whose signature does not verify. */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** Deleting a company that cards use (details: { cards, company_id }). */
  COMPANY_IN_USE: 'COMPANY_IN_USE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The HTTP status the server answers with for each code. The mocks use it to answer like the
 * server; the app should branch on `code`, not on status. Exceptions: NOT_FOUND is also used for
 * another account's resources (tenancy answers 404, never 403).
 */
export const errorStatus: Record<ErrorCode, number> = {
  UNKNOWN_ERROR: 500,
  REQUIRE_VERIFICATION: 403,
  REQUIRE_SUBSCRIPTION: 403,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  XSRF_INVALID: 403,
  PAYLOAD_TOO_LARGE: 413,
  EMAIL_TAKEN: 409,
  invalid_login: 422,
  auth_user_verified: 409,
  verifyEmailFailed: 400,
  RESET_LINK_INVALID: 400,
  WRONG_PASSWORD: 422,
  CONFIRMATION_MISMATCH: 422,
  INVITATION_NOT_FOUND: 404,
  PLAN_LOCKED: 403,
  NIP_TAKEN: 409,
  NIP_RESERVED: 422,
  PLAN_USERS_LIMIT: 409,
  alreadySubscribedToPrice: 409,
  selectedPlanNotAvailable: 422,
  DOMAIN_DUPLICATE: 409,
  IMPORT_ALREADY_DONE: 409,
  PLAN_LIMIT_REACHED: 409,
  tax_id_invalid: 422,
  requires_payment_method: 402,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  ROLE_BUILT_IN: 409,
  ROLE_IN_USE: 409,
  ROLE_NAME_TAKEN: 409,
  EDIT_CONFLICT: 409,
  LAST_OWNER: 409,
  INVITEE_NOT_FOUND: 422,
  ALREADY_MEMBER: 409,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 409,
  WORKSPACE_DEFAULT: 409,
  WORKSPACE_NOT_EMPTY: 409,
  API_KEY_NOT_ALLOWED: 403,
  parameter_missing: 422,
  resource_missing: 404,
  resource_already_exists: 409,
  authentication_required: 402,
  generic_decline: 402,
  insufficient_funds: 402,
  expired_card: 402,
  incorrect_cvc: 402,
  processing_error: 402,
  incorrect_number: 402,
  PLAN_DOWNGRADE_REFUSED: 409,
  PLAN_ITEM_READ_ONLY: 403,
  PRIMARY_METHOD_IN_USE: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  COMPANY_IN_USE: 409,
};

/** The spec's default message when a response carries none. */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong.';

/**
 * One failing field of a request. `field` is a dotted path into the body
 * (`address.city`), `code` a stable machine reason (`required`, `invalid_email`, `too_long` …).
 */
export const FieldError = object({ field: string(), code: string(), message: string() });
export type FieldError = Infer<typeof FieldError>;

export const FieldErrorList = array(FieldError);

/**
 * `details` of REQUIRE_VERIFICATION: what the verify screen shows ("we sent a link to …") without
 * a second call, since every customer call answers this code until the address is verified.
 */
export const RequireVerificationDetails = object({
  customer_id: string(),
  email: string(),
  name: string(),
  language: enums(['en', 'ar']),
});
export type RequireVerificationDetails = Infer<typeof RequireVerificationDetails>;

/** `details` of REQUIRE_SUBSCRIPTION: the account (Account-Id) that needs a plan. */
export const RequireSubscriptionDetails = object({ account_id: string() });
export type RequireSubscriptionDetails = Infer<typeof RequireSubscriptionDetails>;

export const ErrorBody = object({
  error: object({
    code: string(),
    message: string(),
    details: optional(unknown()),
  }),
});
export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/** The error object the app works with everywhere (spec §3). */
export interface ApiError {
  code: string;
  status: number | null;
  message: string;
  details?: unknown;
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}
