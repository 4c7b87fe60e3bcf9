/** Sign-in, sign-up, password reset, email verification and sign-out (spec §7, issue 4). */
import {
  CompleteResetRequest,
  ErrorCode,
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  VerifyEmailRequest,
  type Locale,
} from '@rabt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/password.ts';
import { parseBody } from '../../lib/validate.ts';
import { KeyedLimiter, type LimitRule } from '../../lib/limiter.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { requireAuth, type RoutePolicy } from '../../types.ts';
import { createAccountFor, landingAccountId } from '../accounts/queries.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  markEmailVerified,
  setPasswordHash,
} from '../customer/queries.ts';
import { confirmEmailChange } from '../customer/email-change.ts';
import { sendResetMail, sendVerificationMail } from './mails.ts';
import { consumeResetToken, consumeVerificationToken, findLiveResetToken, findVerificationToken } from './one-time-tokens.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.ts';

const PUBLIC: RoutePolicy = { access: 'public' };
/** Reachable before verification and before a plan: the verify screen needs these. */
const ONBOARDING: RoutePolicy = { access: 'signed-in', verified: false, tenant: 'none', plan: false };

const invalidLogin = () => appError(ErrorCode.INVALID_LOGIN, 'Incorrect username or password.');
const resetLinkInvalid = () =>
  appError(ErrorCode.RESET_LINK_INVALID, 'This reset link is invalid or has expired. Ask for a new one.');
const verifyFailed = (reason?: { reason: string; message: string }) =>
  appError(
    ErrorCode.VERIFY_EMAIL_FAILED,
    reason?.message ?? 'This verification link is invalid or has expired. Ask for a new one.',
    reason ? { reason: reason.reason } : undefined,
  );
/** Why a change-of-address link was refused (decision 114): same code, a reason in the details. */
const changeRefusals: Record<'unknown' | 'used' | 'cancelled' | 'expired', { reason: string; message: string } | undefined> = {
  unknown: undefined,
  used: { reason: 'used', message: 'This verification link was already used.' },
  cancelled: { reason: 'cancelled', message: 'This change of email address was cancelled or replaced by a newer one.' },
  expired: { reason: 'expired', message: 'This verification link has expired. Ask for a new one from your profile.' },
};
const emailTaken = () =>
  appError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.', [
    { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
  ]);
const alreadyVerified = () => appError(ErrorCode.AUTH_USER_VERIFIED, 'Account is verified. Continue to login.');

function preferredLanguage(request: FastifyRequest): Locale {
  return /^\s*ar\b/i.test(request.headers['accept-language'] ?? '') ? 'ar' : 'en';
}

function sessionMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Same wording as the IP limits (plugins/rate-limit.ts), counted per account instead. */
function accountLimited(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return appError(ErrorCode.RATE_LIMITED, `Too many attempts for this account. Please wait ${wait} and try again.`, {
    retry_after_seconds: seconds,
  });
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const limits = app.config.rateLimits;
  // Per account as well as per address: rotating addresses (or X-Forwarded-For) does not buy an
  // attacker more guesses at one account, nor more reset mails to one mailbox.
  const perAccount = new KeyedLimiter(app.redis, `${app.config.rateLimitNamespace}account:`);
  const checkAccount = async (key: string, rule: LimitRule) => {
    const result = await perAccount.hit(key, rule);
    if (!result.allowed) throw accountLimited(result.retryAfterMs);
  };

  app.post('/auth/login', { config: { policy: PUBLIC, rateLimit: limit(limits.login) } }, async (request) => {
    const body = parseBody(LoginRequest, request.body);
    await checkAccount(`login:${body.email.trim().toLowerCase()}`, limits.loginAccount);
    const customer = await findCustomerByEmail(app.db, body.email);
    // Verify against a dummy hash for unknown addresses so both failures take the same time.
    const valid = await verifyPassword(customer?.password_hash ?? (await timingDummyHash()), body.password);
    if (!customer || !valid) throw invalidLogin();
    const accountId =
      (await landingAccountId(app.db, customer.id)) ??
      // Every customer works inside an organisation; recreate one if they were left without any.
      (await app.db.transaction().execute((trx) =>
        createAccountFor(trx, app.dialect, {
          customerId: customer.id,
          name: customer.name,
          language: customer.language === 'ar' ? 'ar' : 'en',
        }),
      ));
    const token = await createSession(app.db, customer.id, sessionMeta(request));
    return { results: { token, account_id: accountId } };
  });

  app.post('/auth/register', { config: { policy: PUBLIC, rateLimit: limit(limits.register) } }, async (request) => {
    const body = parseBody(RegisterRequest, request.body);
    const language = body.language ?? preferredLanguage(request);
    if (await findCustomerByEmail(app.db, body.email)) throw emailTaken();
    const passwordHash = await hashPassword(body.password);
    let created;
    try {
      created = await app.db.transaction().execute(async (trx) => {
        const customer = await insertCustomer(trx, { name: body.name, email: body.email, passwordHash, language });
        const accountId = await createAccountFor(trx, app.dialect, { customerId: customer.id, name: customer.name, language });
        return { customer, accountId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await sendVerificationMail(app, created.customer);
    const token = await createSession(app.db, created.customer.id, sessionMeta(request));
    return { results: { token, account_id: created.accountId } };
  });

  app.post('/auth/forgot', { config: { policy: PUBLIC, rateLimit: limit(limits.forgot) } }, async (request) => {
    const body = parseBody(ForgotRequest, request.body);
    await checkAccount(`forgot:${body.email.trim().toLowerCase()}`, limits.forgotAccount);
    // The lookup runs after the response: same answer, same timing, whether or not the address exists.
    app.mail.background(async () => {
      const customer = await findCustomerByEmail(app.db, body.email);
      if (customer) await sendResetMail(app, customer);
    });
    return { results: { sent: true } };
  });

  app.get<{ Params: { customerId: string; token: string } }>(
    '/auth/validate-reset/:customerId/:token',
    { config: { policy: PUBLIC } },
    async (request) => {
      const { customerId, token } = request.params;
      if (customerId.length > 64 || token.length > 200) throw resetLinkInvalid();
      const live = await findLiveResetToken(app.db, customerId, token);
      if (!live) throw resetLinkInvalid();
      return { results: { valid: true, email: live.email } };
    },
  );

  app.post('/auth/complete-reset', { config: { policy: PUBLIC, rateLimit: limit(limits.completeReset) } }, async (request) => {
    const body = parseBody(CompleteResetRequest, request.body);
    await checkAccount(`complete-reset:${body.customer_id}`, limits.completeResetAccount);
    const live = await findLiveResetToken(app.db, body.customer_id, body.token);
    if (!live) throw resetLinkInvalid();
    const passwordHash = await hashPassword(body.password);
    if (!(await consumeResetToken(app.db, live.id, live.customer_id))) throw resetLinkInvalid();
    await setPasswordHash(app.db, live.customer_id, passwordHash);
    // The link reached the mailbox, which proves the address as well as a verification link would.
    await markEmailVerifiedIfNeeded(app, live.customer_id, live.email);
    // A reset is often a response to a compromised password: sign out everywhere.
    await revokeAllSessions(app.db, live.customer_id);
    return { results: { reset: true } };
  });

  app.post('/auth/verify-email', { config: { policy: PUBLIC } }, async (request) => {
    const body = parseBody(VerifyEmailRequest, request.body);
    const row = await findVerificationToken(app.db, body.customer_id, body.token);
    if (!row) {
      // Not a sign-up link: perhaps the link of a pending change of address (decision 114).
      const change = await confirmEmailChange(app.db, body.customer_id, body.token);
      if (change.ok) return { results: { verified: true } };
      if (change.reason === 'taken') throw emailTaken();
      throw verifyFailed(changeRefusals[change.reason]);
    }
    const customer = await findCustomerById(app.db, row.customer_id);
    if (!customer) throw verifyFailed();
    if (customer.email_verified_at && customer.email === row.email) throw alreadyVerified();
    if (!(await consumeVerificationToken(app.db, row.id))) throw verifyFailed();
    if (!(await markEmailVerified(app.db, customer.id, row.email))) throw verifyFailed();
    return { results: { verified: true } };
  });

  app.post('/auth/resend-verification', { config: { policy: ONBOARDING, rateLimit: limit(limits.resend) } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    if (customer.email_verified_at) throw alreadyVerified();
    await sendVerificationMail(app, customer);
    return { results: { sent: true } };
  });

  app.post('/auth/logout', { config: { policy: ONBOARDING } }, async (request) => {
    await revokeSession(app.db, requireAuth(request.auth).sessionId);
    return { results: { ok: true } };
  });
}

async function markEmailVerifiedIfNeeded(app: FastifyInstance, customerId: string, email: string): Promise<void> {
  const customer = await findCustomerById(app.db, customerId);
  if (customer && !customer.email_verified_at) await markEmailVerified(app.db, customerId, email);
}
