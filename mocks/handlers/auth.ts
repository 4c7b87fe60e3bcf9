import { is } from 'superstruct';
import {
  apiPaths,
  apiRoutes,
  CompleteResetRequest,
  ErrorCode,
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  VerifyEmailRequest,
} from '@rabt/contract';
import { db, emailChangeToken, findByEmail, openSession, registerCustomer, resetToken, verificationToken } from '../db.ts';
import { apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { standardScenarios } from './scenarios.ts';

const invalidLogin = () => apiError(ErrorCode.INVALID_LOGIN, 'Incorrect username or password.');
const resetLinkInvalid = () =>
  apiError(ErrorCode.RESET_LINK_INVALID, 'This reset link is invalid or has expired. Ask for a new one.');

// POST auth/login – token and the account the customer lands in
const login = http.post(apiUrl(apiPaths.login), async ({ request }) => {
  const body = await jsonBody(request);
  if (!is(body, LoginRequest)) return validationFailed(LoginRequest, body);
  const row = findByEmail(body.email);
  if (!row || row.password !== body.password) return invalidLogin();
  return HttpResponse.json({ results: { token: openSession(row.customer.id), account_id: row.accountIds[0] ?? '' } });
});

// POST auth/register – signs the new customer in; the next call answers REQUIRE_VERIFICATION
const register = http.post(apiUrl(apiPaths.register), async ({ request }) => {
  const body = await jsonBody(request);
  if (!is(body, RegisterRequest)) return validationFailed(RegisterRequest, body);
  if (findByEmail(body.email)) {
    return apiError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.', [
      { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
    ]);
  }
  const { customer, accountId } = registerCustomer(body);
  // The dev "outbox": the link the verification mail would carry.
  console.info(`[mocks] verification link: /onboard/verify/${customer.id}/${verificationToken(customer.id)}`);
  return HttpResponse.json({ results: { token: openSession(customer.id), account_id: accountId } });
});

// POST auth/forgot – always "sent", whether or not the address exists
const forgot = http.post(apiUrl(apiPaths.forgot), async ({ request }) => {
  const body = await jsonBody(request);
  if (!is(body, ForgotRequest)) return validationFailed(ForgotRequest, body);
  const row = findByEmail(body.email);
  if (row) console.info(`[mocks] reset link: /reset/${row.customer.id}/${resetToken(row.customer.id)}`);
  return HttpResponse.json({ results: { sent: true } });
});

// GET auth/validate-reset/:customerId/:token
const validateReset = http.get(apiUrl(apiRoutes.validateReset), ({ params }) => {
  const row = db.customers.get(String(params.customerId));
  if (!row || params.token !== resetToken(row.customer.id)) return resetLinkInvalid();
  return HttpResponse.json({ results: { valid: true, email: row.customer.email } });
});

// POST auth/complete-reset – new password; the link also proves the address
const completeReset = http.post(apiUrl(apiPaths.completeReset), async ({ request }) => {
  const body = await jsonBody(request);
  if (!is(body, CompleteResetRequest)) return validationFailed(CompleteResetRequest, body);
  const row = db.customers.get(body.customer_id);
  if (!row || body.token !== resetToken(row.customer.id)) return resetLinkInvalid();
  row.password = body.password;
  row.customer.email_verified = true;
  return HttpResponse.json({ results: { reset: true } });
});

// POST auth/verify-email – the link from the verification mail
const verifyEmail = http.post(apiUrl(apiPaths.verifyEmail), async ({ request }) => {
  const body = await jsonBody(request);
  if (!is(body, VerifyEmailRequest)) return validationFailed(VerifyEmailRequest, body);
  const row = db.customers.get(body.customer_id);
  // The link of a pending change of address (decision 114): switches it, verified.
  if (row && body.token === emailChangeToken(row.customer.id)) {
    const pending = row.pendingEmail;
    if (!pending && row.emailChangeUsed) {
      return apiError(ErrorCode.VERIFY_EMAIL_FAILED, 'This verification link was already used.', { reason: 'used' });
    }
    if (!pending) {
      return apiError(ErrorCode.VERIFY_EMAIL_FAILED, 'This change of email address was cancelled or replaced by a newer one.', {
        reason: 'cancelled',
      });
    }
    if (Date.parse(pending.expires_at) <= Date.now()) {
      return apiError(ErrorCode.VERIFY_EMAIL_FAILED, 'This verification link has expired. Ask for a new one from your profile.', {
        reason: 'expired',
      });
    }
    if (findByEmail(pending.email)) {
      return apiError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.', [
        { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
      ]);
    }
    row.customer = { ...row.customer, email: pending.email, email_verified: true };
    row.pendingEmail = null;
    row.emailChangeUsed = true;
    return HttpResponse.json({ results: { verified: true } });
  }
  if (!row || body.token !== verificationToken(row.customer.id)) {
    return apiError(ErrorCode.VERIFY_EMAIL_FAILED, 'This verification link is invalid or has expired. Ask for a new one.');
  }
  if (row.customer.email_verified) return apiError(ErrorCode.AUTH_USER_VERIFIED, 'Account is verified. Continue to login.');
  row.customer.email_verified = true;
  return HttpResponse.json({ results: { verified: true } });
});

const ONBOARDING = { verified: false, tenant: 'none', plan: false } as const;

// POST auth/resend-verification – reachable before verification
const resendVerification = http.post(apiUrl(apiPaths.resendVerification), ({ request }) => {
  const caller = authorise(request, ONBOARDING);
  if (caller instanceof Response) return caller;
  const row = db.customers.get(caller.customerId)!;
  if (row.customer.email_verified) return apiError(ErrorCode.AUTH_USER_VERIFIED, 'Account is verified. Continue to login.');
  return HttpResponse.json({ results: { sent: true } });
});

// POST auth/logout – ends this session only
const logout = http.post(apiUrl(apiPaths.logout), ({ request }) => {
  const caller = authorise(request, ONBOARDING);
  if (caller instanceof Response) return caller;
  const token = request.headers.get('authorization')!.replace(/^Bearer\s+/, '');
  db.sessions.delete(token);
  return HttpResponse.json({ results: { ok: true } });
});

export const authHandlers = [login, register, forgot, validateReset, completeReset, verifyEmail, resendVerification, logout];

/** Scenarios of the sign-in call (the others share the same failure shapes). */
export const authScenarios = {
  ...standardScenarios('post', apiPaths.login, () =>
    HttpResponse.json({ results: { token: 'mock_session_story_token_0001', account_id: 'acc_01HZX3KA0000000ACME' } }),
  ),
  invalidLogin: [http.post(apiUrl(apiPaths.login), invalidLogin)],
  registerFails: [http.post(apiUrl(apiPaths.register), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  forgotFails: [http.post(apiUrl(apiPaths.forgot), () => apiError(ErrorCode.UNKNOWN_ERROR, 'Something went wrong.'))],
  resetLinkInvalid: [http.get(apiUrl(apiRoutes.validateReset), resetLinkInvalid)],
  verifyFailed: [
    http.post(apiUrl(apiPaths.verifyEmail), () =>
      apiError(ErrorCode.VERIFY_EMAIL_FAILED, 'This verification link is invalid or has expired. Ask for a new one.'),
    ),
  ],
  alreadyVerified: [
    http.post(apiUrl(apiPaths.verifyEmail), () =>
      apiError(ErrorCode.AUTH_USER_VERIFIED, 'Account is verified. Continue to login.'),
    ),
  ],
};
