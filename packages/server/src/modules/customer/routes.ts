/** The signed-in customer's profile, password, address and deletion (spec §5, §7). */
import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ErrorCode,
  UpdateCustomerRequest,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { parseBody } from '../../lib/validate.ts';
import { requireAuth, type RoutePolicy } from '../../types.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { sendEmailChangeMail, sendEmailChangedNotice, sendVerificationMail } from '../auth/mails.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { deleteCustomer } from './deletion.ts';
import { cancelEmailChanges, findOpenEmailChange, startEmailChange, toPendingEmailChange } from './email-change.ts';
import {
  changeEmail,
  findCustomerByEmail,
  findCustomerById,
  normaliseEmail,
  setPasswordHash,
  toContractCustomer,
  updateProfile,
} from './queries.ts';

/**
 * GET customer is the navigation guard's probe (spec §4): it answers REQUIRE_VERIFICATION and,
 * when Account-Id is sent, REQUIRE_SUBSCRIPTION, which is how the app routes to onboarding.
 */
const GUARD_PROBE: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'optional', plan: true };
/** Changes to the person, not to an organisation: no plan needed. */
const PERSONAL: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'none', plan: false };
/** Changing the address is allowed before verification, so a mistyped sign-up address can be fixed. */
const FIX_ADDRESS: RoutePolicy = { access: 'signed-in', verified: false, tenant: 'none', plan: false };

const wrongPassword = (field: string) =>
  appError(ErrorCode.WRONG_PASSWORD, 'The password is incorrect.', [
    { field, code: 'wrong_password', message: 'The password is incorrect.' },
  ]);

const noPendingChange = () => notFound('No change of email address is waiting for verification.');

const taken = () =>
  appError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.', [
    { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
  ]);

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const reload = async (id: string) => {
    const customer = await findCustomerById(app.db, id);
    if (!customer) throw notFound();
    return { results: toContractCustomer(customer) };
  };

  app.get('/customer', { config: { policy: GUARD_PROBE } }, async (request) => ({
    results: toContractCustomer(requireAuth(request.auth).customer),
  }));

  app.put('/customer', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    await updateProfile(app.db, customer.id, parseBody(UpdateCustomerRequest, request.body));
    return reload(customer.id);
  });

  app.put('/customer/password', { config: { policy: PERSONAL } }, async (request) => {
    const { customer, sessionId } = requireAuth(request.auth);
    const body = parseBody(ChangePasswordRequest, request.body);
    if (body.password !== body.password_confirmation) {
      const message = 'New password and confirm password do not match';
      throw appError(ErrorCode.CONFIRMATION_MISMATCH, message, [{ field: 'password_confirmation', code: 'mismatch', message }]);
    }
    if (!(await verifyPassword(customer.password_hash, body.current_password))) throw wrongPassword('current_password');
    await setPasswordHash(app.db, customer.id, await hashPassword(body.password));
    // Other devices keep an old password's session otherwise; this one stays signed in.
    await revokeAllSessions(app.db, customer.id, sessionId);
    return { results: { ok: true } };
  });

  /**
   * A verified customer's change is held as pending (decision 114): the address and sign-in stay as
   * they are until the link sent to the new address is opened. An unverified customer is fixing a
   * mistyped sign-up address: there is no verified address to protect, so it changes at once.
   */
  app.put('/customer/email', { config: { policy: FIX_ADDRESS } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(ChangeEmailRequest, request.body);
    const email = normaliseEmail(body.email);
    if (!(await verifyPassword(customer.password_hash, body.password))) throw wrongPassword('password');
    if (email === customer.email) {
      throw validationFailed([{ field: 'email', code: 'unchanged', message: 'This is already your email address.' }]);
    }
    if (await findCustomerByEmail(app.db, email)) throw taken();
    if (customer.email_verified_at) {
      const { token, row } = await startEmailChange(app.db, customer.id, email);
      sendEmailChangeMail(app, { ...customer, email }, token);
      sendEmailChangedNotice(app, { ...customer, email }, customer.email);
      return { results: { customer: toContractCustomer(customer), pending: toPendingEmailChange(row) } };
    }
    try {
      await changeEmail(app.db, customer.id, email);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    const updated = { ...customer, email };
    await sendVerificationMail(app, updated, 'email_change');
    sendEmailChangedNotice(app, updated, customer.email);
    return { results: { customer: (await reload(customer.id)).results, pending: null } };
  });

  app.get('/customer/email', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const open = await findOpenEmailChange(app.db, customer.id);
    return { results: { pending: open ? toPendingEmailChange(open) : null } };
  });

  /** A new link to the pending address (the old one stops working), also after it expired. */
  app.post(
    '/customer/email/resend',
    { config: { policy: PERSONAL, rateLimit: limit(app.config.rateLimits.resend) } },
    async (request) => {
      const { customer } = requireAuth(request.auth);
      const open = await findOpenEmailChange(app.db, customer.id);
      if (!open) throw noPendingChange();
      if (await findCustomerByEmail(app.db, open.email)) {
        await cancelEmailChanges(app.db, customer.id);
        throw taken();
      }
      const { token, row } = await startEmailChange(app.db, customer.id, open.email);
      sendEmailChangeMail(app, { ...customer, email: open.email }, token);
      return { results: { pending: toPendingEmailChange(row) } };
    },
  );

  app.delete('/customer/email', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    if (!(await cancelEmailChanges(app.db, customer.id))) throw noPendingChange();
    return { results: { pending: null } };
  });

  app.delete('/customer', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(DeleteAccountRequest, request.body);
    // Closed organisations' links stop at once on every node, not when their cache entries age out.
    await app.links.invalidate(await deleteCustomer(app.db, customer.id, body));
    return { results: { ok: true } };
  });
}
