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
